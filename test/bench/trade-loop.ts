// Trade loop: the whole path of a sale end to end, in an instant world (BOTS_TIME_SCALE=0) with scripted players
// who accept at once. SELLERS sellers link a game account by its session cookie, sync it and list its ITEMS items
// (test/support/trade-loop.ts syncedSeller, over HTTP); as many buyers, each with a game account of their own,
// top up through the simulated provider, buy ITEMS items from ITEMS different sellers in one purchase, all at
// once, and then all collect at once (POST /api/{game}/withdrawals): one delivery (a withdrawal trade the site
// runs in the seller's linked account, bots step engine on pg-boss) per seller account and buyer, SELLERS x ITEMS
// in all. A linked account serves one trade at a time, so each seller account's ITEMS deliveries queue while the
// SELLERS accounts run side by side. Settlement (seller paid on 'finished') happens when the withdrawals' ending
// worker picks up the trade's ending (modules/withdrawals/trade-endings.service.ts).
//
// Figures: deliveries started, delivered, failed by cause (withdrawals.trades.state:cause), seller payouts (the
// ledger's sale_release postings), money conserved, items conserved, deliveries per second, and the latency from
// each buyer's collect POST to the trade's ended_at (p50/p99), broken down into stages from the database's
// timestamps: the POST until the flow exists, the wait for the seller account, the flow's steps in the game, and
// the wait for the ending worker to settle. Beside it, in the same run on the same app and database, the bots
// benchmark's raw flow rate (bots.ts rawFlowThroughput: RAW_FLOWS quick sales, syncs and bot withdrawals over
// 50 fleet bots).
//
// Knobs: BENCH_TRADE_LOOP_SELLERS (100), BENCH_TRADE_LOOP_ITEMS (5, items per seller = per buyer),
// BENCH_TRADE_LOOP_RAW_FLOWS (1000; 0 skips it), BENCH_TRADE_LOOP_QUICK_SALES (50 sellers selling 2 items each to the
// site at once after the deliveries; 0 skips it), BENCH_TRADE_LOOP_EXCHANGES (25 traders each exchanging an item for
// one unit of that stock at once, after the quick sales; 0 skips it). Diagnosis: BENCH_TRADE_LOOP_CPU_PROF=<folder> writes a V8 CPU
// profile of the collect phase (this process is the server too) and prints its heaviest functions.
import { mkdir, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import inspector from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { WorldAdmin } from '../../bots';
import type { GameKey } from '../../kernel';
import { ensureDatabase } from '../../src/platform/db/create-database';
import { isShutdownError } from '../../src/platform/db/database';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded';
import { createLogger } from '../../src/platform/logger';
import { startTestApp, type TestApp } from '../support/app';
import { newPlayer } from '../support/bots';
import { freePort } from '../support/free-port';
import { api } from '../support/http';
import { buyListed, syncedSeller } from '../support/trade-loop';
import { registerUser, type TestUser } from '../support/users';
import { topUp, userIdOf } from '../support/wallet';
import { rawFlowThroughput, type FlowThroughput } from './bots';
import { cpuTicks, postgresTicks, removeDir, round, tempDataDir, type BenchOutcome, type BenchResult } from './common';

const SELLERS = Number(process.env.BENCH_TRADE_LOOP_SELLERS ?? 100);
const ITEMS = Number(process.env.BENCH_TRADE_LOOP_ITEMS ?? 5);
const RAW_FLOWS = Number(process.env.BENCH_TRADE_LOOP_RAW_FLOWS ?? 1000);
const PROFILE_DIR = process.env.BENCH_TRADE_LOOP_CPU_PROF
  ? path.resolve(process.env.BENCH_TRADE_LOOP_CPU_PROF)
  : undefined;
/**
 * Collect POSTs in flight at once: every buyer by default. Each collect starts its flows inside its own
 * transaction; before OrchestratorService.startLinked read through that transaction, DB_POOL_MAX collects in
 * flight held every connection while waiting for another one and the server hung for good (regression test:
 * test/integration/withdrawals-pool.test.ts). The watchdog (watchPool) stays to name such a hang if one returns.
 */
const COLLECT_AT_ONCE = Number(process.env.BENCH_TRADE_LOOP_COLLECT_AT_ONCE ?? SELLERS);
const GAME: GameKey = 'adopt';
/** Sellers who each sell QUICK_SALE_ITEMS items to the site at once, after the deliveries (0 skips it). */
const QUICK_SALES = Number(process.env.BENCH_TRADE_LOOP_QUICK_SALES ?? 50);
const QUICK_SALE_ITEMS = 2;
/** Traders exchanging one item each for one unit of the site's stock (what the quick sales bought), all at once. */
const EXCHANGES = Number(process.env.BENCH_TRADE_LOOP_EXCHANGES ?? 25);
/** The bots benchmark's fleet, so that its raw flow figure is measured as it measures it. */
const BOTS_PER_GAME = 25;
/** Sellers and buyers set up at once. */
const SETUP_CONCURRENCY = 10;
/** One top-up may carry at most this much (wallet TOPUP_LIMITS, usd). */
const TOPUP_MAX_MINOR = 100_000;
const DELIVERY_TIMEOUT_MS = 600_000;
const CLK_TCK = 100;

class StalledError extends Error {}

export interface TradeLoopBenchOutcome extends BenchOutcome {
  jsonLine: string;
}

interface Seller {
  userId: string;
  worldAccountId: string;
  /** Its listings as the seller's inventory shows them (id, price). */
  items: Array<{ id: string; price: { amount: number } }>;
}

interface Buyer {
  user: TestUser;
  userId: string;
  worldAccountId: string;
  nickname: string;
  purchased: string[];
  /** Wall clock (ms since the epoch, the server's clock: same process) when its collect POST went out. */
  collectAt?: number;
  postMs?: number;
  status?: number;
  error?: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function spread(values: number[]): { p50: number; p99: number; max: number } {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p99: round(percentile(sorted, 99)), max: round(sorted.at(-1) ?? 0) };
}

async function inBatches<T, R>(items: T[], concurrency: number, run: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += concurrency)
    results.push(...(await Promise.all(items.slice(i, i + concurrency).map((item, j) => run(item, i + j)))));
  return results;
}

