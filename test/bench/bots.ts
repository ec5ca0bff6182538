// Bots: 1,000 concurrent flows (quick sales, syncs, withdrawals) over 50 bots (25 per game, one
// trade each) in an instant world (BOTS_TIME_SCALE=0), run by the real step engine on pg-boss, next
// to pg-boss's raw throughput of empty jobs with the same worker settings, measured in the same run
// on the same embedded PostgreSQL (fsync on, as in production). Figures: flows/s, steps/s (a step is
// one committed version of a flow), the delay between a flow's consecutive stages once it has a bot,
// the step latency of one flow at a time, database transactions per step, and jobs/s of the baseline.
import { randomUUID } from 'node:crypto';
import type { Container } from 'inversify';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { loadConfig } from '../../config';
import { startApp } from '../../src/app';
import { ensureDatabase } from '../../src/platform/db/create-database';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded';
import { Jobs } from '../../src/platform/jobs';
import { createLogger } from '../../src/platform/logger';
import { GAME_GATEWAY, OrchestratorService, WorldAdmin, type GameGateway, type StartFlow } from '../../bots';
import { STEP_WORKER } from '../../bots/orchestrator/orchestrator.jobs';
import { freePort } from '../support/free-port';
import { removeDir, round, tempDataDir, type BenchOutcome, type BenchResult } from './common';
import type { GameKey } from '../../kernel';

const FLOWS = Number(process.env.BENCH_BOTS_FLOWS ?? 1000);
const BOTS_PER_GAME = 25;
/** Flows run one at a time first, for the step latency of an idle engine. */
const SOLO = 20;
/** The step worker's settings, for the baseline too. */
const WORKER = STEP_WORKER;
/** Raw pg-boss is measured with the step worker's settings and these; the best is the baseline. */
type WorkerSettings = { batchSize: number; concurrency: number; pollingIntervalSeconds: number };
const RAW_SETTINGS: WorkerSettings[] = [
  WORKER,
  { ...WORKER, batchSize: 64 },
  { ...WORKER, batchSize: 64, concurrency: 16 },
];

