// Cells the bot trade history tables share (withdrawals, deposits; spec trading-core 3 "History row columns"):
// the game account with its game, and the status with, for a failed trade, its code's text.
import { FormattedMessage, useIntl } from 'react-intl';
import { RecordStatusBadge } from '../ui/StatusBadge';
import { tradeCodeMessage } from './tradeCodes';
import './tradeHistory.css';

export function AccountCell({ nickname, game }: { nickname: string; game: string }) {
  return (
    <span className="history-account">
      <span className="history-account__name">{nickname}</span>
      <span className="history-account__game">
        <FormattedMessage id={`game.${game}.short`} />
      </span>
    </span>
  );
}

export function TradeStatusCell({
  kind,
  status,
  code,
}: {
  kind: 'withdrawal' | 'deposit';
  status: string;
  code: string | null;
}) {
  const intl = useIntl();
  const reason = status === 'failed' && code ? tradeCodeMessage(code) : null;
  return (
    <span className="history-trade-status">
      <RecordStatusBadge kind={kind} status={status} />
      {reason && (
        <span className="history-trade-status__reason" data-code={code ?? ''}>
          {intl.formatMessage({ id: reason.id }, reason.values)}
        </span>
      )}
    </span>
  );
}
