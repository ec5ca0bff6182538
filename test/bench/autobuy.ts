// Autobuy: standing buy orders (modules/autopurchases) on a large market. With ORDERS open autopurchases and
// LISTINGS listings loaded: what matching adds to a listing that matches nothing, how long a listing that crosses an
// order takes to be filled, and how many fills per second the server makes when such listings arrive at load.
// Goals (the issue): a non-matching listing costs under 10 % more than the same listing on a card without
// autopurchases; fills under 50 ms at p99.
//
// How matching works (migrations/0025_autopurchases.ts, matching.service.ts): the listings trigger NOTIFYs
// `market_listed` with the card id on every listing put on sale or repriced, whatever the card; the server LISTENs
// (src/platform/db/signals.ts) and matches the card after the listing's commit, outside its request:
// AutopurchasesRepo.best (the card's best open order), then when there is one CardBook.lowestAsk for anyone and, if
// that crosses, for the order's buyer; a crossing pair is bought in one transaction (hold released, purchase as any
// buy, fill recorded). So a listing on a card without orders pays the NOTIFY and one empty `best`; one on a card with
// orders below its price pays `best` and one `lowestAsk`. That work lands on the server process and PostgreSQL after
// the listing's response, so it shows in the throughput and CPU of listings at load, not in one listing's latency.
//
// Data: a fresh embedded PostgreSQL cluster in a temp folder (removed afterwards; track_commit_timestamp on,
// pg_stat_statements loaded), filled by scripts/load-large-market.ts with LISTINGS listings (default 200,000) of
// 500 sellers (a shared dataset is never touched). The real server (src/main.ts, NODE_ENV=production, DEMO_DATA=off,
// LOG_LEVEL=warn, DB_POOL_MAX as configured) runs against it.
// Cards: every card on sale whose lowest ask leaves room for a bid above the price floor (the card's recommended
// price / 10, at least 12 cents) is eligible. The 2 x PROBE_CARDS most listed of them are split alternately
// (ranks 1, 3, 5... and 2, 4, 6...) into side A, which gets no autopurchase, and side B.
// Orders: BENCH-ONLY LOADER (set-based SQL in this file, like load-large-market's: 100,000 orders through
// AutopurchasesService would take an hour): BUYERS bench buyers (identity.users rows without a password, as the
// market's bench sellers are; 2,000 by default, at most AUTOPURCHASES_ACTIVE_MAX orders each) and ORDERS active usd
// autopurchases over the eligible cards except side A, each card drawn in proportion to its listings on sale (the
// market's skew: popular cards carry most demand; side B's 200 cards get ~44 % of the orders, the busiest ~3,700),
// priced 55-98 % of the card's lowest ask and always at least 2 cents under it (so none crosses), within the item's
// price bounds, quantity 1-5 (mostly 1), created in the last 7 days, ending 30 days after. The rows satisfy the
// table's CHECKs (held = price x quantity, hold_moves 1). Money through the ledger (wallet.post, as buy.ts posts
// balances): per buyer a top-up of its orders' held sum + $10, then one autopurchase_hold transaction moving that sum
// from available to held, so wallet and orders agree.
// Sellers: SELLERS (40) users register over HTTP; each links an Adopt Me and an MM2 account and receives unlisted
// items of the variants the run lists through the inventory module's services (InventoryService.link / receive, as
// the integration tests' sellers do). Every listing is a real POST /api/{game}/inventory/sale/add of one item in usd
// with the seller's bearer token, over keep-alive HTTP.
//
// Phase 1, non-matching listings: side A lists on A cards, side B on B cards, each listing priced 100-130 % of its
// card's lowest ask (above every bid: it matches nothing), cards taken round-robin. WARMUP (300) listings per side,
// then ROUNDS pairs of rounds of PER_ROUND listings per side, A then B and B then A alternately (ABBA ABBA...: a
// linear drift cancels), CONCURRENCY (20) clients. Per side: listings/s, p50/p99 latency, server + PostgreSQL CPU
// per listing (/proc), statements per listing and the matching ones' execution time (pg_stat_statements, top level).
// Overhead = B against A in time per listing at load (1 / throughput) and in CPU per listing; the verdict takes the
// median over the pairs (each pair ran back to back; other work on the machine moves a pair, not the median), the
// pooled figures are printed beside it. No fill may happen.
// Phase 2, fill latency: FILL_PROBES crossing listings, one at a time, each waiting for its fill before the next.
// Cards with orders (outside sides A and B) drawn in proportion to their orders; a card's n listings are all priced
// at the limit of its n-th piece in book order (highest price, then oldest), so each crosses the best order left
// whatever order they are filled in. The fill's commit time is pg_xact_commit_timestamp of its autopurchases.fills
// row. The listing's commit time likewise: BENCH-ONLY, in this throwaway database, a statement trigger installed for
// phases 2 and 3 records each new listing's transaction in bench_autobuy.listed (the fill deletes the listing). The
// goal's figure is listing committed -> fill committed; beside it, from the moment this process sent the listing
// request and from its response (wall clock of the same machine, calibrated against Date.now(), +-1 ms), and the
// fill's created_at (the server's clock inside the fill transaction) splitting it into "signal + matching queries +
// row lock" and "fill transaction". pg_stat_statements (track = all) shows the statements of a crossing listing and
// its fill, nested ones too. Reference in the same run: REFERENCE_BUYS (200) purchases over HTTP one at a time
// (POST /api/{game}/buy of a side-A listing by one buyer): a fill is a purchase, plus its hold's release.
// Phase 3, fills at load: FILLS crossing listings (planned the same way, after phase 2's pieces) sent by 20 clients
// back to back; fills/s = fills / (last fill's commit - first listing sent), with the latencies above.
// Then the money: no negative balance; per buyer available + held + what its purchases cost = its top-up; held =
// the sum of its orders' held_minor; each order's held = price x pieces left and filled = its fills; each fill's
// purchase charged exactly once, one item, at most the order's price; one hold release per fill; ledger balances =
// postings. The profile for a missed goal: EXPLAIN (ANALYZE, BUFFERS) of best and lowestAsk as the server builds
// them (captured through a logging Kysely) on the busiest B card, and the statement tables, go to
// test/artifacts/bench/autobuy-explain.txt on every run. About 3-4 minutes on 2 cores.
// Knobs: BENCH_AUTOBUY_LISTINGS (200,000), BENCH_AUTOBUY_ORDERS (100,000), BENCH_AUTOBUY_BUYERS (2,000),
// BENCH_AUTOBUY_PROBE_CARDS (200 per side), BENCH_AUTOBUY_ROUNDS (8 pairs), BENCH_AUTOBUY_PER_ROUND (300 per side),
// BENCH_AUTOBUY_FILL_PROBES (500), BENCH_AUTOBUY_FILLS (2,000), DB_POOL_MAX (the server's default, 10).
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Container } from 'inversify';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../../config';
import { systemClock } from '../../src/platform/clock';
import { ensureDatabase } from '../../src/platform/db/create-database';
import { connectDatabase, type Db } from '../../src/platform/db/database';
import { arrayLiteral, seededFraction } from '../../src/platform/db/bulk-load';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded';
import { createLogger } from '../../src/platform/logger';
import { TYPES } from '../../src/platform/tokens';
import { catalogModule, ItemsService, RatesService, type Variant } from '../../modules/catalog';
import { InventoryService, inventorySyncModule, type GameAccount } from '../../modules/inventory-sync';
import { CardBook, marketModule } from '../../modules/market';
import { ListingsRepo } from '../../modules/market/listings.repo';
import { AutopurchasesRepo } from '../../modules/autopurchases/autopurchases.repo';
import { AUTOPURCHASES_ACTIVE_MAX, AUTOPURCHASE_DAYS } from '../../modules/autopurchases/autopurchases.schemas';
import { artifactPath } from '../support/browser';
import { freePort } from '../support/free-port';
import { ROOT, startProcess, type ServerProcess } from '../support/process';
import {
  APP_READY,
  cpuTicks,
  loopback,
  postgresLeftFor,
  postgresTicks,
  removeDir,
  round,
  sleep,
  tempDataDir,
  type BenchOutcome,
  type BenchResult,
} from './common';
import type { GameKey } from '../../kernel';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CONCURRENCY = 20;
const LISTINGS = env('BENCH_AUTOBUY_LISTINGS', 200_000);
const MARKET_SELLERS = 500;
const ORDERS = env('BENCH_AUTOBUY_ORDERS', 100_000);
/** Enough buyers that none has more than AUTOPURCHASES_ACTIVE_MAX orders open. */
const BUYERS = Math.max(env('BENCH_AUTOBUY_BUYERS', 2_000), Math.ceil(ORDERS / AUTOPURCHASES_ACTIVE_MAX));
const PROBE_CARDS = env('BENCH_AUTOBUY_PROBE_CARDS', 200);
/** Pairs of rounds (A then B, or B then A, alternately): an even number cancels a linear drift. */
const ROUNDS = env('BENCH_AUTOBUY_ROUNDS', 8);
const PER_ROUND = env('BENCH_AUTOBUY_PER_ROUND', 300);
const WARMUP = 300;
const FILL_PROBES = env('BENCH_AUTOBUY_FILL_PROBES', 500);
const FILLS = env('BENCH_AUTOBUY_FILLS', 2_000);
/** Purchases over HTTP one at a time, the reference for the fill transaction. */
const REFERENCE_BUYS = 200;
const SELLERS = 40;
const SEED = 20261123;
const DATABASE = 'tradehall_bench';
const SITE = '00000000-0000-0000-0000-000000000000';
/** What each bench buyer may spend beyond its orders' holds, in cents. */
const SPARE_CENTS = 1_000;
const BUYER_DOMAIN = 'autobuy.bench.tradehall.local';
const PASSWORD = 'Passw0rd!';
const CLK_TCK = 100;
/** A sequential fill not seen within this long counts as missed (the minute's sweep would catch it later). */
const FILL_WAIT_MS = 10_000;
/** After the last listing at load, how long to wait for the last fills (past one sweep). */
const LOAD_FILL_WAIT_MS = 75_000;
/** Marks this process's own statements, so pg_stat_statements figures leave them out. */
const MARK = '/* tradehall-bench-autobuy */';
const GOAL_OVERHEAD_PCT = 10;
const GOAL_FILL_P99_MS = 50;
const EXPLAIN_RUNS = 7;

