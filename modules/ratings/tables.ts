import type { ColumnType, Generated, Selectable } from 'kysely';
import type { RatingRole } from './ladders.vocabulary.schemas';
import type { ConsequenceKind } from './ratings.schemas';

/** The history of ratings: what moved a rating, recorded once per key; scoring sets its points and the rating after. */
export interface RatingEventsTable {
  id: Generated<string>;
  /** What caused it (a trade's end, a cancelled purchase): recording the same key twice records it once. */
  key: string;
  user_id: string;
  role: RatingRole;
  reason: string;
  /** How many items it counts for (a sale of three items is +0.5 three times). */
  count: number;
  created_at: Date;
  /** Set when scored: what it moved the rating by (after the bounds) and the rating after it. */
  points: ColumnType<string | null, never, number>;
  rating_after: ColumnType<string | null, never, number>;
  scored_at: ColumnType<Date | null, never, Date>;
}

/** A user's current rating per role: the replay of their scored events. */
export interface ScoresTable {
  user_id: string;
  role: RatingRole;
  rating: ColumnType<string, number, number>;
  updated_at: Date;
}

/** What crossing a ladder's threshold brought, once per event and threshold. */
export interface ConsequencesTable {
  id: Generated<string>;
  key: string;
  user_id: string;
  role: RatingRole;
  event_id: string;
  threshold: ColumnType<string, number, never>;
  kind: ConsequenceKind;
  rating: ColumnType<string, number, never>;
  starts_at: Date;
  /** A block's end (null: until an operator lifts it; or not a block). */
  until: Date | null;
  lifted_at: ColumnType<Date | null, never, Date>;
  ended_notified_at: ColumnType<Date | null, never, Date>;
  read_at: ColumnType<Date | null, never, Date>;
  created_at: Date;
}

export interface RatingsTables {
  'ratings.events': RatingEventsTable;
  'ratings.scores': ScoresTable;
  'ratings.consequences': ConsequencesTable;
}

export type RatingEventRow = Selectable<RatingEventsTable>;
export type ConsequenceRow = Selectable<ConsequencesTable>;
