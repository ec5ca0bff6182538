import { sql, type Kysely } from 'kysely';

/**
 * The site's fleet bots as game accounts of the site's own seller account (inventory-sync): what a bot holds
 * after a quick sale is the site's stock, listed and sold like a seller's items and delivered by that bot.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE inventory_sync.game_accounts ADD COLUMN fleet boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE inventory_sync.game_accounts DROP COLUMN fleet`.execute(db);
}
