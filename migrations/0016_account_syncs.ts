import { sql, type Kysely } from 'kysely';

/**
 * Linked accounts are linked by their session cookie and synced through the bots (spec trading-core 4, 7, 8):
 * - game_accounts: the game's own id of the account (one link per game account, whoever made it), the sync
 *   under way, when the last one started (once per 20 minutes), when one last finished well, and how the
 *   last one ended (its code and notes).
 * - items: the game's own id of each item, so a sync knows what it already loaded.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE inventory_sync.game_accounts
    ADD COLUMN game_account_id uuid,
    ADD COLUMN sync_flow_id uuid,
    ADD COLUMN sync_started_at timestamptz,
    ADD COLUMN synced_at timestamptz,
    ADD COLUMN last_sync_code text,
    ADD COLUMN last_sync_notes jsonb NOT NULL DEFAULT '[]'`.execute(db);
  await sql`CREATE UNIQUE INDEX game_accounts_game_account ON inventory_sync.game_accounts (game_account_id)`.execute(
    db,
  );
  await sql`ALTER TABLE inventory_sync.items ADD COLUMN game_item_id uuid`.execute(db);
  await sql`CREATE UNIQUE INDEX items_game_item ON inventory_sync.items (game_item_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX inventory_sync.items_game_item`.execute(db);
  await sql`ALTER TABLE inventory_sync.items DROP COLUMN game_item_id`.execute(db);
  await sql`DROP INDEX inventory_sync.game_accounts_game_account`.execute(db);
  await sql`ALTER TABLE inventory_sync.game_accounts
    DROP COLUMN last_sync_notes, DROP COLUMN last_sync_code, DROP COLUMN synced_at,
    DROP COLUMN sync_started_at, DROP COLUMN sync_flow_id, DROP COLUMN game_account_id`.execute(db);
}
