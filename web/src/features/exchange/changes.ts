// PRICES_HAVE_CHANGED on /trade (spec trading-core 8): the refusal names the new trade-in values of the user's items
// (`details.give: [{ id, value }]`) and the new prices of the site's items (`details.take: [{ itemId, variant,
// price }]`), null for one that is gone. The page shows them at once (the board is read again behind them) and the
// user starts again with them. Pure.
import type { ExchangeBoard, GiveItem, StockItem } from '../../../../modules/exchange/exchange.schemas';
import { valueChanges, type ValueChange } from '../../shared/trades/selection';
import type { Currency, Money } from '../../../../kernel';
import { lineKey, rowKey, variantKey, type Take, type TakeLine } from './pick';

/** The new values of the user's items, beside what the board showed. */
export function giveChanges(give: readonly GiveItem[], details: Record<string, unknown>): ValueChange[] {
  return valueChanges(new Map(give.map((i) => [i.id, i.value])), details.give, 'value');
}

/** A line of the site's side whose price moved: the line as it was, and its price now (null: gone). */
export interface TakeChange {
  /** The line's key before. */
  from: string;
  before: Money;
  after: Money | null;
}

const isMoney = (value: unknown): value is Money =>
  !!value && typeof value === 'object' && typeof (value as Money).amount === 'number';

/** The lines of the take whose item and variant the refusal names, with the new price. */
export function takeChanges(take: Take, details: Record<string, unknown>, currency: Currency): TakeChange[] {
  const list = Array.isArray(details.take) ? (details.take as unknown[]) : [];
  return list.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const { itemId, variant, price } = entry as { itemId?: unknown; variant?: unknown; price?: unknown };
    if (typeof itemId !== 'number' || !variant || typeof variant !== 'object') return [];
    const key = variantKey(variant as TakeLine['variant']);
    const after = isMoney(price) ? price : null;
    return [...take.entries()]
      .filter(([, line]) => line.itemId === itemId && variantKey(line.variant) === key && line.price !== after?.amount)
      .map(([from, line]) => ({ from, before: { amount: line.price, currency }, after }));
  });
}

/** The take at the new prices: a line moves to its new price (joining one there), a gone one leaves. */
export function applyTakeChanges(take: Take, changes: readonly TakeChange[]): Take {
  if (!changes.length) return take;
  const next = new Map(take);
  for (const change of changes) {
    const line = next.get(change.from);
    if (!line) continue;
    next.delete(change.from);
    if (!change.after) continue;
    const key = lineKey(line.itemId, line.variant, change.after.amount);
    const there = next.get(key)?.quantity ?? 0;
    next.set(key, { ...line, price: change.after.amount, quantity: there + line.quantity });
  }
  return next;
}

/** The key of a line at its new price (where the card shows what it was). */
export const changedKey = (take: Take, change: TakeChange): string | null => {
  const line = take.get(change.from);
  return line && change.after ? lineKey(line.itemId, line.variant, change.after.amount) : null;
};

/** A stock item's rows with the moved prices put in (rows that end at one price are joined). */
function withRowPrices(item: StockItem, changes: ReadonlyMap<string, Money | null>): StockItem {
  const rows = new Map<string, StockItem['variants'][number]>();
  for (const row of item.variants) {
    const key = rowKey(item, row);
    const after = changes.has(key) ? changes.get(key)! : row.price;
    if (!after) continue;
    const moved = { ...row, price: after };
    const joined = rows.get(rowKey(item, moved));
    rows.set(
      rowKey(item, moved),
      joined ? { ...joined, count: joined.count + row.count, own: joined.own + row.own } : moved,
    );
  }
  return { ...item, variants: [...rows.values()] };
}

/**
 * The board with the new values and prices put in at once (before it is read again): an item of the user's the
 * site no longer counts leaves it, and so does a site row without a price.
 */
export function boardWithChanges(
  board: ExchangeBoard,
  give: readonly ValueChange[],
  take: readonly TakeChange[],
): ExchangeBoard {
  if (!give.length && !take.length) return board;
  const values = new Map(give.map((c) => [c.id, c.after]));
  const prices = new Map(take.map((c) => [c.from, c.after]));
  return {
    ...board,
    give: board.give
      ? board.give.flatMap((item) => {
          if (!values.has(item.id)) return [item];
          const value = values.get(item.id);
          return value ? [{ ...item, value }] : [];
        })
      : null,
    stock: board.stock.map((item) => withRowPrices(item, prices)),
  };
}