export interface BotsBenchOutcome extends BenchOutcome {
  jsonLine: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function botsBench(): Promise<BotsBenchOutcome> {
  const loadBefore = os.loadavg().map((l) => round(l, 2));
  const logger = createLogger('warn');
  const dataDir = await tempDataDir('bots');
  const embedded = await startEmbeddedPostgres({
    dataDir,
    port: await freePort(),
    logger,
    settings: { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.max': '2000' },
  });
  try {
    const url = await ensureDatabase(embedded.url, 'tradehall_bench_bots');
    const stepsJobs = FLOWS * 7;
    const raws = [];
    for (const settings of RAW_SETTINGS) {
      const raw = { settings, ...(await rawJobThroughput(url, stepsJobs, logger, settings)) };
      console.log(
        `  pg-boss raw, ${JSON.stringify(settings)}: ${stepsJobs} empty jobs in ${round(raw.seconds, 2)} s = ${round(raw.jobsPerSecond)} jobs/s`,
      );
      raws.push(raw);
    }
    const baseline = raws.reduce((best, r) => (r.jobsPerSecond > best.jobsPerSecond ? r : best));

    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      BOTS_TIME_SCALE: '0',
      BOTS_PER_GAME: String(BOTS_PER_GAME),
      BOTS_CAPACITY: '1',
      BOTS_DAILY_TRADE_LIMIT: '1000',
      BOTS_AUTO_LOCK_WAITING: '1000000',
    });
    const app = await startApp({ config, databaseUrl: url, logger });
    try {
      const orchestrator = app.container.get(OrchestratorService);
      const world = app.container.get(WorldAdmin);
      const db = app.container.get<any>(Symbol.for('platform.Db'));
      await sql`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`.execute(db);
      // Unloaded latency first: flows one at a time, from start to end (database clock), per step.
      const solo: number[] = [];
      for (const start of await prepareFlows(world, SOLO, 'Solo')) {
        const flow = await orchestrator.start(start);
        let view = flow;
        while (view.state === 'active') {
          await new Promise((resolve) => setTimeout(resolve, 10));
          view = (await orchestrator.get(flow.id))!;
        }
        const { version, ms } = await db
          .selectFrom('bots.flows')
          .where('id', '=', flow.id)
          .select(['version', sql<number>`extract(epoch FROM ended_at - created_at) * 1000`.as('ms')])
          .executeTakeFirstOrThrow();
        solo.push(Number(ms) / version);
      }
      solo.sort((a, b) => a - b);
      const soloStepMs = round(percentile(solo, 50), 1);
      console.log(`  one flow at a time: ${soloStepMs} ms per step (median of ${SOLO})`);
      await db.deleteFrom('bots.flow_events').execute();
      await db.deleteFrom('bots.flows').execute();

      console.log(`  preparing ${FLOWS} players...`);
      const gameCalls = countCalls(app.container.get<GameGateway>(GAME_GATEWAY));
      const raw = await rawFlowThroughput(app.container, FLOWS, 'Bench', () => {
        gameCalls.reset();
        toggleCpuProfile();
        return sql`SELECT pg_stat_statements_reset()`.execute(db);
      });
      toggleCpuProfile();
      const statements = await statementsPerStep(db, raw.steps);
      console.log(`  statements per step (pg_stat_statements, top level, >= 0.05 per step; * the simulated game's):`);
      for (const s of statements.filter((s) => s.perStep >= 0.05))
        console.log(
          `    ${String(s.perStep).padStart(5)} x ${String(s.meanMs).padStart(6)} ms ${s.world ? '*' : ' '} ${s.query.slice(0, 140)}`,
        );
      const perStep = (world: boolean) =>
        round(
          statements.filter((s) => s.world === world).reduce((sum, s) => sum + s.perStep, 0),
          1,
        );
      // A call to the simulated game is one transaction or one statement (bots/world/simulated-world.ts): the
      // rest of the database's transactions are the engine's and pg-boss's (and the Socket.IO adapter's NOTIFYs).
      const worldXactsPerStep = round(gameCalls.count / raw.steps, 1);
      const engineXactsPerStep = round(raw.dbTransactionsPerStep - worldXactsPerStep, 1);
      console.log(
        `  statements (round trips) per step: ${perStep(false)} the engine's, ${perStep(true)} + BEGIN/COMMIT the simulated game's; ` +
          `transactions per step: ${engineXactsPerStep} the engine's, ${worldXactsPerStep} the game's (${round(gameCalls.count / raw.steps, 2)} calls)`,
      );
      const figures = { steps: raw.steps, states: raw.states, p50: raw.stageDelayP50Ms, p99: raw.stageDelayP99Ms };
      const { seconds, flowsPerSecond, stepsPerSecond, dbTransactionsPerStep: xactsPerStep } = raw;
      const ratio = stepsPerSecond / baseline.jobsPerSecond;
      console.log(
        `  ${FLOWS} flows (${JSON.stringify(figures.states)}) in ${round(seconds, 2)} s (all started after ${round(raw.startedSeconds, 2)} s): ` +
          `${round(flowsPerSecond)} flows/s, ${figures.steps} steps = ${round(stepsPerSecond)} steps/s, stage delay p50 ${figures.p50} ms p99 ${figures.p99} ms, ` +
          `~${xactsPerStep} database transactions (statements outside one count as one) per step`,
      );
      console.log(`  steps/s : pg-boss empty jobs/s = ${round(ratio, 3)}`);
      const loadAfter = os.loadavg().map((l) => round(l, 2));
      const summary = {
        bench: 'bots',
        flows: FLOWS,
        bots: BOTS_PER_GAME * 2,
        seconds: round(seconds, 2),
        flowsPerSecond: round(flowsPerSecond, 1),
        steps: figures.steps,
        stepsPerSecond: round(stepsPerSecond, 1),
        soloStepLatencyMs: soloStepMs,
        stageDelayP50Ms: figures.p50,
        stageDelayP99Ms: figures.p99,
        dbTransactionsPerStep: xactsPerStep,
        engineTransactionsPerStep: engineXactsPerStep,
        gameCallsPerStep: worldXactsPerStep,
        engineStatementsPerStep: perStep(false),
        gameStatementsPerStep: perStep(true),
        outcomes: figures.states,
        pgBossEmptyJobsPerSecond: round(baseline.jobsPerSecond, 1),
        pgBossBestSettings: baseline.settings,
        pgBossSameSettingsJobsPerSecond: round(raws[0]!.jobsPerSecond, 1),
        ratioStepsToRawJobs: round(ratio, 3),
        worker: WORKER,
        loadBefore,
        loadAfter,
      };
      const results: BenchResult[] = [
        {
          bench: 'bots',
          metric: 'flows per second (1,000 flows, 50 bots, instant world)',
          unit: 'flows/s',
          value: round(flowsPerSecond, 1),
          better: 'higher',
        },
        {
          bench: 'bots',
          metric: 'steps per second vs pg-boss empty jobs per second (its best setting)',
          unit: 'jobs/s',
          value: round(stepsPerSecond, 1),
          baseline: round(baseline.jobsPerSecond, 1),
          better: 'higher',
        },
        {
          bench: 'bots',
          metric: 'delay between stages once a bot is assigned, p99',
          unit: 'ms',
          value: figures.p99,
          better: 'lower',
          note: `p50 ${figures.p50} ms`,
        },
        {
          bench: 'bots',
          metric: 'step latency, one flow at a time (median)',
          unit: 'ms',
          value: soloStepMs,
          better: 'lower',
        },
        {
          bench: 'bots',
          metric: 'database transactions per step (pg_stat_database)',
          unit: 'xacts',
          value: xactsPerStep,
          better: 'lower',
          note: `${engineXactsPerStep} the engine's, ${worldXactsPerStep} the simulated game's`,
        },
      ];
      return { results, jsonLine: JSON.stringify(summary) };
    } finally {
      await app.stop();
    }
  } finally {
    await embedded.stop();
    await removeDir(dataDir);
  }
}

