// The quick sale offer as the seller works with it (spec trading-core 4 "Quick sale", 8 "Quick sale start"): what
// the ticked items fetch, the body of StartDepositTrade, and the new prices a PRICES_HAVE_CHANGED names. Ticking,
// searching and the accounts are shared with the exchange (shared/trades/selection.ts, accounts.ts). Pure.
import type { QuickSaleOffer, QuickSaleOfferItem } from '../../../../modules/quick-sale/quick-sale.schemas';
import { sumMoney, valueChanges, type ValueChange } from '../../shared/trades/selection';
import type { Currency, Money } from '../../../../kernel';

/** What the site pays for the items; null for none, or when their currencies differ. */
export const totalOf = (items: readonly QuickSaleOfferItem[]): Money | null => sumMoney(items.map((i) => i.price));

/** StartDepositTrade's body: the account, the currency, each item with the price it was offered at. */
export function startBody(accountId: string, currency: Currency, items: readonly QuickSaleOfferItem[]) {
  return { accountId, currency, items: items.map((i) => ({ id: i.id, price: i.price.amount })) };
}

/** An item whose price moved since the seller saw it: what it was, and what the site pays now (null: nothing). */
export type PriceChange = ValueChange;

/** The new prices PRICES_HAVE_CHANGED names (`details.items: [{ id, price }]`), beside what the offer showed. */
export function priceChanges(items: readonly QuickSaleOfferItem[], details: unknown): PriceChange[] {
  const list = details && typeof details === 'object' ? (details as { items?: unknown }).items : null;
  return valueChanges(new Map(items.map((i) => [i.id, i.price])), list, 'price');
}

/**
 * The offer with the new prices put in at once (before it is read again): an item the site no longer buys
 * leaves it.
 */
export function withNewPrices(offer: QuickSaleOffer, changes: readonly PriceChange[]): QuickSaleOffer {
  if (!changes.length) return offer;
  const byId = new Map(changes.map((c) => [c.id, c]));
  return {
    ...offer,
    items: offer.items.flatMap((item) => {
      const change = byId.get(item.id);
      if (!change) return [item];
      return change.after ? [{ ...item, price: change.after }] : [];
    }),
  };
}
