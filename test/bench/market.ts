// Market: the market query (filters + sort + facets in one GET /api/{game}/market) and search (q=)
// over HTTP on the real server with 1,000,000 listings, at 50 concurrent clients, next to the same
// SQL statements run directly through a pg Pool with 50 concurrent callers in the same run.
//
// Data: a dedicated embedded PostgreSQL cluster in .data/bench-market (BENCH_MARKET_DIR overrides; .data
// is git-ignored). It is kept between runs: when its market already holds exactly BENCH_MARKET_LISTINGS
// listings (default 1,000,000) it is reused, otherwise `scripts/load-large-market.ts --replace` fills it
// (about a minute on 2 cores). Delete the folder to start over. The server is started with
// NODE_ENV=production and DEMO_DATA=off against that database; it applies any new migration itself.
//
// HTTP load: autocannon, 50 connections asking for gzip like browsers, WARMUP_S of warm-up then DURATION_S
// per scenario, each request the next one of a rotating list. The popular queries of that list are hot,
// so the server answers them from its micro-cache; the market is also measured with every request a
// filter set never asked before (a unique priceTo, far above every price or a few cents past the range's
// end: the same or nearly the same answer), so that none is answered from the micro-cache as such: the
// worst case, reported next to the target of the popular market and search mixes (p99 under 50 ms). Such a
// range's page is cut from the cached page of its range widened to the price grid, and its counts are
// remembered per snapshot for bounds between the same two card prices (README, "The market in development"):
// what it measures is that path, not a page SQL per request.
// SQL baseline: the statements the service runs for those requests, captured from MarketService /
// MarketRepo / ItemsRepo through a logging Kysely instance (so they are byte for byte the server's SQL)
// and replayed with their parameters; page and facets concurrently, search before its page. The server
// counts public facets in memory (FacetIndex); the baseline counts them in the database with the
// statement MarketRepo.facets runs for seller pages. The pool has the server's DB_POOL_MAX connections, so both sides get the same.
// EXPLAIN (ANALYZE, BUFFERS) of the main statements goes to test/artifacts/bench/market-explain.txt.
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../../config';
import { createLogger } from '../../src/platform/logger';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded';
import { ensureDatabase } from '../../src/platform/db/create-database';
import { systemClock } from '../../src/platform/clock';
import { validate } from '../../src/platform/validation';
import { ItemsRepo } from '../../modules/catalog/items.repo';
import { AGES, ITEM_TYPES, LEVELS, PROPERTIES, RARITIES } from '../../modules/catalog';
import { GAME_KEYS } from '../../kernel';
import { SeededRandom } from '../../src/platform/random';
import { ItemsService } from '../../modules/catalog/items.service';
import { RatesRepo } from '../../modules/catalog/rates.repo';
import { RatesService } from '../../modules/catalog/rates.service';
import { MarketRepo } from '../../modules/market/market.repo';
import { MarketService } from '../../modules/market/market.service';
import { marketQuerySchema, type MarketPage } from '../../modules/market/market.schemas';
import { artifactPath } from '../support/browser';
import { freePort } from '../support/free-port';
import { ROOT, startProcess, type ServerProcess } from '../support/process';
import { APP_READY, loopback, round, type BenchOutcome, type BenchResult } from './common';
import type { Currency, GameKey } from '../../kernel';

const DATA_DIR = path.resolve(ROOT, process.env.BENCH_MARKET_DIR ?? '.data/bench-market');
const DATABASE = 'tradehall_bench';
const LISTINGS = Number(process.env.BENCH_MARKET_LISTINGS ?? 1_000_000);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_MARKET_DURATION_S ?? 10);
const WARMUP_S = 3;
/** Browsers ask for compressed responses, and the server compresses: so do our clients. */
const CLIENT_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

export interface MarketBenchOutcome extends BenchOutcome {
  /** One JSON object with every figure, printed as the run's last line. */
  jsonLine: string;
}

interface Scenario {
  label: string;
  game: GameKey;
  query: string;
}

