// Start-up: cold (new cluster + migrations) and warm (same folder) starts of src/main.ts, against the
// embedded PostgreSQL alone on the same kind of folder. Wall time runs from spawn to the ready line.
import { freePort } from '../support/free-port';
import {
  APP_READY,
  appEnv,
  median,
  postgresLeftFor,
  removeDir,
  round,
  tempDataDir,
  timedStart,
  timedStop,
  type BenchOutcome,
  type BenchResult,
} from './common';

const WARM_RUNS = 3;
const PG_READY = /EMBEDDED_PG_READY in (\d+) ms/;

interface Run {
  wallMs: number;
  /** What the process itself reports ("started in N ms" / "EMBEDDED_PG_READY in N ms"). */
  selfMs: number;
  stopMs: number;
}

async function runOnce(kind: 'app' | 'pg', dataDir: string, findings: string[]): Promise<Run> {
  const env =
    kind === 'app'
      ? await appEnv(dataDir)
      : { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), LOG_LEVEL: 'warn' };
  const script = kind === 'app' ? 'src/main.ts' : 'test/bench/baseline-pg.ts';
  const { server, wallMs, match } = await timedStart(script, env, kind === 'app' ? APP_READY : PG_READY);
  const selfMs = Number(match[kind === 'app' ? 2 : 1]);
  const { code, stopMs } = await timedStop(server);
  if (code !== 0) findings.push(`startup: ${script} exited with ${code} after SIGINT`);
  const left = await postgresLeftFor(dataDir);
  if (left.length) {
    findings.push(
      `startup: postgres left running for ${dataDir} after SIGINT of ${script}:\n    ${left.join('\n    ')}`,
    );
    throw new Error(`postgres processes left for ${dataDir} after stopping ${script}`);
  }
  console.log(
    `  ${kind === 'app' ? 'app         ' : 'postgres only'}: ready ${round(wallMs)} ms (self ${selfMs} ms), stop ${round(stopMs)} ms`,
  );
  return { wallMs, selfMs, stopMs };
}

export async function startupBench(): Promise<BenchOutcome> {
  const findings: string[] = [];
  const appDir = await tempDataDir('startup-app');
  const pgDir = await tempDataDir('startup-pg');
  try {
    // Cold first (baseline, then app), then warm runs alternating so drift hits both alike.
    const pgCold = await runOnce('pg', pgDir, findings);
    const appCold = await runOnce('app', appDir, findings);
    const pgWarm: Run[] = [];
    const appWarm: Run[] = [];
    for (let i = 0; i < WARM_RUNS; i++) {
      pgWarm.push(await runOnce('pg', pgDir, findings));
      appWarm.push(await runOnce('app', appDir, findings));
    }
    const warm = (runs: Run[], key: keyof Run) => median(runs.map((r) => r[key]));
    const load = (r: Run) => r.wallMs - r.selfMs;
    const spread = (runs: Run[]) => `runs ${runs.map((r) => round(r.wallMs)).join(' / ')} ms`;
    const results: BenchResult[] = [
      {
        bench: 'startup',
        metric: 'cold start, spawn to listening',
        unit: 'ms',
        value: round(appCold.wallMs),
        baseline: round(pgCold.wallMs),
        better: 'lower',
        note: 'baseline: embedded PG alone (initdb + start)',
      },
      {
        bench: 'startup',
        metric: 'cold start, "started in" (self-reported)',
        unit: 'ms',
        value: appCold.selfMs,
        baseline: pgCold.selfMs,
        better: 'lower',
      },
      {
        bench: 'startup',
        metric: `warm start, spawn to listening (median of ${WARM_RUNS})`,
        unit: 'ms',
        value: round(warm(appWarm, 'wallMs')),
        baseline: round(warm(pgWarm, 'wallMs')),
        better: 'lower',
        note: `app ${spread(appWarm)}; PG ${spread(pgWarm)}`,
      },
      {
        bench: 'startup',
        metric: `warm start, "started in" (median of ${WARM_RUNS})`,
        unit: 'ms',
        value: round(warm(appWarm, 'selfMs')),
        baseline: round(warm(pgWarm, 'selfMs')),
        better: 'lower',
      },
      {
        bench: 'startup',
        metric: `warm start, spawn to main() (median of ${WARM_RUNS})`,
        unit: 'ms',
        value: round(median(appWarm.map(load))),
        baseline: round(median(pgWarm.map(load))),
        better: 'lower',
        note: 'node + tsx loading the module graph: wall time minus the self-reported time',
      },
      {
        bench: 'startup',
        metric: `SIGINT to exit (median of ${WARM_RUNS + 1})`,
        unit: 'ms',
        value: round(median([appCold, ...appWarm].map((r) => r.stopMs))),
        baseline: round(median([pgCold, ...pgWarm].map((r) => r.stopMs))),
        better: 'lower',
        note: 'no postgres left behind (pgrep -af <folder>)',
      },
    ];
    return { results, findings };
  } finally {
    await removeDir(appDir);
    await removeDir(pgDir);
  }
}
