import { sql, type Kysely } from 'kysely';

/**
 * Header notifications (spec accounts-platform 3 headerNotifications, 4.9): one row per notice to a user (a sale, a
 * delivery, a warning or a ban, a support answer, a gift), added at the top, marked read or hidden. The params fill
 * the spec's placeholders (items, robloxAccountName, amount, currency, num, time); the web app writes the text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('notifications').execute();
  await sql`
    CREATE TABLE notifications.notifications (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL,
      kind text NOT NULL CHECK (kind ~ '^[a-z][a-z_]{0,39}$'),
      params jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL,
      read_at timestamptz,
      hidden_at timestamptz,
      -- Set by the one process that pushed it live (each process hears the commit's NOTIFY; one claims it).
      pushed_at timestamptz
    )`.execute(db);
  // The bell's list: a user's shown notifications, newest first.
  await sql`CREATE INDEX notifications_shown ON notifications.notifications (user_id, id DESC) WHERE hidden_at IS NULL`.execute(
    db,
  );
  // The badge: unread = neither read nor hidden.
  await sql`CREATE INDEX notifications_unread ON notifications.notifications (user_id) WHERE read_at IS NULL AND hidden_at IS NULL`.execute(
    db,
  );
  // Pruning old ones.
  await sql`CREATE INDEX notifications_created ON notifications.notifications (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('notifications').cascade().execute();
}
