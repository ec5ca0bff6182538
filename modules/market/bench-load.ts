import { sql } from 'kysely';
import type { Db } from '../../src/platform/db/database';
import { arrayLiteral, seededFraction } from '../../src/platform/db/bulk-load';
import { priceBounds, toBase, type ItemDefinition, type Rates, type Variant } from '../catalog';
import { cardOf } from './card-view';
import type { NewCard } from './listings.repo';
import type { Currency, GameKey } from '../../kernel';

// Cards, listings and sales for large generated markets (scripts/load-large-market.ts): set-based
// SQL on the market's own tables, since ListingsService would take hours for a million listings.
// The rows are the ones ListingsService.list writes: a card per variant valued by the catalog's
// valueCents (cardOf), prices within priceBounds of the card's value and base cents by toBase; the
// statement-level trigger on catalog.listings computes every card's count, lowest price and last
// listing (once: all listings go in with one statement). BENCHMARK DATA ONLY.

/** The market tables a bench load writes (to VACUUM ANALYZE afterwards). */
export const BENCH_MARKET_TABLES = ['catalog.cards', 'catalog.listings', 'catalog.sales'] as const;

/** A value for variants the value points say nothing of (US cents), so that they still get a price. */
const FALLBACK_VALUE_CENTS = 100;

/** An item to put on the market: at `askFactor` times its card's value, kept within the price bounds. */
export interface BenchListing {
  inventoryItemId: string;
  sellerId: string;
  game: GameKey;
  itemId: number;
  variant: Variant;
  currency: Currency;
  listedAt: Date;
  askFactor: number;
}

/**
 * A load of the market (inside the caller's transaction): listings are priced and staged in chunks
 * (`add`), then the cards of their variants are made (`createCards`), the listings go in with one
 * statement (`insertListings`), and sales of random staged listings' variants follow (`insertSales`).
 */
export interface BenchMarketLoad {
  /** Prices and stages a chunk; returns each listing's price in minor units of its currency. */
  add(listings: BenchListing[]): Promise<number[]>;
  /** The card of every variant added (new ones, or the existing card); returns how many variants. */
  createCards(): Promise<number>;
  /** Inserts every listing added, in order of listing; returns how many. */
  insertListings(): Promise<number>;
  /**
   * `count` sales over the last 90 days, deterministic from `seed`: each of the variant of a random
   * listing added (so popular items sell more), at its value with a slow drift and noise.
   */
  insertSales(options: { seed: number; count: number }): Promise<number>;
}

const variantKey = (itemId: number, v: Variant) =>
  `${itemId}|${v.age ?? ''}|${v.level}|${+v.flyable}|${+v.rideable}|${+v.chroma}`;

/** How many listings the market holds, and on how many cards in stock. */
export async function marketSize(db: Db): Promise<{ listings: number; cards: number }> {
  const { rows } = await sql<{ listings: string; cards: string }>`
    SELECT (SELECT count(*) FROM catalog.listings) AS listings, (SELECT count(*) FROM catalog.cards WHERE count > 0) AS cards`.execute(
    db,
  );
  return { listings: Number(rows[0]!.listings), cards: Number(rows[0]!.cards) };
}

/** Empties the market's listings, sales and cards (store links stay) for a fresh bench load. */
export async function emptyMarketForBench(db: Db): Promise<void> {
  await sql`TRUNCATE catalog.listings, catalog.sales, catalog.cards RESTART IDENTITY`.execute(db);
}

/**
 * Starts a market load in the caller's transaction. `definitions` are the catalog's item definitions
 * (ItemsService.index().byId), `rates` the current exchange rates (RatesService.currentRates).
 */
