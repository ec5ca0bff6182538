// The R$ table of /profile/history: the user's R$ orders, each with the game account, the amount, the method, what
// it cost (a prize cost nothing) and its status in the spec's words (created, delivery, paid, failed).
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { RbxHistoryRow } from '../../../../modules/rbx/rbx.schemas';
import { AccountCell } from '../../shared/trades/TradeHistoryCells';
import { DataTable, DateTime, ShortId } from '../../shared/ui/DataTable';
import { Price } from '../../shared/ui/Price';
import { RecordStatusBadge } from '../../shared/ui/StatusBadge';

export function RbxTable({ rows }: { rows: RbxHistoryRow[] }) {
  const intl = useIntl();
  return (
    <DataTable<RbxHistoryRow>
      kind="rbx"
      caption={intl.formatMessage({ id: 'history.tab.rbx' })}
      rows={rows}
      columns={[
        {
          id: 'amount',
          title: 'history.col.amount',
          main: true,
          cell: (r) => (
            <FormattedMessage id="rbx.amount.value" values={{ amount: <FormattedNumber value={r.amount} /> }} />
          ),
        },
        {
          id: 'account',
          title: 'history.col.account',
          cell: (r) => <AccountCell nickname={r.account} game={r.game} />,
        },
        { id: 'method', title: 'history.col.method', cell: (r) => <FormattedMessage id={`rbx.method.${r.method}`} /> },
        { id: 'id', title: 'history.col.id', cell: (r) => <ShortId id={r.id} /> },
        { id: 'date', title: 'history.col.date', cell: (r) => <DateTime value={r.createdAt} /> },
        {
          id: 'sum',
          title: 'history.col.sum',
          align: 'end',
          cell: (r) =>
            r.sum ? <Price money={r.sum} className="history-money" /> : <FormattedMessage id="rbx.order.prize" />,
        },
        { id: 'status', title: 'history.col.status', cell: (r) => <RecordStatusBadge kind="rbx" status={r.status} /> },
      ]}
    />
  );
}
