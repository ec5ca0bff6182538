// An order book's depth as the bars behind its rows show it: each level's pieces and all the pieces up to it (the
// cumulative depth, best first), as a share of the deeper side, so both columns read on one scale. Pure.
import type { BookLevel, OrderBook } from '../../../../modules/autopurchases/autopurchases.schemas';

export interface DepthRow extends BookLevel {
  /** The pieces at this level and every better one. */
  cumulative: number;
  /** `cumulative` over the deeper side's total, 0..1: the bar's width. */
  share: number;
}

const total = (levels: readonly BookLevel[]) => levels.reduce((n, l) => n + Math.max(0, l.quantity), 0);

/** Both sides' rows, on the scale of the side with more pieces. */
export function bookDepth(book: Pick<OrderBook, 'asks' | 'bids'>): { asks: DepthRow[]; bids: DepthRow[] } {
  const scale = Math.max(1, total(book.asks), total(book.bids));
  const rows = (levels: readonly BookLevel[]) => {
    let cumulative = 0;
    return levels.map((level) => {
      cumulative += Math.max(0, level.quantity);
      return { ...level, cumulative, share: cumulative / scale };
    });
  };
  return { asks: rows(book.asks), bids: rows(book.bids) };
}

/**
 * How many pieces on sale an autopurchase at `priceMinor` would buy at once, at most `quantity` (the asks at or
 * under the price; the buyer's own listings, which the book does not tell apart, are not bought).
 */
export function instantPieces(asks: readonly BookLevel[], priceMinor: number, quantity: number): number {
  const crossing = asks.filter((a) => a.price.amount <= priceMinor).reduce((n, a) => n + a.quantity, 0);
  return Math.max(0, Math.min(crossing, quantity));
}
