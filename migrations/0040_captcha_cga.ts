import { sql, type Kysely } from 'kysely';

/**
 * Issue 19, spec accounts-platform 5 and 7.
 * - captcha.spent: the proof-of-work captcha's solutions already accepted (one row per challenge), so a solution is
 *   refused when sent again, on any process. A row matters only until its challenge expires; the captcha's sweeper
 *   deletes it after that.
 * - identity.cga_links: the analytics client id a user's browser reported (POST /api/user/cga/create), at most one
 *   row per user and client id, so sending it again changes nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('captcha').execute();
  await sql`
    CREATE TABLE captcha.spent (
      challenge_id text PRIMARY KEY CHECK (length(challenge_id) <= 128),
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX spent_expiry ON captcha.spent (expires_at)`.execute(db);

  await sql`
    CREATE TABLE identity.cga_links (
      user_id uuid NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
      client_id text NOT NULL CHECK (length(client_id) BETWEEN 1 AND 100),
      -- What the tag manager reported with it (a small JSON object), or null.
      data jsonb CHECK (data IS NULL OR (jsonb_typeof(data) = 'object' AND length(data::text) <= 2000)),
      created_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, client_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE identity.cga_links`.execute(db);
  await db.schema.dropSchema('captcha').cascade().execute();
}
