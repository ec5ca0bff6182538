import { sql, type Kysely } from 'kysely';

/**
 * Autopurchases (spec trading-core 1, 2, 3, 5): a buyer's standing order for a variant (a market card) at a price per
 * piece, for a quantity, its sum held on the balance; and its fills, each one purchase of one item. The market tells
 * who listens when listings of a card are put on sale or repriced (NOTIFY market_listed, the card id), so an order
 * is filled the moment a listing crosses it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('autopurchases').execute();
  await sql`
    CREATE TABLE autopurchases.autopurchases (
      id uuid PRIMARY KEY,
      buyer_id uuid NOT NULL,
      game text NOT NULL,
      card_id integer NOT NULL,
      item_id integer NOT NULL,
      currency text NOT NULL,
      price_minor bigint NOT NULL CHECK (price_minor > 0),
      -- The price in US cents at current rates: what listings (priced in US cents) are matched against.
      limit_cents bigint NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      filled integer NOT NULL DEFAULT 0 CHECK (filled >= 0 AND filled <= quantity),
      -- What is held on the balance for it now: the price of each piece still wanted while it is active.
      held_minor bigint NOT NULL CHECK (held_minor >= 0),
      status text NOT NULL CHECK (status IN ('active', 'filled', 'cancelled', 'expired')),
      -- Each move of the held sum is one ledger transaction keyed by this counter.
      hold_moves integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      ended_at timestamptz,
      CHECK (status <> 'active' OR held_minor = price_minor * (quantity - filled)),
      CHECK (status = 'active' OR held_minor = 0)
    )`.execute(db);
  // The order book of a card: the best price first, then the oldest.
  await sql`CREATE INDEX autopurchases_book ON autopurchases.autopurchases (card_id, limit_cents DESC, created_at)
            WHERE status = 'active'`.execute(db);
  await sql`CREATE INDEX autopurchases_buyer ON autopurchases.autopurchases (buyer_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX autopurchases_expiring ON autopurchases.autopurchases (expires_at) WHERE status = 'active'`.execute(
    db,
  );
  await sql`
    CREATE TABLE autopurchases.fills (
      purchase_item_id uuid PRIMARY KEY,
      autopurchase_id uuid NOT NULL REFERENCES autopurchases.autopurchases (id),
      purchase_id uuid NOT NULL,
      charge_minor bigint NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX fills_autopurchase ON autopurchases.fills (autopurchase_id, created_at DESC)`.execute(db);

  // The market's side: its cards' listings trigger tells listeners which cards got listings put on sale or moved.
  await sql`
    CREATE OR REPLACE FUNCTION catalog.listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM catalog.refresh_cards(ARRAY(SELECT DISTINCT card_id FROM new_rows ORDER BY 1));
        PERFORM pg_notify('market_listed', card_id::text) FROM (SELECT DISTINCT card_id FROM new_rows) c;
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM catalog.refresh_cards(ARRAY(SELECT DISTINCT card_id FROM old_rows ORDER BY 1));
      ELSE
        PERFORM catalog.refresh_cards(ARRAY(
          SELECT card_id FROM new_rows UNION SELECT card_id FROM old_rows ORDER BY 1));
        PERFORM pg_notify('market_listed', card_id::text) FROM (SELECT DISTINCT card_id FROM new_rows) c;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION catalog.listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM catalog.refresh_cards(ARRAY(SELECT DISTINCT card_id FROM new_rows ORDER BY 1));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM catalog.refresh_cards(ARRAY(SELECT DISTINCT card_id FROM old_rows ORDER BY 1));
      ELSE
        PERFORM catalog.refresh_cards(ARRAY(
          SELECT card_id FROM new_rows UNION SELECT card_id FROM old_rows ORDER BY 1));
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await db.schema.dropSchema('autopurchases').cascade().execute();
}
