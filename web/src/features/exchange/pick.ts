// The site's side of an exchange as the user picks it on /trade (spec trading-core 5: at most 40 items per trade,
// both sides together; a pet's age chosen; the units the user sold to the site cannot be taken back): the lines
// taken (an item's variant at a price, with how many), the pets picked but still waiting for their age, what the
// board shows of an item, what is left of a pick after the board was read again, and the take of the start body.
// Pure.
import { AGES, type Age, type Variant } from '../../../../modules/catalog/catalog.vocabulary.schemas';
import type { StockItem, StockVariant } from '../../../../modules/exchange/exchange.schemas';

/** One string per variant, to group and compare them (the same properties in the same order as the server's). */
export const variantKey = (v: Variant): string =>
  `${v.age ?? ''}|${v.level}|${Number(v.flyable)}${Number(v.rideable)}${Number(v.chroma)}`;

/** A line of the site's side: how many units of an item's variant at one price. */
export interface TakeLine {
  itemId: number;
  variant: Variant;
  /** The price seen, in minor units. */
  price: number;
  quantity: number;
}

/** The lines taken, by lineKey. */
export type Take = ReadonlyMap<string, TakeLine>;

export const lineKey = (itemId: number, variant: Variant, price: number): string =>
  `${itemId}|${variantKey(variant)}|${price}`;

/** The line of a variant of the stock (a row of an item's card). */
export const rowKey = (item: Pick<StockItem, 'itemId'>, row: StockVariant): string =>
  lineKey(item.itemId, row.variant, row.price.amount);

/** The units of a row the user can take: the ones they sold to the site are not theirs to take back. */
export const available = (row: Pick<StockVariant, 'count' | 'own'>): number => Math.max(0, row.count - row.own);

/** How many site units the take holds. */
export const takenCount = (take: Take): number => [...take.values()].reduce((sum, l) => sum + l.quantity, 0);

/** Each unit's price (a line of 3 counts three times): the site side of quoteExchange. */
export const takeValues = (take: Take): number[] =>
  [...take.values()].flatMap((l) => Array.from({ length: l.quantity }, () => l.price));

/** How many of a row are taken. */
export const quantityOf = (take: Take, item: Pick<StockItem, 'itemId'>, row: StockVariant): number =>
  take.get(rowKey(item, row))?.quantity ?? 0;

/**
 * Sets how many of a row are taken: never below 0, above what is available, nor more than `room` units beyond what
 * the line held (the trade's items left); 0 drops the line.
 */
export function setQuantity(take: Take, item: StockItem, row: StockVariant, quantity: number, room: number): Take {
  const key = rowKey(item, row);
  const held = take.get(key)?.quantity ?? 0;
  const wanted = Math.max(0, Math.min(Math.floor(quantity), available(row), held + Math.max(0, room)));
  if (wanted === held) return take;
  const next = new Map(take);
  if (wanted === 0) next.delete(key);
  else next.set(key, { itemId: item.itemId, variant: row.variant, price: row.price.amount, quantity: wanted });
  return next;
}

/** The ages of a pet the user can take, in the game's order. */
export function agesOf(item: StockItem): Age[] {
  const ages = new Set(item.variants.filter((v) => available(v) > 0 && v.variant.age).map((v) => v.variant.age!));
  return AGES.filter((age) => ages.has(age));
}

/**
 * The rows an item's card shows: a pet's for the age chosen (none before), another item's all; cheapest first,
 * the ones the user cannot take last.
 */
export function rowsOf(item: StockItem, age: Age | null): StockVariant[] {
  const rows = item.ageRequired ? item.variants.filter((v) => age !== null && v.variant.age === age) : item.variants;
  return [...rows].sort(
    (a, b) => Number(available(b) > 0) - Number(available(a) > 0) || a.price.amount - b.price.amount,
  );
}

/** How many units of the item the user can take, and the lowest price among them (null: none to take). */
export function stockSummary(item: StockItem): { count: number; from: StockVariant['price'] | null } {
  const rows = item.variants.filter((v) => available(v) > 0);
  const cheapest = rows.reduce<StockVariant | null>(
    (low, v) => (!low || v.price.amount < low.price.amount ? v : low),
    null,
  );
  return { count: rows.reduce((sum, v) => sum + available(v), 0), from: cheapest?.price ?? null };
}

/** The cheapest row the user can take (of a pet's age when given). */
export function cheapestRow(item: StockItem, age: Age | null = null): StockVariant | null {
  return rowsOf(item, item.ageRequired ? age : null).find((v) => available(v) > 0) ?? null;
}

/** What opening /trade/{type}/{slug}/{id} picks on the site's side. */
export type Preselect =
  /** Not in stock (or only units the user sold to the site): a short notice. */
  | { kind: 'missing' }
  /** Taken at once: the cheapest row (a pet's only age). */
  | { kind: 'taken'; take: Take; age: Age | null }
  /** A pet with several ages: shown picked, its age to choose. */
  | { kind: 'pending' };

export function preselect(stock: readonly StockItem[], itemId: number, take: Take, room: number): Preselect {
  const item = stock.find((i) => i.itemId === itemId);
  if (!item || stockSummary(item).count === 0) return { kind: 'missing' };
  const ages = item.ageRequired ? agesOf(item) : [];
  if (ages.length > 1) return { kind: 'pending' };
  const age = ages[0] ?? null;
  const row = cheapestRow(item, age)!;
  // Already taken (the page was opened again): kept as it is.
  if (take.has(rowKey(item, row))) return { kind: 'taken', take, age };
  return { kind: 'taken', take: setQuantity(take, item, row, 1, room), age };
}

/** Keeps the lines still in stock, each at most what is available now (after the board was read again). */
export function pruneTake(take: Take, stock: readonly StockItem[]): Take {
  const rows = new Map(stock.flatMap((item) => item.variants.map((row) => [rowKey(item, row), row] as const)));
  let changed = false;
  const next = new Map<string, TakeLine>();
  for (const [key, line] of take) {
    const row = rows.get(key);
    const quantity = row ? Math.min(line.quantity, available(row)) : 0;
    if (quantity !== line.quantity) changed = true;
    if (quantity > 0) next.set(key, quantity === line.quantity ? line : { ...line, quantity });
  }
  return changed ? next : take;
}

/** The take of the start body: each line's item, variant, price seen and how many. */
export const takeBody = (take: Take) =>
  [...take.values()].map(({ itemId, variant, price, quantity }) => ({ itemId, variant, price, quantity }));
