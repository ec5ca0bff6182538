import { sql, type Kysely } from 'kysely';

/**
 * Analytics (spec accounts-platform 3 "Analytics event queue", 4.6 A-B groups, 4.12, 7 POST /api/v1/client-events).
 * analytics.events keeps the client events a browser (its trackId) sent, with the signed-in user when there was one
 * and the browser's A-B record at the time. Each event has an idempotency key unique per trackId, so a replayed batch
 * is stored once. The table is pruned by age and capped by count by an hourly job (modules/analytics/prune.ts).
 * analytics.ab_assignments: the A-B group a browser was given (once; hash of its trackId modulo 1024).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('analytics').execute();
  await sql`
    CREATE TABLE analytics.events (
      id bigserial PRIMARY KEY,
      track_id text NOT NULL CHECK (length(track_id) BETWEEN 8 AND 64),
      -- The client's id of the event, or a hash of its content: a replayed event is refused by the unique key.
      event_key text NOT NULL CHECK (length(event_key) <= 64),
      -- The signed-in user (identity.users; no foreign key across modules), null for a guest.
      user_id uuid,
      event text NOT NULL CHECK (length(event) BETWEEN 1 AND 64),
      payload jsonb NOT NULL,
      -- When it happened, by the browser's clock (the event's datetime); received_at by the server's.
      occurred_at timestamptz NOT NULL,
      received_at timestamptz NOT NULL,
      ab_name text NOT NULL,
      ab_version smallint NOT NULL,
      ab_group smallint NOT NULL CHECK (ab_group IN (0, 1)),
      UNIQUE (track_id, event_key)
    )`.execute(db);
  // The overview groups by day and name; pruning deletes the oldest first.
  await sql`CREATE INDEX events_received ON analytics.events (received_at, event)`.execute(db);

  await sql`
    CREATE TABLE analytics.ab_assignments (
      track_id text PRIMARY KEY CHECK (length(track_id) BETWEEN 8 AND 64),
      name text NOT NULL CHECK (name IN ('email_free_pet', 'exclusive_club')),
      version smallint NOT NULL,
      user_group smallint NOT NULL CHECK (user_group IN (0, 1)),
      assigned_at timestamptz NOT NULL,
      -- Pruned with the events once a browser has been silent for the retention period.
      last_seen_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX ab_assignments_last_seen ON analytics.ab_assignments (last_seen_at)`.execute(db);

  // Layout of rate-limiter-flexible's Postgres store (as identity.rate_limits).
  await sql`
    CREATE TABLE analytics.client_event_limits (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('analytics').cascade().execute();
}
