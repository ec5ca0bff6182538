import { sql, type Kysely } from 'kysely';

/**
 * Ratings and their consequences (spec trading-core 3, 4, 6, 9): ratings.events becomes the append-only history it
 * was written for. Scoring an event (in id order per user) sets the points it moved and the rating after it, so a
 * rating is always the replay of its history; ratings.scores keeps the current one; ratings.consequences the
 * warnings, blocks, loss of sales access and congratulations that crossing a ladder's threshold brought, once each.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE ratings.events
              ADD COLUMN points numeric(10, 2),
              ADD COLUMN rating_after numeric(10, 2),
              ADD COLUMN scored_at timestamptz`.execute(db);
  await sql`CREATE INDEX events_unscored ON ratings.events (user_id, id) WHERE scored_at IS NULL`.execute(db);
  await sql`
    CREATE TABLE ratings.scores (
      user_id uuid NOT NULL,
      role text NOT NULL CHECK (role IN ('buyer', 'seller')),
      rating numeric(10, 2) NOT NULL CHECK (rating >= 0),
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, role)
    )`.execute(db);
  await sql`
    CREATE TABLE ratings.consequences (
      id bigserial PRIMARY KEY,
      key text NOT NULL UNIQUE,
      user_id uuid NOT NULL,
      role text NOT NULL CHECK (role IN ('buyer', 'seller')),
      event_id bigint NOT NULL REFERENCES ratings.events (id),
      threshold numeric(10, 2) NOT NULL,
      kind text NOT NULL CHECK (kind IN ('warning', 'final_warning', 'block', 'sales_access_lost', 'congratulation')),
      rating numeric(10, 2) NOT NULL,
      starts_at timestamptz NOT NULL,
      until timestamptz,
      lifted_at timestamptz,
      ended_notified_at timestamptz,
      read_at timestamptz,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX consequences_user ON ratings.consequences (user_id, id)`.execute(db);
  await sql`CREATE INDEX consequences_restrictions ON ratings.consequences (user_id, role)
              WHERE kind IN ('block', 'sales_access_lost') AND lifted_at IS NULL`.execute(db);
  await sql`CREATE INDEX consequences_ending ON ratings.consequences (until)
              WHERE kind = 'block' AND until IS NOT NULL AND ended_notified_at IS NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE ratings.consequences`.execute(db);
  await sql`DROP TABLE ratings.scores`.execute(db);
  await sql`DROP INDEX ratings.events_unscored`.execute(db);
  await sql`ALTER TABLE ratings.events DROP COLUMN points, DROP COLUMN rating_after, DROP COLUMN scored_at`.execute(db);
}
