// The sums of an autopurchase (spec trading-core 3 "Autopurchase: item, price per piece, quantity, sum"): what setting
// one holds on the balance, how editing one moves its hold, and what the balance lacks. Minor units. Pure.
import { amountText } from '../../shared/format/money';

/** The sum of an autopurchase: the price per piece times the pieces; held on the balance while it is open. */
export const orderSum = (priceMinor: number, quantity: number): number => priceMinor * quantity;

export interface HoldChange {
  /** Pieces still to buy after the edit. */
  remaining: number;
  /** What stays held after the edit: the new price for each piece still to buy. */
  hold: number;
  /** How the hold moves: more taken from the balance (> 0) or given back to it (< 0). */
  change: number;
}

/** An edit of an open autopurchase (the pieces bought stay bought, at what they cost): its new hold. */
export function holdChange(
  current: { filled: number; held: { amount: number } },
  priceMinor: number,
  quantity: number,
): HoldChange {
  const remaining = Math.max(0, quantity - current.filled);
  const hold = priceMinor * remaining;
  return { remaining, hold, change: hold - current.held.amount };
}

/** What the spendable balance lacks to cover `needed` (0 when it covers it, or while it is unknown). */
export const shortfallOf = (needed: number, available: number | undefined): number =>
  available === undefined ? 0 : Math.max(0, needed - available);

/** The top-up page asked for the amount the balance lacks ("12.50"), as the cart's link does. */
export const topUpPath = (shortfall: number): string =>
  shortfall > 0 ? `/topups?amount=${amountText(shortfall)}` : '/topups';