/** Realistic market requests: filters + sort (+ facets, always part of the answer). */
const MARKET: Scenario[] = [
  {
    label: 'adopt legendary neon pets by price',
    game: 'adopt',
    query: 'type=pet&rarity=legendary&level=neon&sort=price',
  },
  { label: 'mm2 godly knives by popularity', game: 'mm2', query: 'subtype=knife&rarity=godly&sort=popularity' },
  {
    label: 'adopt $5-$50 on discount, best discount first',
    game: 'adopt',
    query: 'priceFrom=5&priceTo=50&discount=true&sort=benefit',
  },
  { label: 'adopt pets by date, second page (cursor)', game: 'adopt', query: 'type=pet&sort=date' },
  {
    label: 'adopt fly+ride mega neon by name',
    game: 'adopt',
    query: 'property=flyable,rideable&level=mega_neon&sort=name',
  },
  { label: 'adopt, no filters, default sort', game: 'adopt', query: '' },
];
const SECOND_PAGE = 3;

/** Searches with typos, as people type them. */
const SEARCH: Scenario[] = [
  { label: 'shdow dragon', game: 'adopt', query: 'q=shdow%20dragon' },
  { label: 'frost dragn', game: 'adopt', query: 'q=frost%20dragn' },
  { label: 'bat dragon', game: 'adopt', query: 'q=bat%20dragon' },
  { label: 'icebreaker', game: 'mm2', query: 'q=icebreaker' },
  { label: 'chroma lugr', game: 'mm2', query: 'q=chroma%20lugr' },
];

const marketPath = (s: Scenario) => `/api/${s.game}/market${s.query ? `?${s.query}` : ''}`;

/** The same request with a facet-cache key never seen before: a unique priceTo. */
function uncachedPath(s: Scenario, n: number): string {
  const params = new URLSearchParams(s.query);
  const priceTo = params.get('priceTo');
  // A few cents above the range's end (nearly the same answer), or far above every card without a range.
  params.set('priceTo', ((priceTo ? Number(priceTo) * 100 : 10_000_000) + n).toString().replace(/(\d\d)$/, '.$1'));
  return `/api/${s.game}/market?${params.toString()}`;
}

/**
 * A filter set drawn at random from the whole space (types, rarities, level, properties, age, a price range off the
 * price grid, discount, sort): unlike the unique priceTo above, its page is mostly not in any cache, so most requests
 * run their page SQL. The draws are seeded, so every run asks the same sequence.
 */
function randomFilterPath(random: SeededRandom): string {
  const game = random.pick(GAME_KEYS);
  const params = new URLSearchParams();
  const some = <T extends string>(values: readonly T[], max: number) => {
    const picked = new Set(Array.from({ length: random.int(1, max) }, () => random.pick(values)));
    return [...picked].join(',');
  };
  if (random.chance(0.5)) params.set('type', some(ITEM_TYPES[game], 2));
  if (random.chance(0.5)) params.set('rarity', some(RARITIES[game], 2));
  if (game === 'adopt' && random.chance(0.4)) params.set('level', some(LEVELS, 2));
  if (game === 'adopt' && random.chance(0.3)) params.set('property', some(PROPERTIES, 2));
  if (game === 'adopt' && random.chance(0.2)) params.set('age', some(AGES, 2));
  if (random.chance(0.6)) {
    const from = random.int(0, 5_000);
    params.set('priceFrom', (from / 100).toFixed(2));
    params.set('priceTo', ((from + random.int(1, 50_000)) / 100).toFixed(2));
  }
  if (random.chance(0.2)) params.set('discount', 'true');
  params.set('sort', random.pick(['name', 'date', 'popularity', 'benefit', 'price'] as const));
  return `/api/${game}/market?${params.toString()}`;
}

// ---- the database ----

interface BenchDatabase {
  url: string;
  stop(): Promise<void>;
}