export interface AutobuyBenchOutcome extends BenchOutcome {
  jsonLine: string;
}

/** A market card as this bench uses it. */
interface Card {
  id: number;
  game: GameKey;
  itemId: number;
  variant: Variant;
  count: number;
  minBase: number;
  /** The recommended price (US cents) the price bounds come from. */
  rec: number;
  /** The range of bids that never cross: above the price floor, at least 2 cents under the lowest ask. */
  lo: number;
  hi: number;
}

type JobKind = 'A' | 'B' | 'probe' | 'load';

/** One listing to make: an item of the card's variant, owned by seller `seller`, listed at `cents` (usd). */
interface Job {
  kind: JobKind;
  card: Card;
  cents: number;
  seller: number;
  itemId?: string;
  /** Wall-clock milliseconds (calibrated) when the request was sent and when its response arrived. */
  sentAt?: number;
  doneAt?: number;
  status?: number;
}

interface Seller {
  id: string;
  token: string;
  accounts: Partial<Record<GameKey, GameAccount>>;
}

// ---- clocks, numbers, tables ----

/** Wall-clock time in ms with sub-millisecond resolution, calibrated against Date.now() (the clock PostgreSQL reads). */
let wallOffset = 0;
const wall = () => performance.timeOrigin + performance.now() + wallOffset;

function calibrateClock(): void {
  // Date.now() is floor(true time): its largest difference to the monotonic clock over ~30 ms is the offset, to ~µs.
  let best = Number.NEGATIVE_INFINITY;
  const end = performance.now() + 30;
  while (performance.now() < end) best = Math.max(best, Date.now() - (performance.timeOrigin + performance.now()));
  wallOffset = best;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

interface Spread {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => round(percentile(sorted, p), 2);
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: round(sorted.at(-1) ?? Number.NaN, 2) };
}

function table(rows: (string | number)[][]): string {
  const cells = rows.map((r) => r.map(String));
  const widths = cells[0]!.map((_, c) => Math.max(...cells.map((r) => r[c]!.length)));
  return cells
    .map((r) => r.map((cell, c) => (c ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join('  '))
    .join('\n');
}

/** A seeded generator of floats in [0, 1) (mulberry32): the same plan on every run. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

// ---- processes ----

function runLoader(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/load-large-market.ts',
        `--listings=${LISTINGS}`,
        `--sellers=${MARKET_SELLERS}`,
        `--database-url=${url}`,
      ],
      { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`load-large-market exited with ${code}`))));
  });
}

interface CpuSnapshot {
  app: number;
  postgres: Map<number, number>;
  client: NodeJS.CpuUsage;
}

function cpuSnapshot(appPid: number, postmasterPid: number): CpuSnapshot {
  return { app: cpuTicks(appPid) ?? 0, postgres: postgresTicks(postmasterPid), client: process.cpuUsage() };
}

/** CPU seconds between two snapshots: the server process, PostgreSQL (every backend) and this process. */
function cpuUsed(before: CpuSnapshot, after: CpuSnapshot) {
  let pgTicks = 0;
  for (const [pid, ticks] of after.postgres) pgTicks += ticks - (before.postgres.get(pid) ?? 0);
  const client = process.cpuUsage(before.client);
  return {
    app: (after.app - before.app) / CLK_TCK,
    postgres: pgTicks / CLK_TCK,
    client: (client.user + client.system) / 1e6,
  };
}

// ---- HTTP ----

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY + 2 });

