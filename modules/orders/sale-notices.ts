import { itemsText, type Inbox } from '../../src/platform/inbox';
import type { Trx } from '../../src/platform/db/database';
import { sellerReceives, type TakenForPurchase } from '../market';

/**
 * Each seller of a purchase hears it in the bell (kind `sale`), in the purchase's transaction: which items, how many,
 * and what they receive once delivered (the price less the fee), one notice per seller and currency.
 */
export async function tellSellers(inbox: Inbox, trx: Trx, taken: readonly TakenForPurchase[]): Promise<void> {
  const groups = new Map<string, { sellerId: string; currency: string; names: string[]; amount: number }>();
  for (const t of taken) {
    const key = `${t.sellerId}:${t.sellerPrice.currency}`;
    const group = groups.get(key) ?? { sellerId: t.sellerId, currency: t.sellerPrice.currency, names: [], amount: 0 };
    group.names.push(t.name);
    group.amount += sellerReceives(t.sellerPrice.amount, t.sellerPrice.currency);
    groups.set(key, group);
  }
  for (const g of groups.values())
    await inbox.add(
      g.sellerId,
      'sale',
      { items: itemsText(g.names), num: g.names.length, amount: g.amount, currency: g.currency },
      trx,
    );
}
