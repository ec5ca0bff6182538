import { sql, type Kysely } from 'kysely';

/**
 * Quick sale (spec trading-core 4 "Quick sale", 7 StartDepositTrade, 8, 9): a seller sells synced items to the site
 * at once, through a trade with a fleet bot.
 * - quick_sale.sales: one per trade (a bots flow), with the total the site offered and what it paid on the ending.
 * - quick_sale.sale_items: the items it carries, each with the price offered, and whether the trade moved it.
 * The site's stock is not kept here: it is the inventory of the site's fleet accounts (inventory-sync).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('quick_sale').execute();
  await sql`
    CREATE TABLE quick_sale.sales (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      game text NOT NULL,
      account_id uuid NOT NULL,
      account_nickname text NOT NULL,
      flow_id uuid NOT NULL UNIQUE,
      currency text NOT NULL,
      total_minor bigint NOT NULL CHECK (total_minor > 0),
      paid_minor bigint,
      state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'finished', 'failed', 'expired', 'cancelled')),
      code text,
      created_at timestamptz NOT NULL,
      ended_at timestamptz
    )`.execute(db);
  // One quick sale at a time per linked account (ALREADY_STARTED).
  await sql`CREATE UNIQUE INDEX sales_one_active_per_account ON quick_sale.sales (account_id) WHERE state = 'active'`.execute(
    db,
  );
  await sql`CREATE INDEX sales_user ON quick_sale.sales (user_id, game, created_at DESC)`.execute(db);
  await sql`
    CREATE TABLE quick_sale.sale_items (
      sale_id uuid NOT NULL REFERENCES quick_sale.sales (id),
      inventory_item_id uuid NOT NULL,
      game_item_id uuid NOT NULL,
      item_id integer NOT NULL,
      variant jsonb NOT NULL,
      price_minor bigint NOT NULL CHECK (price_minor > 0),
      moved boolean,
      PRIMARY KEY (sale_id, inventory_item_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('quick_sale').cascade().execute();
}
