/** A bought item and where it is: what a withdrawal needs to put it into a trade. */
export interface Deliverable {
  purchaseItemId: string;
  inventoryItemId: string;
  /** The seller's linked account on the site, and its id in the game. */
  accountId: string;
  gameAccountId: string;
  accountNickname: string;
  sellerId: string;
  gameItemId: string;
  /** The site's own stock: the fleet bot holding it delivers it. */
  fleet: boolean;
  /** Items of one catalog item in one variant share a trade slot. */
  slot: string;
}

/** A trade moves at most 40 items, at most 10 in one slot (spec trading-core 5 and 9). */
export const TRADE_LIMITS = { maxItems: 40, maxPerSlot: 10 } as const;

/**
 * One trade per seller account, split further when it would carry more than the trade limits allow. Items
 * keep their order; each goes into the first trade of its account with room for it.
 */
export function groupIntoTrades(items: Deliverable[], limits = TRADE_LIMITS): Deliverable[][] {
  const trades: Array<{ accountId: string; items: Deliverable[]; perSlot: Map<string, number> }> = [];
  for (const item of items) {
    let trade = trades.find(
      (t) =>
        t.accountId === item.accountId &&
        t.items.length < limits.maxItems &&
        (t.perSlot.get(item.slot) ?? 0) < limits.maxPerSlot,
    );
    if (!trade) {
      trade = { accountId: item.accountId, items: [], perSlot: new Map() };
      trades.push(trade);
    }
    trade.items.push(item);
    trade.perSlot.set(item.slot, (trade.perSlot.get(item.slot) ?? 0) + 1);
  }
  return trades.map((t) => t.items);
}
