import { sql, type Kysely } from 'kysely';

/**
 * Schema `orders`: purchases and the items bought in them. An item bought waits for its buyer
 * (waiting, 60 minutes), is being delivered (delivering), and ends completed, cancelled (refunded)
 * or expired (not collected: refunded, and shown under old items). An inventory item is in at most
 * one live deal at a time (a partial unique index).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('orders').execute();
  await sql`
    CREATE TABLE orders.purchases (
      id uuid PRIMARY KEY,
      buyer_id uuid NOT NULL,
      game text NOT NULL,
      currency text NOT NULL,
      total_minor bigint NOT NULL CHECK (total_minor > 0),
      created_at timestamptz NOT NULL,
      collect_by timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE orders.purchase_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      purchase_id uuid NOT NULL REFERENCES orders.purchases (id),
      buyer_id uuid NOT NULL,
      seller_id uuid NOT NULL,
      game text NOT NULL,
      inventory_item_id uuid NOT NULL,
      card_id integer NOT NULL,
      item_id integer NOT NULL,
      name text NOT NULL,
      slug text NOT NULL,
      variant jsonb NOT NULL,
      price_minor bigint NOT NULL CHECK (price_minor > 0),
      currency text NOT NULL,
      base_cents bigint NOT NULL,
      seller_price_minor bigint NOT NULL CHECK (seller_price_minor > 0),
      seller_currency text NOT NULL,
      fee_minor bigint NOT NULL CHECK (fee_minor >= 0),
      status text NOT NULL CHECK (status IN ('waiting', 'delivering', 'completed', 'cancelled', 'expired')),
      cancel_reason text,
      created_at timestamptz NOT NULL,
      collect_by timestamptz NOT NULL,
      finished_at timestamptz
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX purchase_items_live_item ON orders.purchase_items (inventory_item_id)
            WHERE status IN ('waiting', 'delivering')`.execute(db);
  await sql`CREATE INDEX purchase_items_purchase ON orders.purchase_items (purchase_id)`.execute(db);
  await sql`CREATE INDEX purchase_items_buyer ON orders.purchase_items (buyer_id, game, created_at DESC)`.execute(db);
  await sql`CREATE INDEX purchase_items_seller ON orders.purchase_items (seller_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX purchase_items_due ON orders.purchase_items (collect_by) WHERE status = 'waiting'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('orders').cascade().execute();
}
