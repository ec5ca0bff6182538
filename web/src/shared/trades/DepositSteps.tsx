// What the user does in the game while a trade in which they give items runs (quick sale, exchange): accept the
// bot's friend request, press Ready here, accept the trade; the step they are at stands out. Murder Mystery 2 needs
// a level to trade.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GameKey } from '../../../../kernel';
import { LevelNote } from './LevelNote';
import './tradeCard.css';

const bold = (chunks: ReactNode[]) => <b>{chunks}</b>;

export function DepositSteps({ game, stage, bot }: { game: GameKey; stage: string; bot: string | null }) {
  return (
    <div className="qs-sale__help">
      <ol className="qs-steps">
        <li className={stage === 'adding_friend' ? 'is-now' : undefined}>
          {bot ? (
            <FormattedMessage id="tradeCard.steps.friendFrom" values={{ bot, b: bold }} />
          ) : (
            <FormattedMessage id="tradeCard.steps.friend" />
          )}
        </li>
        <li className={stage === 'pending_ready' ? 'is-now' : undefined}>
          <FormattedMessage id="tradeCard.steps.ready" values={{ b: bold }} />
        </li>
        <li className={stage === 'trading' ? 'is-now' : undefined}>
          <FormattedMessage id="tradeCard.steps.accept" />
        </li>
      </ol>
      <LevelNote game={game} />
    </div>
  );
}
