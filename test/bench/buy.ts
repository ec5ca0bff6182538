// Buy: authenticated purchases over HTTP (POST /api/{game}/buy, one chosen offer each, bearer token)
// on the real server at 50 concurrent clients, next to a baseline measured in the same run: a plain
// Express handler (baseline-buy.ts, no auth, no validation) doing reserve + debit + credit + insert with
// raw SQL in one transaction, on the same database with a pg Pool of the same size.
//
// Data: a fresh embedded PostgreSQL cluster in a temp folder (removed afterwards), filled by
// scripts/load-large-market.ts with BENCH_BUY_LISTINGS listings (default 200,000) of BENCH_BUY_SELLERS
// sellers (default 500; skewed sellers and cards, prices in usd/eur/rub, as on the real market). The
// server runs with NODE_ENV=production, DEMO_DATA=off, LOG_LEVEL=warn against it. BUYERS buyers per side
// register over HTTP (scrypt cost 2^14 to keep the set-up short: login is not measured here) and get a
// usd balance through wallet.post, the ledger function every top-up posts through.
//
// Offers: a random sample of the market's listings (so spread over cards and sellers as the market is),
// alternately handed to the real side and the baseline side, so both buy real, distinct items. Each
// request takes the next offer of its side's queue in autocannon's setupRequest, from the next buyer in
// round-robin. Per side: WARMUP_S of warm-up, then DURATION_S measured; both start from a vacuumed
// database. CPU time of the server, PostgreSQL and the load generator is read from /proc per phase,
// and pg_stat_statements (loaded into the cluster) counts the statements per purchase. After the load,
// a sequential probe (one client) with nested statement tracking shows where one purchase spends its
// time, EXPLAIN ANALYZE of the take-off-the-market statements goes to test/artifacts/bench/buy-explain.txt,
// and the money is checked (no negative balance, every purchase debited exactly once).
// Knobs: BENCH_BUY_DURATION_S (10), BENCH_BUY_WARMUP_S (3), BENCH_BUY_LISTINGS, BENCH_BUY_SELLERS,
// BENCH_BUY_OFFERS (40,000 per side), DB_POOL_MAX (both sides; default the server's 10). Diagnosis:
// BENCH_BUY_CPU_PROF=<folder> writes V8 CPU profiles of both HTTP processes' measured phases (cpu-profile.mjs).
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../../config';
import { createLogger } from '../../src/platform/logger';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded';
import { ensureDatabase } from '../../src/platform/db/create-database';
import { toCurrency, type Rates } from '../../modules/catalog';
import { ListingsRepo } from '../../modules/market/listings.repo';
import { artifactPath } from '../support/browser';
import { freePort } from '../support/free-port';
import { ROOT, startProcess, type ServerProcess } from '../support/process';
import {
  APP_READY,
  cpuTicks,
  loopback,
  postgresTicks,
  postgresLeftFor,
  removeDir,
  round,
  tempDataDir,
  timedStart,
  type BenchOutcome,
  type BenchResult,
} from './common';
import type { GameKey } from '../../kernel';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_BUY_DURATION_S ?? 10);
const WARMUP_S = Number(process.env.BENCH_BUY_WARMUP_S ?? 3);
const LISTINGS = Number(process.env.BENCH_BUY_LISTINGS ?? 200_000);
const SELLERS = Number(process.env.BENCH_BUY_SELLERS ?? 500);
/** Buyers per side, chosen round-robin: more than the connections, so a buyer rarely buys twice at once. */
const BUYERS = 200;
/** Offers queued per side: enough for warm-up + measurement at up to ~3,000 purchases/s. */
const OFFERS_PER_SIDE = Number(process.env.BENCH_BUY_OFFERS ?? 40_000);
/** Sequential purchases per side in the probe. */
const PROBE_REQUESTS = 300;
const DATABASE = 'tradehall_bench';
const CURRENCY = 'usd';
const SITE = '00000000-0000-0000-0000-000000000000';
const PASSWORD = 'Passw0rd!';
const CLK_TCK = 100;

export interface BuyBenchOutcome extends BenchOutcome {
  jsonLine: string;
}

interface Offer {
  id: string;
  game: GameKey;
  cardId: number;
  sellerId: string;
  /** What the buyer pays, in usd cents (the price the buyer saw). */
  charge: number;
}

interface Buyer {
  id: string;
  token: string;
}

type SideName = 'real' | 'baseline';

interface Side {
  name: SideName;
  label: string;
  url: string;
  offers: Offer[];
  next: number;
  exhausted: number;
  buyers: Buyer[];
  turn: number;
  /** Status codes of every response this side got, warm-up and probe included. */
  statuses: Map<number, number>;
  samples: string[];
}

