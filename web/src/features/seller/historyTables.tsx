// The deposits table of /profile/history (spec trading-core 2 "History tables", 3 "History row columns"): the
// seller's quick sales to the site (the spec's deposit trades), each with the game account that sold, how
// many items moved, what the site paid (or offered, until it finished), its status and, when it failed, its
// code's text (300-308, trade and friendship codes).
import { FormattedMessage, useIntl } from 'react-intl';
import type { DepositHistoryRow } from '../../../../modules/quick-sale/quick-sale.schemas';
import { AccountCell, TradeStatusCell } from '../../shared/trades/TradeHistoryCells';
import { DataTable, DateTime, ShortId } from '../../shared/ui/DataTable';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import './historyTables.css';

export function DepositsTable({ rows }: { rows: DepositHistoryRow[] }) {
  const intl = useIntl();
  return (
    <DataTable<DepositHistoryRow>
      kind="deposits"
      caption={intl.formatMessage({ id: 'history.tab.deposits' })}
      rows={rows}
      columns={[
        {
          id: 'type',
          title: 'history.col.type',
          main: true,
          cell: () => (
            <span className="history-deposit-type">
              <Icon name="trade" size={18} />
              <FormattedMessage id="history.type.deposit" />
            </span>
          ),
        },
        {
          id: 'account',
          title: 'history.col.account',
          cell: (r) => <AccountCell nickname={r.account} game={r.game} />,
        },
        { id: 'id', title: 'history.col.id', cell: (r) => <ShortId id={r.id} /> },
        { id: 'date', title: 'history.col.date', cell: (r) => <DateTime value={r.createdAt} /> },
        {
          id: 'items',
          title: 'history.col.items',
          align: 'end',
          cell: (r) => (
            <span className="history-deposit-count">
              <FormattedMessage id="history.deposit.items" values={{ count: r.items }} />
            </span>
          ),
        },
        {
          id: 'sum',
          title: 'history.col.sum',
          align: 'end',
          cell: (r) => <Price money={r.sum} className="history-money" />,
        },
        {
          id: 'status',
          title: 'history.col.status',
          cell: (r) => <TradeStatusCell kind="deposit" status={r.status} code={r.code} />,
        },
      ]}
    />
  );
}
