// The top-up and cash-out history tables (spec trading-core 2 "History tables", 3 "History row columns"):
// on the history page, and the cash-out list of the cash-out page.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CashoutView, TopupView } from '../../../../modules/wallet/wallet.schemas';
import { DataTable, DateTime, ShortId } from '../../shared/ui/DataTable';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import { RecordStatusBadge } from '../../shared/ui/StatusBadge';
import './historyTables.css';

const methodName = (kind: 'topup' | 'cashout', method: string) => (
  <FormattedMessage id={`wallet.${kind}Method.${method}`} />
);

export function TopupsTable({ rows }: { rows: TopupView[] }) {
  const intl = useIntl();
  return (
    <DataTable<TopupView>
      kind="topups"
      caption={intl.formatMessage({ id: 'history.tab.topups' })}
      rows={rows}
      columns={[
        {
          id: 'type',
          title: 'history.col.type',
          main: true,
          cell: () => (
            <span className="history-type">
              <Icon name="wallet" size={18} />
              <FormattedMessage id="history.type.topup" />
            </span>
          ),
        },
        { id: 'id', title: 'history.col.id', cell: (r) => <ShortId id={r.id} /> },
        { id: 'date', title: 'history.col.date', cell: (r) => <DateTime value={r.createdAt} /> },
        { id: 'method', title: 'history.col.method', cell: (r) => methodName('topup', r.method) },
        {
          id: 'amount',
          title: 'history.col.amount',
          align: 'end',
          cell: (r) => (
            <Price money={r.amount} className={`history-money${r.status === 'paid' ? ' history-money--plus' : ''}`} />
          ),
        },
        {
          id: 'status',
          title: 'history.col.status',
          cell: (r) => <RecordStatusBadge kind="topup" status={r.status} />,
        },
      ]}
    />
  );
}

/** `action`: a last column with what can be done with a row (the operators' desk cancels a cash-out there). */
export function CashoutsTable({
  rows,
  action,
}: {
  rows: CashoutView[];
  action?: { title: string; cell: (row: CashoutView) => ReactNode };
}) {
  const intl = useIntl();
  return (
    <DataTable<CashoutView>
      kind="cashouts"
      caption={intl.formatMessage({ id: 'history.tab.cashouts' })}
      rows={rows}
      columns={[
        {
          id: 'type',
          title: 'history.col.type',
          main: true,
          cell: () => (
            <span className="history-type">
              <Icon name="cashout" size={18} />
              <FormattedMessage id="history.type.cashout" />
            </span>
          ),
        },
        { id: 'id', title: 'history.col.id', cell: (r) => <ShortId id={r.id} /> },
        { id: 'date', title: 'history.col.date', cell: (r) => <DateTime value={r.createdAt} /> },
        {
          id: 'method',
          title: 'history.col.method',
          cell: (r) => (
            <span className="history-method">
              {methodName('cashout', r.method)}
              <span className="history-method__wallet">{r.destination}</span>
            </span>
          ),
        },
        {
          id: 'amount',
          title: 'history.col.amount',
          align: 'end',
          cell: (r) => <Price money={r.amount} className="history-money" />,
        },
        {
          id: 'fee',
          title: 'history.col.fee',
          align: 'end',
          cell: (r) => <Price money={r.fee} className="history-money history-money--muted" />,
        },
        {
          id: 'received',
          title: 'history.col.received',
          align: 'end',
          cell: (r) => <Price money={r.received} className="history-money" />,
        },
        {
          id: 'status',
          title: 'history.col.status',
          cell: (r) => <RecordStatusBadge kind="cashout" status={r.status} />,
        },
        ...(action ? [{ id: 'action', title: action.title, cell: action.cell }] : []),
      ]}
    />
  );
}