async function startDatabase(): Promise<BenchDatabase> {
  await mkdir(DATA_DIR, { recursive: true });
  await chmod(DATA_DIR, 0o755); // the postgres system user must reach the cluster inside
  const server = await startEmbeddedPostgres({
    dataDir: DATA_DIR,
    port: await freePort(),
    logger: createLogger('warn'),
    // A throwaway cluster: the loader's inserts into tables it truncated in the same transaction
    // then skip the WAL (faster, and no GBs of WAL on disk). Reads are unaffected.
    settings: { wal_level: 'minimal', max_wal_senders: '0', max_wal_size: '256MB' },
  });
  const url = await ensureDatabase(server.url, DATABASE);
  return { url, stop: () => server.stop() };
}

async function marketSize(url: string): Promise<{ listings: number; cards: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ listings: string; cards: string }>(
      'SELECT (SELECT count(*) FROM catalog.listings) AS listings, (SELECT count(*) FROM catalog.cards WHERE count > 0) AS cards',
    );
    return { listings: Number(rows[0]!.listings), cards: Number(rows[0]!.cards) };
  } catch {
    return { listings: 0, cards: 0 }; // not migrated yet
  } finally {
    await client.end();
  }
}

function runLoader(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/load-large-market.ts',
        `--listings=${LISTINGS}`,
        `--database-url=${url}`,
        '--replace',
      ],
      {
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`load-large-market exited with ${code}`))));
  });
}

// ---- load generation ----

function figures(result: autocannon.Result): Figures {
  return {
    rps: round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

async function httpLoad(baseUrl: string, nextPath: () => string, duration: number): Promise<Figures> {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
    headers: CLIENT_HEADERS,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: nextPath() }) }],
  });
  return figures(result);
}

async function measureHttp(baseUrl: string, nextPath: () => string, aroundMeasure?: () => void): Promise<Figures> {
  await httpLoad(baseUrl, nextPath, WARMUP_S);
  aroundMeasure?.();
  const figures = await httpLoad(baseUrl, nextPath, DURATION_S);
  aroundMeasure?.();
  return figures;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** CONNECTIONS concurrent loops of `unit` for `seconds`; the latency of each unit in ms. */
async function closedLoop(seconds: number, unit: (i: number) => Promise<unknown>): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const caller = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await unit(n++);
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, caller));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: round(latencies.length / elapsed),
    p50: round(percentile(latencies, 50), 2),
    p99: round(percentile(latencies, 99), 2),
    requests: latencies.length,
    errors,
  };
}

async function measureSql(unit: (i: number) => Promise<unknown>): Promise<Figures> {
  await closedLoop(WARMUP_S, unit);
  return closedLoop(DURATION_S, unit);
}

// ---- the server's SQL, captured ----

interface Statements {
  search?: CompiledQuery;
  page?: CompiledQuery;
  facets?: CompiledQuery;
}

/**
 * Runs a request through a fresh MarketService (so nothing is cached) on a Kysely instance that logs
 * every statement, and sorts them out: exactly the SQL the server runs for that request.
 */
class SqlCapture {
  private captured: CompiledQuery[] = [];
  private readonly db: Kysely<any>;

  constructor(pool: pg.Pool) {
    this.db = new Kysely<any>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (event.level === 'query') this.captured.push(event.query);
      },
    });
  }

  async request(s: Scenario): Promise<{ statements: Statements; page: MarketPage }> {
    const query = validate(marketQuerySchema, Object.fromEntries(new URLSearchParams(s.query)), 'query');
    const rates = new RatesRepo(this.db, systemClock);
    const repo = new MarketRepo(this.db);
    const items = new ItemsService(new ItemsRepo(this.db));
    const service = new MarketService(repo, items, new RatesService(rates));
    // Items and rates are read once per process (and every 5 s), not per request.
    await items.index();
    const currentRates = await rates.current();
    const currency = (query.currency as Currency | undefined) ?? 'usd';
    const request = { ...query, game: s.game };
    this.captured = [];
    const page = await service.page(request, currency);
    const statements: Statements = {};
    for (const q of this.captured) {
      if (/word_similarity/.test(q.sql)) statements.search = q;
      else if (/LIMIT/.test(q.sql)) statements.page = q;
      else if (/GROUPING SETS/.test(q.sql) && query.seller) statements.facets = q;
      else if (!/from "catalog"."cards" where "count" > \$1$/.test(q.sql))
        throw new Error(`unexpected statement for ${s.label}: ${q.sql}`);
    }
    // Public market facets are counted in memory on a snapshot read every 4-5 s (FacetIndex); the
    // SQL baseline counts them in the database, with the statement MarketRepo.facets runs for sellers.
    if (!statements.facets) {
      const filter = await service.cardFilter(request, currency, currentRates);
      this.captured = [];
      await repo.facets(filter);
      statements.facets = this.captured.find((q) => /GROUPING SETS/.test(q.sql));
    }
    if (!statements.page || !statements.facets) throw new Error(`no page/facets statement captured for ${s.label}`);
    return { statements, page };
  }

  /** The statement that reads the facet snapshot (all cards in stock), as FacetIndex runs it every 4-5 s. */
  async snapshot(): Promise<CompiledQuery> {
    this.captured = [];
    await new MarketRepo(this.db).stockedCards();
    return this.captured[0]!;
  }
}