interface Figures {
  /** Successful purchases per second. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  ok: number;
  non2xx: number;
  errors: number;
  seconds: number;
}

// ---- processes and the database ----

function runLoader(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/load-large-market.ts',
        `--listings=${LISTINGS}`,
        `--sellers=${SELLERS}`,
        `--database-url=${url}`,
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

interface CpuSnapshot {
  app: number;
  postgres: Map<number, number>;
  client: NodeJS.CpuUsage;
}

function cpuSnapshot(appPid: number, postmasterPid: number): CpuSnapshot {
  return { app: cpuTicks(appPid) ?? 0, postgres: postgresTicks(postmasterPid), client: process.cpuUsage() };
}

/** CPU seconds used between two snapshots by the HTTP server, PostgreSQL and this process (the load generator). */
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

/**
 * Diagnosis: with BENCH_BUY_CPU_PROF=<folder>, both HTTP processes load cpu-profile.mjs and write a V8 CPU
 * profile of their measured phase there (SIGUSR2 starts and stops it).
 */
const PROFILE_DIR = process.env.BENCH_BUY_CPU_PROF ? path.resolve(process.env.BENCH_BUY_CPU_PROF) : undefined;

function profilerEnv(name: string): Record<string, string> {
  if (!PROFILE_DIR) return {};
  const preload = path.join(ROOT, 'test/bench/cpu-profile.mjs');
  return {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${preload}`.trim(),
    BENCH_CPU_PROF_DIR: PROFILE_DIR,
    BENCH_CPU_PROF_NAME: name,
  };
}

async function toggleProfiler(server: ServerProcess, action: 'start' | 'stop'): Promise<void> {
  if (!PROFILE_DIR) return;
  const written = () => (server.output().match(/CPU_PROFILE_WRITTEN/g) ?? []).length;
  const before = written();
  server.child.kill('SIGUSR2');
  // Stopping writes the file: wait for it; starting takes a moment.
  if (action === 'start') await new Promise((r) => setTimeout(r, 200));
  for (let i = 0; action === 'stop' && i < 200 && written() === before; i++)
    await new Promise((r) => setTimeout(r, 50));
}

// ---- HTTP load ----

function nextRequest(side: Side): { path: string; headers: Record<string, string>; body: string } {
  const offer = side.offers[side.next];
  if (offer) side.next++;
  else side.exhausted++;
  const o = offer ?? side.offers[side.offers.length - 1]!; // out of offers: an item already sold (404)
  const buyer = side.buyers[side.turn++ % side.buyers.length]!;
  const items = [{ offerId: o.id, price: o.charge }];
  if (side.name === 'real') {
    return {
      path: `/api/${o.game}/buy`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ currency: CURRENCY, items }),
    };
  }
  return {
    path: '/buy',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ buyerId: buyer.id, currency: CURRENCY, items }),
  };
}

async function load(side: Side, seconds: number, connections = CONNECTIONS, amount?: number): Promise<Figures> {
  const started = performance.now();
  const result = await autocannon({
    url: side.url,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    pipelining: 1,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({ ...req, ...nextRequest(side) }),
        onResponse: (status, body) => {
          side.statuses.set(status, (side.statuses.get(status) ?? 0) + 1);
          if ((status < 200 || status > 299) && side.samples.length < 5)
            side.samples.push(`${status} ${body.slice(0, 300)}`);
        },
      },
    ],
  });
  const elapsed = (performance.now() - started) / 1000;
  return {
    rps: round(result['2xx'] / elapsed, 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    seconds: round(elapsed, 2),
  };
}

// ---- pg_stat_statements ----

interface StatementFigure {
  query: string;
  calls: number;
  perPurchase: number;
  meanMs: number;
  msPerPurchase: number;
  /**
   * Planning time per call (only while track_planning is on: the probe). Averaged over calls, not plannings: a
   * prepared statement run on its generic plan is not planned again.
   */
  planMs: number;
  walBytesPerPurchase: number;
  /** A statement the client sent (a round trip), not one run inside another (nested, or a foreign-key check). */
  toplevel: boolean;
}

/** Foreign-key checks run inside a statement but pg_stat_statements lists them as top level. */
const FK_CHECK = /^SELECT (1|\$\d+) FROM ONLY "[^"]+"\."[^"]+" x WHERE .* FOR KEY SHARE OF x/;

async function resetStatements(pool: pg.Pool): Promise<void> {
  await pool.query('SELECT pg_stat_statements_reset()');
}

async function readStatements(pool: pg.Pool, purchases: number): Promise<StatementFigure[]> {
  const { rows } = await pool.query<{
    query: string;
    calls: string;
    total: number;
    plan: number;
    wal: string;
    toplevel: boolean;
  }>(`
    SELECT query, calls, total_exec_time AS total, total_plan_time AS plan, wal_bytes AS wal, toplevel FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND query !~* 'pg_stat_statements|pg_reload_conf|ALTER SYSTEM'
     ORDER BY toplevel DESC, total_exec_time DESC`);
  return rows.map((r) => ({
    query: r.query.replace(/\s+/g, ' ').trim(),
    calls: Number(r.calls),
    perPurchase: round(Number(r.calls) / Math.max(1, purchases), 3),
    meanMs: round(r.total / Math.max(1, Number(r.calls)), 3),
    msPerPurchase: round(r.total / Math.max(1, purchases), 3),
    planMs: round(r.plan / Math.max(1, Number(r.calls)), 3),
    walBytesPerPurchase: round(Number(r.wal) / Math.max(1, purchases)),
    toplevel: r.toplevel && !FK_CHECK.test(r.query),
  }));
}

/**
 * Statement calls per purchase (top level: one round trip each; background statements, such as the job
 * workers' polling, run less than once per two purchases and are left out), the execution and planning
 * time they add up to, and the WAL they write.
 */
function perPurchase(statements: StatementFigure[]) {
  const top = statements.filter((s) => s.toplevel && s.perPurchase >= 0.5);
  return {
    roundTrips: round(
      top.reduce((n, s) => n + s.perPurchase, 0),
      2,
    ),
    dbMs: round(
      top.reduce((n, s) => n + s.msPerPurchase, 0),
      3,
    ),
    planMs: round(
      top.reduce((n, s) => n + s.planMs * s.perPurchase, 0),
      3,
    ),
    walBytes: round(statements.filter((s) => s.toplevel).reduce((n, s) => n + s.walBytesPerPurchase, 0)),
  };
}

/** A readable name for a statement of either path. */
function nameOf(query: string): string {
  const q = query.toLowerCase();
  const rules: [RegExp, string][] = [
    [/^begin/, 'BEGIN'],
    [/^commit/, 'COMMIT'],
    [/^rollback/, 'ROLLBACK'],
    [/from "identity"."sessions"/, 'auth: session family revoked? (identity.sessions)'],
    [/from "platform"."maintenance"/, 'sales under maintenance? (platform.maintenance)'],
    [/from "catalog"."rates"/, 'exchange rates (catalog.rates)'],
    [
      /with picked( \(inventory_item_id\))? as .* delete from catalog.listings/,
      'take the listing off the market (DELETE ... RETURNING + card refresh trigger)',
    ],
    [/^delete from catalog.listings/, 'take the listing off the market (DELETE ... RETURNING + card refresh trigger)'],
    [/update inventory_sync.items set status = 'transfer'/, 'inventory item -> transfer (inventory_sync.items)'],
    [/with purchase as \( insert into orders.purchases/, 'insert purchase + items (orders.purchases, purchase_items)'],
    [/^insert into orders.purchases/, 'insert purchase (orders.purchases)'],
    [/select wallet.post/, 'ledger: wallet.post (transaction, postings, balances)'],
    [/^update wallet.accounts set balance = balance - /, 'debit the buyer (wallet.accounts)'],
    [/^insert into wallet.accounts .* on conflict .* do update/, 'credit the seller (wallet.accounts upsert)'],
    [/insert into pgboss.job/, 'pg-boss: expiry job (pgboss.job)'],
    [/^select pg_notify|^notify/, 'Socket.IO postgres adapter: NOTIFY'],
    [/^select (1|\$\d+) from only "pgboss"."queue"/, 'FK check: pgboss.job -> pgboss.queue'],
    [/^select (1|\$\d+) from only "wallet"."transactions"/, 'FK check: wallet.postings -> wallet.transactions'],
    [/^select (1|\$\d+) from only "wallet"."accounts"/, 'FK check: wallet.postings -> wallet.accounts'],
    [/^select (1|\$\d+) from only "orders"."purchases"/, 'FK check: orders.purchase_items -> orders.purchases'],
    [/^select (1|\$\d+) from only "catalog"."cards"/, 'FK check: catalog.listings -> catalog.cards'],
    [/socket_io_attachments/, 'Socket.IO postgres adapter: attachments table'],
    [/from catalog.cards where id (= any \(card_ids\)|in \(select card_id from)/, 'trigger: lock the card'],
    [/^update catalog.cards c set count = s.count/, 'trigger: recount the card (refresh_cards, before 0042)'],
    [/^update catalog.cards c set count = c.count/, 'trigger: move the card by what changed (0042)'],
    [/catalog.refresh_cards\(/, 'trigger: refresh_cards(...)'],
    [/^insert into wallet.transactions/, 'wallet.post: insert transaction'],
    [/^insert into wallet.accounts .* not exists/, 'wallet.post: create missing accounts'],
    [/^insert into wallet.postings/, 'wallet.post: insert postings'],
    [/^select p.account_id, p.amount from wallet.postings/, 'wallet.post: postings to apply'],
    [
      /^update wallet.accounts set balance = balance \+ entry.amount|^update wallet.accounts set balance = balance \+ \$/,
      'wallet.post: update a balance',
    ],
    [/exists \(select 1 from unnest\(p_currencies/, 'wallet.post: balance check'],
  ];
  for (const [re, name] of rules) if (re.test(q)) return name;
  return query.length > 90 ? `${query.slice(0, 87)}...` : query;
}

function statementTable(statements: StatementFigure[], minPerPurchase = 0.05, planning = false): string {
  const rows = statements
    .filter((s) => s.perPurchase >= minPerPurchase)
    .map((s) => [
      `${s.toplevel ? '' : '  (nested) '}${nameOf(s.query)}`,
      s.perPurchase.toFixed(2),
      s.meanMs.toFixed(3),
      s.msPerPurchase.toFixed(3),
      ...(planning ? [s.toplevel ? s.planMs.toFixed(3) : ''] : []),
      s.toplevel ? String(s.walBytesPerPurchase) : '',
    ]);
  return table([
    ['statement', 'calls/purchase', 'mean ms', 'ms/purchase', ...(planning ? ['plan ms'] : []), 'WAL bytes/purchase'],
    ...rows,
  ]);
}

function table(rows: (string | number)[][]): string {
  const cells = rows.map((r) => r.map(String));
  const widths = cells[0]!.map((_, c) => Math.max(...cells.map((r) => r[c]!.length)));
  return cells
    .map((r) => r.map((cell, c) => (c ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join('  '))
    .join('\n');
}

// ---- set-up ----

async function register(appUrl: string, tag: string, i: number): Promise<Buyer> {
  const name = `b${tag}${i}_${randomBytes(3).toString('hex')}`;
  const res = await fetch(`${appUrl}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.3.${i >> 8}.${i & 255}` },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.com`,
      password: PASSWORD,
      main_currency: CURRENCY,
      main_language: 'en',
    }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (res.status !== 201 || !body.access_token)
    throw new Error(`register answered ${res.status}: ${JSON.stringify(body)}`);
  const sub = (JSON.parse(Buffer.from(body.access_token.split('.')[1]!, 'base64url').toString()) as { sub: string })
    .sub;
  return { id: sub, token: body.access_token };
}

async function inBatches<T>(count: number, concurrency: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await make(i);
      }
    }),
  );
  return out;
}

