// `npm run data:large -- [--listings=1000000] [--sellers=500] [--sales=200000] [--seed=20261123]
//                        [--database-url=postgres://...] [--replace]`
//
// Loads a large, realistic market into a database for benchmarks (test/bench/market.ts uses it):
// seller users, their game accounts, inventory items on sale, the matching listings and cards, and
// 90 days of sales, then the cards' popularity and recommended prices and a VACUUM ANALYZE.
//
// BENCHMARK TOOL ONLY. It writes the identity, inventory_sync and catalog tables directly with
// set-based SQL (generate_series, INSERT ... SELECT), bypassing the modules' services on purpose: a
// million listings through ListingService would take hours. The rows it writes are the ones the
// services would write (same columns, same price rules, same card values via valueCents), and the
// statement-level trigger on catalog.listings still computes every card's count and lowest price.
//
// Deterministic: every random choice is a hash of the row number and --seed, so the same arguments
// give the same rows (timestamps are relative to the time of loading). The database is migrated and
// the item catalog seeded first, as the server does at start. --replace empties the market tables
// (listings, sales, cards, inventory items, game accounts) and removes earlier bench sellers first;
// without it, a market that already has listings is left alone.
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { connectDatabase } from '../src/platform/db/database';
import { migrateToLatest } from '../src/platform/db/migrate';
import { systemClock } from '../src/platform/clock';
import { AGES, LOWER_BOUND_SHARE, MIN_SELLING_PRICE, seedItemDefinitions, UPPER_BOUND_SHARE, valueCents, type Variant } from '../modules/catalog';
import { refreshCardStats } from '../modules/market';
import type { GameKey } from '../kernel';

const BENCH_EMAIL_DOMAIN = 'bench.tradehall.local';

interface Options {
  databaseUrl: string;
  listings: number;
  sellers: number;
  sales: number;
  seed: number;
  replace: boolean;
}

function parseArgs(argv: string[]): Options {
  const args = new Map<string, string>();
  for (const arg of argv) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m) throw new Error(`Unknown argument ${arg}`);
    args.set(m[1]!, m[2] ?? 'true');
  }
  const known = ['listings', 'sellers', 'sales', 'seed', 'database-url', 'replace', 'help'];
  const unknown = [...args.keys()].filter((k) => !known.includes(k));
  if (unknown.length) throw new Error(`Unknown option --${unknown.join(', --')} (known: --${known.join(', --')})`);
  if (args.has('help')) {
    console.log('tsx scripts/load-large-market.ts [--listings=1000000] [--sellers=500] [--sales=listings/5] [--seed=N] [--database-url=URL] [--replace]');
    process.exit(0);
  }
  const int = (name: string, fallback: number) => {
    const value = Number(args.get(name) ?? fallback);
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
    return value;
  };
  const databaseUrl = args.get('database-url') ?? process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Pass --database-url=postgres://... (or set DATABASE_URL)');
  const listings = int('listings', 1_000_000);
  return {
    databaseUrl,
    listings,
    sellers: Math.max(1, int('sellers', 500)),
    sales: int('sales', Math.round(listings / 5)),
    seed: int('seed', 20261123),
    replace: args.get('replace') === 'true',
  };
}

/** A float in [0, 1) from a row number: a hash, so the result does not depend on the plan or the row order. */
function rnd(seed: number, salt: number, expr: string): string {
  return `((hashint8extended((${expr})::bigint, ${seed * 100 + salt}) & 2147483647)::float8 / 2147483648.0)`;
}

const textArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]::text[]`;

async function loadLargeMarket(options: Options, log: (line: string) => void = console.log): Promise<{ listings: number; cards: number; ms: number }> {
  const started = performance.now();
  const { seed } = options;
  const r = (salt: number, expr: string) => rnd(seed, salt, expr);
  let stepStarted = performance.now();
  const step = (what: string) => {
    const now = performance.now();
    log(`  ${what} (${((now - stepStarted) / 1000).toFixed(1)} s)`);
    stepStarted = now;
  };

  // The app's own migrations and catalog seed, so an empty database works too.
  const database = connectDatabase(options.databaseUrl, 2, 'tradehall-load-large-market');
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'tradehall-load-large-market' });
  try {
    await migrateToLatest(database.db);
    await seedItemDefinitions(database.db);
    step('migrated, catalog seeded');

    await client.connect();
    const q = async <T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values: unknown[] = []) => client.query<T>(text, values);
    // One session does everything: temporary tables, generous memory, no waiting for WAL flushes.
    await q(`SET temp_buffers = '512MB'`);
    await q(`SET work_mem = '256MB'`);
    await q(`SET maintenance_work_mem = '512MB'`);
    await q(`SET synchronous_commit = off`);

    const existing = Number((await q<{ n: string }>('SELECT count(*) AS n FROM catalog.listings')).rows[0]!.n);
    if (existing && !options.replace) {
      throw new Error(`catalog.listings already has ${existing} rows: pass --replace to empty the market tables first`);
    }

    await q('BEGIN');
    if (options.replace) {
      await q('TRUNCATE catalog.listings, catalog.sales, catalog.cards, inventory_sync.items, inventory_sync.game_accounts RESTART IDENTITY');
      await q(`DELETE FROM identity.users WHERE email LIKE $1`, [`%@${BENCH_EMAIL_DOMAIN}`]);
      step('market tables emptied');
    }

    // Sellers: no password (they never sign in), unique names, e-mails and referral codes.
    await q(`
      CREATE TEMP TABLE bench_users ON COMMIT DROP AS
      SELECT s, md5('tradehall-bench-user-${seed}-' || s)::uuid AS id,
             'bench_seller_' || lpad(s::text, 5, '0') AS username,
             CASE WHEN ${r(1, 's')} < 0.6 THEN 'usd' WHEN ${r(1, 's')} < 0.85 THEN 'eur' ELSE 'rub' END AS currency,
             now() - (30 + ${r(2, 's')} * 700) * interval '1 day' AS registered
        FROM generate_series(1, ${options.sellers}) s`);
    await q(`
      INSERT INTO identity.users (id, username, email, password_hash, main_currency, main_language, ref_code, avatar, date_register)
      SELECT id, username, username || '@${BENCH_EMAIL_DOMAIN}', NULL, currency, 'en', 'bench_${seed}_' || s, 1 + (s % 12), registered
        FROM bench_users ORDER BY s`);

    // One to three linked game accounts each, about two thirds of them Adopt Me.
    await q(`
      CREATE TEMP TABLE bench_accounts ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY u.s, j)::int AS idx,
             md5('tradehall-bench-account-${seed}-' || u.s || '-' || j)::uuid AS id,
             u.id AS user_id, u.username, u.currency, u.registered, j,
             CASE WHEN ${r(3, 'u.s * 4 + j')} < 0.65 THEN 'adopt' ELSE 'mm2' END AS game
        FROM bench_users u
        CROSS JOIN LATERAL generate_series(1, 1 + floor(${r(4, 'u.s')} * 3)::int) j`);
    await q(`
      INSERT INTO inventory_sync.game_accounts (id, user_id, game, nickname, status, frozen, created_at)
      SELECT id, user_id, game, username || '_' || game || '_' || j, 'success', false, registered + interval '1 hour'
        FROM bench_accounts ORDER BY idx`);
    const accounts = Number((await q<{ n: string }>('SELECT count(*) AS n FROM bench_accounts')).rows[0]!.n);
    step(`${options.sellers} sellers, ${accounts} game accounts`);

    // Popularity: each game's items in a fixed pseudo-random order; rank 1 is the most listed.
    await q(`
      CREATE TEMP TABLE bench_catalog ON COMMIT DROP AS
      SELECT game, row_number() OVER (PARTITION BY game ORDER BY md5('${seed}' || slug))::int AS rank,
             id AS item_id, (game = 'adopt' AND type = 'pet') AS pet, chroma
        FROM catalog.items`);
    await q(`ALTER TABLE bench_accounts ADD COLUMN catalog_size int`);
    await q(`UPDATE bench_accounts a SET catalog_size = (SELECT count(*) FROM bench_catalog c WHERE c.game = a.game)`);
    await q('ANALYZE bench_accounts; ANALYZE bench_catalog');

    // One row per inventory item / listing: skewed sellers (big shops and small ones), skewed items
    // (rank = N * u^2.5: the top 1% of items hold ~16% of the listings, the least listed a few
    // hundred each), variants like plausibleVariant: pets 70/22/8 default/neon/mega neon, young ages
    // only at default level, flyable and rideable 30% each; other things plain (mm2 chroma from the item).
    const youngAges = textArray(AGES.slice(0, 6));
    const oldAges = textArray(AGES.slice(5));
    await q(`
      CREATE TEMP TABLE bench_gen ON COMMIT DROP AS
      SELECT n, account_id, user_id, game, currency, item_id, level,
             CASE WHEN NOT pet THEN NULL
                  WHEN level = 'default' THEN (${youngAges})[1 + floor(${r(14, 'n')} * 6)::int]
                  ELSE (${oldAges})[1 + floor(${r(14, 'n')} * 7)::int] END AS age,
             pet AND ${r(15, 'n')} < 0.3 AS flyable,
             pet AND ${r(16, 'n')} < 0.3 AS rideable,
             chroma,
             listed_at, listed_at - ${r(17, 'n')} * interval '30 days' AS acquired_at,
             -- Asking price relative to the card's value: mostly 0.8x to 1.3x, now and then a bargain.
             CASE WHEN ${r(18, 'n')} < 0.06 THEN 0.45 + ${r(19, 'n')} * 0.35 ELSE 0.8 + ${r(19, 'n')} * 0.5 END AS factor
        FROM (
          SELECT g.n, a.id AS account_id, a.user_id, a.game, a.currency, c.item_id, c.pet, coalesce(c.chroma, false) AS chroma,
                 CASE WHEN NOT c.pet THEN 'default'
                      WHEN ${r(13, 'g.n')} < 0.70 THEN 'default' WHEN ${r(13, 'g.n')} < 0.92 THEN 'neon' ELSE 'mega_neon' END AS level,
                 now() - power(${r(12, 'g.n')}, 2) * interval '60 days' AS listed_at
            FROM generate_series(1, ${options.listings}) g (n)
            JOIN bench_accounts a ON a.idx = 1 + floor(${accounts} * power(${r(10, 'g.n')}, 1.4))::int
            JOIN bench_catalog c ON c.game = a.game AND c.rank = 1 + floor(a.catalog_size * power(${r(11, 'g.n')}, 2.5))::int
        ) x`);
    step(`${options.listings} inventory rows generated`);

    // The cards of the variants that occur, valued by the app's own valueCents.
    const variants = await q<{ item_id: number; age: string | null; level: string; flyable: boolean; rideable: boolean; chroma: boolean }>(
      'SELECT DISTINCT item_id, age, level, flyable, rideable, chroma FROM bench_gen');
    const items = new Map((await q<{ id: number; game: string; type: string; subtype: string | null; rarity: string; name: string; ref_values: Record<string, number | null> | null }>(
      'SELECT id, game, type, subtype, rarity, name, ref_values FROM catalog.items')).rows.map((i) => [i.id, i]));
    const cards = variants.rows.map((v) => {
      const item = items.get(v.item_id)!;
      const value = valueCents({ game: item.game as GameKey, rarity: item.rarity, refValues: item.ref_values }, v as Variant);
      return { ...v, item, value };
    });
    await q(`
      INSERT INTO catalog.cards (game, item_id, type, subtype, rarity, name, age, level, flyable, rideable, chroma, value_base, recommended_base)
      SELECT i.game, v.item_id, i.type, i.subtype, i.rarity, i.name, v.age, v.level, v.flyable, v.rideable, v.chroma, v.value, v.value
        FROM unnest($1::int[], $2::text[], $3::text[], $4::bool[], $5::bool[], $6::bool[], $7::bigint[])
             AS v (item_id, age, level, flyable, rideable, chroma, value)
        JOIN catalog.items i ON i.id = v.item_id
       ORDER BY v.item_id, v.level, v.age, v.flyable, v.rideable, v.chroma
      ON CONFLICT DO NOTHING`, [
      cards.map((c) => c.item_id), cards.map((c) => c.age), cards.map((c) => c.level), cards.map((c) => c.flyable),
      cards.map((c) => c.rideable), cards.map((c) => c.chroma), cards.map((c) => c.value),
    ]);
    step(`${cards.length} cards`);

    // Prices in the seller's currency within the app's bounds (10% to 20x of the recommended price,
    // never under the currency's minimum), and the comparable US-cent price, as ListingsService.list does.
    const minPrice = `CASE g.currency ${Object.entries(MIN_SELLING_PRICE).map(([c, v]) => `WHEN '${c}' THEN ${v}`).join(' ')} END`;
    await q(`
      CREATE TEMP TABLE bench_rows ON COMMIT DROP AS
      SELECT g.n, md5('tradehall-bench-item-${seed}-' || g.n)::uuid AS id, g.account_id, g.user_id, g.game, g.item_id,
             g.age, g.level, g.flyable, g.rideable, g.chroma, g.listed_at, g.acquired_at, g.currency,
             k.id AS card_id, k.value_base, p.price_minor, greatest(1, round(p.price_minor / rt.per_usd))::bigint AS base_cents
        FROM bench_gen g
        JOIN catalog.cards k ON k.item_id = g.item_id AND coalesce(k.age, '') = coalesce(g.age, '') AND k.level = g.level
                            AND k.flyable = g.flyable AND k.rideable = g.rideable AND k.chroma = g.chroma
        JOIN catalog.rates rt ON rt.currency = g.currency
        CROSS JOIN LATERAL (SELECT greatest(${minPrice}, greatest(1, round(floor(coalesce(k.value_base, 100) * ${LOWER_BOUND_SHARE}) * rt.per_usd))) AS lo,
                                   greatest(1, round(ceil(coalesce(k.value_base, 100) * ${UPPER_BOUND_SHARE}) * rt.per_usd)) AS hi) b
        CROSS JOIN LATERAL (SELECT least(greatest(b.lo, b.hi), greatest(b.lo, round(coalesce(k.value_base, 100) * g.factor * rt.per_usd)))::bigint AS price_minor) p`);
    step('prices');

    await q(`
      INSERT INTO inventory_sync.items (id, account_id, user_id, game, catalog_item_id, age, level, flyable, rideable, chroma, status, price_minor, currency, paused_until, acquired_at)
      SELECT id, account_id, user_id, game, item_id, age, level, flyable, rideable, chroma, 'on_sale', price_minor, currency, NULL, acquired_at
        FROM bench_rows ORDER BY acquired_at`);
    step('inventory_sync.items');

    // One statement: the trigger refreshes every card's count, lowest price and last listing once.
    await q(`
      INSERT INTO catalog.listings (inventory_item_id, card_id, seller_id, game, price_minor, currency, base_cents, listed_at)
      SELECT id, card_id, user_id, game, price_minor, currency, base_cents, listed_at FROM bench_rows ORDER BY listed_at`);
    step('catalog.listings (and the cards trigger)');

    // Sales over 90 days: a random listing's variant (so popular items sell more), its value with a
    // slow drift and noise, like the demo history.
    await q(`
      INSERT INTO catalog.sales (card_id, item_id, base_cents, sold_at)
      SELECT b.card_id, b.item_id,
             greatest(1, round(coalesce(b.value_base, 100) * (1 + 0.15 * sin(x.days / 90 * 2 * pi() + b.item_id)) * (0.85 + x.noise * 0.3)))::bigint,
             now() - x.days * interval '1 day'
        FROM (SELECT s, 1 + floor(${r(30, 's')} * ${options.listings})::int AS n, ${r(31, 's')} * 90 AS days, ${r(32, 's')} AS noise
                FROM generate_series(1, ${options.sales}) s) x
        JOIN bench_rows b ON b.n = x.n
       ORDER BY 4`);
    step(`${options.sales} sales`);
    await q('COMMIT');

    // Popularity and recommended prices with the app's own statement.
    const refreshed = await refreshCardStats(database.db, systemClock);
    step(`card statistics (${refreshed} cards)`);

    // Statistics, and the visibility map index-only scans need (as autovacuum would set it in time).
    // A transaction that was open during the load (autovacuum analyzing a table, say) keeps the new
    // rows from counting as visible to all: then wait for it and vacuum again.
    const tables = ['identity.users', 'inventory_sync.game_accounts', 'inventory_sync.items', 'catalog.cards', 'catalog.listings', 'catalog.sales'];
    await q(`VACUUM (ANALYZE) ${tables.join(', ')}`);
    for (let attempt = 1; ; attempt++) {
      const { rows } = await q<{ name: string }>(
        `SELECT c.oid::regclass::text AS name FROM pg_class c
          WHERE c.oid = ANY($1::regclass[]) AND c.relpages > 10 AND c.relallvisible < c.relpages * 0.99`, [tables]);
      if (!rows.length) break;
      if (attempt > 10) {
        log(`  warning: ${rows.map((r) => r.name).join(', ')} not all-visible yet (an old transaction is open?)`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await q(`VACUUM ${rows.map((r) => r.name).join(', ')}`);
    }
    step('VACUUM ANALYZE');

    const counts = (await q<{ listings: string; cards: string }>(
      'SELECT (SELECT count(*) FROM catalog.listings) AS listings, (SELECT count(*) FROM catalog.cards WHERE count > 0) AS cards')).rows[0]!;
    const ms = performance.now() - started;
    return { listings: Number(counts.listings), cards: Number(counts.cards), ms };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end().catch(() => undefined);
    await database.close();
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  console.log(`Loading ${options.listings} listings, ${options.sellers} sellers, ${options.sales} sales (seed ${options.seed})...`);
  const result = await loadLargeMarket(options);
  console.log(`Loaded ${result.listings} listings on ${result.cards} cards in ${(result.ms / 1000).toFixed(1)} s`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
