import { sql, type Kysely } from 'kysely';

/**
 * The trade loop, part 1: the site drives a seller's linked game account through its session cookie.
 * - bots.linked_accounts: the accounts the site may drive, their sealed (AES-256-GCM) session cookie,
 *   and the one flow acting on each (a linked account serves one trade at a time).
 * - bots.flows: who acts in a flow (a fleet bot, or the player's linked account itself) and the queue
 *   that hears the flow's ending, sent in the ending's own transaction.
 * - game_world: the site's sessions in a player's account, and names players give their pets (role-play
 *   names, which a sync skips).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE bots.linked_accounts (
      account_id uuid PRIMARY KEY,
      game text NOT NULL,
      nickname text NOT NULL,
      cookie_sealed text NOT NULL,
      busy_flow_id uuid,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);

  await sql`ALTER TABLE bots.flows ADD COLUMN actor text NOT NULL DEFAULT 'fleet' CHECK (actor IN ('fleet', 'linked'))`.execute(
    db,
  );
  await sql`ALTER TABLE bots.flows ADD COLUMN on_end_queue text`.execute(db);
  // Code 10 (one active trade per user) is about trades with the fleet; a seller's syncs of several accounts run side by side.
  await sql`DROP INDEX bots.flows_one_active_per_user`.execute(db);
  await sql`CREATE UNIQUE INDEX flows_one_active_per_user ON bots.flows (user_id) WHERE state = 'active' AND actor = 'fleet'`.execute(
    db,
  );
  // One sync at a time per linked account (a second start is ALREADY_STARTED), race-proof.
  await sql`CREATE UNIQUE INDEX flows_one_sync_per_account ON bots.flows (player_account_id) WHERE state = 'active' AND actor = 'linked' AND kind = 'sync'`.execute(
    db,
  );
  await sql`CREATE INDEX flows_waiting_for_account ON bots.flows (player_account_id, created_at) WHERE state = 'active' AND actor = 'linked' AND stage = 'searching_bot'`.execute(
    db,
  );

  await sql`
    CREATE TABLE game_world.sessions (
      key text PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES game_world.accounts (id),
      failure text,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`ALTER TABLE game_world.items ADD COLUMN custom_name text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE game_world.items DROP COLUMN custom_name`.execute(db);
  await sql`DROP TABLE game_world.sessions`.execute(db);
  await sql`DROP INDEX bots.flows_waiting_for_account`.execute(db);
  await sql`DROP INDEX bots.flows_one_sync_per_account`.execute(db);
  await sql`DROP INDEX bots.flows_one_active_per_user`.execute(db);
  await sql`CREATE UNIQUE INDEX flows_one_active_per_user ON bots.flows (user_id) WHERE state = 'active'`.execute(db);
  await sql`ALTER TABLE bots.flows DROP COLUMN on_end_queue`.execute(db);
  await sql`ALTER TABLE bots.flows DROP COLUMN actor`.execute(db);
  await sql`DROP TABLE bots.linked_accounts`.execute(db);
}
