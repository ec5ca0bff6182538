// The fleet bot of a trade in which the user gives items (quick sale, exchange): while it runs, the bot to add as a
// friend in the game, with Copy (`${messages}.botAdd`), or that one is being assigned (`.botPending`); after, which
// bot it was (`.bot`).
import { FormattedMessage } from 'react-intl';
import { CopyButton } from '../ui/CopyButton';
import { Icon } from '../ui/Icon';
import './tradeCard.css';

export function TradeBot({ bot, running, messages }: { bot: string | null; running: boolean; messages: string }) {
  if (!bot && !running) return null;
  return (
    <div className="qs-sale__bot">
      <Icon name="user" size={18} />
      <span className="qs-sale__bot-text">
        {bot ? (
          <FormattedMessage
            id={running ? `${messages}.botAdd` : `${messages}.bot`}
            values={{ bot: <b className="qs-sale__bot-name">{bot}</b> }}
          />
        ) : (
          <FormattedMessage id={`${messages}.botPending`} />
        )}
      </span>
      {bot && running && <CopyButton text={bot} label="tradeCard.copyBot" />}
    </div>
  );
}
