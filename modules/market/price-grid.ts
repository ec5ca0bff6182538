import type { CardFilter } from './card-filter';
import type { CardRow } from './tables';

/**
 * The price grid: 10, 12, 15, 20, 25, 30, 40, 50, 60 and 80 times each power of ten, in US cents.
 * A price range widened to it (the bounds moved out to the grid, each by a third at most) stands
 * for every range between the same two grid points.
 */
const STEPS = [10, 12, 15, 20, 25, 30, 40, 50, 60, 80] as const;
/** Below this many cents a bound is left as it is. */
const GRID_FROM = 10;

/** The grid's unit for `cents` (at least GRID_FROM): a tenth of its power of ten. */
function unitOf(cents: number): number {
  let unit = 1;
  while (unit * 100 <= cents) unit *= 10;
  return unit;
}

/** The smallest grid value at or above `cents`. */
export function gridAbove(cents: number): number {
  if (cents < GRID_FROM) return cents;
  const unit = unitOf(cents);
  const step = STEPS.find((s) => s * unit >= cents);
  return step === undefined ? 100 * unit : step * unit;
}

/** The largest grid value at or below `cents`. */
export function gridBelow(cents: number): number {
  if (cents < GRID_FROM) return cents;
  const unit = unitOf(cents);
  return STEPS.findLast((s) => s * unit <= cents)! * unit;
}

/** How many times a page's cards a widened page reads, so that it usually holds the page. */
export const PRICE_GRID_PAGE_FACTOR = 2;

/** The filter with its price range widened to the grid; undefined when it has no range or its bounds are on the grid. */
export function priceGridFilter(filter: CardFilter): CardFilter | undefined {
  const minBase = filter.minBase == null ? undefined : gridBelow(filter.minBase);
  const maxBase = filter.maxBase == null ? undefined : gridAbove(filter.maxBase);
  if (minBase === filter.minBase && maxBase === filter.maxBase) return undefined;
  if ((maxBase ?? 0) > Number.MAX_SAFE_INTEGER) return undefined;
  return { ...filter, minBase, maxBase };
}

/** Whether a card's lowest price is in the filter's range, as MarketRepo's WHERE clause compares it. */
export function inPriceRange(card: Pick<CardRow, 'min_base'>, filter: CardFilter): boolean {
  if (card.min_base === null) return false;
  const price = Number(card.min_base);
  return (filter.minBase == null || price >= filter.minBase) && (filter.maxBase == null || price <= filter.maxBase);
}
