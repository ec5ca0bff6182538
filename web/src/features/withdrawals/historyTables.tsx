// The withdrawals table of /profile/history (spec trading-core 2 "History tables", 3 "History row columns"
// and statuses): each trade that delivered bought items, or tried to, with the game account it went to,
// its items, their sum, its status and, when it failed, why.
import { FormattedMessage, useIntl } from 'react-intl';
import type { WithdrawalHistoryRow } from '../../../../modules/withdrawals/withdrawals.schemas';
import { AccountCell, TradeStatusCell } from '../../shared/trades/TradeHistoryCells';
import { DataTable, DateTime, ShortId } from '../../shared/ui/DataTable';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import './historyTables.css';

/** At most this many names; the rest are counted. */
const NAMES_SHOWN = 3;

export function WithdrawalsTable({ rows }: { rows: WithdrawalHistoryRow[] }) {
  const intl = useIntl();
  return (
    <DataTable<WithdrawalHistoryRow>
      kind="withdrawals"
      caption={intl.formatMessage({ id: 'history.tab.withdrawals' })}
      rows={rows}
      columns={[
        { id: 'item', title: 'history.col.items', main: true, cell: (r) => <ItemNames names={r.items} /> },
        {
          id: 'account',
          title: 'history.col.account',
          cell: (r) => <AccountCell nickname={r.account} game={r.game} />,
        },
        { id: 'id', title: 'history.col.id', cell: (r) => <ShortId id={r.id} /> },
        { id: 'date', title: 'history.col.date', cell: (r) => <DateTime value={r.createdAt} /> },
        {
          id: 'sum',
          title: 'history.col.sum',
          align: 'end',
          cell: (r) => (r.sum ? <Price money={r.sum} className="history-money" /> : <span aria-hidden="true">—</span>),
        },
        {
          id: 'status',
          title: 'history.col.status',
          cell: (r) => <TradeStatusCell kind="withdrawal" status={r.status} code={r.code} />,
        },
      ]}
    />
  );
}

function ItemNames({ names }: { names: string[] }) {
  const intl = useIntl();
  const shown = names.slice(0, NAMES_SHOWN);
  const more = names.length - shown.length;
  return (
    <span className="history-trade-items">
      <Icon name="collect" size={18} />
      <span className="history-trade-items__names">
        {shown.length ? intl.formatList(shown, { type: 'unit' }) : <FormattedMessage id="history.withdrawal.noItems" />}
        {more > 0 && (
          <span className="history-trade-items__more">
            {' '}
            <FormattedMessage id="history.withdrawal.more" values={{ count: more }} />
          </span>
        )}
      </span>
    </span>
  );
}
