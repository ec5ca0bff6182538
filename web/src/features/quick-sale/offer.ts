// The quick sale offer as the seller works with it (spec trading-core 4 "Quick sale", 5 "at most 40 items per
// trade", 8 "Quick sale start"): one linked account's items with what the site pays, the items ticked (at most
// the offer's maximum), their total, the body of StartDepositTrade, the new prices a PRICES_HAVE_CHANGED names,
// and why an account has nothing to sell. Pure.
import type { AccountView } from '../../../../modules/inventory-sync/inventory.schemas';
import type { QuickSaleOffer, QuickSaleOfferItem } from '../../../../modules/quick-sale/quick-sale.schemas';
import type { Currency, Money } from '../../../../kernel';

export type Selection = ReadonlySet<string>;

/** An account's items, what the site pays most for first, then by name. */
export function itemsOfAccount(items: readonly QuickSaleOfferItem[], accountId: string): QuickSaleOfferItem[] {
  return items
    .filter((i) => i.accountId === accountId)
    .sort((a, b) => b.price.amount - a.price.amount || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** The items whose name holds the search text (any case); all of them for an empty search. */
export function searchItems(items: readonly QuickSaleOfferItem[], query: string): QuickSaleOfferItem[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle ? items.filter((i) => i.name.toLocaleLowerCase().includes(needle)) : [...items];
}

/** How many items each account has on offer. */
export function countByAccount(items: readonly QuickSaleOfferItem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.accountId, (counts.get(item.accountId) ?? 0) + 1);
  return counts;
}

/** Ticks or unticks an item; ticking one more than `max` is refused (the selection stays as it was). */
export function toggleItem(selection: Selection, id: string, max: number): { selection: Selection; refused: boolean } {
  if (selection.has(id)) {
    const next = new Set(selection);
    next.delete(id);
    return { selection: next, refused: false };
  }
  if (selection.size >= max) return { selection, refused: true };
  return { selection: new Set(selection).add(id), refused: false };
}

/** "Select all": the selection plus the shown items in their order, up to `max` in all. */
export function fillSelection(selection: Selection, shown: readonly QuickSaleOfferItem[], max: number): Selection {
  const next = new Set(selection);
  for (const item of shown) {
    if (next.size >= max) break;
    next.add(item.id);
  }
  return next;
}

/** Whether "select all" is done: some shown item is ticked and filling would add nothing. */
export function allSelected(selection: Selection, shown: readonly QuickSaleOfferItem[], max: number): boolean {
  return shown.some((i) => selection.has(i.id)) && fillSelection(selection, shown, max).size === selection.size;
}

/** Unticks the shown items (the other way of the "select all" box). */
export function clearShown(selection: Selection, shown: readonly QuickSaleOfferItem[]): Selection {
  const next = new Set(selection);
  for (const item of shown) next.delete(item.id);
  return next;
}

/** Keeps only the ticked items still on offer (after the offer was read again, or another account was picked). */
export function pruneSelection(selection: Selection, items: readonly QuickSaleOfferItem[]): Selection {
  const ids = new Set(items.map((i) => i.id));
  const kept = [...selection].filter((id) => ids.has(id));
  return kept.length === selection.size ? selection : new Set(kept);
}

/** The ticked items in the order shown. */
export function chosenItems(items: readonly QuickSaleOfferItem[], selection: Selection): QuickSaleOfferItem[] {
  return items.filter((i) => selection.has(i.id));
}

/** What the site pays for the items; null for none, or when their currencies differ. */
export function totalOf(items: readonly QuickSaleOfferItem[]): Money | null {
  const first = items[0];
  if (!first || items.some((i) => i.price.currency !== first.price.currency)) return null;
  return { amount: items.reduce((sum, i) => sum + i.price.amount, 0), currency: first.price.currency };
}

/** StartDepositTrade's body: the account, the currency, each item with the price it was offered at. */
export function startBody(accountId: string, currency: Currency, items: readonly QuickSaleOfferItem[]) {
  return { accountId, currency, items: items.map((i) => ({ id: i.id, price: i.price.amount })) };
}

/** An item whose price moved since the seller saw it: what it was, and what the site pays now (null: nothing). */
export interface PriceChange {
  id: string;
  before: Money | null;
  after: Money | null;
}

const isMoney = (value: unknown): value is Money =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Money).amount === 'number' &&
  typeof (value as Money).currency === 'string';

/** The new prices PRICES_HAVE_CHANGED names (`details.items: [{ id, price }]`), beside what the offer showed. */
export function priceChanges(items: readonly QuickSaleOfferItem[], details: unknown): PriceChange[] {
  const list = details && typeof details === 'object' ? (details as { items?: unknown }).items : null;
  if (!Array.isArray(list)) return [];
  const before = new Map(items.map((i) => [i.id, i.price]));
  return list.flatMap((entry: unknown) => {
    const id = entry && typeof entry === 'object' ? (entry as { id?: unknown }).id : undefined;
    if (typeof id !== 'string') return [];
    const price = (entry as { price?: unknown }).price;
    return [{ id, before: before.get(id) ?? null, after: isMoney(price) ? price : null }];
  });
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

/** Why an account has nothing to sell now, or null when it has items on offer. */
export type AccountHint =
  | 'busy'
  | 'delivering'
  | 'noAccess'
  | 'frozen'
  | 'syncing'
  | 'blocked'
  | 'outdated'
  | 'sync'
  | 'none';

/**
 * Only an active account (synced, not frozen, not syncing) has items on offer (spec trading-core 4 "Linked account
 * statuses"), and one quick sale of an account runs at a time (fastSell); an active one without any was never
 * synced, or all its items are in a deal, were changed in the last 30 s or have no price.
 */
export function accountHint(
  account: Pick<AccountView, 'status' | 'frozen' | 'itemCount' | 'syncedAt'>,
  offered: number,
): AccountHint | null {
  // A quick sale of the account is under way: another would be refused (ALREADY_STARTED) whatever is on offer.
  if (account.status === 'fastSell') return 'busy';
  if (offered > 0) return null;
  if (account.status === 'marketSell') return 'delivering';
  if (account.status === 'error') return 'noAccess';
  if (account.frozen || account.status === 'freeze') return 'frozen';
  if (account.status === 'loading' || account.status === 'sync') return 'syncing';
  if (account.status === 'tempBlocked') return 'blocked';
  if (account.status === 'outdatedItems') return 'outdated';
  if (account.status === 'setup' || !account.syncedAt || account.itemCount === 0) return 'sync';
  return 'none';
}

/** The account picked first: the one with the most to sell (the first listed when none has any). */
export function defaultAccount(accounts: readonly Pick<AccountView, 'id'>[], counts: Map<string, number>) {
  let best: string | null = null;
  let most = -1;
  for (const account of accounts) {
    const count = counts.get(account.id) ?? 0;
    if (count > most) {
      best = account.id;
      most = count;
    }
  }
  return best;
}