function postJson(
  base: URL,
  pathname: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: pathname,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function register(base: URL, i: number): Promise<{ id: string; token: string }> {
  const name = `abs${i}_${randomBytes(3).toString('hex')}`;
  const res = await postJson(base, '/api/user/register', {
    username: name,
    email: `${name}@example.com`,
    password: PASSWORD,
    main_currency: 'usd',
    main_language: 'en',
  });
  const body = JSON.parse(res.text) as { access_token?: string };
  if (res.status !== 201 || !body.access_token) throw new Error(`register answered ${res.status}: ${res.text}`);
  const sub = JSON.parse(Buffer.from(body.access_token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  return { id: sub.sub, token: body.access_token };
}

interface ListingRun {
  ok: number;
  requests: number;
  non2xx: number;
  errors: number;
  seconds: number;
  /** Latencies of the successful requests, ms. */
  latencies: number[];
  samples: string[];
}

/** Lists `jobs` with `concurrency` clients, each taking the next job when its last answered. */
async function listAll(base: URL, sellers: Seller[], jobs: Job[], concurrency = CONCURRENCY): Promise<ListingRun> {
  const run: ListingRun = { ok: 0, requests: 0, non2xx: 0, errors: 0, seconds: 0, latencies: [], samples: [] };
  let next = 0;
  const started = performance.now();
  const client = async () => {
    for (;;) {
      const job = jobs[next++];
      if (!job) return;
      const seller = sellers[job.seller]!;
      const body = { currency: 'usd', items: [{ id: job.itemId, price: job.cents / 100 }] };
      const t0 = performance.now();
      job.sentAt = wall();
      run.requests++;
      try {
        const res = await postJson(base, `/api/${job.card.game}/inventory/sale/add`, body, seller.token);
        job.doneAt = wall();
        job.status = res.status;
        if (res.status === 200) {
          run.ok++;
          run.latencies.push(performance.now() - t0);
        } else {
          run.non2xx++;
          if (run.samples.length < 5) run.samples.push(`${res.status} ${res.text.slice(0, 300)}`);
        }
      } catch (err) {
        run.errors++;
        if (run.samples.length < 5) run.samples.push(String(err));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

// ---- pg_stat_statements ----

interface StatementTotals {
  calls: number;
  ms: number;
}

type Statements = Map<string, StatementTotals>;

async function resetStatements(pool: pg.Pool): Promise<void> {
  await pool.query(`${MARK} SELECT pg_stat_statements_reset()`);
}

/** Tracks nested statements too (pg_stat_statements.track = 'all'), or back to top level only. */
async function setTrackAll(pool: pg.Pool, all: boolean): Promise<void> {
  await pool.query(
    all ? `ALTER SYSTEM SET pg_stat_statements.track = 'all'` : 'ALTER SYSTEM RESET pg_stat_statements.track',
  );
  await pool.query('SELECT pg_reload_conf()');
  await sleep(300);
}

const NESTED = '(nested) ';

/**
 * The server's statements since the last reset (this process's own left out), added to `into`: the top-level ones
 * (one round trip each), and with `nested` those run inside them too (while pg_stat_statements.track is 'all').
 */
async function readStatements(pool: pg.Pool, into: Statements = new Map(), nested = false): Promise<Statements> {
  const { rows } = await pool.query<{ query: string; calls: string; total: number; toplevel: boolean }>(`
    ${MARK} SELECT query, calls, total_exec_time AS total, toplevel FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND (toplevel OR ${nested})
       AND query !~* 'pg_stat_statements|pg_reload_conf|ALTER SYSTEM|tradehall-bench-autobuy|bench_autobuy'`);
  for (const r of rows) {
    const query = (r.toplevel ? '' : NESTED) + r.query.replace(/\s+/g, ' ').trim();
    const t = into.get(query) ?? { calls: 0, ms: 0 };
    t.calls += Number(r.calls);
    t.ms += r.total;
    into.set(query, t);
  }
  return into;
}

/** A readable name for the statements this bench cares about. */
function nameOf(query: string): string {
  if (query.startsWith(NESTED)) return `  ${NESTED}${nameOf(query.slice(NESTED.length))}`;
  const q = query.toLowerCase();
  const rules: [RegExp, string][] = [
    [
      /from "autopurchases"."autopurchases" where "card_id" = .* order by "limit_cents" desc/,
      'matching: best (AutopurchasesRepo.best)',
    ],
    [
      /select "base_cents" from "catalog"."listings" .*"seller_id" <>/,
      'matching: lowest ask for the buyer (CardBook.lowestAsk)',
    ],
    [/select "base_cents" from "catalog"."listings"/, 'matching: lowest ask for anyone (CardBook.lowestAsk)'],
    [/from "autopurchases"."autopurchases" where "id" = .* for update/, 'fill: lock the autopurchase'],
    [/insert into "autopurchases"."fills"/, 'fill: insert the fill'],
    [/update "autopurchases"."autopurchases"/, 'fill: count the piece, move the hold (autopurchases)'],
    [/with picked as/, 'fill: take the listing off the market (DELETE ... RETURNING + card trigger)'],
    [/select wallet.post/, 'ledger: wallet.post (hold release / purchase / ...)'],
    [
      /insert into "orders"."purchases"|with purchase as \( insert into orders.purchases/,
      'fill: insert purchase + items',
    ],
    [/insert into pgboss.job|into "pgboss"."job"/, 'pg-boss: purchase expiry job'],
    [/pg_notify\('market_listed'/, 'card trigger: NOTIFY market_listed'],
    [/pg_notify|^notify/, 'Socket.IO postgres adapter: NOTIFY'],
    [/insert into "catalog"."listings"/, 'listing: insert the listing (+ card trigger, NOTIFY market_listed)'],
    [/^insert into wallet.transactions/, 'wallet.post: insert the transaction'],
    [/^insert into wallet.accounts .* not exists/, 'wallet.post: create missing accounts'],
    [/^insert into wallet.postings/, 'wallet.post: insert the postings'],
    [/^update wallet.accounts set balance = balance \+/, 'wallet.post: update a balance'],
    [/exists \(select 1 from unnest\(p_currencies/, 'wallet.post: balance check'],
    [/from catalog.cards where id = any \(card_ids\)/, 'card trigger: lock the card (refresh_cards)'],
    [/^update catalog.cards c set count/, 'card trigger: recount the card (refresh_cards)'],
    [/catalog.refresh_cards\(/, 'card trigger: refresh_cards(...)'],
    [/^select (1|\$\d+) from only "([^"]+)"."([^"]+)" x/, 'foreign-key check'],
    [/^begin/, 'BEGIN'],
    [/^commit/, 'COMMIT'],
    [/^rollback/, 'ROLLBACK'],
  ];
  for (const [re, name] of rules) if (re.test(q)) return name;
  return query.length > 100 ? `${query.slice(0, 97)}...` : query;
}

const isMatching = (query: string) => nameOf(query).startsWith('matching:');

/** Calls and execution ms per unit (listing or fill) of the statements run at least `min` times per unit. */
function perUnit(statements: Statements, units: number, min = 0.05) {
  return [...statements]
    .map(([query, t]) => ({
      query,
      name: nameOf(query),
      perUnit: round(t.calls / Math.max(1, units), 3),
      meanMs: round(t.ms / Math.max(1, t.calls), 3),
      msPerUnit: round(t.ms / Math.max(1, units), 3),
    }))
    .filter((s) => s.perUnit >= min)
    .sort((a, b) => b.msPerUnit - a.msPerUnit);
}

function statementTable(rows: ReturnType<typeof perUnit>, unit: string): string {
  return table([
    ['statement', `calls/${unit}`, 'mean ms', `ms/${unit}`],
    ...rows.map((s) => [s.name, s.perUnit.toFixed(2), s.meanMs.toFixed(3), s.msPerUnit.toFixed(3)]),
  ]);
}

// ---- the data ----

/** Cards on sale with a recommended price, most listed first; `lo..hi` is where a bid never crosses. */
async function eligibleCards(pool: pg.Pool): Promise<Card[]> {
  const { rows } = await pool.query<{
    id: number;
    game: GameKey;
    item_id: number;
    age: Variant['age'];
    level: Variant['level'];
    flyable: boolean;
    rideable: boolean;
    chroma: boolean;
    count: number;
    min_base: string;
    rec: string;
  }>(`
    SELECT id, game, item_id, age, level, flyable, rideable, chroma, count, min_base,
           coalesce(recommended_base, value_base) AS rec
      FROM catalog.cards
     WHERE count > 0 AND min_base IS NOT NULL AND coalesce(recommended_base, value_base) IS NOT NULL
     ORDER BY count DESC, id`);
  const cards: Card[] = [];
  for (const r of rows) {
    const minBase = Number(r.min_base);
    const rec = Number(r.rec);
    // Bounds (catalog priceBounds, usd): min = max(10, floor(rec / 10)), max = 20 x rec.
    const lo = Math.max(12, Math.floor(rec * 0.1) + 1);
    const hi = minBase - 2;
    if (hi - lo < 2 || minBase > 20 * rec) continue;
    cards.push({
      id: r.id,
      game: r.game,
      itemId: r.item_id,
      variant: { age: r.age, level: r.level, flyable: r.flyable, rideable: r.rideable, chroma: r.chroma },
      count: r.count,
      minBase,
      rec,
      lo,
      hi,
    });
  }
  return cards;
}

/**
 * BENCH-ONLY LOADER: BUYERS buyers and ORDERS active autopurchases on `cards` (drawn in proportion to their listings
 * on sale), set-based; then each buyer's top-up and hold through wallet.post. Returns the buyers' ids.
 */
async function loadOrders(pool: pg.Pool, cards: Card[]): Promise<{ buyers: number; orders: number; ms: number }> {
  const t0 = performance.now();
  const r = (salt: number, expr: string) => seededFraction(SEED, salt, expr);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL work_mem = '256MB'`);
    // Buyers as identity rows without a password (they never sign in), like the market's bench sellers.
    const users = await client.query(
      `
      INSERT INTO identity.users (id, username, email, password_hash, main_currency, main_language, ref_code, avatar, date_register)
      SELECT overlay(overlay(md5('tradehall-bench-autobuyer-' || $2::text || '-' || b) placing '4' from 13) placing '8' from 17)::uuid,
             'bench_autobuyer_' || lpad(b::text, 5, '0'), 'bench_autobuyer_' || lpad(b::text, 5, '0') || '@' || $3::text,
             NULL, 'usd', 'en', 'bench_autobuy_' || $2::text || '_' || b, 1 + b % 12,
             date_trunc('milliseconds', now() - (30 + ${r(1, 'b')} * 700) * interval '1 day')
        FROM generate_series(1, $1::int) b`,
      [BUYERS, String(SEED), BUYER_DOMAIN],
    );
    // The card of each order by its weight: width_bucket over the cumulative weights (a binary search).
    const cumulative: number[] = [];
    let total = 0;
    for (const c of cards) {
      cumulative.push(total);
      total += c.count;
    }
    const orders = await client.query(
      `
      WITH cards AS (
        SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[])
                      WITH ORDINALITY AS c (card_id, game, item_id, lo, hi, min_base, k)
      ), drawn AS MATERIALIZED (
        SELECT n, 1 + (n - 1) % $9::int AS b,
               width_bucket(${r(2, 'n')} * $8::float8, $7::float8[])::bigint AS k,
               ${r(3, 'n')} AS u,
               1 + floor(power(${r(4, 'n')}, 3) * 5)::int AS quantity,
               date_trunc('milliseconds', now() - ${r(5, 'n')} * interval '7 days') AS created_at
          FROM generate_series(1, $10::int) n
      ), priced AS (
        SELECT d.n, d.b, d.quantity, d.created_at, c.card_id, c.game, c.item_id,
               greatest(c.lo, least(c.hi, floor(c.min_base * (0.55 + 0.43 * d.u))::int))::bigint AS price
          FROM drawn d JOIN cards c USING (k)
      )
      INSERT INTO autopurchases.autopurchases (id, buyer_id, game, card_id, item_id, currency, price_minor, limit_cents,
                                               quantity, filled, held_minor, status, hold_moves, created_at, updated_at, expires_at)
      SELECT overlay(overlay(md5('tradehall-bench-autopurchase-' || $11::text || '-' || p.n) placing '4' from 13) placing '8' from 17)::uuid,
             overlay(overlay(md5('tradehall-bench-autobuyer-' || $11::text || '-' || p.b) placing '4' from 13) placing '8' from 17)::uuid,
             p.game, p.card_id, p.item_id, 'usd', p.price, p.price, p.quantity, 0, p.price * p.quantity, 'active',
             -- The hold is move 0 (posted below per buyer); the next move (a fill's release) is 1.
             1, p.created_at, p.created_at, p.created_at + $12::int * interval '1 day'
        FROM priced p
       ORDER BY p.created_at, p.n`,
      [
        arrayLiteral(cards.map((c) => c.id)),
        arrayLiteral(cards.map((c) => c.game)),
        arrayLiteral(cards.map((c) => c.itemId)),
        arrayLiteral(cards.map((c) => c.lo)),
        arrayLiteral(cards.map((c) => c.hi)),
        arrayLiteral(cards.map((c) => c.minBase)),
        arrayLiteral(cumulative),
        total,
        BUYERS,
        ORDERS,
        String(SEED),
        AUTOPURCHASE_DAYS,
      ],
    );
    // The money: a top-up of each buyer's held sum + spare, then the hold of that sum (available -> held).
    const held = `SELECT buyer_id, sum(held_minor)::bigint AS held FROM autopurchases.autopurchases WHERE currency = 'usd' GROUP BY buyer_id`;
    await client.query(
      `
      SELECT count(wallet.post('bench-autobuy-topup:' || h.buyer_id, 'topup', h.buyer_id::text, now(),
                               ARRAY[h.buyer_id, $1::uuid], ARRAY['available', 'provider_clearing'], ARRAY['usd', 'usd'],
                               ARRAY[h.held + $2::bigint, -(h.held + $2::bigint)]))
        FROM (${held}) h`,
      [SITE, SPARE_CENTS],
    );
    await client.query(`
      SELECT count(wallet.post('bench-autobuy-hold:' || h.buyer_id, 'autopurchase_hold', h.buyer_id::text, now(),
                               ARRAY[h.buyer_id, h.buyer_id], ARRAY['available', 'held'], ARRAY['usd', 'usd'],
                               ARRAY[-h.held, h.held]))
        FROM (${held}) h`);
    await client.query('COMMIT');
    await client.query(
      'VACUUM (ANALYZE) autopurchases.autopurchases, identity.users, wallet.accounts, wallet.transactions, wallet.postings',
    );
    return { buyers: users.rowCount ?? 0, orders: orders.rowCount ?? 0, ms: performance.now() - t0 };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** The open pieces of each card's book, best first: [limit, pieces] per order. */
async function books(pool: pg.Pool, except: Set<number>): Promise<Map<number, [number, number][]>> {
  const { rows } = await pool.query<{ card_id: number; limit_cents: string; pieces: number }>(`
    ${MARK} SELECT card_id, limit_cents, quantity - filled AS pieces FROM autopurchases.autopurchases
     WHERE status = 'active' AND expires_at > now() ORDER BY card_id, limit_cents DESC, created_at, id`);
  const out = new Map<number, [number, number][]>();
  for (const r of rows) {
    if (except.has(r.card_id)) continue;
    const book = out.get(r.card_id) ?? [];
    book.push([Number(r.limit_cents), r.pieces]);
    out.set(r.card_id, book);
  }
  return out;
}

/**
 * `count` crossing listings on cards drawn in proportion to their orders. A card's n listings are all priced at the
 * limit of its (used + n)-th piece in book order, so each crosses the best order left whatever order they fill in;
 * `used` counts the pieces earlier plans took (filled before this plan's listings are sent).
 */
function planCrossing(
  kind: JobKind,
  count: number,
  bookOf: Map<number, [number, number][]>,
  used: Map<number, number>,
  cardById: Map<number, Card>,
  random: () => number,
): Job[] {
  const ids = [...bookOf.keys()];
  const cumulative: number[] = [];
  let total = 0;
  for (const id of ids) cumulative.push((total += bookOf.get(id)!.length));
  const pieces = (id: number) => bookOf.get(id)!.reduce((n, [, p]) => n + p, 0);
  const wanted = new Map<number, number>();
  for (let drawn = 0, tries = 0; drawn < count && tries < count * 100; tries++) {
    const x = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    const id = ids[lo]!;
    const n = (wanted.get(id) ?? 0) + 1;
    if ((used.get(id) ?? 0) + n > pieces(id)) continue;
    wanted.set(id, n);
    drawn++;
  }
  const jobs: Job[] = [];
  for (const [id, n] of wanted) {
    const last = (used.get(id) ?? 0) + n;
    let seen = 0;
    let limit = 0;
    for (const [l, p] of bookOf.get(id)!) {
      seen += p;
      limit = l;
      if (seen >= last) break;
    }
    used.set(id, last);
    for (let i = 0; i < n; i++) jobs.push({ kind, card: cardById.get(id)!, cents: limit, seller: 0 });
  }
  return shuffle(jobs, random);
}

/** Non-matching listings on `cards` round-robin, priced 100-130 % of the card's lowest ask (within its bounds). */
function planNonMatching(kind: JobKind, count: number, cards: Card[], random: () => number): Job[] {
  return Array.from({ length: count }, (_, i) => {
    const card = cards[i % cards.length]!;
    const cents = Math.min(20 * card.rec, card.minBase + Math.floor(card.minBase * 0.3 * random()));
    return { kind, card, cents, seller: 0 };
  });
}

/** Unlisted items of each job's variant in its seller's account (InventoryService.receive), ids onto the jobs. */
async function createItems(inventory: InventoryService, sellers: Seller[], jobs: Job[]): Promise<void> {
  const key = (itemId: number, v: Variant) =>
    `${itemId}|${v.age ?? ''}|${v.level}|${+v.flyable}|${+v.rideable}|${+v.chroma}`;
  const groups = new Map<string, Job[]>();
  jobs.forEach((job, i) => {
    job.seller = i % sellers.length;
    const g = `${job.seller}|${job.card.game}`;
    const group = groups.get(g);
    if (group) group.push(job);
    else groups.set(g, [job]);
  });
  for (const group of groups.values()) {
    const { seller, card } = group[0]!;
    const account = sellers[seller]!.accounts[card.game]!;
    for (let from = 0; from < group.length; from += 500) {
      const chunk = group.slice(from, from + 500);
      const rows = await inventory.receive(
        account,
        chunk.map((j) => ({ itemId: j.card.itemId, variant: j.card.variant })),
      );
      const waiting = new Map<string, Job[]>();
      for (const j of chunk) {
        const k = key(j.card.itemId, j.card.variant);
        const queue = waiting.get(k);
        if (queue) queue.push(j);
        else waiting.set(k, [j]);
      }
      for (const row of rows) {
        const job = waiting
          .get(
            key(row.catalog_item_id, {
              age: row.age,
              level: row.level,
              flyable: row.flyable,
              rideable: row.rideable,
              chroma: row.chroma,
            } as Variant),
          )
          ?.shift();
        if (job) job.itemId = row.id;
      }
    }
  }
  const missing = jobs.filter((j) => !j.itemId).length;
  if (missing) throw new Error(`${missing} planned listings got no inventory item`);
}

// ---- fills ----

interface FillTiming {
  itemId: string;
  /** The listing's transaction commit (recorded by the bench-only trigger), wall-clock ms. */
  listedAt: number;
  /** The fill transaction's now() (the server's clock) and its commit, wall-clock ms. */
  startedAt: number;
  committedAt: number;
}

async function fillTimings(pool: pg.Pool, itemIds: string[]): Promise<Map<string, FillTiming>> {
  const { rows } = await pool.query<{ item: string; listed: string | null; started: string; committed: string | null }>(
    `
    ${MARK} SELECT pi.inventory_item_id AS item, extract(epoch FROM pg_xact_commit_timestamp(b.xmin)) * 1000 AS listed,
           extract(epoch FROM f.created_at) * 1000 AS started,
           extract(epoch FROM pg_xact_commit_timestamp(f.xmin)) * 1000 AS committed
      FROM orders.purchase_items pi JOIN autopurchases.fills f ON f.purchase_item_id = pi.id
      LEFT JOIN bench_autobuy.listed b ON b.inventory_item_id = pi.inventory_item_id
     WHERE pi.inventory_item_id = ANY($1::uuid[])`,
    [itemIds],
  );
  return new Map(
    rows.map((r) => [
      r.item,
      {
        itemId: r.item,
        listedAt: Number(r.listed ?? Number.NaN),
        startedAt: Number(r.started),
        committedAt: Number(r.committed ?? Number.NaN),
      },
    ]),
  );
}

async function filledCount(pool: pg.Pool, itemIds: string[]): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    `${MARK} SELECT count(*) AS n FROM orders.purchase_items WHERE inventory_item_id = ANY($1::uuid[])`,
    [itemIds],
  );
  return Number(rows[0]!.n);
}

async function totalFills(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(`${MARK} SELECT count(*) AS n FROM autopurchases.fills`);
  return Number(rows[0]!.n);
}

function latencies(jobs: Job[], timings: Map<string, FillTiming>) {
  const filled = jobs.filter((j) => timings.has(j.itemId!) && j.sentAt !== undefined);
  const t = (j: Job) => timings.get(j.itemId!)!;
  return {
    filled: filled.length,
    /** The goal's figure: from the listing's existence (its transaction's commit) to the fill's commit. */
    fromListed: spread(filled.map((j) => t(j).committedAt - t(j).listedAt)),
    fromSent: spread(filled.map((j) => t(j).committedAt - j.sentAt!)),
    fromResponse: spread(filled.map((j) => t(j).committedAt - j.doneAt!)),
    /** Listing sent -> the fill transaction's start: the listing's transaction, the signal, matching queries, lock. */
    toFillStart: spread(filled.map((j) => t(j).startedAt - j.sentAt!)),
    /** The fill transaction, its start to its commit. */
    fillTransaction: spread(filled.map((j) => t(j).committedAt - t(j).startedAt)),
    listingResponse: spread(filled.map((j) => j.doneAt! - j.sentAt!)),
    /** The listing's commit -> its response in this process (after the commit, the fill's matching starts too). */
    listedToResponse: spread(filled.map((j) => j.doneAt! - t(j).listedAt)),
  };
}

// ---- correctness ----

async function checkMoney(pool: pg.Pool, fillsExpected: number) {
  const one = async (text: string, params: unknown[] = []) =>
    Number(Object.values((await pool.query(`${MARK} ${text}`, params)).rows[0] as object)[0]);
  const figures = {
    negativeBalances: await one('SELECT count(*) FROM wallet.accounts WHERE balance < 0'),
    fills: await one('SELECT count(*) FROM autopurchases.fills'),
    piecesFilled: await one('SELECT coalesce(sum(filled), 0) FROM autopurchases.autopurchases'),
    ordersTouched: await one('SELECT count(*) FROM autopurchases.autopurchases WHERE filled > 0'),
    ordersFilledUp: await one(`SELECT count(*) FROM autopurchases.autopurchases WHERE status = 'filled'`),
    // Per buyer: available + held + what its purchases cost = its top-up (its orders' first held sum + spare).
    buyerMoneyMismatches: await one(
      `
      WITH b AS (SELECT buyer_id, sum(price_minor * quantity) AS initial, sum(held_minor) AS held
                   FROM autopurchases.autopurchases GROUP BY buyer_id)
      SELECT count(*) FROM b
        LEFT JOIN wallet.accounts av ON av.owner_id = b.buyer_id AND av.kind = 'available' AND av.currency = 'usd'
        LEFT JOIN wallet.accounts h ON h.owner_id = b.buyer_id AND h.kind = 'held' AND h.currency = 'usd'
       WHERE coalesce(av.balance, 0) + coalesce(h.balance, 0)
             + (SELECT coalesce(sum(total_minor), 0) FROM orders.purchases p WHERE p.buyer_id = b.buyer_id) <> b.initial + $1
          OR coalesce(h.balance, 0) <> b.held`,
      [SPARE_CENTS],
    ),
    // Each order: held = price x pieces left while active (0 once filled), filled = its fills.
    orderHoldMismatches: await one(`
      SELECT count(*) FROM autopurchases.autopurchases a
       WHERE a.held_minor <> CASE WHEN a.status = 'active' THEN a.price_minor * (a.quantity - a.filled) ELSE 0 END
          OR a.filled <> (SELECT count(*) FROM autopurchases.fills f WHERE f.autopurchase_id = a.id)
          OR a.hold_moves <> 1 + a.filled`),
    // Each fill: a purchase of one item costing the fill's charge, at most the order's price, charged once.
    fillsBadPurchase: await one(`
      SELECT count(*) FROM autopurchases.fills f
        JOIN autopurchases.autopurchases a ON a.id = f.autopurchase_id
        LEFT JOIN orders.purchases p ON p.id = f.purchase_id
       WHERE p.id IS NULL OR p.total_minor <> f.charge_minor OR f.charge_minor > a.price_minor OR p.buyer_id <> a.buyer_id
          OR (SELECT count(*) FROM orders.purchase_items i WHERE i.purchase_id = p.id) <> 1
          OR (SELECT count(*) FROM wallet.transactions t WHERE t.kind = 'purchase' AND t.reference = p.id::text) <> 1`),
    purchases: await one(
      `SELECT count(*) FROM orders.purchases WHERE buyer_id IN (SELECT DISTINCT buyer_id FROM autopurchases.autopurchases)`,
    ),
    holdReleases: await one(`SELECT count(*) FROM wallet.transactions WHERE kind = 'autopurchase_release'`),
    itemsBoughtTwice: await one(
      'SELECT count(*) FROM (SELECT inventory_item_id FROM orders.purchase_items GROUP BY 1 HAVING count(*) > 1) x',
    ),
    ledgerBalanceMismatches: await one(`
      SELECT count(*) FROM wallet.accounts a
       WHERE a.owner_id IN (SELECT DISTINCT buyer_id FROM autopurchases.autopurchases)
         AND a.balance <> (SELECT coalesce(sum(amount), 0) FROM wallet.postings p WHERE p.account_id = a.id)`),
  };
  const problems: string[] = [];
  const f = figures;
  if (f.negativeBalances) problems.push(`${f.negativeBalances} negative balances`);
  if (f.fills !== fillsExpected) problems.push(`${f.fills} fills for ${fillsExpected} crossing listings filled`);
  if (f.piecesFilled !== f.fills) problems.push(`${f.piecesFilled} pieces counted filled for ${f.fills} fills`);
  if (f.buyerMoneyMismatches) problems.push(`${f.buyerMoneyMismatches} buyers whose money does not add up`);
  if (f.orderHoldMismatches) problems.push(`${f.orderHoldMismatches} orders whose hold or fill count is off`);
  if (f.fillsBadPurchase) problems.push(`${f.fillsBadPurchase} fills without exactly one right purchase and charge`);
  if (f.purchases !== f.fills) problems.push(`${f.purchases} purchases of bench buyers for ${f.fills} fills`);
  if (f.holdReleases !== f.fills) problems.push(`${f.holdReleases} hold releases for ${f.fills} fills`);
  if (f.itemsBoughtTwice) problems.push(`${f.itemsBoughtTwice} items bought twice`);
  if (f.ledgerBalanceMismatches)
    problems.push(`${f.ledgerBalanceMismatches} buyer balances differ from their postings`);
  return { ok: problems.length === 0, problems, ...figures };
}

// ---- EXPLAIN ----

interface Plan {
  title: string;
  text: string;
  executionMs: number;
  planningMs: number;
}

/** The matching queries exactly as the server builds them (a logging Kysely), for EXPLAIN. */
async function capturedMatching(
  pool: pg.Pool,
  container: Container,
  cardId: number,
  buyerId: string,
): Promise<{ title: string; query: CompiledQuery }[]> {
  const captured: CompiledQuery[] = [];
  const db = new Kysely<any>({
    dialect: new PostgresDialect({ pool }),
    log: (e) => {
      if (e.level === 'query') captured.push(e.query);
    },
  });
  const now = new Date();
  await new AutopurchasesRepo(db).best(cardId, now, []);
  const book = new CardBook(db, container.get(ItemsService), container.get(RatesService), new ListingsRepo(db));
  await book.lowestAsk(cardId, buyerId, now);
  await book.lowestAsk(cardId, null, now);
  const titles = [
    'AutopurchasesRepo.best (the best open order of the card)',
    "CardBook.lowestAsk (the cheapest listing the best order's buyer may buy)",
    'CardBook.lowestAsk (the cheapest listing for anyone)',
  ];
  return captured.map((query, i) => ({ title: `${titles[i]}, card ${cardId}`, query }));
}

async function explain(pool: pg.Pool, statements: { title: string; query: CompiledQuery }[]): Promise<Plan[]> {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const num = (re: RegExp, plan: string) => Number(re.exec(plan)?.[1] ?? 0);
  const plans: Plan[] = [];
  for (const { title, query } of statements) {
    const params = query.parameters as unknown[];
    await pool.query(query.sql, params);
    const runs: string[] = [];
    for (let i = 0; i < EXPLAIN_RUNS; i++) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, params);
      runs.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    plans.push({
      title,
      text: `=== ${title} ===\n-- parameters: ${JSON.stringify(params)}\n${query.sql}\n\n${runs.at(-1)}\n`,
      executionMs: median(runs.map((p) => num(/Execution Time: ([\d.]+) ms/, p))),
      planningMs: median(runs.map((p) => num(/Planning Time: ([\d.]+) ms/, p))),
    });
  }
  return plans;
}

// ---- the benchmark ----

interface SideTotals {
  ok: number;
  requests: number;
  non2xx: number;
  errors: number;
  seconds: number;
  latencies: number[];
  samples: string[];
  cpu: { app: number; postgres: number; client: number };
  statements: Statements;
}

const emptySide = (): SideTotals => ({
  ok: 0,
  requests: 0,
  non2xx: 0,
  errors: 0,
  seconds: 0,
  latencies: [],
  samples: [],
  cpu: { app: 0, postgres: 0, client: 0 },
  statements: new Map(),
});

export async function autobuyBench(): Promise<AutobuyBenchOutcome> {
  const loadBefore = os.loadavg().map((l) => round(l, 2));
  const findings: string[] = [];
  const dataDir = await tempDataDir('autobuy');
  let database: { url: string; stop(): Promise<void> } | undefined;
  let server: ServerProcess | undefined;
  let pool: pg.Pool | undefined;
  let appDb: { close(): Promise<void> } | undefined;
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      logger: createLogger('warn'),
      settings: {
        shared_preload_libraries: 'pg_stat_statements',
        'pg_stat_statements.max': '2000',
        // The fills' commit times (pg_xact_commit_timestamp): the end of the fill latency.
        track_commit_timestamp: 'on',
      },
    });
    database = { url: await ensureDatabase(embedded.url, DATABASE), stop: () => embedded.stop() };
    const postmasterPid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

    console.log(`  loading ${LISTINGS} listings of ${MARKET_SELLERS} sellers (scripts/load-large-market.ts)...`);
    const loadStarted = performance.now();
    await runLoader(database.url);
    const marketLoadS = round((performance.now() - loadStarted) / 1000, 1);

    const poolMax = loadConfig({ DB_POOL_MAX: process.env.DB_POOL_MAX }).dbPoolMax;
    server = await startProcess(
      'src/main.ts',
      {
        NODE_ENV: 'production',
        DEMO_DATA: 'off',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DB_POOL_MAX: String(poolMax),
        PASSWORD_SCRYPT_LOG2N: '14',
        ACCESS_TOKEN_TTL_SECONDS: '3600',
      },
      APP_READY,
      180_000,
    );
    const base = new URL(loopback(server.match[1]!));
    const serverPid = server.child.pid!;
    pool = new pg.Pool({ connectionString: database.url, max: 4, application_name: 'tradehall-bench-autobuy' });
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');

    // The inventory module's services in this process, on the same database.
    const app = connectDatabase(database.url, 4, 'tradehall-bench-autobuy-services');
    appDb = app;
    const container = new Container({ defaultScope: 'Singleton' });
    container.bind<Db>(TYPES.Db).toConstantValue(app.db);
    container.bind(TYPES.Clock).toConstantValue(systemClock);
    await container.load(catalogModule.bindings, marketModule.bindings, inventorySyncModule.bindings);
    const inventory = container.get(InventoryService);

    console.log(`  registering ${SELLERS} sellers over HTTP, linking their Adopt Me and MM2 accounts...`);
    const sellers: Seller[] = [];
    for (let i = 0; i < SELLERS; i++) {
      const { id, token } = await register(base, i);
      const accounts: Seller['accounts'] = {};
      for (const game of ['adopt', 'mm2'] as GameKey[])
        accounts[game] = await inventory.link(id, game, `abs${i}_${game}`);
      sellers.push({ id, token, accounts });
    }

    // Cards: sides A (no orders) and B (orders) alternately among the most listed; orders on all but A.
    const cards = await eligibleCards(pool);
    const probe = cards.slice(0, 2 * PROBE_CARDS);
    const sideA = probe.filter((_, i) => i % 2 === 0);
    const sideB = probe.filter((_, i) => i % 2 === 1);
    const aIds = new Set(sideA.map((c) => c.id));
    console.log(
      `  ${cards.length} eligible cards; loading ${ORDERS} autopurchases of ${BUYERS} buyers on all but side A's ${sideA.length}...`,
    );
    const loaded = await loadOrders(
      pool,
      cards.filter((c) => !aIds.has(c.id)),
    );
    const cardById = new Map(cards.map((c) => [c.id, c]));
    const { rows: bookFacts } = await pool.query<{
      cards: string;
      crossing: string;
      b_cards: string;
      b_orders: string;
      busiest: number;
      busiest_orders: string;
      top_buyer: string;
    }>(
      `
      ${MARK} WITH per AS (SELECT card_id, count(*) AS n, max(limit_cents) AS best FROM autopurchases.autopurchases
                           WHERE status = 'active' GROUP BY card_id)
      SELECT (SELECT count(*) FROM per) AS cards,
             (SELECT count(*) FROM per JOIN catalog.cards k ON k.id = per.card_id WHERE per.best >= k.min_base) AS crossing,
             (SELECT count(*) FROM per WHERE card_id = ANY($1::int[])) AS b_cards,
             (SELECT coalesce(sum(n), 0) FROM per WHERE card_id = ANY($1::int[])) AS b_orders,
             (SELECT card_id FROM per WHERE card_id = ANY($1::int[]) ORDER BY n DESC LIMIT 1) AS busiest,
             (SELECT max(n) FROM per WHERE card_id = ANY($1::int[])) AS busiest_orders,
             (SELECT buyer_id::text FROM autopurchases.autopurchases
               WHERE card_id = (SELECT card_id FROM per WHERE card_id = ANY($1::int[]) ORDER BY n DESC LIMIT 1)
               ORDER BY limit_cents DESC, created_at, id LIMIT 1) AS top_buyer`,
      [sideB.map((c) => c.id)],
    );
    const facts = bookFacts[0]!;
    if (Number(facts.crossing)) throw new Error(`${facts.crossing} cards have an order crossing their lowest ask`);
    console.log(
      `  ${loaded.orders} orders of ${loaded.buyers} buyers on ${facts.cards} cards in ${(loaded.ms / 1000).toFixed(1)} s; ` +
        `side B: ${facts.b_cards} of ${sideB.length} cards carry ${facts.b_orders} orders (busiest ${facts.busiest_orders})`,
    );

    // The plan: non-matching listings per side, then crossing listings for phases 2 and 3.
    const random = seededRandom(SEED);
    const measuredPerSide = ROUNDS * PER_ROUND;
    const aJobs = planNonMatching('A', WARMUP + measuredPerSide, sideA, random);
    const bJobs = planNonMatching('B', WARMUP + measuredPerSide, sideB, random);
    const bookOf = await books(pool, new Set(probe.map((c) => c.id)));
    const used = new Map<number, number>();
    const probeJobs = planCrossing('probe', FILL_PROBES, bookOf, used, cardById, random);
    const loadJobs = planCrossing('load', FILLS, bookOf, used, cardById, random);
    const all = [...aJobs, ...bJobs, ...probeJobs, ...loadJobs];
    console.log(`  ${all.length} unlisted items for ${SELLERS} sellers (InventoryService.receive)...`);
    await createItems(inventory, sellers, all);
    await pool.query(
      'VACUUM (ANALYZE) inventory_sync.items, inventory_sync.game_accounts, catalog.listings, catalog.cards, identity.users',
    );

    // ---- phase 1: non-matching listings, A against B ----
    const fillsBefore = await totalFills(pool);
    console.log(`  warm-up: ${WARMUP} listings per side at ${CONCURRENCY} clients...`);
    for (const jobs of [aJobs.slice(0, WARMUP), bJobs.slice(0, WARMUP)]) {
      const run = await listAll(base, sellers, jobs);
      if (run.ok !== jobs.length)
        throw new Error(`warm-up: ${run.ok} of ${jobs.length} listed: ${run.samples.join(' | ')}`);
    }
    const sides = { A: emptySide(), B: emptySide() };
    const order: ('A' | 'B')[] = [];
    /** Per round pair: listings/s and server + PostgreSQL CPU ms per listing of each side. */
    const pairs: Record<'A' | 'B', { rps: number; cpuMs: number }>[] = [];
    for (let round_ = 0; round_ < ROUNDS; round_++) {
      const pair: ('A' | 'B')[] = round_ % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
      const figures = {} as (typeof pairs)[number];
      for (const side of pair) {
        order.push(side);
        const from = WARMUP + round_ * PER_ROUND;
        const jobs = (side === 'A' ? aJobs : bJobs).slice(from, from + PER_ROUND);
        await sleep(300); // the other side's matching (after its last commit) is done
        await resetStatements(pool);
        const before = cpuSnapshot(serverPid, postmasterPid);
        const run = await listAll(base, sellers, jobs);
        await sleep(200); // this side's last matching runs after its last response
        const cpu = cpuUsed(before, cpuSnapshot(serverPid, postmasterPid));
        const s = sides[side];
        await readStatements(pool, s.statements);
        s.ok += run.ok;
        s.requests += run.requests;
        s.non2xx += run.non2xx;
        s.errors += run.errors;
        s.seconds += run.seconds;
        s.latencies.push(...run.latencies);
        s.samples.push(...run.samples);
        s.cpu.app += cpu.app;
        s.cpu.postgres += cpu.postgres;
        s.cpu.client += cpu.client;
        figures[side] = { rps: run.ok / run.seconds, cpuMs: ((cpu.app + cpu.postgres) * 1000) / Math.max(1, run.ok) };
        if (run.ok !== jobs.length) console.log(`    round ${round_ + 1} ${side}: ${run.ok} of ${jobs.length} listed`);
      }
      pairs.push(figures);
      console.log(
        `    pair ${round_ + 1} (${pair.join('')}): A ${round(figures.A.rps, 1)}/s ${round(figures.A.cpuMs, 2)} ms CPU/listing, ` +
          `B ${round(figures.B.rps, 1)}/s ${round(figures.B.cpuMs, 2)} ms CPU/listing`,
      );
    }
    const fillsDuringProbes = (await totalFills(pool)) - fillsBefore;

    const sideFigures = (s: SideTotals) => {
      const lat = [...s.latencies].sort((a, b) => a - b);
      const matching = perUnit(s.statements, s.ok, 0).filter((x) => isMatching(x.query));
      const all = perUnit(s.statements, s.ok, 0.5);
      return {
        listed: s.ok,
        requests: s.requests,
        non2xx: s.non2xx,
        errors: s.errors,
        rps: round(s.ok / s.seconds, 1),
        p50: round(percentile(lat, 50), 2),
        p99: round(percentile(lat, 99), 2),
        cpuMsPerListing: {
          app: round((s.cpu.app * 1000) / s.ok, 3),
          postgres: round((s.cpu.postgres * 1000) / s.ok, 3),
          client: round((s.cpu.client * 1000) / s.ok, 3),
          serverAndPostgres: round(((s.cpu.app + s.cpu.postgres) * 1000) / s.ok, 3),
        },
        matchingStatementsPerListing: round(
          matching.reduce((n, x) => n + x.perUnit, 0),
          3,
        ),
        matchingDbMsPerListing: round(
          matching.reduce((n, x) => n + x.msPerUnit, 0),
          3,
        ),
        statementsPerListing: round(
          all.reduce((n, x) => n + x.perUnit, 0),
          2,
        ),
        dbMsPerListing: round(
          all.reduce((n, x) => n + x.msPerUnit, 0),
          3,
        ),
        statements: all,
      };
    };
    const A = sideFigures(sides.A);
    const B = sideFigures(sides.B);
    const pct = (b: number, a: number) => round((b / a - 1) * 100, 1);
    const sign = (n: number) => `${n >= 0 ? '+' : ''}${n}`;
    const median = (xs: number[]) => {
      const sorted = [...xs].sort((x, y) => x - y);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
    };
    const pairTime = pairs.map((p) => pct(p.A.rps, p.B.rps));
    const pairCpu = pairs.map((p) => pct(p.B.cpuMs, p.A.cpuMs));
    // The verdict: the median over the pairs (each pair ran back to back, so drift cancels; a spike of other work
    // on the machine moves one pair, not the median). The pooled figures over all rounds are beside it.
    const overhead = {
      timePerListingPct: round(median(pairTime), 1),
      cpuPerListingPct: round(median(pairCpu), 1),
      pairs: { timePerListingPct: pairTime, cpuPerListingPct: pairCpu },
      pooled: {
        timePerListingPct: pct(A.rps, B.rps),
        cpuPerListingPct: pct(B.cpuMsPerListing.serverAndPostgres, A.cpuMsPerListing.serverAndPostgres),
        p50Pct: pct(B.p50, A.p50),
        p99Pct: pct(B.p99, A.p99),
      },
    };

    // ---- phase 2: fill latency, one at a time ----
    // BENCH-ONLY, in this throwaway database: a trigger records each listing's transaction (its row's xmin), so the
    // listing's commit time is known exactly (pg_xact_commit_timestamp) though the fill deletes the listing.
    await pool.query(`
      CREATE SCHEMA bench_autobuy;
      CREATE TABLE bench_autobuy.listed (inventory_item_id uuid NOT NULL);
      CREATE FUNCTION bench_autobuy.record_listed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO bench_autobuy.listed SELECT inventory_item_id FROM new_rows;
        RETURN NULL;
      END $$;
      CREATE TRIGGER bench_autobuy_listed AFTER INSERT ON catalog.listings REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION bench_autobuy.record_listed();`);
    console.log(`  fill latency: ${probeJobs.length} crossing listings, one at a time...`);
    const poller = await pool.connect();
    const missedProbes: string[] = [];
    // Nested statements too (wallet.post's, the card trigger's), as buy.ts's probe does.
    await setTrackAll(pool, true);
    await resetStatements(pool);
    calibrateClock();
    const probeCpuBefore = cpuSnapshot(serverPid, postmasterPid);
    const probeStarted = performance.now();
    try {
      for (const job of probeJobs) {
        const run = await listAll(base, sellers, [job], 1);
        if (run.ok !== 1) {
          if (findings.length < 20) findings.push(`autobuy: a crossing listing failed: ${run.samples.join(' | ')}`);
          continue;
        }
        const deadline = performance.now() + FILL_WAIT_MS;
        for (;;) {
          const { rowCount } = await poller.query(
            `${MARK} SELECT 1 AS bench_autobuy FROM orders.purchase_items WHERE inventory_item_id = $1`,
            [job.itemId],
          );
          if (rowCount) break;
          if (performance.now() > deadline) {
            missedProbes.push(job.itemId!);
            break;
          }
          await sleep(10);
        }
      }
    } finally {
      poller.release();
    }
    const probeSeconds = (performance.now() - probeStarted) / 1000;
    const probeCpu = cpuUsed(probeCpuBefore, cpuSnapshot(serverPid, postmasterPid));
    const probeStatements = await readStatements(pool, new Map(), true);
    const probeTimings = await fillTimings(
      pool,
      probeJobs.map((j) => j.itemId!),
    );
    const probeLatency = latencies(probeJobs, probeTimings);
    const probeDrift = round(Date.now() - wall(), 2);

    // ---- reference: a purchase over HTTP, one at a time, on the same server and machine ----
    // What a fill does (a purchase in one transaction) as a buyer does it (POST /api/{game}/buy of a chosen offer):
    // the side-A listings of phase 1 (no orders on their cards) bought by one buyer with a usd balance.
    const offers = aJobs.filter((j) => j.status === 200).slice(-REFERENCE_BUYS);
    console.log(`  reference: ${offers.length} purchases (POST /api/{game}/buy), one at a time...`);
    const refBuyer = await register(base, SELLERS);
    await pool.query(
      `${MARK} SELECT wallet.post($1, 'topup', $2::text, now(), ARRAY[$5::uuid, $3::uuid], ARRAY['available', 'provider_clearing'],
                          ARRAY['usd', 'usd'], ARRAY[$4::bigint, -$4::bigint])`,
      [
        `bench-autobuy-reference:${refBuyer.id}`,
        refBuyer.id,
        SITE,
        offers.reduce((n, o) => n + o.cents, 0),
        refBuyer.id,
      ],
    );
    await resetStatements(pool);
    const refCpuBefore = cpuSnapshot(serverPid, postmasterPid);
    const reference = { latencies: [] as number[], failed: 0, samples: [] as string[] };
    for (const offer of offers) {
      const t0 = performance.now();
      const res = await postJson(
        base,
        `/api/${offer.card.game}/buy`,
        { currency: 'usd', items: [{ offerId: offer.itemId, price: offer.cents }] },
        refBuyer.token,
      );
      if (res.status === 200) reference.latencies.push(performance.now() - t0);
      else {
        reference.failed++;
        if (reference.samples.length < 3) reference.samples.push(`${res.status} ${res.text.slice(0, 300)}`);
      }
    }
    const refCpu = cpuUsed(refCpuBefore, cpuSnapshot(serverPid, postmasterPid));
    const refStatements = await readStatements(pool, new Map(), true);
    await setTrackAll(pool, false);
    const referenceLatency = spread(reference.latencies);

    // ---- phase 3: fills at load ----
    console.log(`  fills at load: ${loadJobs.length} crossing listings at ${CONCURRENCY} clients...`);
    calibrateClock();
    const loadCpuBefore = cpuSnapshot(serverPid, postmasterPid);
    const loadRun = await listAll(base, sellers, loadJobs);
    const loadItems = loadJobs.filter((j) => j.status === 200).map((j) => j.itemId!);
    const waitUntil = performance.now() + LOAD_FILL_WAIT_MS;
    let loadFilled = await filledCount(pool, loadItems);
    const filledWhenSent = loadFilled;
    while (loadFilled < loadItems.length && performance.now() < waitUntil) {
      await sleep(100);
      loadFilled = await filledCount(pool, loadItems);
    }
    const loadCpu = cpuUsed(loadCpuBefore, cpuSnapshot(serverPid, postmasterPid));
    const loadTimings = await fillTimings(pool, loadItems);
    const loadLatency = latencies(loadJobs, loadTimings);
    const firstSent = Math.min(...loadJobs.map((j) => j.sentAt ?? Number.POSITIVE_INFINITY));
    const lastCommit = Math.max(firstSent, ...[...loadTimings.values()].map((t) => t.committedAt));
    const fillsPerSecond = loadTimings.size ? round(loadTimings.size / ((lastCommit - firstSent) / 1000), 1) : 0;
    const loadListingsPerSecond = round(loadRun.ok / loadRun.seconds, 1);
    // A card is matched by one run at a time: how the load's listings spread over cards.
    const perCard = new Map<number, number>();
    for (const j of loadJobs) perCard.set(j.card.id, (perCard.get(j.card.id) ?? 0) + 1);
    const loadCards = { cards: perCard.size, maxListingsOnACard: Math.max(0, ...perCard.values()) };

    // ---- correctness, profile ----
    const fillsExpected = probeTimings.size + loadTimings.size;
    const correctness = await checkMoney(pool, fillsExpected);
    const errorsLogged = (server.output().match(/autopurchase (fill|matching) failed/g) ?? []).length;

    const captured = await capturedMatching(pool, container, facts.busiest, facts.top_buyer);
    const plans = await explain(pool, captured);
    const fillPath = perUnit(probeStatements, probeTimings.size, 0.5);
    const refPath = perUnit(refStatements, reference.latencies.length, 0.5);
    const topLevel = (rows: ReturnType<typeof perUnit>) => rows.filter((r) => !r.query.startsWith(NESTED));
    const sums = (rows: ReturnType<typeof perUnit>) => ({
      statements: round(
        topLevel(rows).reduce((n, r) => n + r.perUnit, 0),
        2,
      ),
      dbMs: round(
        topLevel(rows).reduce((n, r) => n + r.msPerUnit, 0),
        3,
      ),
    });
    const perFill = {
      ...sums(fillPath),
      cpuMs: {
        app: round((probeCpu.app * 1000) / Math.max(1, probeTimings.size), 2),
        postgres: round((probeCpu.postgres * 1000) / Math.max(1, probeTimings.size), 2),
      },
    };
    const perReference = {
      ...sums(refPath),
      cpuMs: {
        app: round((refCpu.app * 1000) / Math.max(1, reference.latencies.length), 2),
        postgres: round((refCpu.postgres * 1000) / Math.max(1, reference.latencies.length), 2),
      },
    };
    const explainFile = artifactPath('bench/autobuy-explain.txt');
    await writeFile(
      explainFile,
      `Tradehall autobuy EXPLAIN (ANALYZE, BUFFERS), ${new Date().toISOString()}; ${loaded.orders} open autopurchases, ` +
        `${LISTINGS} listings; card ${facts.busiest} carries ${facts.busiest_orders} orders (the busiest of side B); ` +
        `medians of ${EXPLAIN_RUNS} runs:\n${plans.map((p) => `  ${p.title}: execution ${p.executionMs} ms, planning ${p.planningMs} ms`).join('\n')}\n\n` +
        `Statements per crossing listing + its fill (phase 2, one at a time, pg_stat_statements; nested ones indented, their time is part of the statement above them; the listing's own statements included):\n` +
        `${statementTable(fillPath, 'fill')}\n\n` +
        `Reference: statements per purchase over HTTP (POST /api/{game}/buy, one at a time):\n` +
        `${statementTable(refPath, 'purchase')}\n\n` +
        `Matching statements per non-matching listing (phase 1):\n` +
        `side A (no orders on the card):\n${statementTable(
          perUnit(sides.A.statements, A.listed, 0).filter((x) => isMatching(x.query)),
          'listing',
        )}\n` +
        `side B (orders below the price):\n${statementTable(
          perUnit(sides.B.statements, B.listed, 0).filter((x) => isMatching(x.query)),
          'listing',
        )}\n\n` +
        `The plans:\n\n${plans.map((p) => p.text).join('\n')}`,
    );
    const loadAfter = os.loadavg().map((l) => round(l, 2));

    // ---- report ----
    console.log(
      `\n  Non-matching listings (POST /api/{game}/inventory/sale/add, one item, ${CONCURRENCY} clients; ${ROUNDS} rounds of ${PER_ROUND} per side, order ${order.join('')}; ${WARMUP} warm-up each):`,
    );
    console.log(
      table([
        [
          'side',
          'listings/s',
          'p50 ms',
          'p99 ms',
          'listed',
          'non-2xx',
          'CPU ms/listing: server',
          'postgres',
          'matching stmts/listing',
          'matching DB ms/listing',
          'stmts/listing',
          'DB ms/listing',
        ],
        ...(
          [
            ['A: card without autopurchases', A],
            ['B: card with orders below the price', B],
          ] as const
        ).map(([name, f]) => [
          name,
          f.rps,
          f.p50,
          f.p99,
          f.listed,
          f.non2xx + f.errors,
          f.cpuMsPerListing.app,
          f.cpuMsPerListing.postgres,
          f.matchingStatementsPerListing,
          f.matchingDbMsPerListing,
          f.statementsPerListing,
          f.dbMsPerListing,
        ]),
      ]).replace(/^/gm, '    '),
    );
    console.log(
      `    B against A, median of ${pairs.length} pairs: ${sign(overhead.timePerListingPct)} % time per listing at load, ` +
        `${sign(overhead.cpuPerListingPct)} % server + PostgreSQL CPU per listing ` +
        `(pairs: time ${overhead.pairs.timePerListingPct.map(sign).join(' ')}; CPU ${overhead.pairs.cpuPerListingPct.map(sign).join(' ')}).\n` +
        `    Pooled over all rounds: ${sign(overhead.pooled.timePerListingPct)} % time, ${sign(overhead.pooled.cpuPerListingPct)} % CPU, ` +
        `p50 ${sign(overhead.pooled.p50Pct)} %, p99 ${sign(overhead.pooled.p99Pct)} %. Fills during phase 1: ${fillsDuringProbes}`,
    );
    const spreadRow = (name: string, s: Spread) => [name, s.n, s.p50, s.p95, s.p99, s.max];
    console.log(
      `\n  Fill latency, ${probeJobs.length} crossing listings one at a time (${round(probeSeconds, 1)} s; ${missedProbes.length} not filled within ${FILL_WAIT_MS / 1000} s; clock drift ${probeDrift} ms):`,
    );
    console.log(
      table([
        ['ms', 'n', 'p50', 'p95', 'p99', 'max'],
        spreadRow('listing committed -> fill committed (goal)', probeLatency.fromListed),
        spreadRow('listing sent -> fill committed', probeLatency.fromSent),
        spreadRow('listing answered -> fill committed', probeLatency.fromResponse),
        spreadRow('  listing sent -> answered', probeLatency.listingResponse),
        spreadRow('  listing committed -> answered', probeLatency.listedToResponse),
        spreadRow('  listing sent -> fill transaction starts', probeLatency.toFillStart),
        spreadRow('  fill transaction (start -> commit)', probeLatency.fillTransaction),
        spreadRow('reference: a purchase, POST /api/{game}/buy', referenceLatency),
      ]).replace(/^/gm, '    '),
    );
    console.log(
      `    per crossing listing + fill: ${perFill.statements} statements, ${perFill.dbMs} ms of execution, CPU ${perFill.cpuMs.app} ms server + ${perFill.cpuMs.postgres} ms PostgreSQL` +
        ` (${round((probeSeconds * 1000) / Math.max(1, probeTimings.size), 1)} ms of wall time per cycle, the client's polling included)`,
    );
    console.log(
      `    per reference purchase: ${perReference.statements} statements, ${perReference.dbMs} ms of execution, CPU ${perReference.cpuMs.app} ms server + ${perReference.cpuMs.postgres} ms PostgreSQL` +
        (reference.failed ? `; ${reference.failed} failed: ${reference.samples.join(' | ')}` : ''),
    );
    console.log(`\n    statements per crossing listing + fill (pg_stat_statements, >= 0.5 per fill; nested indented):`);
    console.log(statementTable(fillPath, 'fill').replace(/^/gm, '      '));
    console.log(
      `\n  Fills at load: ${loadJobs.length} crossing listings at ${CONCURRENCY} clients: ${loadRun.ok} listed at ${loadListingsPerSecond}/s ` +
        `on ${loadCards.cards} cards (up to ${loadCards.maxListingsOnACard} on one) (${loadRun.non2xx + loadRun.errors} failed), ${loadTimings.size} filled (${filledWhenSent} by the last response): ` +
        `${fillsPerSecond} fills/s from the first listing sent to the last fill committed; CPU ${round(loadCpu.app, 1)} s server, ${round(loadCpu.postgres, 1)} s PostgreSQL`,
    );
    console.log(
      table([
        ['ms', 'n', 'p50', 'p95', 'p99', 'max'],
        spreadRow('listing committed -> fill committed', loadLatency.fromListed),
        spreadRow('listing sent -> fill committed', loadLatency.fromSent),
        spreadRow('listing answered -> fill committed', loadLatency.fromResponse),
        spreadRow('  listing sent -> answered', loadLatency.listingResponse),
        spreadRow('  listing sent -> fill transaction starts', loadLatency.toFillStart),
        spreadRow('  fill transaction (start -> commit)', loadLatency.fillTransaction),
      ]).replace(/^/gm, '    '),
    );
    console.log(
      `\n  EXPLAIN ANALYZE on card ${facts.busiest} (${facts.busiest_orders} orders), medians of ${EXPLAIN_RUNS} (${path.relative(ROOT, explainFile)}):`,
    );
    for (const p of plans)
      console.log(`    execution ${p.executionMs.toFixed(3)} ms, planning ${p.planningMs.toFixed(3)} ms: ${p.title}`);
    console.log(`\n  correctness: ${correctness.ok ? 'OK' : `FAILED: ${correctness.problems.join('; ')}`}`);
    console.log(`    ${JSON.stringify(correctness)}`);

    const goals = {
      nonMatchingOverhead:
        overhead.timePerListingPct < GOAL_OVERHEAD_PCT && overhead.cpuPerListingPct < GOAL_OVERHEAD_PCT,
      fillP99: probeLatency.fromListed.p99 < GOAL_FILL_P99_MS,
    };
    console.log(
      `\n  goals: non-matching listing under +${GOAL_OVERHEAD_PCT} %: ${goals.nonMatchingOverhead ? 'met' : 'MISSED'}; ` +
        `fill p99 under ${GOAL_FILL_P99_MS} ms (listing committed -> fill committed, one at a time): ${goals.fillP99 ? 'met' : 'MISSED'} ` +
        `(${probeLatency.fromListed.p99} ms; from the listing request sent: ${probeLatency.fromSent.p99} ms)`,
    );

    for (const [name, s] of [
      ['A', sides.A],
      ['B', sides.B],
    ] as const) {
      if (s.non2xx || s.errors)
        findings.push(
          `autobuy: side ${name}: ${s.non2xx} non-2xx and ${s.errors} errors of ${s.requests}: ${s.samples.slice(0, 3).join(' | ')}`,
        );
    }
    if (loadRun.non2xx || loadRun.errors)
      findings.push(
        `autobuy: at load: ${loadRun.non2xx} non-2xx and ${loadRun.errors} errors: ${loadRun.samples.slice(0, 3).join(' | ')}`,
      );
    if (fillsDuringProbes)
      findings.push(`autobuy: ${fillsDuringProbes} fills during the non-matching phase (expected none)`);
    if (missedProbes.length)
      findings.push(`autobuy: ${missedProbes.length} crossing listings not filled within ${FILL_WAIT_MS / 1000} s`);
    if (loadTimings.size < loadItems.length)
      findings.push(
        `autobuy: ${loadItems.length - loadTimings.size} crossing listings at load not filled within ${LOAD_FILL_WAIT_MS / 1000} s`,
      );
    if (errorsLogged) findings.push(`autobuy: the server logged ${errorsLogged} matching/fill errors`);
    if (!correctness.ok) findings.push(`autobuy: correctness check failed: ${correctness.problems.join('; ')}`);
    if (!goals.nonMatchingOverhead)
      findings.push(
        `autobuy: a non-matching listing costs +${overhead.timePerListingPct} % time, +${overhead.cpuPerListingPct} % CPU (goal: under ${GOAL_OVERHEAD_PCT} %)`,
      );
    if (reference.failed)
      findings.push(`autobuy: ${reference.failed} reference purchases failed: ${reference.samples.join(' | ')}`);
    if (!goals.fillP99)
      findings.push(
        `autobuy: fill p99 ${probeLatency.fromListed.p99} ms from the listing's commit (goal: under ${GOAL_FILL_P99_MS} ms)`,
      );

    const note = `${CONCURRENCY} clients; ${loaded.orders} open autopurchases, ${LISTINGS} listings; baseline: the same listing on a card without autopurchases`;
    const results: BenchResult[] = [
      {
        bench: 'autobuy',
        metric: 'non-matching listing listings/s',
        unit: 'req/s',
        value: B.rps,
        baseline: A.rps,
        better: 'higher',
        note,
      },
      {
        bench: 'autobuy',
        metric: 'non-matching listing latency p50',
        unit: 'ms',
        value: B.p50,
        baseline: A.p50,
        better: 'lower',
      },
      {
        bench: 'autobuy',
        metric: 'non-matching listing latency p99',
        unit: 'ms',
        value: B.p99,
        baseline: A.p99,
        better: 'lower',
      },
      {
        bench: 'autobuy',
        metric: 'CPU per non-matching listing (server + postgres)',
        unit: 'ms',
        value: B.cpuMsPerListing.serverAndPostgres,
        baseline: A.cpuMsPerListing.serverAndPostgres,
        better: 'lower',
      },
      {
        bench: 'autobuy',
        metric: 'fill latency p50 (listing committed -> fill committed)',
        unit: 'ms',
        value: probeLatency.fromListed.p50,
        baseline: referenceLatency.p50,
        better: 'lower',
        note: 'one at a time; baseline: a purchase over HTTP (POST /api/{game}/buy), one at a time',
      },
      {
        bench: 'autobuy',
        metric: 'fill latency p99 (listing committed -> fill committed)',
        unit: 'ms',
        value: probeLatency.fromListed.p99,
        baseline: referenceLatency.p99,
        better: 'lower',
        note: `goal < ${GOAL_FILL_P99_MS} ms`,
      },
      {
        bench: 'autobuy',
        metric: 'fill latency p99 (listing request sent -> fill committed)',
        unit: 'ms',
        value: probeLatency.fromSent.p99,
        better: 'lower',
      },
      {
        bench: 'autobuy',
        metric: 'fills/s with crossing listings at load',
        unit: '/s',
        value: fillsPerSecond,
        baseline: A.rps,
        better: 'higher',
        note: 'baseline: plain listings/s at the same concurrency',
      },
    ];
    const stripSide = ({ statements: _, ...rest }: ReturnType<typeof sideFigures>) => rest;
    const summary = {
      bench: 'autobuy',
      concurrency: CONCURRENCY,
      listings: LISTINGS,
      orders: loaded.orders,
      buyers: loaded.buyers,
      cardsWithOrders: Number(facts.cards),
      sideB: { cards: sideB.length, cardsWithOrders: Number(facts.b_cards), orders: Number(facts.b_orders) },
      dbPoolMax: poolMax,
      setupS: { market: marketLoadS, orders: round(loaded.ms / 1000, 1) },
      nonMatching: {
        rounds: ROUNDS,
        perRound: PER_ROUND,
        order: order.join(''),
        A: stripSide(A),
        B: stripSide(B),
        overheadPct: overhead,
        fillsDuring: fillsDuringProbes,
      },
      fillLatency: {
        listings: probeJobs.length,
        filled: probeLatency.filled,
        missed: missedProbes.length,
        fromListed: probeLatency.fromListed,
        fromSent: probeLatency.fromSent,
        listedToResponse: probeLatency.listedToResponse,
        fromResponse: probeLatency.fromResponse,
        listingResponse: probeLatency.listingResponse,
        toFillStart: probeLatency.toFillStart,
        fillTransaction: probeLatency.fillTransaction,
        perFill,
        seconds: round(probeSeconds, 1),
        clockDriftMs: probeDrift,
        reference: {
          purchases: reference.latencies.length,
          failed: reference.failed,
          ...referenceLatency,
          ...perReference,
        },
      },
      atLoad: {
        listings: loadJobs.length,
        ...loadCards,
        listed: loadRun.ok,
        listingsPerSecond: loadListingsPerSecond,
        filled: loadTimings.size,
        filledByLastResponse: filledWhenSent,
        fillsPerSecond,
        fromListed: loadLatency.fromListed,
        fromSent: loadLatency.fromSent,
        fromResponse: loadLatency.fromResponse,
        listingResponse: loadLatency.listingResponse,
        toFillStart: loadLatency.toFillStart,
        fillTransaction: loadLatency.fillTransaction,
        cpuS: { app: round(loadCpu.app, 2), postgres: round(loadCpu.postgres, 2) },
      },
      explainMs: Object.fromEntries(plans.map((p) => [p.title, { execution: p.executionMs, planning: p.planningMs }])),
      goals: { ...goals, overheadPctGoal: GOAL_OVERHEAD_PCT, fillP99MsGoal: GOAL_FILL_P99_MS },
      correctness,
      serverErrorsLogged: errorsLogged,
      loadavg: { before: loadBefore, after: loadAfter },
      cpus: os.cpus().length,
    };
    return { results, findings, jsonLine: JSON.stringify(summary) };
  } finally {
    agent.destroy();
    await pool?.end().catch(() => undefined);
    await appDb?.close().catch(() => undefined);
    await server?.stop('SIGINT');
    await database?.stop().catch(() => undefined);
    const left = await postgresLeftFor(dataDir);
    if (left.length) console.error(`  postgres left running for ${dataDir}:\n    ${left.join('\n    ')}`);
    await removeDir(dataDir);
  }
}