export async function tradeLoopBench(): Promise<TradeLoopBenchOutcome> {
  if (ITEMS > SELLERS) throw new Error('each buyer buys from ITEMS different sellers: ITEMS must not exceed SELLERS');
  const loadBefore = os.loadavg().map((l) => round(l, 2));
  const dataDir = await tempDataDir('trade-loop');
  const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), logger: createLogger('warn') });
  const postmasterPid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  try {
    const databaseUrl = await ensureDatabase(embedded.url, 'tradehall_bench_trade_loop');
    const app = await startTestApp({
      databaseUrl,
      env: {
        LOG_LEVEL: 'warn',
        DB_POOL_MAX: '10',
        DEMO_DATA: 'off',
        ACCESS_TOKEN_TTL_SECONDS: '86400',
        BOTS_TIME_SCALE: '0',
        BOTS_PER_GAME: String(BOTS_PER_GAME),
        BOTS_CAPACITY: '1',
        BOTS_DAILY_TRADE_LIMIT: '100000',
        BOTS_AUTO_LOCK_WAITING: '1000000',
        WITHDRAWAL_MAX_ACTIVE_TRADES: '1000',
        WITHDRAWAL_MAX_TRADES_PER_REQUEST: '100',
        WITHDRAWAL_MAX_QUEUED_PER_SELLER_ACCOUNT: '1000',
      },
    });
    let abandoned = false;
    try {
      return await run(app, postmasterPid, loadBefore);
    } catch (err) {
      // A stalled app cannot stop (its pool waits for clients that never come back): PostgreSQL stops under
      // it, and the 'error' its checked-out clients then emit (nobody listens: the pool covers idle ones) is
      // the expected one, not a crash.
      if (err instanceof StalledError) {
        abandoned = true;
        process.on('uncaughtException', (e) => {
          if (!isShutdownError(e)) throw e;
        });
      }
      throw err;
    } finally {
      if (!abandoned) await app.stop();
    }
  } finally {
    await embedded.stop();
    await removeDir(dataDir);
  }
}

