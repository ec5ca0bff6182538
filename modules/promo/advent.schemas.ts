import { type BalanceAmounts, balanceAmounts } from './promo.schemas';

/** The advent calendar: one door a day from 1 to 24 December (UTC), each once per user. */
export const ADVENT_MONTH = 11;
export const ADVENT_DOORS = 24;

export type AdventPrize = { kind: 'balance'; amounts: BalanceAmounts } | { kind: 'spin' };

/** Behind each door: a free spin on every sixth, a larger balance on the last, a small one on the others. */
export function adventPrize(door: number): AdventPrize {
  if (door === ADVENT_DOORS) return { kind: 'balance', amounts: balanceAmounts(100) };
  if (door % 6 === 0) return { kind: 'spin' };
  return { kind: 'balance', amounts: balanceAmounts(10) };
}

export type AdventWon = { kind: 'balance'; amount: number; currency: string } | { kind: 'spin' };

export interface AdventView {
  year: number;
  /** Today's door during the season, else null (the calendar is closed). */
  today: number | null;
  doors: { door: number; prize: AdventPrize; opened: AdventWon | null }[];
}
