// A completed deal waiting for its review (spec trading-core 2): how long the buyer has left to review it (the
// server's REVIEW_WINDOW_DAYS from delivery), and what was bought, the same item told once with its count. Pure.
import type { ReviewableDeal } from '../../../../modules/reviews/reviews.schemas';
import { REVIEW_WINDOW_DAYS } from '../../../../modules/reviews/reviews.vocabulary.schemas';

const DAY_MS = 86_400_000;

/** When a deal completed at `completedAt` can no longer be reviewed (ms since epoch). */
export const reviewClosesAt = (completedAt: string): number => Date.parse(completedAt) + REVIEW_WINDOW_DAYS * DAY_MS;

/**
 * Whole days left to review, counting the day under way (30 just after delivery, 1 on the last day); 0 once the
 * window has closed.
 */
export function daysLeftToReview(completedAt: string, now: number): number {
  const left = reviewClosesAt(completedAt) - now;
  return left > 0 ? Math.ceil(left / DAY_MS) : 0;
}

/** Few days left: the row says so in the warning colour. */
export const REVIEW_SOON_DAYS = 3;

/** The deals still open at `now`, the ones closing soonest first. */
export function openDeals(deals: readonly ReviewableDeal[], now: number): ReviewableDeal[] {
  return deals
    .filter((d) => daysLeftToReview(d.completedAt, now) > 0)
    .sort((a, b) => Date.parse(a.completedAt) - Date.parse(b.completedAt));
}

/** The items of a deal by name, in the order first bought, each with how many of it. */
export function itemGroups(items: readonly string[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const name of items) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count }));
}