async function run(app: TestApp, postmasterPid: number, loadBefore: number[]): Promise<TradeLoopBenchOutcome> {
  const world = app.container.get(WorldAdmin);
  const db = app.container.get<Kysely<any>>(Symbol.for('platform.Db'));

  // ---- set-up: sellers linked, synced and listed; buyers with a game account, money, and their purchase ----
  let t = performance.now();
  const sellers: Seller[] = await inBatches(Array.from({ length: SELLERS }), SETUP_CONCURRENCY, async () => {
    const s = await syncedSeller(app, world, { game: GAME, items: ITEMS });
    if (s.items.length !== ITEMS) throw new Error(`a seller listed ${s.items.length} items, not ${ITEMS}`);
    return { userId: userIdOf(s.user), worldAccountId: s.player.account.id, items: s.items };
  });
  console.log(
    `  ${SELLERS} sellers linked, synced and listed ${ITEMS} items each in ${round((performance.now() - t) / 1000, 1)} s`,
  );

  // Buyer b takes item j of seller b + j: ITEMS sellers per buyer, ITEMS buyers per seller account.
  const picks = (b: number) => Array.from({ length: ITEMS }, (_, j) => sellers[(b + j) % SELLERS]!.items[j]!);
  t = performance.now();
  const buyers: Buyer[] = await inBatches(Array.from({ length: SELLERS }), SETUP_CONCURRENCY, async (_, b) => {
    const user = await registerUser(app.url);
    // A withdrawal trade asks the receiving player for one food item: one per delivery, and the usual two.
    const { account } = await newPlayer(world, GAME, {}, 0);
    await world.giveRandomInventory(account.id, 0, ITEMS, 'bench-food');
    let owed = picks(b).reduce((sum, item) => sum + item.price.amount, 0);
    while (owed > 0) {
      const chunk = Math.max(100, Math.min(owed, TOPUP_MAX_MINOR));
      await topUp(app, user.access_token, (chunk / 100).toFixed(2), 'usd');
      owed -= chunk;
    }
    return {
      user,
      userId: userIdOf(user),
      worldAccountId: account.id,
      nickname: account.nickname,
      purchased: [],
    };
  });
  console.log(
    `  ${buyers.length} buyers registered with a game account and topped up in ${round((performance.now() - t) / 1000, 1)} s`,
  );

  t = performance.now();
  await Promise.all(
    buyers.map(async (buyer, b) => {
      buyer.purchased = (await buyListed(app, buyer.user, GAME, picks(b))).map((i) => i.id);
    }),
  );
  const buySeconds = (performance.now() - t) / 1000;
  console.log(
    `  ${buyers.length} purchases of ${ITEMS} items at once in ${round(buySeconds, 2)} s (${round(buyers.length / buySeconds, 1)} purchases/s)`,
  );

  // ---- before: where every bought item is, the money, the game's items ----
  const buyerIds = buyers.map((b) => b.userId);
  const deliveries = (
    await sql<{
      purchase_item_id: string;
      buyer_id: string;
      inventory_item_id: string;
      game_item_id: string;
      seller_world_account: string;
    }>`
      SELECT pi.id AS purchase_item_id, pi.buyer_id, pi.inventory_item_id, ii.game_item_id, gi.account_id AS seller_world_account
        FROM orders.purchase_items pi
        JOIN inventory_sync.items ii ON ii.id = pi.inventory_item_id
        JOIN game_world.items gi ON gi.id = ii.game_item_id::uuid
       WHERE pi.buyer_id = ANY(${buyerIds}::uuid[])`.execute(db)
  ).rows;
  if (deliveries.length !== SELLERS * ITEMS)
    throw new Error(`${deliveries.length} bought items found, not ${SELLERS * ITEMS}`);
  const itemsBefore = await gameItems(db);
  const inventoryBefore = await count(db, 'inventory_sync.items');
  const moneyBefore = await money(db);

  // ---- the measured phase: every buyer collects at once ----
  const xacts0 = await transactions(db);
  const cpu0 = { app: cpuTicks(process.pid) ?? 0, postgres: postgresTicks(postmasterPid) };
  const profiler = PROFILE_DIR ? await startProfiler() : undefined;
  const pool = app.container.get<pg.Pool>(Symbol.for('platform.Pool'));
  const watchdog = watchPool(pool, app.databaseUrl);
  const phaseStart = Date.now();
  const t0 = performance.now();
  // COLLECT_AT_ONCE buyers in flight, each taking the next as soon as one is answered.
  let next = 0;
  const lane = async () => {
    while (next < buyers.length) {
      const buyer = buyers[next++]!;
      buyer.collectAt = Date.now();
      const started = performance.now();
      const { status, body } = await api(app.url, 'POST', `/api/${GAME}/withdrawals`, {
        token: buyer.user.access_token,
        body: { items: buyer.purchased, nickname: buyer.nickname },
      });
      buyer.postMs = performance.now() - started;
      buyer.status = status;
      watchdog.answered();
      if (status !== 200) buyer.error = `${status} ${body?.code ?? JSON.stringify(body).slice(0, 200)}`;
    }
  };
  const stalled = await Promise.race([
    Promise.all(Array.from({ length: Math.min(COLLECT_AT_ONCE, buyers.length) }, lane)).then(() => undefined),
    watchdog.stall,
  ]);
  watchdog.stop();
  if (stalled) throw new StalledError(`the collect POSTs stalled (pool starvation):\n${stalled}`);
  const postedSeconds = (performance.now() - t0) / 1000;
  const refused = buyers.filter((b) => b.status !== 200);
  console.log(
    `  ${buyers.length} collect POSTs (${COLLECT_AT_ONCE} at a time) answered within ${round(postedSeconds, 2)} s` +
      (refused.length ? `; ${refused.length} refused: ${[...new Set(refused.map((b) => b.error))].join(', ')}` : ''),
  );

  let lastReport = performance.now();
  let timedOut = false;
  for (;;) {
    const { active, ended } = (
      await sql<{ active: string; ended: string }>`
        SELECT count(*) FILTER (WHERE state = 'active') AS active, count(*) FILTER (WHERE state <> 'active') AS ended
          FROM withdrawals.trades`.execute(db)
    ).rows[0]!;
    if (Number(active) === 0) break;
    if (performance.now() - t0 > DELIVERY_TIMEOUT_MS) {
      timedOut = true;
      console.log(`  gave up waiting: ${active} trades still active after ${DELIVERY_TIMEOUT_MS / 1000} s`);
      break;
    }
    if (performance.now() - lastReport > 5000) {
      lastReport = performance.now();
      console.log(`  ... ${ended} trades ended, ${active} active (${round((lastReport - t0) / 1000, 1)} s)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const wallSeconds = (performance.now() - t0) / 1000;
  const profile = profiler ? await profiler.stop() : undefined;
  const cpuApp = ((cpuTicks(process.pid) ?? 0) - cpu0.app) / CLK_TCK;
  let pgTicks = 0;
  for (const [pid, ticks] of postgresTicks(postmasterPid)) pgTicks += ticks - (cpu0.postgres.get(pid) ?? 0);
  const xacts = (await transactions(db)) - xacts0;

  // ---- what happened, from the database ----
  const trades = (
    await sql<{
      id: string;
      buyer_id: string;
      seller_account_id: string;
      state: string;
      code: string | null;
      cause: string | null;
      steps: number;
      created_ms: number;
      claimed_ms: number | null;
      flow_ended_ms: number | null;
      ended_ms: number | null;
    }>`
      SELECT t.id, t.buyer_id, t.seller_account_id, t.state, t.code, t.cause, f.version AS steps,
             extract(epoch FROM f.created_at) * 1000 AS created_ms,
             extract(epoch FROM (SELECT min(e.created_at) FROM bots.flow_events e
                                  WHERE e.flow_id = f.id AND e.payload->>'stage' = 'checking_friendship')) * 1000 AS claimed_ms,
             extract(epoch FROM f.ended_at) * 1000 AS flow_ended_ms,
             extract(epoch FROM t.ended_at) * 1000 AS ended_ms
        FROM withdrawals.trades t JOIN bots.flows f ON f.id = t.flow_id`.execute(db)
  ).rows.map((r) => ({
    ...r,
    steps: Number(r.steps),
    created_ms: Number(r.created_ms),
    claimed_ms: r.claimed_ms === null ? null : Number(r.claimed_ms),
    flow_ended_ms: r.flow_ended_ms === null ? null : Number(r.flow_ended_ms),
    ended_ms: r.ended_ms === null ? null : Number(r.ended_ms),
  }));
  const collectAt = new Map(buyers.map((b) => [b.userId, b.collectAt!]));
  const delivered = trades.filter((r) => r.state === 'finished');
  const failedByCause: Record<string, number> = {};
  for (const r of trades.filter((r) => r.state !== 'finished'))
    failedByCause[`${r.state}:${r.cause ?? r.code ?? 'none'}`] =
      (failedByCause[`${r.state}:${r.cause ?? r.code ?? 'none'}`] ?? 0) + 1;
  const lastEnded = Math.max(phaseStart, ...trades.map((r) => r.ended_ms ?? 0));
  const deliverySeconds = (lastEnded - phaseStart) / 1000;
  const deliveriesPerSecond = delivered.length / deliverySeconds;
  const latency = spread(delivered.map((r) => r.ended_ms! - collectAt.get(r.buyer_id)!));
  const stages = {
    postUntilFlowCreated: spread(delivered.map((r) => r.created_ms - collectAt.get(r.buyer_id)!)),
    waitForSellerAccount: spread(delivered.map((r) => (r.claimed_ms ?? Number.NaN) - r.created_ms)),
    flowInGame: spread(delivered.map((r) => (r.flow_ended_ms ?? Number.NaN) - (r.claimed_ms ?? Number.NaN))),
    flowEndedUntilSettled: spread(delivered.map((r) => r.ended_ms! - (r.flow_ended_ms ?? Number.NaN))),
  };
  const deliverySteps = trades.reduce((n, r) => n + r.steps, 0);
  const flowsDoneAt = Math.max(phaseStart, ...trades.map((r) => r.flow_ended_ms ?? 0));
  const post = spread(buyers.map((b) => b.postMs!));

  // The buyers' own view through HTTP agrees with the database.
  const seen = await inBatches(buyers, SETUP_CONCURRENCY, async (buyer) => {
    const { body } = await api(app.url, 'GET', `/api/${GAME}/withdrawals`, { token: buyer.user.access_token });
    return (body.trades as Array<{ state: string }>).filter((tr) => tr.state === 'finished').length;
  });
  const httpAgrees = seen.reduce((a, b) => a + b, 0) === delivered.length;

  // ---- conservation ----
  const moneyAfter = await money(db);
  const moneyConserved =
    moneyAfter.ok && moneyBefore.ok && JSON.stringify(moneyAfter.totals) === JSON.stringify(moneyBefore.totals);
  const payouts = (
    await sql<{ currency: string; paid: string }>`
      SELECT a.currency, sum(p.amount) AS paid
        FROM wallet.postings p
        JOIN wallet.transactions tx ON tx.id = p.transaction_id
        JOIN wallet.accounts a ON a.id = p.account_id
       WHERE tx.kind = 'sale_release' AND a.kind = 'available'
       GROUP BY a.currency`.execute(db)
  ).rows;
  const sellerPayouts = Object.fromEntries(payouts.map((p) => [p.currency, Number(p.paid)]));
  const owed = (
    await sql<{ currency: string; owed: string; items: string }>`
      SELECT seller_currency AS currency, sum(seller_price_minor - fee_minor) AS owed, count(*) AS items
        FROM orders.purchase_items WHERE status = 'completed' GROUP BY seller_currency`.execute(db)
  ).rows;
  const payoutsMatchCompleted =
    JSON.stringify(Object.fromEntries(owed.map((o) => [o.currency, Number(o.owed)]))) === JSON.stringify(sellerPayouts);
  const completedItems = owed.reduce((n, o) => n + Number(o.items), 0);

  const itemsAfter = await gameItems(db);
  const inventoryAfter = await count(db, 'inventory_sync.items');
  const where = new Map(
    (
      await sql<{ id: string; account_id: string }>`
        SELECT id, account_id FROM game_world.items WHERE id = ANY(${deliveries.map((d) => d.game_item_id)}::uuid[])`.execute(
        db,
      )
    ).rows.map((r) => [r.id, r.account_id]),
  );
  const stillListed = new Set(
    (
      await sql<{ game_item_id: string }>`
        SELECT game_item_id FROM inventory_sync.items WHERE game_item_id = ANY(${deliveries.map((d) => d.game_item_id)})`.execute(
        db,
      )
    ).rows.map((r) => r.game_item_id),
  );
  const purchaseStatus = new Map(
    (
      await sql<{ id: string; status: string }>`
        SELECT id, status FROM orders.purchase_items WHERE id = ANY(${deliveries.map((d) => d.purchase_item_id)}::uuid[])`.execute(
        db,
      )
    ).rows.map((r) => [r.id, r.status]),
  );
  const buyerAccount = new Map(buyers.map((b) => [b.userId, b.worldAccountId]));
  const misplaced = deliveries.filter((d) => {
    const done = purchaseStatus.get(d.purchase_item_id) === 'completed';
    const holder = where.get(d.game_item_id);
    return done
      ? holder !== buyerAccount.get(d.buyer_id) || stillListed.has(d.game_item_id)
      : holder !== d.seller_world_account || !stillListed.has(d.game_item_id);
  });
  const itemsConserved =
    itemsAfter.count === itemsBefore.count &&
    itemsAfter.digest === itemsBefore.digest &&
    itemsAfter.orphans === 0 &&
    misplaced.length === 0 &&
    completedItems === delivered.length &&
    inventoryAfter === inventoryBefore - completedItems;

  const summaryLine = [
    `  ${trades.length} deliveries started, ${delivered.length} delivered, failed ${JSON.stringify(failedByCause)}`,
    `in ${round(deliverySeconds, 2)} s = ${round(deliveriesPerSecond, 1)} deliveries/s;`,
    `collect -> delivered p50 ${latency.p50} ms p99 ${latency.p99} ms`,
  ].join(' ');
  console.log(summaryLine);
  console.log(
    `  stages p50/p99 ms: POST -> flow ${stages.postUntilFlowCreated.p50}/${stages.postUntilFlowCreated.p99}, ` +
      `waiting for the seller account ${stages.waitForSellerAccount.p50}/${stages.waitForSellerAccount.p99}, ` +
      `flow in the game ${stages.flowInGame.p50}/${stages.flowInGame.p99}, ` +
      `flow ended -> settled ${stages.flowEndedUntilSettled.p50}/${stages.flowEndedUntilSettled.p99}`,
  );
  console.log(
    `  CPU over ${round(wallSeconds, 1)} s: this process (server + clients) ${round(cpuApp, 1)} s, PostgreSQL ${round(pgTicks / CLK_TCK, 1)} s ` +
      `(of ${os.cpus().length * round(wallSeconds, 1)} s on ${os.cpus().length} CPUs); ${deliverySteps} flow steps, ~${round(xacts / Math.max(1, deliverySteps), 1)} transactions per step`,
  );
  console.log(
    `  money conserved ${moneyConserved}, payouts ${JSON.stringify(sellerPayouts)} match completed sales ${payoutsMatchCompleted}; ` +
      `items conserved ${itemsConserved} (${misplaced.length} misplaced); HTTP view agrees ${httpAgrees}`,
  );
  if (profile) console.log(profile);

  // ---- quick sales: sellers sell to the site at once ----
  const quick = QUICK_SALES > 0 ? await quickSalePhase(app, world, db) : undefined;
  // ---- exchanges: traders swap an item (and balance) for the site's stock ----
  const exchanges = quick && EXCHANGES > 0 ? await exchangePhase(app, world, db) : undefined;

  // ---- the raw flow rate of the same app, next to it ----
  let raw: FlowThroughput | undefined;
  if (RAW_FLOWS > 0) {
    console.log(`  raw flows (bots bench): preparing ${RAW_FLOWS} players...`);
    raw = await rawFlowThroughput(app.container, RAW_FLOWS, 'Raw');
    console.log(
      `  raw flows: ${RAW_FLOWS} (${JSON.stringify(raw.states)}) in ${round(raw.seconds, 2)} s = ${round(raw.flowsPerSecond, 1)} flows/s, ` +
        `${round(raw.stepsPerSecond)} steps/s, stage delay p50 ${raw.stageDelayP50Ms} ms p99 ${raw.stageDelayP99Ms} ms`,
    );
  }

  const stepsPerSecond = deliverySteps / deliverySeconds;
  const summary = {
    bench: 'trade-loop',
    sellers: SELLERS,
    buyers: buyers.length,
    itemsPerSeller: ITEMS,
    deliveriesStarted: trades.length,
    delivered: delivered.length,
    failedByCause,
    collectRefused: refused.length,
    timedOut,
    sellerPayoutsMinor: sellerPayouts,
    payoutsMatchCompletedSales: payoutsMatchCompleted,
    moneyConserved,
    itemsConserved,
    httpViewAgrees: httpAgrees,
    seconds: round(deliverySeconds, 2),
    deliveriesPerSecond: round(deliveriesPerSecond, 1),
    flowsDoneAfterSeconds: round((flowsDoneAt - phaseStart) / 1000, 2),
    collectToDeliveredP50Ms: latency.p50,
    collectToDeliveredP99Ms: latency.p99,
    collectToDeliveredMaxMs: latency.max,
    collectPostP50Ms: post.p50,
    collectPostP99Ms: post.p99,
    stagesMs: stages,
    deliverySteps,
    deliveryStepsPerSecond: round(stepsPerSecond, 1),
    dbTransactionsPerStep: round(xacts / Math.max(1, deliverySteps), 1),
    cpuSeconds: { process: round(cpuApp, 1), postgres: round(pgTicks / CLK_TCK, 1), wall: round(wallSeconds, 1) },
    buyPurchasesPerSecond: round(buyers.length / buySeconds, 1),
    quickSales: quick,
    exchanges,
    rawFlows: raw && {
      flows: raw.flows,
      seconds: round(raw.seconds, 2),
      flowsPerSecond: round(raw.flowsPerSecond, 1),
      stepsPerSecond: round(raw.stepsPerSecond, 1),
      stageDelayP50Ms: raw.stageDelayP50Ms,
      stageDelayP99Ms: raw.stageDelayP99Ms,
      outcomes: raw.states,
    },
    ratioDeliveriesToRawFlows: raw && round(deliveriesPerSecond / raw.flowsPerSecond, 3),
    ratioDeliveryStepsToRawSteps: raw && round(stepsPerSecond / raw.stepsPerSecond, 3),
    loadBefore,
    loadAfter: os.loadavg().map((l) => round(l, 2)),
  };
  const results: BenchResult[] = [
    {
      bench: 'trade-loop',
      metric: `deliveries per second (${trades.length} deliveries, ${SELLERS} seller accounts) vs raw bot flows per second`,
      unit: '/s',
      value: round(deliveriesPerSecond, 1),
      baseline: raw && round(raw.flowsPerSecond, 1),
      better: 'higher',
      note: `${delivered.length} delivered, failed ${JSON.stringify(failedByCause)}`,
    },
    {
      bench: 'trade-loop',
      metric: 'collect POST to delivered (trade ended), p99',
      unit: 'ms',
      value: latency.p99,
      better: 'lower',
      note: `p50 ${latency.p50} ms`,
    },
    {
      bench: 'trade-loop',
      metric: 'flow steps per second in deliveries vs raw bot flows',
      unit: 'steps/s',
      value: round(stepsPerSecond, 1),
      baseline: raw && round(raw.stepsPerSecond, 1),
      better: 'higher',
    },
  ];
  if (quick)
    results.push({
      bench: 'trade-loop',
      metric: `quick sales per second (${quick.finished} of ${QUICK_SALES} sellers selling ${QUICK_SALE_ITEMS} items at once)`,
      unit: '/s',
      value: quick.quickSalesPerSecond,
      better: 'higher',
      note: `start to paid p50 ${quick.startToPaidP50Ms} ms p99 ${quick.startToPaidP99Ms} ms; paid as offered ${quick.paidAsOffered}`,
    });
  if (exchanges)
    results.push({
      bench: 'trade-loop',
      metric: `exchanges per second (${exchanges.finished} of ${EXCHANGES} traders, one item for one site item each, at once)`,
      unit: '/s',
      value: exchanges.exchangesPerSecond,
      better: 'higher',
      note: `start to settled p50 ${exchanges.startToSettledP50Ms} ms p99 ${exchanges.startToSettledP99Ms} ms; money as quoted ${exchanges.moneyAsQuoted}; refused ${JSON.stringify(exchanges.refused)}`,
    });
  const findings: string[] = [];
  if (exchanges && !exchanges.moneyAsQuoted) findings.push('exchanges did not move money as quoted');
  if (quick && !quick.paidAsOffered) findings.push('quick sales not paid as offered');
  if (!moneyConserved) findings.push('money not conserved: see the ledger checks');
  if (!itemsConserved) findings.push(`items not conserved: ${misplaced.length} misplaced`);
  if (!payoutsMatchCompleted) findings.push('seller payouts do not match the completed sales');
  return { results, findings, jsonLine: JSON.stringify(summary) };
}

/**
 * Pool starvation: every connection checked out, requests queued for one, and no collect answered for STALL_MS.
 * It records the pool's counts and pg_stat_activity over a connection of its own. Nothing inside the process
 * can end it (the requests that would free the connections are the ones queued), so the caller gives up on
 * the app and stops PostgreSQL under it.
 */
const STALL_MS = 15_000;

function watchPool(pool: pg.Pool, databaseUrl: string) {
  let last = performance.now();
  let evidence: string | undefined;
  let stalled!: (evidence: string) => void;
  const stall = new Promise<string>((resolve) => (stalled = resolve));
  let checking = false;
  const check = async () => {
    if (evidence || pool.waitingCount === 0 || pool.idleCount > 0 || performance.now() - last < STALL_MS) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ application_name: string; state: string; query: string; n: string }>(`
        SELECT application_name, state, left(regexp_replace(query, '\\s+', ' ', 'g'), 100) AS query, count(*) AS n
          FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
         GROUP BY 1, 2, 3 ORDER BY 4 DESC`);
      evidence = [
        `  no collect answered for ${STALL_MS / 1000} s; the app's pool: ${pool.totalCount} connections, ${pool.idleCount} idle, ${pool.waitingCount} requests waiting for one; pg_stat_activity:`,
        ...rows.map((r) => `    ${r.n} x ${r.application_name} ${r.state}: ${r.query}`),
      ].join('\n');
      stalled(evidence);
    } finally {
      await client.end();
    }
  };
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    check().finally(() => {
      checking = false;
    });
  }, 1000);
  return {
    stall,
    answered() {
      last = performance.now();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

async function count(db: Kysely<any>, table: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0]!.n);
}