export interface FlowThroughput {
  flows: number;
  seconds: number;
  /** When the last flow had been started (they start in batches of 50). */
  startedSeconds: number;
  flowsPerSecond: number;
  steps: number;
  stepsPerSecond: number;
  states: Record<string, number>;
  stageDelayP50Ms: number;
  stageDelayP99Ms: number;
  dbTransactionsPerStep: number;
}

/**
 * The raw flow rate of a running app: `count` flows of prepareFlows' mix started at once (in batches of 50)
 * on the app's own step workers and fleet, timed until the last one ended. Only these flows are counted, so
 * it can run beside other benchmarks' data in the same database (test/bench/trade-loop.ts does).
 */
export async function rawFlowThroughput(
  container: Container,
  count: number,
  prefix = 'Bench',
  /** Runs once the flows are prepared, right before the first starts (resets statement counters). */
  beforeStart?: () => Promise<unknown>,
): Promise<FlowThroughput> {
  const orchestrator = container.get(OrchestratorService);
  const db = container.get<any>(Symbol.for('platform.Db'));
  const starts = await prepareFlows(container.get(WorldAdmin), count, prefix);
  const ids: string[] = [];
  await beforeStart?.();
  const xacts0 = await transactions(db);
  const t0 = performance.now();
  for (let i = 0; i < starts.length; i += 50)
    ids.push(...(await Promise.all(starts.slice(i, i + 50).map((s) => orchestrator.start(s)))).map((f) => f.id));
  const startedSeconds = (performance.now() - t0) / 1000;
  for (;;) {
    const { n } = await db
      .selectFrom('bots.flows')
      .select(sql<string>`count(*)`.as('n'))
      .where(sql<boolean>`id = ANY(${ids}::uuid[])`)
      .where('state', '=', 'active')
      .executeTakeFirstOrThrow();
    if (Number(n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - t0) / 1000;
  const xacts = (await transactions(db)) - xacts0;
  const figures = await flowFigures(db, ids);
  return {
    flows: count,
    seconds,
    startedSeconds,
    flowsPerSecond: count / seconds,
    steps: figures.steps,
    stepsPerSecond: figures.steps / seconds,
    states: figures.states,
    stageDelayP50Ms: figures.p50,
    stageDelayP99Ms: figures.p99,
    dbTransactionsPerStep: round(xacts / figures.steps, 1),
  };
}

/** One player per flow (so no user limit interferes): 60 % quick sales, 20 % syncs, 20 % withdrawals. */
async function prepareFlows(world: WorldAdmin, count: number, prefix: string): Promise<StartFlow[]> {
  const behaviour = { acceptFriend: 1, acceptTrade: 1, declineTrade: 0, leave: 0 };
  const bots = { adopt: await world.listAccounts('adopt', true), mm2: await world.listAccounts('mm2', true) };
  const starts: StartFlow[] = [];
  for (let i = 0; i < count; i++) {
    const game: GameKey = i % 2 ? 'mm2' : 'adopt';
    const player = await world.createAccount({ game, nickname: `${prefix}${i}`, behaviour });
    const owned = await world.giveRandomInventory(player.id, 3, 1);
    const base = { game, userId: randomUUID(), playerNickname: player.nickname };
    if (i % 5 === 0) {
      const bot = bots[game][i % bots[game].length]!;
      const items = await world.giveItems(bot.id, [
        { slug: game === 'adopt' ? 'shadow-dragon' : 'default-knife-knife' },
      ]);
      starts.push({ ...base, kind: 'withdrawal', items, fromBotAccountId: bot.id });
    } else if (i % 5 === 1) {
      starts.push({ ...base, kind: 'sync' });
    } else {
      starts.push({ ...base, kind: 'quick_sale', items: owned.slice(0, 2), awaitReady: false });
    }
  }
  return starts;
}

/** Steps taken, outcomes, and the gaps between consecutive stage events after the bot was assigned (these flows). */
async function flowFigures(db: any, ids: string[]) {
  const ofThese = sql<boolean>`id = ANY(${ids}::uuid[])`;
  const { steps } = await db
    .selectFrom('bots.flows')
    .select(sql<string>`sum(version)`.as('steps'))
    .where(ofThese)
    .executeTakeFirstOrThrow();
  const states = Object.fromEntries(
    (
      await db
        .selectFrom('bots.flows')
        .select(['state', sql<string>`count(*)`.as('n')])
        .where(ofThese)
        .groupBy('state')
        .execute()
    ).map((r: { state: string; n: string }) => [r.state, Number(r.n)]),
  );
  const gaps = await sql<{ ms: number }>`
    SELECT extract(epoch FROM created_at - lag(created_at) OVER (PARTITION BY flow_id ORDER BY id)) * 1000 AS ms, payload->>'stage' AS stage, type
    FROM bots.flow_events WHERE flow_id = ANY(${ids}::uuid[])`.execute(db);
  // The gap that ends with the bot's assignment is time in the queue for a bot, not a step's delay.
  const delays = gaps.rows
    .filter((r: any) => r.ms !== null && r.stage !== 'checking_friendship' && !r.type.startsWith('StartDelayed'))
    .map((r) => Number(r.ms))
    .sort((a, b) => a - b);
  return { steps: Number(steps), states, p50: round(percentile(delays, 50), 1), p99: round(percentile(delays, 99), 1) };
}

/** Committed transactions in the current database so far (a statement outside a transaction counts as one). */
async function transactions(db: any): Promise<number> {
  const { rows } = await sql<{
    n: string;
  }>`SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()`.execute(db);
  return Number(rows[0]!.n);
}

/** Statements the clients sent since the reset (top level), per step, most frequent first. */
async function statementsPerStep(db: any, steps: number) {
  const { rows } = await sql<{ query: string; calls: string; total: number }>`
    SELECT query, calls, total_exec_time AS total FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND toplevel
       AND query !~* 'pg_stat_statements|FROM ONLY .* FOR KEY SHARE OF x'
     ORDER BY calls DESC`.execute(db);
  return rows.map((r) => ({
    query: r.query.replace(/\s+/g, ' ').trim(),
    perStep: round(Number(r.calls) / steps, 2),
    meanMs: round(r.total / Number(r.calls), 3),
    world: /game_world/.test(r.query),
  }));
}

/**
 * Diagnosis: run with NODE_OPTIONS="--import ./test/bench/cpu-profile.mjs" BENCH_CPU_PROF_DIR=<folder> and the measured
 * phase (the 1,000 flows) is written there as a V8 CPU profile: the first call starts it, the second stops it.
 */
function toggleCpuProfile(): void {
  if (process.env.BENCH_CPU_PROF_DIR) process.kill(process.pid, 'SIGUSR2');
}

/** The game gateway's calls (bots/gateway.ts). */
const GAME_CALLS: Array<keyof GameGateway> = [
  'validateSession',
  'findAccount',
  'enterAccount',
  'readInventory',
  'friendState',
  'sendFriendRequest',
  'removeFriend',
  'meet',
  'openTrade',
  'tradeState',
  'cancelTrade',
  'buyGamePass',
];

/** Counts the calls made to the game gateway (the one instance the engine holds) from now on. */
function countCalls(game: GameGateway) {
  const counter = { count: 0, reset: () => (counter.count = 0) };
  const target = game as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of GAME_CALLS) {
    const method = target[name]!;
    target[name] = function (this: unknown, ...args: unknown[]) {
      counter.count++;
      return method.apply(this, args);
    };
  }
  return counter;
}

/** pg-boss alone: N empty jobs queued, then one worker with these settings completes them. */
async function rawJobThroughput(
  url: string,
  count: number,
  logger: ReturnType<typeof createLogger>,
  settings: WorkerSettings,
) {
  const jobs = new Jobs({ connectionString: url, logger });
  await jobs.start([{ name: 'bench.empty', retryLimit: 0, expireInSeconds: 60 }]);
  try {
    for (let i = 0; i < count; i += 500) {
      await Promise.all(Array.from({ length: Math.min(500, count - i) }, () => jobs.send('bench.empty', {})));
    }
    let done = 0;
    let finished!: () => void;
    const all = new Promise<void>((resolve) => (finished = resolve));
    const t0 = performance.now();
    await jobs.work(
      'bench.empty',
      async () => {
        if (++done === count) finished();
      },
      settings,
    );
    await all;
    const seconds = (performance.now() - t0) / 1000;
    return { seconds, jobsPerSecond: count / seconds };
  } finally {
    await jobs.stop();
  }
}
