import { artUrl, type Variant } from '../catalog';
import type { PurchasedItemView, SaleView } from './orders.schemas';
import type { PurchaseItemRow } from './tables';

const artOf = (r: Pick<PurchaseItemRow, 'game' | 'slug' | 'variant'>) =>
  artUrl(r.game, r.slug, r.variant as Pick<Variant, 'level' | 'chroma'>);

export const toPurchasedView = (r: PurchaseItemRow): PurchasedItemView => ({
  id: r.id,
  purchaseId: r.purchase_id,
  game: r.game,
  itemId: r.item_id,
  name: r.name,
  slug: r.slug,
  art: artOf(r),
  variant: r.variant,
  price: { amount: Number(r.price_minor), currency: r.currency },
  status: r.status as PurchasedItemView['status'],
  cancelReason: r.cancel_reason,
  createdAt: r.created_at.toISOString(),
  collectBy: r.collect_by.toISOString(),
  finishedAt: r.finished_at?.toISOString() ?? null,
});

export function toSaleView(r: PurchaseItemRow): SaleView {
  const currency = r.seller_currency;
  const price = Number(r.seller_price_minor);
  const fee = Number(r.fee_minor);
  return {
    id: r.id,
    game: r.game,
    name: r.name,
    art: artOf(r),
    price: { amount: price, currency },
    fee: { amount: fee, currency },
    received: { amount: price - fee, currency },
    status:
      r.status === 'completed'
        ? 'completed'
        : r.status === 'cancelled' || r.status === 'expired'
          ? 'cancelled'
          : 'sold',
    cancelReason: r.cancel_reason,
    createdAt: r.created_at.toISOString(),
  };
}
