// Ticking a linked account's items for a bot trade (quick sale, exchange; spec trading-core 5 "at most 40 items
// per trade"): an account's items in order, a search, the ticks (never more than a maximum), "select all" and
// what is left of a selection after the items were read again. Pure.
import type { Money } from '../../../../kernel';

export type Selection = ReadonlySet<string>;

interface Listed {
  id: string;
  name: string;
  accountId: string;
}

/** An account's items, the ones worth most first (`worth`: in minor units), then by name. */
export function itemsOfAccount<T extends Listed>(items: readonly T[], accountId: string, worth: (item: T) => number) {
  return items
    .filter((i) => i.accountId === accountId)
    .sort((a, b) => worth(b) - worth(a) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** The items whose name holds the search text (any case); all of them for an empty search. */
export function searchItems<T extends Pick<Listed, 'name'>>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle ? items.filter((i) => i.name.toLocaleLowerCase().includes(needle)) : [...items];
}

/** How many items each account has. */
export function countByAccount(items: readonly Pick<Listed, 'accountId'>[]): Map<string, number> {
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
export function fillSelection(selection: Selection, shown: readonly { id: string }[], max: number): Selection {
  const next = new Set(selection);
  for (const item of shown) {
    if (next.size >= max) break;
    next.add(item.id);
  }
  return next;
}

/** Whether "select all" is done: some shown item is ticked and filling would add nothing. */
export function allSelected(selection: Selection, shown: readonly { id: string }[], max: number): boolean {
  return shown.some((i) => selection.has(i.id)) && fillSelection(selection, shown, max).size === selection.size;
}

/** Unticks the shown items (the other way of the "select all" box). */
export function clearShown(selection: Selection, shown: readonly { id: string }[]): Selection {
  const next = new Set(selection);
  for (const item of shown) next.delete(item.id);
  return next;
}

/** Keeps only the ticked items still there (after the items were read again, or another account was picked). */
export function pruneSelection(selection: Selection, items: readonly { id: string }[]): Selection {
  const ids = new Set(items.map((i) => i.id));
  const kept = [...selection].filter((id) => ids.has(id));
  return kept.length === selection.size ? selection : new Set(kept);
}

/** The ticked items in the order shown. */
export function chosenItems<T extends { id: string }>(items: readonly T[], selection: Selection): T[] {
  return items.filter((i) => selection.has(i.id));
}

/** The sum of amounts; null for none, or when their currencies differ. */
export function sumMoney(amounts: readonly Money[]): Money | null {
  const first = amounts[0];
  if (!first || amounts.some((m) => m.currency !== first.currency)) return null;
  return { amount: amounts.reduce((sum, m) => sum + m.amount, 0), currency: first.currency };
}

const isMoney = (value: unknown): value is Money =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as Money).amount === 'number' &&
  typeof (value as Money).currency === 'string';

/** An item whose price or value moved since the user saw it: what it was, and what it is now (null: none). */
export interface ValueChange {
  id: string;
  before: Money | null;
  after: Money | null;
}

/**
 * The new amounts a PRICES_HAVE_CHANGED names (`list`: its details' array of `{ id, [field]: Money | null }`),
 * beside what the page showed (`before`, by id). Entries without an id are left out.
 */
export function valueChanges(before: ReadonlyMap<string, Money>, list: unknown, field: string): ValueChange[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const id = entry && typeof entry === 'object' ? (entry as { id?: unknown }).id : undefined;
    if (typeof id !== 'string') return [];
    const after = (entry as Record<string, unknown>)[field];
    return [{ id, before: before.get(id) ?? null, after: isMoney(after) ? after : null }];
  });
}