/** Every item of the game world: how many, which (a digest of their ids), and any without a valid account. */
async function gameItems(db: Kysely<any>) {
  const { rows } = await sql<{ n: string; digest: string; orphans: string }>`
    SELECT count(*) AS n, md5(string_agg(i.id::text, ',' ORDER BY i.id)) AS digest,
           count(*) FILTER (WHERE a.id IS NULL) AS orphans
      FROM game_world.items i LEFT JOIN game_world.accounts a ON a.id = i.account_id`.execute(db);
  return { count: Number(rows[0]!.n), digest: rows[0]!.digest, orphans: Number(rows[0]!.orphans) };
}

/**
 * The ledger's sums (modules/wallet/ledger.ts, migrations/0008_wallet.ts): every transaction balances per
 * currency, every user balance equals its postings, and per currency the users' balances plus the site's fee,
 * fx and payout accounts add up to what the provider brought in (top-ups paid = -provider_clearing).
 */
async function money(db: Kysely<any>) {
  const unbalanced = Number(
    (
      await sql<{ n: string }>`
        SELECT count(*) AS n FROM (
          SELECT p.transaction_id FROM wallet.postings p JOIN wallet.accounts a ON a.id = p.account_id
           GROUP BY p.transaction_id, a.currency HAVING sum(p.amount) <> 0) x`.execute(db)
    ).rows[0]!.n,
  );
  const drifted = Number(
    (
      await sql<{ n: string }>`
        SELECT count(*) AS n FROM wallet.accounts a
         WHERE a.balance IS NOT NULL
           AND a.balance <> coalesce((SELECT sum(p.amount) FROM wallet.postings p WHERE p.account_id = a.id), 0)`.execute(
        db,
      )
    ).rows[0]!.n,
  );
  const sums = (
    await sql<{ currency: string; users: string; site: string; clearing: string }>`
      SELECT a.currency,
             coalesce(sum(a.balance) FILTER (WHERE a.balance IS NOT NULL), 0) AS users,
             coalesce(sum(p.total) FILTER (WHERE a.balance IS NULL AND a.kind <> 'provider_clearing'), 0) AS site,
             coalesce(sum(p.total) FILTER (WHERE a.kind = 'provider_clearing'), 0) AS clearing
        FROM wallet.accounts a
        LEFT JOIN (SELECT account_id, sum(amount) AS total FROM wallet.postings GROUP BY account_id) p ON p.account_id = a.id
       GROUP BY a.currency ORDER BY a.currency`.execute(db)
  ).rows;
  const paid = new Map(
    (
      await sql<{ currency: string; total: string }>`
        SELECT currency, sum(amount_minor) AS total FROM wallet.topups WHERE status = 'paid' GROUP BY currency`.execute(
        db,
      )
    ).rows.map((r) => [r.currency, Number(r.total)]),
  );
  const totals = Object.fromEntries(sums.map((s) => [s.currency, Number(s.users) + Number(s.site)]));
  const matchesTopUps = sums.every(
    (s) =>
      Number(s.users) + Number(s.site) === (paid.get(s.currency) ?? 0) &&
      -Number(s.clearing) === (paid.get(s.currency) ?? 0),
  );
  return { ok: unbalanced === 0 && drifted === 0 && matchesTopUps, totals };
}