async function topUp(pool: pg.Pool, buyers: Buyer[], amount: number): Promise<void> {
  for (const b of buyers) {
    await pool.query(
      `SELECT wallet.post($1, 'topup', $2, now(), ARRAY[$3::uuid, $4::uuid], ARRAY['available', 'provider_clearing'],
                          ARRAY[$5::text, $5::text], ARRAY[$6::bigint, -$6::bigint])`,
      [`bench-topup:${b.id}`, b.id, b.id, SITE, CURRENCY, amount],
    );
  }
}

/**
 * The loader makes its ids from md5 hashes, which are not RFC 4122 uuids (no version or variant digit):
 * the buy route's validation (yup uuid) refuses such an offerId. Give every inventory item and its listing
 * a version-4-shaped id (the same hash with the version and variant digits set), as the services would.
 */
async function rfc4122Ids(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const fix = (col: string) => `overlay(overlay(${col}::text placing '4' from 15) placing '8' from 20)::uuid`;
  try {
    await client.query('BEGIN');
    await client.query(`UPDATE inventory_sync.items SET id = ${fix('id')}`);
    await client.query(`UPDATE catalog.listings SET inventory_item_id = ${fix('inventory_item_id')}`);
    await client.query('COMMIT');
    await client.query('VACUUM (ANALYZE) inventory_sync.items, catalog.listings, catalog.cards');
  } finally {
    await client.end();
  }
}