export async function startBenchMarketLoad(
  db: Db,
  options: { definitions: ReadonlyMap<number, ItemDefinition>; rates: Rates },
): Promise<BenchMarketLoad> {
  // The staging table lives until the commit.
  if (!db.isTransaction) throw new Error('Bench market loads run inside a transaction');
  const { definitions, rates } = options;
  // A variant that already has a card is priced by that card's value.
  const existing = await sql<{
    id: number;
    item_id: number;
    age: Variant['age'];
    level: Variant['level'];
    flyable: boolean;
    rideable: boolean;
    chroma: boolean;
    value_base: string | null;
  }>`
    SELECT id, item_id, age, level, flyable, rideable, chroma, value_base FROM catalog.cards`.execute(db);
  const existingValue = new Map(
    existing.rows.map((c) => [variantKey(c.item_id, c), c.value_base == null ? null : Number(c.value_base)]),
  );

  await sql`DROP TABLE IF EXISTS market_bench_listings`.execute(db);
  await sql`
    CREATE TEMP TABLE market_bench_listings (
      n int NOT NULL, inventory_item_id uuid NOT NULL, seller_no int NOT NULL, variant_no int NOT NULL,
      price_minor bigint NOT NULL, base_cents bigint NOT NULL, listed_at timestamptz NOT NULL
    ) ON COMMIT DROP`.execute(db);

  /** The sellers (with the game and currency they list in) added, numbered from 1 in order of first appearance. */
  const sellers: Pick<BenchListing, 'sellerId' | 'game' | 'currency'>[] = [];
  const sellerNo = new Map<string, number>();
  /** The variants added, numbered from 1 in order of first appearance. */
  const variants: { card: NewCard; value: number | null }[] = [];
  const variantNo = new Map<string, number>();
  /** Card ids by variant number (index 0 unused), once createCards has run. */
  let cardIds: number[] | null = null;
  let added = 0;

  const numberOf = (listing: BenchListing): number => {
    const key = variantKey(listing.itemId, listing.variant);
    let no = variantNo.get(key);
    if (no === undefined) {
      const item = definitions.get(listing.itemId);
      if (!item) throw new Error(`No item definition ${listing.itemId}`);
      const card = cardOf(item, listing.variant);
      const known = existingValue.get(key);
      variants.push({ card, value: known === undefined ? card.valueBase : known });
      no = variants.length;
      variantNo.set(key, no);
    }
    return no;
  };
  const mapping = () => {
    if (!cardIds) throw new Error('createCards first');
    const nos = variants.map((_, i) => i + 1);
    return sql`unnest(${arrayLiteral(nos)}::int[], ${arrayLiteral(nos.map((no) => cardIds![no]!))}::int[]) AS m (no, card_id)`;
  };

  return {
    async add(listings) {
      if (cardIds) throw new Error('Listings are added before createCards');
      const nos = listings.map(numberOf);
      // As ListingsService.list: within the bounds of the card's (recommended = value) price, in the seller's currency.
      const prices = listings.map((l, i) => {
        const value = variants[nos[i]! - 1]!.value ?? FALLBACK_VALUE_CENTS;
        const bounds = priceBounds(value, l.currency, rates);
        return Math.min(bounds.max, Math.max(bounds.min, Math.round(value * l.askFactor * rates[l.currency])));
      });
      const sellerNos = listings.map((l) => {
        const key = `${l.sellerId}|${l.game}|${l.currency}`;
        let no = sellerNo.get(key);
        if (no === undefined) {
          sellers.push(l);
          no = sellers.length;
          sellerNo.set(key, no);
        }
        return no;
      });
      if (listings.length) {
        await sql`
          INSERT INTO market_bench_listings
          SELECT ${added}::int + n::int, inventory_item_id, seller_no, variant_no, price_minor, base_cents,
                 'epoch'::timestamptz + listed_ms * interval '1 millisecond'
            FROM unnest(${arrayLiteral(listings.map((l) => l.inventoryItemId))}::uuid[], ${arrayLiteral(sellerNos)}::int[], ${arrayLiteral(nos)}::int[],
                        ${arrayLiteral(prices)}::bigint[], ${arrayLiteral(prices.map((p, i) => toBase(p, listings[i]!.currency, rates)))}::bigint[],
                        ${arrayLiteral(listings.map((l) => l.listedAt.getTime()))}::bigint[])
                 WITH ORDINALITY AS l (inventory_item_id, seller_no, variant_no, price_minor, base_cents, listed_ms, n)`.execute(
          db,
        );
      }
      added += listings.length;
      return prices;
    },

    async createCards() {
      const cards = variants.map((v) => v.card);
      const columns = sql`${cards.map((c) => c.itemId)}::int[], ${cards.map((c) => c.variant.age)}::text[], ${cards.map((c) => c.variant.level)}::text[],
        ${cards.map((c) => c.variant.flyable)}::bool[], ${cards.map((c) => c.variant.rideable)}::bool[], ${cards.map((c) => c.variant.chroma)}::bool[]`;
      await sql`
        INSERT INTO catalog.cards (game, item_id, type, subtype, rarity, name, age, level, flyable, rideable, chroma, value_base, recommended_base)
        SELECT game, item_id, type, subtype, rarity, name, age, level, flyable, rideable, chroma, value, value
          FROM unnest(${columns}, ${cards.map((c) => c.game)}::text[], ${cards.map((c) => c.type)}::text[], ${cards.map((c) => c.subtype)}::text[],
                      ${cards.map((c) => c.rarity)}::text[], ${cards.map((c) => c.name)}::text[], ${cards.map((c) => c.valueBase)}::bigint[])
               AS v (item_id, age, level, flyable, rideable, chroma, game, type, subtype, rarity, name, value)
         ORDER BY item_id, level, age, flyable, rideable, chroma
        ON CONFLICT DO NOTHING`.execute(db);
      const { rows } = await sql<{ no: string; id: number }>`
        SELECT v.no, k.id
          FROM unnest(${columns}) WITH ORDINALITY AS v (item_id, age, level, flyable, rideable, chroma, no)
          JOIN catalog.cards k ON k.item_id = v.item_id AND coalesce(k.age, '') = coalesce(v.age, '') AND k.level = v.level
                              AND k.flyable = v.flyable AND k.rideable = v.rideable AND k.chroma = v.chroma`.execute(
        db,
      );
      const ids: number[] = [];
      for (const row of rows) ids[Number(row.no)] = row.id;
      if (rows.length !== variants.length) throw new Error(`${variants.length - rows.length} variants found no card`);
      cardIds = ids;
      return variants.length;
    },

    async insertListings() {
      // One statement: the trigger refreshes every card's count, lowest price and last listing once.
      const result = await sql`
        INSERT INTO catalog.listings (inventory_item_id, card_id, seller_id, game, price_minor, currency, base_cents, listed_at)
        SELECT s.inventory_item_id, m.card_id, p.seller_id, p.game, s.price_minor, p.currency, s.base_cents, s.listed_at
          FROM market_bench_listings s
          JOIN ${mapping()} ON m.no = s.variant_no
          JOIN unnest(${arrayLiteral(sellers.map((p) => p.sellerId))}::uuid[], ${arrayLiteral(sellers.map((p) => p.game))}::text[],
                      ${arrayLiteral(sellers.map((p) => p.currency))}::text[]) WITH ORDINALITY AS p (seller_id, game, currency, no) ON p.no = s.seller_no
         ORDER BY s.listed_at, s.n`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },

    async insertSales({ seed, count }) {
      if (!Number.isSafeInteger(count) || count < 0) throw new Error(`count must be a whole number, not ${count}`);
      if (!added) return 0;
      const r = (salt: number, expr: string) => sql.raw(seededFraction(seed, salt, expr));
      const result = await sql`
        INSERT INTO catalog.sales (card_id, item_id, base_cents, sold_at)
        SELECT k.id, k.item_id,
               greatest(1, round(coalesce(k.value_base, ${FALLBACK_VALUE_CENTS}::int) * (1 + 0.15 * sin(x.days / 90 * 2 * pi() + k.item_id)) * (0.85 + x.noise * 0.3)))::bigint,
               now() - x.days * interval '1 day'
          FROM (SELECT s, 1 + floor(${r(30, 's')} * ${added}::int)::int AS n, ${r(31, 's')} * 90 AS days, ${r(32, 's')} AS noise
                  FROM generate_series(1, ${count}::int) s) x
          JOIN market_bench_listings b ON b.n = x.n
          JOIN ${mapping()} ON m.no = b.variant_no
          JOIN catalog.cards k ON k.id = m.card_id
         ORDER BY 4, x.s`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },
  };
}
