// Murder Mystery 2 trades need a level in the game: said under the steps of a bot trade (withdrawal, quick sale,
// exchange); nothing for another game.
import { FormattedMessage } from 'react-intl';
import { MM2_TRADE_LEVEL } from '../../../../modules/withdrawals/withdrawals.vocabulary.schemas';
import type { GameKey } from '../../../../kernel';
import { Icon } from '../ui/Icon';
import './tradeSteps.css';

export function LevelNote({ game }: { game: GameKey }) {
  if (game !== 'mm2') return null;
  return (
    <p className="trade-steps__level">
      <Icon name="info" size={16} />
      <span>
        <FormattedMessage id="withdrawals.steps.level" values={{ level: MM2_TRADE_LEVEL }} />
      </span>
    </p>
  );
}
