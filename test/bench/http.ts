// HTTP: throughput and latency of GET /api/status and /api/health on the real server against a plain
// Express 5 app (another child process) that returns the same JSON bodies from memory. Loopback only.
import autocannon from 'autocannon';
import { round, timedStart, type BenchOutcome, type BenchResult } from './common';

const ROUTES = ['/api/status', '/api/health'];
const DURATION_S = 5;
const WARMUP_S = 1;
const CONNECTIONS = 32;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  /** Non-2xx responses plus connection errors and timeouts. */
  failed: number;
}

async function load(url: string, duration: number): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function measure(url: string): Promise<Load> {
  await load(url, WARMUP_S); // JIT and connection pools warm for both sides alike
  return load(url, DURATION_S);
}

export async function httpBench(appUrl: string): Promise<BenchOutcome> {
  const findings: string[] = [];
  const bodies: Record<string, unknown> = {};
  for (const route of ROUTES) {
    const res = await fetch(appUrl + route);
    if (res.status !== 200) throw new Error(`GET ${route} answered ${res.status} before the load test`);
    bodies[route] = await res.json();
  }
  const { server: baseline, match } = await timedStart(
    'test/bench/baseline-express.ts',
    { BODIES: JSON.stringify(bodies) },
    /BASELINE_LISTENING (http:\/\/\S+)/,
    30_000,
  );
  const baseUrl = match[1]!;
  try {
    const results: BenchResult[] = [];
    for (const route of ROUTES) {
      const app = await measure(appUrl + route);
      const base = await measure(baseUrl + route);
      console.log(`  GET ${route}: ${round(app.rps)} req/s vs baseline ${round(base.rps)} req/s`);
      for (const [side, l] of [
        ['Tradehall', app],
        ['baseline', base],
      ] as const) {
        if (l.failed)
          findings.push(
            `http: ${side} GET ${route}: ${l.failed} of ${l.total} requests failed (non-2xx/errors/timeouts)`,
          );
      }
      const note = `${CONNECTIONS} connections, ${DURATION_S} s; ${app.total} vs ${base.total} requests`;
      results.push(
        {
          bench: 'http',
          metric: `GET ${route} throughput`,
          unit: 'req/s',
          value: round(app.rps),
          baseline: round(base.rps),
          better: 'higher',
          note,
        },
        {
          bench: 'http',
          metric: `GET ${route} latency p50`,
          unit: 'ms',
          value: app.p50,
          baseline: base.p50,
          better: 'lower',
        },
        {
          bench: 'http',
          metric: `GET ${route} latency p99`,
          unit: 'ms',
          value: app.p99,
          baseline: base.p99,
          better: 'lower',
        },
      );
    }
    return { results, findings };
  } finally {
    await baseline.stop('SIGINT');
  }
}
