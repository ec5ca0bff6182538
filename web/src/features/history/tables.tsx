// History tables (spec trading-core 2 "History tables", 3 "History row columns"): purchases, sales, balance
// top-ups and cash-outs, with their statuses; a table from 744 px, one card per row below. Shared by the
// history page and the cash-out page.
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Variant } from '../../../../modules/catalog/catalog.schemas';
import type { PurchasedItemView, SaleView } from '../../../../modules/orders/orders.schemas';
import type { CashoutView, TopupView } from '../../../../modules/wallet/wallet.schemas';
import { Button } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { Price, VariantChips } from '../market/display';
import '../market/market.css';
import '../seller/seller.css';
import './history.css';

type Tone = 'success' | 'info' | 'warning' | 'error' | 'neutral';

/** Each kind of row keeps its own statuses; the tone tells them apart at a glance. */
const TONES: Record<string, Tone> = {
  waiting: 'info',
  delivering: 'info',
  sold: 'info',
  created: 'neutral',
  on_check: 'warning',
  completed: 'success',
  paid: 'success',
  cancelled: 'error',
  expired: 'warning',
  failed: 'error',
};

export function StatusBadge({ kind, status }: { kind: 'purchase' | 'sale' | 'topup' | 'cashout'; status: string }) {
  return (
    <span className={`status-badge status-badge--${TONES[status] ?? 'neutral'}`} data-status={status}>
      <FormattedMessage id={`history.status.${kind}.${status}`} />
    </span>
  );
}

/** A long id, shortened; the whole one is in the tooltip and for screen readers. */
export function ShortId({ id }: { id: string }) {
  return (
    <span className="short-id" title={id}>
      <span aria-hidden="true">{id.slice(0, 8)}</span>
      <span className="visually-hidden">{id}</span>
    </span>
  );
}

export function DateTime({ value }: { value: string }) {
  return (
    <time dateTime={value} className="history-date">
      <FormattedDate value={value} dateStyle="medium" timeStyle="short" />
    </time>
  );
}

interface Column<T> {
  id: string;
  /** Message id of the header. */
  title: string;
  cell: (row: T) => ReactNode;
  align?: 'end';
  /** Shown in the card's head on phones (item and status). */
  main?: boolean;
}

