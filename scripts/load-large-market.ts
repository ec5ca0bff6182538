// `npm run data:large -- [--listings=1000000] [--sellers=500] [--sales=200000] [--seed=20261123]
//                        [--database-url=postgres://...] [--replace]`
//
// Loads a large, realistic market into a database for benchmarks (test/bench/market.ts uses it):
// seller users, their game accounts, inventory items on sale, the matching listings and cards, and
// 90 days of sales, then the cards' popularity and recommended prices and a VACUUM ANALYZE.
//
// BENCHMARK TOOL ONLY. It goes through the modules that own the tables, but not through their
// services: a million listings through ListingService would take hours. Each module exposes a
// set-based bulk loader for generated data in its index.ts (identity: createBenchUsers; inventory-sync:
// createBenchAccounts, generateBenchItems, startBenchItemsLoad; market: startBenchMarketLoad) and
// writes the rows its services would write (same columns, same price rules via the catalog's
// priceBounds and toBase, same card values via valueCents); the statement-level trigger on
// catalog.listings still computes every card's count and lowest price. This script only passes the
// data from one to the next, as arrays in chunks of CHUNK rows, inside one transaction.
//
// Deterministic: every random choice is a hash of the row number and --seed, so the same arguments
// give the same rows (timestamps are relative to the time of loading). The database is migrated and
// the item catalog seeded first, as the server does at start. --replace empties the market tables
// (listings, sales, cards, inventory items, game accounts) and removes earlier bench sellers first;
// without it, a market that already has listings is left alone.
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { Container } from 'inversify';
import { connectDatabase, type Db } from '../src/platform/db/database';
import { vacuumLoadedTables, withBulkLoadSession } from '../src/platform/db/bulk-load';
import { migrateToLatest } from '../src/platform/db/migrate';
import { systemClock } from '../src/platform/clock';
import { TYPES } from '../src/platform/tokens';
import { catalogModule, hasPetVariants, ItemsService, RatesService, seedItemDefinitions } from '../modules/catalog';
import { BENCH_USER_TABLES, createBenchUsers, removeBenchUsers } from '../modules/identity';
import {
  BENCH_INVENTORY_TABLES,
  createBenchAccounts,
  emptyInventoriesForBench,
  generateBenchItems,
  startBenchItemsLoad,
  type BenchInventorySource,
} from '../modules/inventory-sync';
import {
  BENCH_MARKET_TABLES,
  emptyMarketForBench,
  marketSize,
  refreshCardStats,
  startBenchMarketLoad,
} from '../modules/market';

const BENCH_EMAIL_DOMAIN = 'bench.tradehall.local';
/** Rows handed from one module to the next at a time. */
const CHUNK = 50_000;

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
    console.log(
      'tsx scripts/load-large-market.ts [--listings=1000000] [--sellers=500] [--sales=listings/5] [--seed=N] [--database-url=URL] [--replace]',
    );
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