async function vacuum(pool: pg.Pool): Promise<void> {
  await pool.query(`VACUUM (ANALYZE) catalog.listings, catalog.cards, inventory_sync.items, wallet.accounts, wallet.transactions,
                    wallet.postings, orders.purchases, orders.purchase_items, pgboss.job`);
}

// ---- EXPLAIN ----

class Rollback extends Error {}

/** The take-off-the-market statement exactly as the server builds it (ListingsRepo), captured, then rolled back. */
async function capturedTake(pool: pg.Pool, buyerId: string, offer: Offer): Promise<CompiledQuery> {
  const captured: CompiledQuery[] = [];
  const db = new Kysely<any>({
    dialect: new PostgresDialect({ pool }),
    log: (e) => {
      if (e.level === 'query') captured.push(e.query);
    },
  });
  const repo = new ListingsRepo(db);
  await db
    .transaction()
    .execute(async (trx) => {
      await repo.takeForPurchase(trx, buyerId, offer.game, { cards: [], offerIds: [offer.id] }, new Date());
      throw new Rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
  const take = captured.find((q) => /DELETE FROM catalog\.listings/.test(q.sql));
  if (!take) throw new Error('ListingsRepo.takeForPurchase ran no DELETE');
  return take;
}

interface Plan {
  title: string;
  text: string;
  /** Medians over EXPLAIN_RUNS runs. */
  executionMs: number;
  planningMs: number;
  triggerMs: number;
}

const EXPLAIN_RUNS = 7;

/**
 * EXPLAIN (ANALYZE, BUFFERS) of statements that change data, each in a transaction rolled back: after one
 * warm-up run each, EXPLAIN_RUNS rounds taking the statements in turn (so none profits from going last);
 * medians of execution, planning and trigger time, and the last plan's text.
 */
async function explainRolledBack(
  pool: pg.Pool,
  statements: { title: string; text: string; params: readonly unknown[] }[],
): Promise<Plan[]> {
  const client = await pool.connect();
  const inRollback = async (text: string, params: readonly unknown[]) => {
    await client.query('BEGIN');
    try {
      return await client.query<{ 'QUERY PLAN': string }>(text, params as unknown[]);
    } finally {
      await client.query('ROLLBACK');
    }
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  try {
    for (const st of statements) await inRollback(st.text, st.params);
    const runs = statements.map(() => [] as string[]);
    for (let round = 0; round < EXPLAIN_RUNS; round++) {
      for (const [i, st] of statements.entries()) {
        const { rows } = await inRollback(`EXPLAIN (ANALYZE, BUFFERS) ${st.text}`, st.params);
        runs[i]!.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
    }
    const num = (re: RegExp, plan: string) => Number(re.exec(plan)?.[1] ?? 0);
    return statements.map((st, i) => {
      const plans = runs[i]!;
      const last = plans.at(-1)!;
      return {
        title: st.title,
        text: `=== ${st.title} ===\n-- parameters: ${JSON.stringify(st.params)}\n${st.text.replace(/\s+/g, ' ').trim()}\n\n${last}\n`,
        executionMs: median(plans.map((p) => num(/Execution Time: ([\d.]+) ms/, p))),
        planningMs: median(plans.map((p) => num(/Planning Time: ([\d.]+) ms/, p))),
        triggerMs: median(plans.map((p) => num(/Trigger listings_deleted: time=([\d.]+)/, p))),
      };
    });
  } finally {
    client.release();
  }
}

// ---- correctness ----

async function checkMoney(pool: pg.Pool, real: Side, baseline: Side, topUpMinor: number) {
  const one = async (text: string, params: unknown[] = []) =>
    Number(Object.values((await pool.query(text, params)).rows[0] as object)[0]);
  const ids = (s: Side) => s.buyers.map((b) => b.id);
  const ok2xx = (s: Side) =>
    [...s.statuses].filter(([code]) => code >= 200 && code < 300).reduce((n, [, c]) => n + c, 0);
  const answered = (s: Side) => [...s.statuses.values()].reduce((n, c) => n + c, 0);
  const sideFigures = async (s: Side) => ({
    responses2xx: ok2xx(s),
    // Requests still in flight when a timed run stopped: the server may have completed them unseen.
    unanswered: s.next + s.exhausted - answered(s),
    purchases: await one('SELECT count(*) FROM orders.purchases WHERE buyer_id = ANY($1::uuid[])', [ids(s)]),
    // Every buyer's balance is its top-up less what its purchases cost: each purchase debited exactly once.
    balanceMismatches: await one(
      `
      SELECT count(*) FROM unnest($1::uuid[]) AS b (id)
        LEFT JOIN wallet.accounts a ON a.owner_id = b.id AND a.kind = 'available' AND a.currency = $3
       WHERE a.balance IS DISTINCT FROM $2::bigint - (SELECT coalesce(sum(total_minor), 0) FROM orders.purchases p WHERE p.buyer_id = b.id)`,
      [ids(s), topUpMinor, CURRENCY],
    ),
    offersStillListed: await one('SELECT count(*) FROM catalog.listings WHERE inventory_item_id = ANY($1::uuid[])', [
      s.offers.slice(0, s.next).map((o) => o.id),
    ]),
  });
  const negativeBalances = await one('SELECT count(*) FROM wallet.accounts WHERE balance < 0');
  const realFigures = {
    ...(await sideFigures(real)),
    ledgerPurchases: await one(`SELECT count(*) FROM wallet.transactions WHERE kind = 'purchase'`),
    purchasesWithoutOneLedgerTx: await one(
      `
      SELECT count(*) FROM orders.purchases p WHERE p.buyer_id = ANY($1::uuid[])
         AND (SELECT count(*) FROM wallet.transactions t WHERE t.kind = 'purchase' AND t.reference = p.id::text) <> 1`,
      [ids(real)],
    ),
    ledgerTxWithoutPurchase: await one(`
      SELECT count(*) FROM wallet.transactions t WHERE t.kind = 'purchase'
         AND NOT EXISTS (SELECT 1 FROM orders.purchases p WHERE p.id::text = t.reference)`),
    // The ledger agrees with the stored balances of the real buyers' accounts.
    ledgerBalanceMismatches: await one(
      `
      SELECT count(*) FROM wallet.accounts a WHERE a.owner_id = ANY($1::uuid[])
         AND a.balance <> (SELECT coalesce(sum(amount), 0) FROM wallet.postings p WHERE p.account_id = a.id)`,
      [ids(real)],
    ),
    items: await one('SELECT count(*) FROM orders.purchase_items WHERE buyer_id = ANY($1::uuid[])', [ids(real)]),
    distinctItems: await one(
      'SELECT count(DISTINCT inventory_item_id) FROM orders.purchase_items WHERE buyer_id = ANY($1::uuid[])',
      [ids(real)],
    ),
    inventoryInTransfer: await one(`SELECT count(*) FROM inventory_sync.items WHERE status = 'transfer'`),
    expiryJobs: await one(`SELECT count(*) FROM pgboss.job WHERE name = 'orders.purchase-expiry'`),
  };
  const baselineFigures = await sideFigures(baseline);
  const problems: string[] = [];
  if (negativeBalances) problems.push(`${negativeBalances} negative balances`);
  for (const [name, f] of [
    ['real', realFigures],
    ['baseline', baselineFigures],
  ] as const) {
    if (f.purchases < f.responses2xx || f.purchases > f.responses2xx + f.unanswered) {
      problems.push(
        `${name}: ${f.purchases} purchases recorded for ${f.responses2xx} successful responses (+ ${f.unanswered} unanswered)`,
      );
    }
    if (f.balanceMismatches)
      problems.push(`${name}: ${f.balanceMismatches} buyers whose balance is not top-up minus their purchases`);
    if (f.offersStillListed > (name === 'real' ? real : baseline).next - f.purchases)
      problems.push(`${name}: bought offers still listed`);
  }
  const r = realFigures;
  if (r.ledgerPurchases !== r.purchases)
    problems.push(`real: ${r.ledgerPurchases} ledger purchase transactions for ${r.purchases} purchases`);
  if (r.purchasesWithoutOneLedgerTx)
    problems.push(`real: ${r.purchasesWithoutOneLedgerTx} purchases without exactly one ledger transaction`);
  if (r.ledgerTxWithoutPurchase)
    problems.push(`real: ${r.ledgerTxWithoutPurchase} ledger purchase transactions without a purchase`);
  if (r.ledgerBalanceMismatches)
    problems.push(`real: ${r.ledgerBalanceMismatches} buyer accounts whose balance differs from their postings`);
  if (r.items !== r.purchases || r.distinctItems !== r.items)
    problems.push(`real: ${r.items} items (${r.distinctItems} distinct) for ${r.purchases} one-item purchases`);
  if (r.inventoryInTransfer !== r.items)
    problems.push(`real: ${r.inventoryInTransfer} inventory items in transfer for ${r.items} bought`);
  if (r.expiryJobs !== r.purchases) problems.push(`real: ${r.expiryJobs} expiry jobs for ${r.purchases} purchases`);
  return { ok: problems.length === 0, problems, negativeBalances, real: realFigures, baseline: baselineFigures };
}

// ---- the benchmark ----

export async function buyBench(): Promise<BuyBenchOutcome> {
  const loadBefore = os.loadavg().map((l) => round(l, 2));
  const findings: string[] = [];
  const dataDir = await tempDataDir('buy');
  let database: { url: string; stop(): Promise<void> } | undefined;
  let server: ServerProcess | undefined;
  let baselineServer: ServerProcess | undefined;
  let pool: pg.Pool | undefined;
  try {
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      logger: createLogger('warn'),
      // Counted per phase: statements per purchase and their execution time (a few % of overhead, both sides alike).
      // (track stays at its default, top, here: a command-line setting would outrank the probe's ALTER SYSTEM.)
      settings: { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.max': '1000' },
    });
    database = { url: await ensureDatabase(embedded.url, DATABASE), stop: () => embedded.stop() };
    const postmasterPid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

    console.log(`  loading ${LISTINGS} listings of ${SELLERS} sellers (scripts/load-large-market.ts)...`);
    await runLoader(database.url);
    await rfc4122Ids(database.url);

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
        ...profilerEnv('server'),
      },
      APP_READY,
      180_000,
    );
    const appUrl = loopback(server.match[1]!);
    baselineServer = (
      await timedStart(
        'test/bench/baseline-buy.ts',
        { DATABASE_URL: database.url, POOL_MAX: String(poolMax), ...profilerEnv('baseline') },
        /BASELINE_LISTENING (http:\/\/\S+)/,
        30_000,
      )
    ).server;
    const baseUrl = baselineServer.url;
    pool = new pg.Pool({ connectionString: database.url, max: 4, application_name: 'tradehall-bench-buy' });
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');

    console.log(`  registering ${2 * BUYERS} buyers over HTTP...`);
    const realBuyers = await inBatches(BUYERS, 8, (i) => register(appUrl, 'r', i));
    const baseBuyers = await inBatches(BUYERS, 8, (i) => register(appUrl, 'b', i));

    // A random sample of the market, alternately to each side; a few more for EXPLAIN.
    const rates = Object.fromEntries(
      (await pool.query<{ currency: string; per_usd: string }>('SELECT currency, per_usd FROM catalog.rates')).rows.map(
        (r) => [r.currency, Number(r.per_usd)],
      ),
    ) as Rates;
    const { rows: sample } = await pool.query<{
      id: string;
      game: GameKey;
      card_id: number;
      seller_id: string;
      base_cents: string;
    }>(
      `
      SELECT inventory_item_id AS id, game, card_id, seller_id, base_cents FROM catalog.listings
       ORDER BY md5(inventory_item_id::text || 'tradehall-bench-buy') LIMIT $1`,
      [2 * OFFERS_PER_SIDE + 20],
    );
    const offers: Offer[] = sample.map((r) => ({
      id: r.id,
      game: r.game,
      cardId: r.card_id,
      sellerId: r.seller_id,
      charge: toCurrency(Number(r.base_cents), CURRENCY, rates),
    }));
    const spare = offers.splice(2 * OFFERS_PER_SIDE);
    const newSide = (name: SideName, label: string, url: string, buyers: Buyer[], parity: number): Side => ({
      name,
      label,
      url,
      buyers,
      offers: offers.filter((_, i) => i % 2 === parity),
      next: 0,
      exhausted: 0,
      turn: 0,
      statuses: new Map(),
      samples: [],
    });
    const real = newSide('real', 'Tradehall POST /api/{game}/buy', appUrl, realBuyers, 0);
    const baseline = newSide('baseline', 'baseline (plain Express + raw SQL)', baseUrl, baseBuyers, 1);
    const spread = {
      cards: new Set(offers.map((o) => o.cardId)).size,
      sellers: new Set(offers.map((o) => o.sellerId)).size,
      games: Object.fromEntries(
        [...new Set(offers.map((o) => o.game))].map((g) => [g, offers.filter((o) => o.game === g).length]),
      ),
    };
    // Enough for any buyer to buy its whole side's queue: a purchase never fails for want of money.
    const topUpMinor = Math.max(...[real, baseline].map((s) => s.offers.reduce((n, o) => n + o.charge, 0)));
    await topUp(pool, [...realBuyers, ...baseBuyers], topUpMinor);
    console.log(
      `  ${offers.length} offers on ${spread.cards} cards of ${spread.sellers} sellers, ${OFFERS_PER_SIDE} per side; ${BUYERS} buyers per side`,
    );

    // One purchase each: both answer as expected before any load.
    for (const side of [real, baseline]) {
      const f = await load(side, 0, 1, 1);
      if (f.ok !== 1) throw new Error(`${side.name}: the first purchase failed: ${side.samples.join(' | ')}`);
    }

    // The load: per side a vacuumed start, warm-up, then the measured run.
    const measured = {} as Record<
      SideName,
      { figures: Figures; cpu: ReturnType<typeof cpuUsed>; statements: StatementFigure[] }
    >;
    for (const side of [real, baseline]) {
      const proc = side.name === 'real' ? server : baselineServer;
      const pid = proc.child.pid!;
      await vacuum(pool);
      console.log(`  ${side.label}: ${WARMUP_S} s warm-up, then ${DURATION_S} s at ${CONNECTIONS} connections...`);
      await load(side, WARMUP_S);
      await resetStatements(pool);
      await toggleProfiler(proc, 'start');
      const before = cpuSnapshot(pid, postmasterPid);
      const figures = await load(side, DURATION_S);
      const cpu = cpuUsed(before, cpuSnapshot(pid, postmasterPid));
      await toggleProfiler(proc, 'stop');
      measured[side.name] = { figures, cpu, statements: await readStatements(pool, figures.ok) };
    }

    // The probe: one client, nested statements tracked too (the trigger and wallet.post from inside).
    await pool.query(`ALTER SYSTEM SET pg_stat_statements.track = 'all'`);
    await pool.query(`ALTER SYSTEM SET pg_stat_statements.track_planning = on`);
    await pool.query('SELECT pg_reload_conf()');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const probe = {} as Record<SideName, { figures: Figures; statements: StatementFigure[] }>;
    for (const side of [real, baseline]) {
      await load(side, 0, 1, 20); // warm the one connection
      await resetStatements(pool);
      const figures = await load(side, 0, 1, PROBE_REQUESTS);
      probe[side.name] = { figures, statements: await readStatements(pool, figures.ok) };
    }
    await pool.query('ALTER SYSTEM RESET pg_stat_statements.track');
    await pool.query('ALTER SYSTEM RESET pg_stat_statements.track_planning');
    await pool.query('SELECT pg_reload_conf()');

    // EXPLAIN ANALYZE of the two ways of taking a listing off the market (rolled back).
    const toExplain: { title: string; text: string; params: readonly unknown[] }[] = [];
    try {
      const take = await capturedTake(pool, realBuyers[0]!.id, spare[0]!);
      toExplain.push({
        title: 'real path: ListingsRepo.takeForPurchase (one offer)',
        text: take.sql,
        params: take.parameters,
      });
    } catch (err) {
      findings.push(`buy: could not capture takeForPurchase for EXPLAIN: ${(err as Error).message}`);
    }
    toExplain.push({
      title: 'baseline: DELETE the listing',
      text: 'DELETE FROM catalog.listings WHERE inventory_item_id = $1 RETURNING seller_id, game, price_minor, currency, base_cents',
      params: [spare[0]!.id],
    });
    const plans = await explainRolledBack(pool, toExplain);
    const explainFile = artifactPath('bench/buy-explain.txt');
    await writeFile(
      explainFile,
      `Tradehall buy EXPLAIN (ANALYZE, BUFFERS), ${new Date().toISOString()}, rolled back; the same offer; ` +
        `medians of ${EXPLAIN_RUNS} runs:\n${plans.map((p) => `  ${p.title}: execution ${p.executionMs} ms (card refresh trigger ${p.triggerMs} ms), planning ${p.planningMs} ms`).join('\n')}\n\n` +
        `The last run's plans:\n\n${plans.map((p) => p.text).join('\n')}`,
    );

    const correctness = await checkMoney(pool, real, baseline, topUpMinor);
    const loadAfter = os.loadavg().map((l) => round(l, 2));

    // ---- report ----
    const r = measured.real.figures;
    const b = measured.baseline.figures;
    const ratio = round(r.rps / b.rps, 3);
    const cpuPer = (side: SideName) => {
      const { cpu, figures } = measured[side];
      const per = (s: number) => round((s * 1000) / Math.max(1, figures.ok), 3);
      return {
        app: per(cpu.app),
        postgres: per(cpu.postgres),
        client: per(cpu.client),
        total: per(cpu.app + cpu.postgres + cpu.client),
      };
    };
    const trips = { real: perPurchase(measured.real.statements), baseline: perPurchase(measured.baseline.statements) };
    const probeTrips = { real: perPurchase(probe.real.statements), baseline: perPurchase(probe.baseline.statements) };
    const cpu = { real: cpuPer('real'), baseline: cpuPer('baseline') };

    console.log(
      `\n${table([
        [
          'side',
          'purchases/s',
          'p50 ms',
          'p99 ms',
          'requests',
          '2xx',
          'non-2xx',
          'errors',
          'CPU ms/purchase: http',
          'postgres',
          'client',
        ],
        ...(
          [
            ['Tradehall', r, cpu.real],
            ['baseline', b, cpu.baseline],
          ] as const
        ).map(([n, f, c]) => [
          n,
          f.rps,
          f.p50,
          f.p99,
          f.requests,
          f.ok,
          f.non2xx,
          f.errors,
          c.app,
          c.postgres,
          c.client,
        ]),
      ])}`,
    );
    console.log(`\n  ratio Tradehall/baseline: ${ratio} (purchases/s), p99 ${r.p99} vs ${b.p99} ms`);
    for (const side of [real, baseline]) {
      const m = measured[side.name];
      console.log(`\n  ${side.label}, statements during the measured ${DURATION_S} s (pg_stat_statements, top level):`);
      console.log(
        `  ${trips[side.name].roundTrips} round trips, ${trips[side.name].dbMs} ms of execution (lock waits included) and ${trips[side.name].walBytes} bytes of WAL per purchase`,
      );
      console.log(statementTable(m.statements).replace(/^/gm, '    '));
    }
    for (const side of [real, baseline]) {
      const p = probe[side.name];
      console.log(
        `\n  ${side.label}, one client, ${PROBE_REQUESTS} purchases: p50 ${p.figures.p50} ms, ${p.figures.rps}/s;` +
          ` ${probeTrips[side.name].roundTrips} round trips, ${probeTrips[side.name].dbMs} ms execution + ${probeTrips[side.name].planMs} ms planning per purchase` +
          ' (nested statements indented):',
      );
      console.log(statementTable(p.statements, 0.5, true).replace(/^/gm, '    '));
    }
    console.log(
      `\n  EXPLAIN ANALYZE, the same offer, medians of ${EXPLAIN_RUNS} runs (${path.relative(ROOT, explainFile)}):`,
    );
    for (const p of plans) {
      console.log(
        `    execution ${p.executionMs.toFixed(3)} ms (of which card refresh trigger ${p.triggerMs.toFixed(3)} ms), planning ${p.planningMs.toFixed(3)} ms: ${p.title}`,
      );
    }
    console.log(`\n  correctness: ${correctness.ok ? 'OK' : `FAILED: ${correctness.problems.join('; ')}`}`);
    console.log(`    real: ${JSON.stringify(correctness.real)}`);
    console.log(`    baseline: ${JSON.stringify(correctness.baseline)}`);

    for (const side of [real, baseline]) {
      const m = measured[side.name].figures;
      if (m.non2xx || m.errors)
        findings.push(
          `buy: ${side.name}: ${m.non2xx} non-2xx and ${m.errors} errors of ${m.requests}: ${side.samples.join(' | ')}`,
        );
      if (side.exhausted)
        findings.push(
          `buy: ${side.name} ran out of offers (${side.exhausted} requests repeated a sold one): raise BENCH_BUY_OFFERS`,
        );
    }
    if (!correctness.ok) findings.push(`buy: correctness check failed: ${correctness.problems.join('; ')}`);
    if (ratio < 1)
      findings.push(`buy: Tradehall makes ${ratio}x the baseline's purchases per second (aim: 1.0 or more)`);

    const note = `${CONNECTIONS} connections, ${DURATION_S} s after ${WARMUP_S} s warm-up; ${LISTINGS} listings; baseline: plain Express + raw SQL, pg Pool of ${poolMax}`;
    const results: BenchResult[] = [
      {
        bench: 'buy',
        metric: 'POST /api/{game}/buy purchases/s',
        unit: 'req/s',
        value: r.rps,
        baseline: b.rps,
        better: 'higher',
        note,
      },
      {
        bench: 'buy',
        metric: 'POST /api/{game}/buy latency p50',
        unit: 'ms',
        value: r.p50,
        baseline: b.p50,
        better: 'lower',
      },
      {
        bench: 'buy',
        metric: 'POST /api/{game}/buy latency p99',
        unit: 'ms',
        value: r.p99,
        baseline: b.p99,
        better: 'lower',
      },
      {
        bench: 'buy',
        metric: 'statements per purchase',
        unit: '',
        value: trips.real.roundTrips,
        baseline: trips.baseline.roundTrips,
        better: 'lower',
      },
      {
        bench: 'buy',
        metric: 'CPU per purchase (http + postgres + client)',
        unit: 'ms',
        value: cpu.real.total,
        baseline: cpu.baseline.total,
        better: 'lower',
      },
    ];
    const strip = (f: Figures) => ({
      rps: f.rps,
      p50: f.p50,
      p99: f.p99,
      requests: f.requests,
      ok: f.ok,
      non2xx: f.non2xx,
      errors: f.errors,
    });
    const summary = {
      bench: 'buy',
      connections: CONNECTIONS,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      listings: LISTINGS,
      sellers: SELLERS,
      buyersPerSide: BUYERS,
      dbPoolMax: poolMax,
      offers: { perSide: OFFERS_PER_SIDE, ...spread },
      real: { ...strip(r), allResponses: Object.fromEntries(real.statuses) },
      baseline: { ...strip(b), allResponses: Object.fromEntries(baseline.statuses) },
      ratio,
      p99Ratio: round(r.p99 / b.p99, 3),
      roundTripsPerPurchase: { real: trips.real.roundTrips, baseline: trips.baseline.roundTrips },
      dbExecMsPerPurchase: { real: trips.real.dbMs, baseline: trips.baseline.dbMs },
      walBytesPerPurchase: { real: trips.real.walBytes, baseline: trips.baseline.walBytes },
      cpuMsPerPurchase: cpu,
      probe: {
        requests: PROBE_REQUESTS,
        real: { p50: probe.real.figures.p50, rps: probe.real.figures.rps, ...probeTrips.real },
        baseline: { p50: probe.baseline.figures.p50, rps: probe.baseline.figures.rps, ...probeTrips.baseline },
      },
      explainMs: Object.fromEntries(
        plans.map((p) => [p.title, { execution: p.executionMs, trigger: p.triggerMs, planning: p.planningMs }]),
      ),
      correctness: {
        ok: correctness.ok,
        problems: correctness.problems,
        negativeBalances: correctness.negativeBalances,
        real: correctness.real,
        baseline: correctness.baseline,
      },
      loadavg: { before: loadBefore, after: loadAfter },
      cpus: os.cpus().length,
    };
    return { results, findings, jsonLine: JSON.stringify(summary) };
  } finally {
    await pool?.end().catch(() => undefined);
    await baselineServer?.stop('SIGINT');
    await server?.stop('SIGINT');
    await database?.stop().catch(() => undefined);
    const left = await postgresLeftFor(dataDir);
    if (left.length) console.error(`  postgres left running for ${dataDir}:\n    ${left.join('\n    ')}`);
    await removeDir(dataDir);
  }
}
