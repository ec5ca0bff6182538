import { sql, type Kysely } from 'kysely';

/**
 * Schema `catalog`: item definitions, currency rates, the market's listings and the grouped cards
 * they roll up into, sales history and seller store links.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await db.schema.createSchema('catalog').execute();

  await sql`
    CREATE TABLE catalog.items (
      id serial PRIMARY KEY,
      game text NOT NULL,
      slug text NOT NULL,
      name text NOT NULL,
      type text NOT NULL,
      subtype text,
      rarity text NOT NULL,
      origin text,
      year smallint,
      event text,
      chroma boolean NOT NULL DEFAULT false,
      -- Community value points per level (relative worth, not money); null where unknown.
      ref_values jsonb,
      search tsvector GENERATED ALWAYS AS (to_tsvector('simple', name)) STORED,
      UNIQUE (game, slug)
    )`.execute(db);
  await sql`CREATE INDEX items_name_trgm ON catalog.items USING gin (lower(name) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX items_search ON catalog.items USING gin (search)`.execute(db);

  // Units of a currency per US dollar; prices are compared in US cents ("base").
  await sql`
    CREATE TABLE catalog.rates (
      currency text PRIMARY KEY,
      per_usd numeric(18, 8) NOT NULL CHECK (per_usd > 0),
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`INSERT INTO catalog.rates VALUES ('usd', 1, now()), ('eur', 0.92, now()), ('rub', 92, now())`.execute(db);

  // One card per sellable variant: what the market shows, with the lowest price and the stock.
  await sql`
    CREATE TABLE catalog.cards (
      id serial PRIMARY KEY,
      game text NOT NULL,
      item_id integer NOT NULL REFERENCES catalog.items (id),
      type text NOT NULL,
      subtype text,
      rarity text NOT NULL,
      name text NOT NULL,
      age text,
      level text NOT NULL,
      flyable boolean NOT NULL,
      rideable boolean NOT NULL,
      chroma boolean NOT NULL,
      count integer NOT NULL DEFAULT 0 CHECK (count >= 0),
      min_base bigint,
      last_listed_at timestamptz,
      sales_30d integer NOT NULL DEFAULT 0,
      -- Worth by the value points; the recommended price is the recent sales median, else this.
      value_base bigint,
      recommended_base bigint,
      discount smallint GENERATED ALWAYS AS (
        CASE WHEN recommended_base > 0 AND min_base < recommended_base
             THEN ((recommended_base - min_base) * 100 / recommended_base)::smallint ELSE 0 END
      ) STORED,
      UNIQUE NULLS NOT DISTINCT (item_id, age, level, flyable, rideable, chroma)
    )`.execute(db);
  // The market's sorts, each on the cards that are in stock.
  for (const [name, columns] of [
    ['price', 'min_base, id'],
    ['date', 'last_listed_at, id'],
    ['popularity', 'sales_30d, id'],
    ['benefit', 'discount, id'],
    ['name', 'name, id'],
  ] as const) {
    await sql.raw(`CREATE INDEX cards_${name} ON catalog.cards (game, ${columns}) WHERE count > 0`).execute(db);
  }
  await sql`CREATE INDEX cards_item ON catalog.cards (item_id)`.execute(db);

  await sql`
    CREATE TABLE catalog.listings (
      inventory_item_id uuid PRIMARY KEY,
      card_id integer NOT NULL REFERENCES catalog.cards (id),
      seller_id uuid NOT NULL,
      game text NOT NULL,
      price_minor bigint NOT NULL CHECK (price_minor > 0),
      currency text NOT NULL,
      base_cents bigint NOT NULL CHECK (base_cents > 0),
      listed_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX listings_card_price ON catalog.listings (card_id, base_cents)`.execute(db);
  await sql`CREATE INDEX listings_seller_card ON catalog.listings (seller_id, card_id)`.execute(db);

  // Cards follow their listings. Statement-level, so a bulk load recomputes each card once. The card
  // rows are locked first (in id order, so writers never deadlock); the recount that follows runs on a
  // fresh snapshot and so sees every listing committed by a writer we waited for.
  await sql`
    CREATE FUNCTION catalog.refresh_cards(card_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM 1 FROM catalog.cards WHERE id = ANY (card_ids) ORDER BY id FOR UPDATE;
      UPDATE catalog.cards c
         SET count = s.count, min_base = s.min_base, last_listed_at = s.last_listed_at
        FROM (
          SELECT id,
                 (SELECT count(*) FROM catalog.listings l WHERE l.card_id = ids.id)::int AS count,
                 (SELECT min(base_cents) FROM catalog.listings l WHERE l.card_id = ids.id) AS min_base,
                 (SELECT max(listed_at) FROM catalog.listings l WHERE l.card_id = ids.id) AS last_listed_at
            FROM unnest(card_ids) AS ids (id)
        ) s
       WHERE c.id = s.id;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION catalog.listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
  await sql`CREATE TRIGGER listings_inserted AFTER INSERT ON catalog.listings REFERENCING NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION catalog.listings_changed()`.execute(db);
  await sql`CREATE TRIGGER listings_deleted AFTER DELETE ON catalog.listings REFERENCING OLD TABLE AS old_rows
            FOR EACH STATEMENT EXECUTE FUNCTION catalog.listings_changed()`.execute(db);
  await sql`CREATE TRIGGER listings_updated AFTER UPDATE ON catalog.listings
            REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION catalog.listings_changed()`.execute(db);

  await sql`
    CREATE TABLE catalog.sales (
      id bigserial PRIMARY KEY,
      card_id integer NOT NULL REFERENCES catalog.cards (id),
      item_id integer NOT NULL,
      base_cents bigint NOT NULL CHECK (base_cents > 0),
      sold_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX sales_item_time ON catalog.sales (item_id, sold_at)`.execute(db);
  await sql`CREATE INDEX sales_card_time ON catalog.sales (card_id, sold_at)`.execute(db);

  // A seller's store link: public only once a moderator approves it (spec trading-core 3 and 9).
  await sql`
    CREATE TABLE catalog.store_links (
      user_id uuid PRIMARY KEY,
      link text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
      requested_at timestamptz NOT NULL,
      reviewed_at timestamptz
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX store_links_link_ci ON catalog.store_links (lower(link))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('catalog').cascade().execute();
}
