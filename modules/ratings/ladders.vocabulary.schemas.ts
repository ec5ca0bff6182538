// Pure and without yup: the ratings' rules (spec trading-core 3 and 4), shared by the server, the profile's rating
// card and the FAQ's rating section (which quote the same numbers).
import type { BuyerRatingReason, SellerRatingReason } from './ratings.vocabulary.schemas';

export type RatingRole = 'buyer' | 'seller';

/** Where a rating starts (spec trading-core 3: buyer 80, seller 70). */
export const RATING_START: Record<RatingRole, number> = { buyer: 80, seller: 70 };
/**
 * The bounds a rating is kept in after every change: the spec caps a seller at 100 and says nothing of a buyer's
 * top (a buyer keeps climbing with every item collected); neither goes below 0, where both ladders end.
 */
export const RATING_BOUNDS: Record<RatingRole, { min: number; max: number }> = {
  buyer: { min: 0, max: Number.POSITIVE_INFINITY },
  seller: { min: 0, max: 100 },
};

/**
 * Points per event and item (spec trading-core 4, "Rating changes"). A buyer who cancels a purchase after a failed
 * withdrawal caused the failure: -1, as any failure the buyer caused.
 */
export const RATING_POINTS: { buyer: Record<BuyerRatingReason, number>; seller: Record<SellerRatingReason, number> } = {
  buyer: { item_collected: 2.5, trade_failed: -1, offer_cancelled: -1.5, purchase_cancelled: -1 },
  seller: {
    sale_completed: 0.5,
    items_missing: -6,
    too_many_friends: -5,
    account_problem: -1,
    kicked_buyer: -2,
    game_ban: -2,
  },
};

/** What falling to a threshold brings. A block of null minutes lasts until an operator lifts it. */
export type Consequence =
  | { kind: 'warning' }
  | { kind: 'final_warning' }
  | { kind: 'block'; minutes: number | null }
  | { kind: 'sales_access_lost' };

export interface Rung {
  threshold: number;
  consequence: Consequence;
}

const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The penalty ladders (spec trading-core 4; ban lengths, 9). The buyer's "possible full block" at 10 and the
 * seller's "permanent full block" at 0 are blocks an operator lifts; the seller's loss of sales access at 10 too.
 */
export const LADDERS: Record<RatingRole, Rung[]> = {
  buyer: [
    { threshold: 70, consequence: { kind: 'warning' } },
    { threshold: 60, consequence: { kind: 'block', minutes: 30 * MINUTE } },
    { threshold: 50, consequence: { kind: 'block', minutes: 2 * HOUR } },
    { threshold: 35, consequence: { kind: 'block', minutes: 24 * HOUR } },
    { threshold: 20, consequence: { kind: 'final_warning' } },
    { threshold: 15, consequence: { kind: 'block', minutes: 7 * DAY } },
    { threshold: 10, consequence: { kind: 'block', minutes: null } },
  ],
  seller: [
    { threshold: 60, consequence: { kind: 'warning' } },
    { threshold: 50, consequence: { kind: 'block', minutes: 24 * HOUR } },
    { threshold: 40, consequence: { kind: 'block', minutes: 3 * DAY } },
    { threshold: 30, consequence: { kind: 'block', minutes: 7 * DAY } },
    { threshold: 20, consequence: { kind: 'block', minutes: 15 * DAY } },
    { threshold: 15, consequence: { kind: 'final_warning' } },
    { threshold: 10, consequence: { kind: 'sales_access_lost' } },
    { threshold: 0, consequence: { kind: 'block', minutes: null } },
  ],
};

/** A rating after a change: kept in its bounds, to the hundredth (the points are halves and quarters). */
export function applyPoints(role: RatingRole, rating: number, points: number): number {
  const { min, max } = RATING_BOUNDS[role];
  return Math.min(max, Math.max(min, Math.round((rating + points) * 100) / 100));
}

/**
 * The rungs a change crosses. Falling: from above a threshold to it or below (each such rung's consequence, the
 * highest first). Rising: from a threshold or below to above it (a congratulation per rung passed).
 */
export function crossings(role: RatingRole, before: number, after: number): { down: Rung[]; up: Rung[] } {
  const rungs = LADDERS[role];
  return {
    down: rungs.filter((r) => before > r.threshold && after <= r.threshold),
    up: rungs.filter((r) => before <= r.threshold && after > r.threshold),
  };
}
