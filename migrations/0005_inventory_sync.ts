import { sql, type Kysely } from 'kysely';

/** Schema `inventory_sync`: sellers' linked game accounts and the items in them. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('inventory_sync').execute();
  await sql`
    CREATE TABLE inventory_sync.game_accounts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      game text NOT NULL,
      nickname text NOT NULL,
      status text NOT NULL,
      frozen boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX game_accounts_nickname ON inventory_sync.game_accounts (game, lower(nickname))`.execute(
    db,
  );
  await sql`CREATE INDEX game_accounts_user ON inventory_sync.game_accounts (user_id)`.execute(db);

  await sql`
    CREATE TABLE inventory_sync.items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL REFERENCES inventory_sync.game_accounts (id) ON DELETE CASCADE,
      user_id uuid NOT NULL,
      game text NOT NULL,
      catalog_item_id integer NOT NULL,
      age text,
      level text NOT NULL,
      flyable boolean NOT NULL,
      rideable boolean NOT NULL,
      chroma boolean NOT NULL,
      status text NOT NULL,
      -- The seller's price, kept while frozen so unfreezing restores the listing.
      price_minor bigint CHECK (price_minor > 0),
      currency text,
      paused_until timestamptz,
      acquired_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX items_user_status ON inventory_sync.items (user_id, status)`.execute(db);
  await sql`CREATE INDEX items_account ON inventory_sync.items (account_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('inventory_sync').cascade().execute();
}
