import type { BalanceAmounts } from './promo.schemas';
import { balanceAmounts } from './promo.schemas';

/** Spec trading-core 2, 9: the daily giveaway; a user wins at most one prize per 24 hours. */
export const GIVEAWAY_PRIZE: BalanceAmounts = balanceAmounts(100);
export const GIVEAWAY_WIN_PAUSE_HOURS = 24;
/** Socket events: to every page when a day is drawn, and to the winner. */
export const GIVEAWAY_DRAWN = 'GIVEAWAY_DRAWN';
export const GIVEAWAY_WON = 'GIVEAWAY_WON';

export interface GiveawayDrawView {
  day: string;
  seed: string;
  seedHash: string;
  entries: { number: number; name: string }[];
  entriesDigest: string;
  roll: string | null;
  winner: { number: number; name: string } | null;
  prize: BalanceAmounts;
  drawnAt: string;
}

export interface GiveawayView {
  day: string;
  /** The commitment: sha256 of the seed that draws this day, revealed after the draw. */
  seedHash: string;
  prize: BalanceAmounts;
  drawsAt: string;
  entries: number;
  /** Signed in: their entry number, or null; and until when they cannot join after a win. */
  myEntry: number | null;
  pausedUntil: string | null;
  lastDraw: GiveawayDrawView | null;
}
