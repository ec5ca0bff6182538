import { sql, type Kysely } from 'kysely';

/**
 * A sync reads the game account, and its ending is applied later. A delivery from the account may finish in
 * between (the account serves the next flow as soon as the sync's flow ends): its items left the game account
 * after the sync read them. They are noted here, per sync, so that applying the sync does not bring them back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE inventory_sync.items_left_during_sync (
      sync_flow_id uuid NOT NULL,
      game_item_id uuid NOT NULL,
      PRIMARY KEY (sync_flow_id, game_item_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE inventory_sync.items_left_during_sync`.execute(db);
}