async function loadLargeMarket(
  options: Options,
  log: (line: string) => void = console.log,
): Promise<{ listings: number; cards: number; ms: number }> {
  const started = performance.now();
  const { seed } = options;
  let stepStarted = performance.now();
  const step = (what: string, seconds = (performance.now() - stepStarted) / 1000) => {
    log(`  ${what} (${seconds.toFixed(1)} s)`);
    stepStarted = performance.now();
  };

  // The app's own migrations and catalog seed, so an empty database works too.
  const database = connectDatabase(options.databaseUrl, 2, 'tradehall-load-large-market');
  try {
    await migrateToLatest(database.db);
    await seedItemDefinitions(database.db);
    // The catalog's item definitions and rates through its services, as the market's services read them.
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind<Db>(TYPES.Db).toConstantValue(database.db);
    container.bind(TYPES.Clock).toConstantValue(systemClock);
    await container.load(catalogModule.bindings);
    const definitions = (await container.get(ItemsService).index()).byId;
    step('migrated, catalog seeded');

    // One session does everything: temporary tables, generous memory, no waiting for WAL flushes.
    return await withBulkLoadSession(database.db, async (session) => {
      const existing = (await marketSize(session)).listings;
      if (existing && !options.replace) {
        throw new Error(
          `catalog.listings already has ${existing} rows: pass --replace to empty the market tables first`,
        );
      }

      await session.transaction().execute(async (trx) => {
        if (options.replace) {
          await emptyMarketForBench(trx);
          await emptyInventoriesForBench(trx);
          await removeBenchUsers(trx, { emailDomain: BENCH_EMAIL_DOMAIN });
          step('market tables emptied');
        }

        const sellers = await createBenchUsers(trx, { count: options.sellers, seed, emailDomain: BENCH_EMAIL_DOMAIN });
        const accounts = await createBenchAccounts(trx, {
          seed,
          sellers: sellers.map((s) => ({
            number: s.number,
            userId: s.id,
            username: s.username,
            registeredAt: s.registeredAt,
          })),
        });
        step(`${options.sellers} sellers, ${accounts.length} game accounts`);

        // Chunk by chunk: inventory-sync draws the items, the market prices and stages their listings,
        // inventory-sync stages the priced items.
        const currencyOf = new Map(sellers.map((s) => [s.id, s.currency]));
        const source: BenchInventorySource = {
          seed,
          accounts: accounts.map((a) => ({
            id: a.id,
            userId: a.userId,
            game: a.game,
            currency: currencyOf.get(a.userId)!,
          })),
          catalog: [...definitions.values()].map((d) => ({
            itemId: d.id,
            game: d.game,
            slug: d.slug,
            petVariants: hasPetVariants(d),
            chroma: d.chroma,
          })),
        };
        const rates = await container.get(RatesService).currentRates(trx);
        const items = await startBenchItemsLoad(trx);
        const market = await startBenchMarketLoad(trx, { definitions, rates });
        let generating = 0;
        let pricing = 0;
        const generate = (from: number) => {
          const chunk = generateBenchItems(trx, source, { from, to: Math.min(options.listings, from + CHUNK - 1) });
          chunk.catch(() => undefined); // awaited below; a failure meanwhile is reported there, not as an unhandled rejection
          return chunk;
        };
        // The next chunk is asked for before this one is priced, so the database draws it meanwhile.
        let next = options.listings ? generate(1) : null;
        for (let from = 1; next; from += CHUNK) {
          const chunkStarted = performance.now();
          const generated = await next;
          next = from + CHUNK <= options.listings ? generate(from + CHUNK) : null;
          const generatedAt = performance.now();
          const prices = await market.add(
            generated.map((g) => ({
              inventoryItemId: g.id,
              sellerId: g.userId,
              game: g.game,
              itemId: g.itemId,
              variant: g.variant,
              currency: g.currency,
              listedAt: g.listedAt,
              askFactor: g.askFactor,
            })),
          );
          await items.add(
            generated.map((g, i) => ({
              id: g.id,
              accountId: g.accountId,
              userId: g.userId,
              game: g.game,
              itemId: g.itemId,
              variant: g.variant,
              priceMinor: prices[i]!,
              currency: g.currency,
              acquiredAt: g.acquiredAt,
            })),
          );
          generating += generatedAt - chunkStarted;
          pricing += performance.now() - generatedAt;
        }
        // Drawing overlaps pricing: the first line counts only the waits for the generator.
        step(`${options.listings} inventory rows generated`, generating / 1000);
        step('prices', pricing / 1000);

        const cards = await market.createCards();
        step(`${cards} cards`);

        await items.finish();
        step('inventory_sync.items');

        await market.insertListings();
        step('catalog.listings (and the cards trigger)');

        // Sales over 90 days: a random listing's variant (so popular items sell more), its value with a
        // slow drift and noise, like the demo history.
        await market.insertSales({ seed, count: options.sales });
        step(`${options.sales} sales`);
      });

      // Popularity and recommended prices with the app's own statement.
      const refreshed = await refreshCardStats(session, systemClock);
      step(`card statistics (${refreshed} cards)`);

      const stale = await vacuumLoadedTables(session, [
        ...BENCH_USER_TABLES,
        ...BENCH_INVENTORY_TABLES,
        ...BENCH_MARKET_TABLES,
      ]);
      if (stale.length) log(`  warning: ${stale.join(', ')} not all-visible yet (an old transaction is open?)`);
      step('VACUUM ANALYZE');

      const counts = await marketSize(session);
      return { ...counts, ms: performance.now() - started };
    });
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  console.log(
    `Loading ${options.listings} listings, ${options.sellers} sellers, ${options.sales} sales (seed ${options.seed})...`,
  );
  const result = await loadLargeMarket(options);
  console.log(`Loaded ${result.listings} listings on ${result.cards} cards in ${(result.ms / 1000).toFixed(1)} s`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
