import { sql, type Kysely } from 'kysely';

/**
 * Buyers collect what they bought (spec trading-core 4, 7 createWithdraw, 8, 9):
 * - bots.flows: a delivery is a flow in the seller's linked account; the recipient is the buyer's game account.
 * - orders.purchase_items: when the delivery under way began (the 60-minute window pauses while it runs).
 * - withdrawals: one trade per seller account and up to 40 items, the items it carries, and the nickname
 *   each buyer collects to (remembered).
 * - ratings.events: what the trade loop tells the ratings (a buyer's or a seller's fault, a good deal),
 *   written once per cause in the same transaction as the ending that caused it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE bots.flows ADD COLUMN recipient_account_id uuid, ADD COLUMN recipient_nickname text`.execute(
    db,
  );
  await sql`ALTER TABLE orders.purchase_items ADD COLUMN delivery_started_at timestamptz`.execute(db);

  await db.schema.createSchema('withdrawals').execute();
  await sql`
    CREATE TABLE withdrawals.trades (
      id uuid PRIMARY KEY,
      buyer_id uuid NOT NULL,
      game text NOT NULL,
      flow_id uuid NOT NULL UNIQUE,
      seller_id uuid NOT NULL,
      seller_account_id uuid NOT NULL,
      seller_nickname text NOT NULL,
      recipient_nickname text NOT NULL,
      state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'finished', 'failed', 'expired', 'cancelled')),
      code text,
      cause text,
      fault text CHECK (fault IN ('buyer', 'seller')),
      created_at timestamptz NOT NULL,
      ended_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX trades_buyer ON withdrawals.trades (buyer_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX trades_active_buyer ON withdrawals.trades (buyer_id) WHERE state = 'active'`.execute(db);
  await sql`CREATE INDEX trades_active_account ON withdrawals.trades (seller_account_id) WHERE state = 'active'`.execute(
    db,
  );
  await sql`
    CREATE TABLE withdrawals.trade_items (
      trade_id uuid NOT NULL REFERENCES withdrawals.trades (id),
      purchase_item_id uuid NOT NULL,
      PRIMARY KEY (trade_id, purchase_item_id)
    )`.execute(db);
  await sql`CREATE INDEX trade_items_purchase_item ON withdrawals.trade_items (purchase_item_id)`.execute(db);
  await sql`
    CREATE TABLE withdrawals.recipients (
      user_id uuid NOT NULL,
      game text NOT NULL,
      nickname text NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, game)
    )`.execute(db);

  await db.schema.createSchema('ratings').execute();
  await sql`
    CREATE TABLE ratings.events (
      id bigserial PRIMARY KEY,
      key text NOT NULL UNIQUE,
      user_id uuid NOT NULL,
      role text NOT NULL CHECK (role IN ('buyer', 'seller')),
      reason text NOT NULL,
      count integer NOT NULL DEFAULT 1 CHECK (count > 0),
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX events_user ON ratings.events (user_id, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('ratings').cascade().execute();
  await db.schema.dropSchema('withdrawals').cascade().execute();
  await sql`ALTER TABLE orders.purchase_items DROP COLUMN delivery_started_at`.execute(db);
  await sql`ALTER TABLE bots.flows DROP COLUMN recipient_nickname, DROP COLUMN recipient_account_id`.execute(db);
}
