// The purchase and sale history tables (spec trading-core 2 "History tables", 3 "History row columns").
import { useIntl } from 'react-intl';
import type { Variant } from '../../../../modules/catalog/catalog.schemas';
import type { PurchasedItemView, SaleView } from '../../../../modules/orders/orders.schemas';
import { VariantChips } from '../../shared/items/ItemBadges';
import { DataTable, DateTime, ShortId } from '../../shared/ui/DataTable';
import { Price } from '../../shared/ui/Price';
import { RecordStatusBadge } from '../../shared/ui/StatusBadge';
import './historyTables.css';

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
        {
          id: 'price',
          title: 'history.col.price',
          align: 'end',
          cell: (r) => <Price money={r.price} className="history-money" />,
        },
        {
          id: 'status',
          title: 'history.col.status',
          cell: (r) => <RecordStatusBadge kind="purchase" status={r.status} />,
        },
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
        {
          id: 'price',
          title: 'history.col.price',
          align: 'end',
          cell: (r) => <Price money={r.price} className="history-money" />,
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
          cell: (r) => (
            <Price
              money={r.received}
              className={`history-money${r.status === 'cancelled' ? ' history-money--muted' : ' history-money--plus'}`}
            />
          ),
        },
        { id: 'status', title: 'history.col.status', cell: (r) => <RecordStatusBadge kind="sale" status={r.status} /> },
      ]}
    />
  );
}