const exec = (pool: pg.Pool, q: CompiledQuery) => pool.query(q.sql, q.parameters as unknown[]);

async function explain(pool: pg.Pool, title: string, q: CompiledQuery): Promise<{ text: string; ms: number }> {
  await exec(pool, q); // warm
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`,
    q.parameters as unknown[],
  );
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
  const params = JSON.stringify(q.parameters);
  return { text: `=== ${title} ===\n-- parameters: ${params}\n${q.sql.replace(/\s+/g, ' ').trim()}\n\n${plan}\n`, ms };
}

// ---- the benchmark ----

export async function marketBench(): Promise<MarketBenchOutcome> {
  const findings: string[] = [];
  const db = await startDatabase();
  let server: ServerProcess | undefined;
  let pool: pg.Pool | undefined;
  try {
    let size = await marketSize(db.url);
    let loadSeconds: number | undefined;
    if (size.listings !== LISTINGS) {
      console.log(
        `  ${DATA_DIR} holds ${size.listings} listings, not ${LISTINGS}: loading (scripts/load-large-market.ts)...`,
      );
      const t0 = performance.now();
      await runLoader(db.url);
      loadSeconds = round((performance.now() - t0) / 1000, 1);
      size = await marketSize(db.url);
    } else {
      console.log(`  reusing ${DATA_DIR}: ${size.listings} listings on ${size.cards} cards`);
    }

    const poolMax = loadConfig({ DB_POOL_MAX: process.env.DB_POOL_MAX }).dbPoolMax;
    server = await startProcess(
      'src/main.ts',
      {
        NODE_ENV: 'production',
        DEMO_DATA: 'off',
        DATABASE_URL: db.url,
        DATA_DIR,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DB_POOL_MAX: String(poolMax),
      },
      APP_READY,
      180_000,
    );
    const appUrl = loopback(server.match[1]!);
    pool = new pg.Pool({ connectionString: db.url, max: poolMax, application_name: 'tradehall-bench-market' });

    // Check every request answers, and fetch the cursor of the second page.
    const capture = new SqlCapture(pool);
    const market = MARKET.map((s) => ({ ...s }));
    const marketPaths = market.map(marketPath);
    const marketSql: Statements[] = [];
    for (const [i, s] of market.entries()) {
      const res = await fetch(appUrl + marketPaths[i]);
      const body = (await res.json()) as MarketPage;
      if (res.status !== 200) throw new Error(`GET ${marketPaths[i]} answered ${res.status}: ${JSON.stringify(body)}`);
      if (!body.cards.length) findings.push(`market: "${s.label}" found no cards`);
      const captured = await capture.request(s);
      if (i === SECOND_PAGE) {
        if (!body.nextCursor) throw new Error(`"${s.label}" has no second page`);
        const second = { ...s, query: `${s.query}&cursor=${body.nextCursor}` };
        market[i] = second;
        marketPaths[i] = marketPath(second);
        marketSql.push((await capture.request(second)).statements);
      } else {
        if (captured.page.total !== body.total)
          findings.push(`market: "${s.label}": SQL capture saw ${captured.page.total} cards, HTTP ${body.total}`);
        marketSql.push(captured.statements);
      }
    }
    const searchPaths = SEARCH.map(marketPath);
    const searchSql: Statements[] = [];
    for (const [i, s] of SEARCH.entries()) {
      const res = await fetch(appUrl + searchPaths[i]);
      const body = (await res.json()) as MarketPage;
      if (res.status !== 200) throw new Error(`GET ${searchPaths[i]} answered ${res.status}: ${JSON.stringify(body)}`);
      if (!body.cards.length) findings.push(`search: "${s.label}" found nothing`);
      else
        console.log(
          `  search "${s.label}": ${body.total} cards, first ${body.cards
            .slice(0, 3)
            .map((c) => c.name)
            .join(', ')}`,
        );
      searchSql.push((await capture.request(s)).statements);
    }

    // HTTP.
    let n = 0;
    const rotate = (paths: string[]) => () => paths[n++ % paths.length]!;
    console.log(`  HTTP, ${CONNECTIONS} connections, ${DURATION_S} s each (after ${WARMUP_S} s of warm-up)...`);
    const httpMarket = await measureHttp(appUrl, rotate(marketPaths));
    let unique = 0;
    const httpMarketUncached = await measureHttp(appUrl, () => uncachedPath(market[unique % market.length]!, ++unique));
    const filterDraws = new SeededRandom(20261127);
    const httpMarketRandom = await measureHttp(
      appUrl,
      () => randomFilterPath(filterDraws),
      () =>
        // Diagnosis: with NODE_OPTIONS="--import ./test/bench/cpu-profile.mjs" BENCH_CPU_PROF_DIR=<folder>, the server's
        // measured phase of this scenario is written there as a V8 CPU profile.
        process.env.BENCH_CPU_PROF_DIR ? server?.child.kill('SIGUSR2') : undefined,
    );
    const httpSearch = await measureHttp(appUrl, rotate(searchPaths));

    // The same SQL, directly.
    console.log(`  SQL through a pg Pool (max ${poolMax}), ${CONNECTIONS} concurrent callers...`);
    const sqlMarket = await measureSql((i) => {
      const s = marketSql[i % marketSql.length]!;
      return Promise.all([exec(pool!, s.page!), exec(pool!, s.facets!)]);
    });
    const sqlMarketPage = await measureSql((i) => exec(pool!, marketSql[i % marketSql.length]!.page!));
    const sqlSearch = await measureSql(async (i) => {
      const s = searchSql[i % searchSql.length]!;
      await exec(pool!, s.search!);
      await exec(pool!, s.page!);
    });

    // Plans, after the load: caches as warm as in service.
    const sellerId = (
      await pool.query<{ seller_id: string }>(
        'SELECT seller_id FROM catalog.listings GROUP BY seller_id ORDER BY count(*) DESC LIMIT 1',
      )
    ).rows[0]!.seller_id;
    const seller = (await capture.request({ label: 'seller page', game: 'adopt', query: `seller=${sellerId}` }))
      .statements;
    const plans = [
      await explain(pool, `market page: ${market[0]!.label} (${marketPaths[0]})`, marketSql[0]!.page!),
      await explain(pool, `market page: ${market[2]!.label} (${marketPaths[2]})`, marketSql[2]!.page!),
      await explain(pool, `market page: ${market[SECOND_PAGE]!.label}`, marketSql[SECOND_PAGE]!.page!),
      await explain(pool, `market page: ${market[5]!.label} (${marketPaths[5]})`, marketSql[5]!.page!),
      await explain(pool, `facets: ${market[0]!.label}`, marketSql[0]!.facets!),
      await explain(pool, `facets: ${market[5]!.label} (the widest: every adopt card)`, marketSql[5]!.facets!),
      await explain(pool, `search: items matching "${SEARCH[0]!.label}"`, searchSql[0]!.search!),
      await explain(
        pool,
        `search: cards of the matching items, by relevance ("${SEARCH[0]!.label}")`,
        searchSql[0]!.page!,
      ),
      await explain(
        pool,
        `seller page: the biggest seller's cards (/api/adopt/market?seller=${sellerId})`,
        seller.page!,
      ),
      await explain(pool, `seller page facets: the biggest seller`, seller.facets!),
      await explain(
        pool,
        'facet snapshot: every card in stock (read by each process every 4-5 s)',
        await capture.snapshot(),
      ),
    ];
    const explainFile = artifactPath('bench/market-explain.txt');
    const header = `Tradehall market EXPLAIN (ANALYZE, BUFFERS), ${new Date().toISOString()}: ${size.listings} listings, ${size.cards} cards in stock\n\n`;
    await writeFile(explainFile, header + plans.map((p) => p.text).join('\n'));

    const http = {
      market: httpMarket,
      marketUncached: httpMarketUncached,
      marketRandom: httpMarketRandom,
      search: httpSearch,
    };
    const sqlFigures = { market: sqlMarket, marketPage: sqlMarketPage, search: sqlSearch };
    for (const [side, group] of [
      ['http', http],
      ['sql', sqlFigures],
    ] as const) {
      for (const [name, f] of Object.entries(group)) {
        if (f.errors) findings.push(`market: ${side} ${name}: ${f.errors} of ${f.requests + f.errors} requests failed`);
      }
    }
    for (const [name, f] of Object.entries({ market: httpMarket, search: httpSearch })) {
      if (f.p99 > 50) findings.push(`market: HTTP ${name} p99 ${f.p99} ms is over the 50 ms target`);
    }

    const rows = [
      ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors'],
      ...Object.entries(http).map(([k, f]) => [`HTTP ${k}`, f.rps, f.p50, f.p99, f.requests, f.errors]),
      ...Object.entries(sqlFigures).map(([k, f]) => [`SQL ${k}`, f.rps, f.p50, f.p99, f.requests, f.errors]),
    ].map((r) => r.map(String));
    const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
    console.log(
      `\n${rows.map((r) => r.map((cell, c) => (c ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join('  ')).join('\n')}`,
    );
    console.log(`\n  EXPLAIN ANALYZE execution times (${path.relative(ROOT, explainFile)}):`);
    for (const p of plans)
      console.log(`    ${p.ms.toFixed(2).padStart(8)} ms  ${p.text.split('\n')[0]!.replace(/^=== | ===$/g, '')}`);

    const note = `${CONNECTIONS} concurrent clients, ${DURATION_S} s; ${size.listings} listings on ${size.cards} cards; baseline: the same SQL through a pg Pool of ${poolMax}`;
    const pair = (metric: string, h: Figures, s: Figures, withNote = false): BenchResult[] => [
      {
        bench: 'market',
        metric: `${metric} throughput`,
        unit: 'req/s',
        value: h.rps,
        baseline: s.rps,
        better: 'higher',
        ...(withNote ? { note } : {}),
      },
      { bench: 'market', metric: `${metric} latency p50`, unit: 'ms', value: h.p50, baseline: s.p50, better: 'lower' },
      { bench: 'market', metric: `${metric} latency p99`, unit: 'ms', value: h.p99, baseline: s.p99, better: 'lower' },
    ];
    const results = [
      ...pair('GET market, popular filter sets', httpMarket, sqlMarket, true),
      ...pair('GET market, a new filter set each request', httpMarketUncached, sqlMarket),
      ...pair('GET market, a random filter set from the whole space', httpMarketRandom, sqlMarket),
      ...pair('GET market search (q=)', httpSearch, sqlSearch),
    ];
    const summary = {
      bench: 'market',
      listings: size.listings,
      cards: size.cards,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      dbPoolMax: poolMax,
      ...(loadSeconds === undefined ? {} : { loadSeconds }),
      http,
      sql: sqlFigures,
      explainMs: Object.fromEntries(
        plans.map((p) => [
          p.text
            .split('\n')[0]!
            .replace(/^=== | ===$/g, '')
            .replace(/ \(.*$/, ''),
          p.ms,
        ]),
      ),
    };
    return { results, findings, jsonLine: JSON.stringify(summary) };
  } finally {
    await pool?.end();
    await server?.stop('SIGINT');
    await db.stop();
  }
}
