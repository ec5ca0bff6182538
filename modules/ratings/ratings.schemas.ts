import type { RatingRole } from './ladders.vocabulary.schemas';

export * from './ladders.vocabulary.schemas';
export * from './ratings.vocabulary.schemas';

/** Socket notification: a rating moved (and perhaps brought a consequence); the profile reads GET /api/ratings. */
export const RATING_CHANGED = 'RATING_CHANGED';

export type ConsequenceKind = 'warning' | 'final_warning' | 'block' | 'sales_access_lost' | 'congratulation';

/** A warning, block, loss of sales access or congratulation, as the user reads it. */
export interface RatingNotice {
  id: string;
  role: RatingRole;
  kind: ConsequenceKind;
  /** The threshold crossed, and the rating after the change that crossed it. */
  threshold: number;
  rating: number;
  at: string;
  /** A block: until when (null: until an operator lifts it). */
  until: string | null;
  read: boolean;
}

/** What stops a user from buying or selling now. */
export interface Restriction {
  kind: 'block' | 'sales_access_lost';
  /** Null: until an operator lifts it. */
  until: string | null;
}

export interface RoleRating {
  rating: number;
  restriction: Restriction | null;
}

export interface RatingsView {
  buyer: RoleRating;
  seller: RoleRating;
  notices: RatingNotice[];
  unread: number;
}

/** One change of a rating, with its cause: the history a rating is the replay of. */
export interface RatingChange {
  role: RatingRole;
  reason: string;
  count: number;
  points: number;
  ratingAfter: number;
  at: string;
}