/** Committed transactions in the current database so far (a statement outside a transaction counts as one). */
async function transactions(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{
    n: string;
  }>`SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()`.execute(db);
  return Number(rows[0]!.n);
}

/** A V8 CPU profile of this process (the server and the clients): stop() writes it and returns the heaviest functions. */
async function startProfiler() {
  const session = new inspector.Session();
  session.connect();
  const post = <T = unknown>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) =>
      session.post(method, params, (err, result) => (err ? reject(err) : resolve(result as T))),
    );
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 500 });
  await post('Profiler.start');
  return {
    async stop(): Promise<string> {
      const { profile } = await post<{ profile: CpuProfile }>('Profiler.stop');
      session.disconnect();
      await mkdir(PROFILE_DIR!, { recursive: true });
      const file = path.join(PROFILE_DIR!, `trade-loop-${Date.now()}.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      return `  CPU profile written to ${file}\n${heaviest(profile)}`;
    },
  };
}

interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
    children?: number[];
  }>;
  startTime: number;
  endTime: number;
  samples: number[];
}

/** Self time per function and per package or folder, the 15 heaviest of each. */
function heaviest(profile: CpuProfile): string {
  const total = profile.samples.length;
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  const hits = new Map<number, number>();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  for (const node of profile.nodes) {
    const n = hits.get(node.id) ?? 0;
    if (!n) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace(/^file:\/\//, '');
    const fn = `${functionName || '(anonymous)'} ${file ? `${path.relative(process.cwd(), file)}:${lineNumber + 1}` : ''}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + n);
    const place = !file
      ? functionName || '(native)'
      : file.includes('node_modules/')
        ? `node_modules/${file.split('node_modules/').at(-1)!.split('/')[0]}`
        : file.startsWith('node:')
          ? 'node internals'
          : path.relative(process.cwd(), path.dirname(file));
    byPlace.set(place, (byPlace.get(place) ?? 0) + n);
  }
  const top = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([k, n]) => `    ${((100 * n) / total).toFixed(1).padStart(5)} %  ${k}`)
      .join('\n');
  return `  self time by place:\n${top(byPlace)}\n  self time by function:\n${top(byFunction)}`;
}

