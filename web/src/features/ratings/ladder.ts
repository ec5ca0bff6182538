// Where a rating sits on its penalty ladder (spec trading-core 4; LADDERS of modules/ratings): the gauge's scale and
// marks, the next threshold below and what it brings, and the points per event. Pure.
import {
  LADDERS,
  RATING_BOUNDS,
  RATING_POINTS,
  type RatingRole,
  type Rung,
} from '../../../../modules/ratings/ladders.vocabulary.schemas';

/** The gauge's top: the seller's cap (100); a buyer has none, so 100 or the next ten above the rating. */
export function gaugeMax(role: RatingRole, rating: number): number {
  const { max } = RATING_BOUNDS[role];
  return Number.isFinite(max) ? max : Math.max(100, Math.ceil(rating / 10) * 10);
}

/** A value's place on a 0..max gauge, in percent (0 to 100). */
export const gaugePercent = (value: number, max: number): number =>
  max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;

/** The rung a fall would reach next: the highest threshold below the rating (null: none is left). */
export function nextRungBelow(role: RatingRole, rating: number): Rung | null {
  return LADDERS[role].find((rung) => rung.threshold < rating) ?? null;
}

/** Whether a rung is already reached (the rating is at or below its threshold). */
export const isReached = (rung: Rung, rating: number): boolean => rating <= rung.threshold;

const HOUR = 60;
const DAY = 24 * HOUR;

/** What reaching a rung brings, in words: "At 60: a 24-hour block". */
export function rungMessage(rung: Rung): { id: string; values: Record<string, number> } {
  const threshold = rung.threshold;
  const c = rung.consequence;
  if (c.kind !== 'block') return { id: `ratings.rung.${c.kind}`, values: { threshold } };
  if (c.minutes === null) return { id: 'ratings.rung.blockSupport', values: { threshold } };
  // Days from two days up; 24 hours read as such, as the spec says them.
  if (c.minutes >= 2 * DAY && c.minutes % DAY === 0)
    return { id: 'ratings.rung.blockDays', values: { threshold, days: c.minutes / DAY } };
  if (c.minutes % HOUR === 0) return { id: 'ratings.rung.blockHours', values: { threshold, hours: c.minutes / HOUR } };
  return { id: 'ratings.rung.blockMinutes', values: { threshold, minutes: c.minutes } };
}

/** The reasons a role's rating moves with their points, gains first, then losses from the smallest. */
export function pointsOf(role: RatingRole): { reason: string; points: number }[] {
  return Object.entries(RATING_POINTS[role] as Record<string, number>)
    .map(([reason, points]) => ({ reason, points }))
    .sort((a, b) => (a.points > 0 === b.points > 0 ? Math.abs(a.points) - Math.abs(b.points) : b.points - a.points));
}
