import type { Generated, Selectable } from 'kysely';

export interface RatingEventsTable {
  id: Generated<string>;
  /** What caused it (a trade's end, a cancelled purchase): recording the same key twice records it once. */
  key: string;
  user_id: string;
  role: 'buyer' | 'seller';
  reason: string;
  /** How many items it counts for (a sale of three items is +0.5 three times). */
  count: number;
  created_at: Date;
}

export interface RatingsTables {
  'ratings.events': RatingEventsTable;
}

export type RatingEventRow = Selectable<RatingEventsTable>;