/**
 * EXCHANGES traders (linked, synced, funded) each give their one item for one unit of the site's stock, all at once:
 * start, Ready when the bot asks, until it ended. Each takes a different unit, worth at least what they give if any is.
 * Figures: started, finished, refused (by error code: the margin, a unit held by another...), money as quoted (each
 * finished exchange's ledger moves the trader's balance by exactly -balance + change), exchanges per second and the
 * latency from the start to the ending being applied.
 */
async function exchangePhase(app: TestApp, world: WorldAdmin, db: Kysely<any>) {
  const traders = await inBatches(Array.from({ length: EXCHANGES }), SETUP_CONCURRENCY, async () => {
    const trader = await syncedSeller(app, world, { game: GAME, items: 1, list: false });
    await topUp(app, trader.user.access_token, '500', 'usd');
    return trader;
  });
  const board = (await api(app.url, 'GET', `/api/${GAME}/exchange/stock?currency=usd`)).body;
  const units = (board.stock as any[]).flatMap((s) =>
    (s.variants as any[]).flatMap((v) => Array.from({ length: v.count }, () => ({ itemId: s.itemId, ...v }))),
  );
  console.log(`  ${EXCHANGES} traders linked, synced and funded; ${units.length} units of site stock`);
  // As a trader would: a site item worth at least what they give (the cheapest such one still free), else the
  // dearest one left; so the site's margin refuses few of them.
  const boards = await Promise.all(
    traders.map(
      async (trader) =>
        (await api(app.url, 'GET', `/api/${GAME}/exchange/board?currency=usd`, { token: trader.user.access_token }))
          .body.give as any[],
    ),
  );
  const free = [...units].sort((a, b) => a.price.amount - b.price.amount);
  const wanted = boards.map((give) => {
    const value = give.reduce((sum, g) => sum + g.value.amount, 0);
    const at = free.findIndex((u) => u.price.amount >= value);
    return free.splice(at >= 0 ? at : free.length - 1, 1)[0];
  });
  const t0 = performance.now();
  const results = await Promise.all(
    traders.map(async (trader, n) => {
      const call = (method: string, path: string, body?: unknown) =>
        api(app.url, method, path, { token: trader.user.access_token, body });
      const unit = wanted[n];
      if (!unit) return { ok: false, ms: 0, refused: 'no stock' };
      const started = performance.now();
      const give = boards[n]!;
      const res = await call('POST', `/api/${GAME}/exchanges`, {
        accountId: trader.account.id,
        currency: 'usd',
        give: give.map((g) => ({ id: g.id, value: g.value.amount })),
        take: [{ itemId: unit.itemId, variant: unit.variant, price: unit.price.amount, quantity: 1 }],
      });
      if (res.status !== 200) return { ok: false, ms: 0, refused: String(res.body?.errorCode) };
      const id = res.body.exchange.id as string;
      let readied = false;
      for (;;) {
        const ex = ((await call('GET', `/api/${GAME}/exchanges`)).body.exchanges as any[]).find((e) => e.id === id);
        if (ex.state !== 'active' && ex.endedAt)
          return { ok: ex.state === 'finished', ms: performance.now() - started };
        if (ex.needsReady && !readied) {
          readied = true;
          await call('POST', `/api/${GAME}/exchanges/${id}/ready`);
        }
        if (performance.now() - started > DELIVERY_TIMEOUT_MS) return { ok: false, ms: 0 };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const finished = results.filter((r) => r.ok);
  const { rows: wrong } = await sql<{ id: string }>`
    SELECT e.id FROM exchange.exchanges e
      LEFT JOIN LATERAL (SELECT sum(p.amount) AS net FROM wallet.transactions t JOIN wallet.postings p ON p.transaction_id = t.id
                           JOIN wallet.accounts a ON a.id = p.account_id AND a.kind = 'available'
                          WHERE t.reference = e.id::text) l ON true
     WHERE e.state = 'finished' AND coalesce(l.net, 0) <> e.change_minor - e.balance_minor`.execute(db);
  const latency = spread(finished.map((r) => r.ms));
  const figures = {
    started: results.filter((r) => !r.refused).length,
    finished: finished.length,
    refused: results.filter((r) => r.refused).map((r) => r.refused),
    moneyAsQuoted: wrong.length === 0,
    seconds: round(seconds, 2),
    exchangesPerSecond: round(finished.length / seconds, 1),
    startToSettledP50Ms: latency.p50,
    startToSettledP99Ms: latency.p99,
  };
  console.log(`  exchanges: ${JSON.stringify(figures)}`);
  return figures;
}

/**
 * QUICK_SALES sellers (linked, synced, nothing listed) each sell QUICK_SALE_ITEMS items to the site, all at once:
 * start, Ready when the bot asks, until the site paid. Figures: started, finished, paid as offered (the ledger's
 * quick_sale postings against the offers), the items now the site's stock, quick sales per second and the
 * latency from the start to the payment.
 */
async function quickSalePhase(app: TestApp, world: WorldAdmin, db: Kysely<any>) {
  const sellers = await inBatches(Array.from({ length: QUICK_SALES }), SETUP_CONCURRENCY, () =>
    syncedSeller(app, world, { game: GAME, items: QUICK_SALE_ITEMS, list: false }),
  );
  console.log(`  ${QUICK_SALES} sellers linked and synced ${QUICK_SALE_ITEMS} items each for quick sales`);
  const t0 = performance.now();
  const results = await Promise.all(
    sellers.map(async (seller) => {
      const call = (method: string, path: string, body?: unknown) =>
        api(app.url, method, path, { token: seller.user.access_token, body });
      const started = performance.now();
      const offered = (await call('GET', `/api/${GAME}/quick-sales/offer?currency=usd`)).body.items as any[];
      const res = await call('POST', `/api/${GAME}/quick-sales`, {
        accountId: seller.account.id,
        currency: 'usd',
        items: offered.map((i) => ({ id: i.id, price: i.price.amount })),
      });
      if (res.status !== 200) return { ok: false, offered: 0, paid: 0, ms: 0, refused: String(res.body?.errorCode) };
      const id = res.body.quickSale.id as string;
      let readied = false;
      for (;;) {
        const sale = ((await call('GET', `/api/${GAME}/quick-sales`)).body.quickSales as any[]).find(
          (q) => q.id === id,
        );
        if (sale.state !== 'active' && sale.paid !== null)
          return {
            ok: sale.state === 'finished',
            offered: sale.total.amount as number,
            paid: sale.paid.amount as number,
            ms: performance.now() - started,
          };
        if (sale.needsReady && !readied) {
          readied = true;
          await call('POST', `/api/${GAME}/quick-sales/${id}/ready`);
        }
        if (performance.now() - started > DELIVERY_TIMEOUT_MS) return { ok: false, offered: 0, paid: 0, ms: 0 };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const finished = results.filter((r) => r.ok);
  const ledger = Number(
    (
      await sql<{ paid: string }>`
        SELECT coalesce(sum(p.amount), 0) AS paid FROM wallet.postings p
          JOIN wallet.transactions t ON t.id = p.transaction_id JOIN wallet.accounts a ON a.id = p.account_id
         WHERE t.kind = 'quick_sale' AND a.kind = 'available'`.execute(db)
    ).rows[0]!.paid,
  );
  const stock = Number(
    (
      await sql<{ n: string }>`
        SELECT count(*) AS n FROM inventory_sync.items i JOIN inventory_sync.game_accounts a ON a.id = i.account_id
         WHERE a.fleet`.execute(db)
    ).rows[0]!.n,
  );
  const latency = spread(finished.map((r) => r.ms));
  const figures = {
    started: results.filter((r) => !r.refused).length,
    finished: finished.length,
    refused: results.filter((r) => r.refused).map((r) => r.refused),
    paidAsOffered: finished.every((r) => r.paid === r.offered) && ledger === finished.reduce((n, r) => n + r.paid, 0),
    siteStockItems: stock,
    seconds: round(seconds, 2),
    quickSalesPerSecond: round(finished.length / seconds, 1),
    startToPaidP50Ms: latency.p50,
    startToPaidP99Ms: latency.p99,
  };
  console.log(`  quick sales: ${JSON.stringify(figures)}`);
  return figures;
}
