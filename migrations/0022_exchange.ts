import { sql, type Kysely } from 'kysely';

/**
 * The /trade exchange (spec trading-core 1, 2, 5): a user trades synced items of a linked account (and balance) for
 * items of the site's stock, in one bot trade where both sides give.
 * - bots.flows.bot_items: what the bot gives in an exchange (items stays what the player gives); kind `exchange`.
 * - inventory_sync.items.from_user_id: whom the site got a stock item from ("own items cannot be selected from the
 *   site inventory").
 * - exchange.exchanges: one per trade, with both sides' values, the balance the user adds and the change the site
 *   pays; exchange.exchange_items: each item of either side with its value, and whether the trade moved it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE bots.flows ADD COLUMN bot_items uuid[] NOT NULL DEFAULT '{}'`.execute(db);
  await sql`ALTER TABLE bots.flows DROP CONSTRAINT flows_kind_check`.execute(db);
  await sql`ALTER TABLE bots.flows ADD CONSTRAINT flows_kind_check
    CHECK (kind IN ('sync', 'quick_sale', 'withdrawal', 'exchange'))`.execute(db);
  await sql`ALTER TABLE inventory_sync.items ADD COLUMN from_user_id uuid`.execute(db);

  await db.schema.createSchema('exchange').execute();
  await sql`
    CREATE TABLE exchange.exchanges (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL,
      game text NOT NULL,
      account_id uuid NOT NULL,
      account_nickname text NOT NULL,
      bot_account_id uuid NOT NULL,
      flow_id uuid NOT NULL UNIQUE,
      currency text NOT NULL,
      user_value_minor bigint NOT NULL CHECK (user_value_minor > 0),
      site_value_minor bigint NOT NULL CHECK (site_value_minor > 0),
      balance_minor bigint NOT NULL CHECK (balance_minor >= 0),
      change_minor bigint NOT NULL CHECK (change_minor >= 0),
      state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'finished', 'failed', 'expired', 'cancelled')),
      code text,
      created_at timestamptz NOT NULL,
      ended_at timestamptz,
      CHECK (balance_minor = 0 OR change_minor = 0)
    )`.execute(db);
  // One trade with the site at a time per linked account (ALREADY_STARTED).
  await sql`CREATE UNIQUE INDEX exchanges_one_active_per_account ON exchange.exchanges (account_id) WHERE state = 'active'`.execute(
    db,
  );
  await sql`CREATE INDEX exchanges_user ON exchange.exchanges (user_id, game, created_at DESC)`.execute(db);
  await sql`
    CREATE TABLE exchange.exchange_items (
      exchange_id uuid NOT NULL REFERENCES exchange.exchanges (id),
      side text NOT NULL CHECK (side IN ('user', 'site')),
      inventory_item_id uuid NOT NULL,
      game_item_id uuid NOT NULL,
      item_id integer NOT NULL,
      variant jsonb NOT NULL,
      value_minor bigint NOT NULL CHECK (value_minor > 0),
      moved boolean,
      PRIMARY KEY (exchange_id, inventory_item_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('exchange').cascade().execute();
  await sql`ALTER TABLE inventory_sync.items DROP COLUMN from_user_id`.execute(db);
  await sql`ALTER TABLE bots.flows DROP CONSTRAINT flows_kind_check`.execute(db);
  await sql`ALTER TABLE bots.flows ADD CONSTRAINT flows_kind_check CHECK (kind IN ('sync', 'quick_sale', 'withdrawal'))`.execute(
    db,
  );
  await sql`ALTER TABLE bots.flows DROP COLUMN bot_items`.execute(db);
}