function DataTable<T extends { id: string }>({ caption, columns, rows, kind }: { caption: string; columns: Column<T>[]; rows: T[]; kind: string }) {
  const intl = useIntl();
  return (
    <div className="data-table-wrap">
      <table className={`data-table data-table--${kind}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={`data-table__${c.id}${c.align === 'end' ? ' is-end' : ''}`}>
                <FormattedMessage id={c.title} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-row-id={row.id}>
              {columns.map((c) => (
                <td
                  key={c.id}
                  className={`data-table__${c.id}${c.align === 'end' ? ' is-end' : ''}${c.main ? ' is-main' : ''}`}
                  data-label={intl.formatMessage({ id: c.title })}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ItemCell({ name, art, variant }: { name: string; art: string; variant?: Variant }) {
  return (
    <span className="history-item">
      <img src={art} alt="" width={40} height={40} className="history-item__art" />
      <span className="history-item__text">
        <span className="history-item__name">{name}</span>
        {variant && <VariantChips variant={variant} />}
      </span>
    </span>
  );
}

const methodName = (kind: 'topup' | 'cashout', method: string) => <FormattedMessage id={`wallet.${kind}Method.${method}`} />;

export function PurchasesTable({ rows }: { rows: PurchasedItemView[] }) {
  const intl = useIntl();
  return (
    <DataTable<PurchasedItemView>
      kind="purchases"
      caption={intl.formatMessage({ id: 'history.tab.purchases' })}
      rows={rows}
      columns={[
        {
          id: 'item',
          title: 'history.col.item',
          main: true,
          cell: (r) => <ItemCell name={r.name} art={r.art} variant={r.variant as Variant} />,
        },
        { id: 'id', title: 'history.col.id', cell: (r) => <ShortId id={r.purchaseId} /> },
        { id: 'date', title: 'history.col.date', cell: (r) => <DateTime value={r.createdAt} /> },
        { id: 'price', title: 'history.col.price', align: 'end', cell: (r) => <Price money={r.price} className="history-money" /> },
        { id: 'status', title: 'history.col.status', cell: (r) => <StatusBadge kind="purchase" status={r.status} /> },
      ]}
    />
  );
}

export function SalesTable({ rows }: { rows: SaleView[] }) {
  const intl = useIntl();
  return (
    <DataTable<SaleView>
      kind="sales"
      caption={intl.formatMessage({ id: 'history.tab.sales' })}
      rows={rows}
      columns={[
        { id: 'item', title: 'history.col.item', main: true, cell: (r) => <ItemCell name={r.name} art={r.art} /> },
        { id: 'id', title: 'history.col.id', cell: (r) => <ShortId id={r.id} /> },
        { id: 'date', title: 'history.col.date', cell: (r) => <DateTime value={r.createdAt} /> },
        { id: 'price', title: 'history.col.price', align: 'end', cell: (r) => <Price money={r.price} className="history-money" /> },
        { id: 'fee', title: 'history.col.fee', align: 'end', cell: (r) => <Price money={r.fee} className="history-money history-money--muted" /> },
        { id: 'received', title: 'history.col.received', align: 'end', cell: (r) => <Price money={r.received} className={`history-money${r.status === 'cancelled' ? ' history-money--muted' : ' history-money--plus'}`} /> },
        { id: 'status', title: 'history.col.status', cell: (r) => <StatusBadge kind="sale" status={r.status} /> },
      ]}
    />
  );
}

export function TopupsTable({ rows }: { rows: TopupView[] }) {
  const intl = useIntl();
  return (
    <DataTable<TopupView>
      kind="topups"
      caption={intl.formatMessage({ id: 'history.tab.topups' })}
      rows={rows}
      columns={[
        { id: 'type', title: 'history.col.type', main: true, cell: () => <span className="history-type"><Icon name="wallet" size={18} /><FormattedMessage id="history.type.topup" /></span> },
        { id: 'id', title: 'history.col.id', cell: (r) => <ShortId id={r.id} /> },
        { id: 'date', title: 'history.col.date', cell: (r) => <DateTime value={r.createdAt} /> },
        { id: 'method', title: 'history.col.method', cell: (r) => methodName('topup', r.method) },
        { id: 'amount', title: 'history.col.amount', align: 'end', cell: (r) => <Price money={r.amount} className={`history-money${r.status === 'paid' ? ' history-money--plus' : ''}`} /> },
        { id: 'status', title: 'history.col.status', cell: (r) => <StatusBadge kind="topup" status={r.status} /> },
      ]}
    />
  );
}

export function CashoutsTable({ rows }: { rows: CashoutView[] }) {
  const intl = useIntl();
  return (
    <DataTable<CashoutView>
      kind="cashouts"
      caption={intl.formatMessage({ id: 'history.tab.cashouts' })}
      rows={rows}
      columns={[
        { id: 'type', title: 'history.col.type', main: true, cell: () => <span className="history-type"><Icon name="cashout" size={18} /><FormattedMessage id="history.type.withdrawal" /></span> },
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
        { id: 'amount', title: 'history.col.amount', align: 'end', cell: (r) => <Price money={r.amount} className="history-money" /> },
        { id: 'fee', title: 'history.col.fee', align: 'end', cell: (r) => <Price money={r.fee} className="history-money history-money--muted" /> },
        { id: 'received', title: 'history.col.received', align: 'end', cell: (r) => <Price money={r.received} className="history-money" /> },
        { id: 'status', title: 'history.col.status', cell: (r) => <StatusBadge kind="cashout" status={r.status} /> },
      ]}
    />
  );
}

/** Previous / next pages of a history list. */
export function Pager({ page, pageSize, total, onPage, busy }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; busy?: boolean }) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={intl.formatMessage({ id: 'history.pager' })}>
      <Button variant="secondary" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)} className="pager__prev">
        <Icon name="arrowLeft" size={16} />
        <FormattedMessage id="history.pager.prev" />
      </Button>
      <span className="pager__status" aria-live="polite">
        <FormattedMessage id="history.pager.status" values={{ page, pages }} />
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)} className="pager__next">
        <FormattedMessage id="history.pager.next" />
        <Icon name="arrowRight" size={16} />
      </Button>
    </nav>
  );
}
