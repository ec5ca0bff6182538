// `npm run bench` [-- login] [-- --only=startup,http,bundle,lighthouse,login]: runs the benchmarks one after another,
// prints a table and writes test/artifacts/bench.json. Exits 1 only if a benchmark could not run.
// `npm run bench -- market` measures the market on 1,000,000 listings (loaded on first use into .data/bench-market,
// about a minute; see market.ts) and ends the output with one JSON line of its figures.
// `npm run bench -- bots` runs 1,000 bot flows over 50 bots next to pg-boss's raw job throughput (see bots.ts), JSON line last.
// `npm run bench -- trade-loop` runs 500 deliveries (100 sellers' linked accounts, 100 buyers collecting at once) end to
// end over HTTP next to the bots bench's raw flow rate on the same app (see trade-loop.ts), JSON line last.
// `npm run bench -- buy` measures authenticated purchases at 50 concurrent clients against a plain Express +
// raw SQL baseline on its own fresh database (see buy.ts) and ends the output with one JSON line of its figures.
// `npm run bench -- autobuy` measures standing buy orders (autopurchases) on its own fresh database with 100,000 open
// orders and a 200,000-listing market: what matching adds to a listing that matches nothing (against the same listing
// on a card without orders), fill latency from a crossing listing, and fills/s at load (see autobuy.ts), JSON line last.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../support/process';
import { autobuyBench } from './autobuy';
import { removeDir, startRealServer, type BenchOutcome, type RunningApp } from './common';
import { bundleBench } from './bundle';
import { botsBench } from './bots';
import { buyBench } from './buy';
import { httpBench } from './http';
import { lighthouseBench } from './lighthouse';
import { loginBench } from './login';
import { marketBench } from './market';
import { printReport, writeReport, type BenchRecord } from './report';
import { startupBench } from './startup';
import { tradeLoopBench } from './trade-loop';
import { buildWeb, type WebBuild } from './web-build';

const ALL = [
  'startup',
  'bundle',
  'http',
  'lighthouse',
  'login',
  'market',
  'buy',
  'autobuy',
  'bots',
  'trade-loop',
] as const;
type BenchName = (typeof ALL)[number];

function selected(): BenchName[] {
  const positional = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const only =
    process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length) ?? (positional.join(',') || undefined);
  if (!only) return [...ALL];
  const names = only.split(',').map((n) => n.trim());
  const unknown = names.filter((n) => !(ALL as readonly string[]).includes(n));
  if (unknown.length) {
    console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${ALL.join(', ')}`);
    process.exit(2);
  }
  return ALL.filter((n) => names.includes(n));
}

async function main(): Promise<void> {
  const benches = selected();
  const records: BenchRecord[] = [];
  const warnings: string[] = [];

  async function run(name: BenchName, bench: () => Promise<BenchOutcome>): Promise<void> {
    if (!benches.includes(name)) return;
    console.log(`\n--- ${name} ---`);
    const t0 = performance.now();
    try {
      const outcome = await bench();
      records.push({
        name,
        status: outcome.skipped ? 'skipped' : 'ok',
        ...outcome,
        durationMs: Math.round(performance.now() - t0),
      });
    } catch (err) {
      console.error(err);
      records.push({
        name,
        status: 'failed',
        error: String((err as Error).message ?? err).split('\n')[0],
        durationMs: Math.round(performance.now() - t0),
      });
    }
    const last = records.at(-1)!;
    console.log(`${name}: ${last.status} (${(last.durationMs / 1000).toFixed(1)} s)`);
  }

  // Start-up first, while nothing else of ours runs on the machine.
  await run('startup', startupBench);

  let web: WebBuild | undefined;
  let webError: unknown;
  if (benches.includes('bundle') || benches.includes('lighthouse')) {
    console.log('\nbuilding the web app into a private folder...');
    web = await buildWeb().catch((err: unknown) => {
      webError = err;
      return undefined;
    });
    if (web?.warning) warnings.push(web.warning);
  }
  const needWeb = () => {
    if (!web) throw new Error(`the web app could not be built: ${String(webError)}`);
    return web.dir;
  };
  await run('bundle', () => bundleBench(needWeb()));

  let app: RunningApp | undefined;
  let appError: unknown;
  if (benches.includes('http') || benches.includes('lighthouse') || benches.includes('login')) {
    // Without a web build (http only) the SPA routes answer 503, which the API benchmarks never touch.
    app = await startRealServer('server', web ? { WEB_DIST: web.dir } : {}).catch((err: unknown) => {
      appError = err;
      return undefined;
    });
  }
  const withApp = (bench: (url: string) => Promise<BenchOutcome>) => () => {
    if (!app) throw new Error(`the real server did not start: ${String(appError)}`);
    return bench(app.url);
  };
  try {
    await run('http', withApp(httpBench));
    await run('lighthouse', withApp(lighthouseBench));
    await run('login', withApp(loginBench));
  } finally {
    const left = await app?.stop();
    if (left?.length)
      warnings.push(`postgres left running after stopping the real server:\n    ${left.join('\n    ')}`);
    if (web) await removeDir(web.dir);
  }

  // Its own server on its own large database (the shared app above is stopped by now).
  let marketJson: string | undefined;
  await run('market', async () => {
    const outcome = await marketBench();
    marketJson = outcome.jsonLine;
    return outcome;
  });

  // Its own server on its own fresh database, too.
  let buyJson: string | undefined;
  await run('buy', async () => {
    const outcome = await buyBench();
    buyJson = outcome.jsonLine;
    return outcome;
  });

  // Its own server on its own fresh database with 100,000 open autopurchases.
  let autobuyJson: string | undefined;
  await run('autobuy', async () => {
    const outcome = await autobuyBench();
    autobuyJson = outcome.jsonLine;
    return outcome;
  });

  // Its own embedded server and database: 1,000 flows over 50 bots next to pg-boss's raw job rate.
  let botsJson: string | undefined;
  await run('bots', async () => {
    const outcome = await botsBench();
    botsJson = outcome.jsonLine;
    return outcome;
  });

  // Its own embedded server and database: the whole trade loop over HTTP, and the raw flow rate beside it.
  let tradeLoopJson: string | undefined;
  await run('trade-loop', async () => {
    const outcome = await tradeLoopBench();
    tradeLoopJson = outcome.jsonLine;
    return outcome;
  });

  if (warnings.length) records.push({ name: 'runner', status: 'ok', findings: warnings, durationMs: 0 });
  printReport(records);
  console.log(`\nResults written to ${path.relative(ROOT, await writeReport(records))}`);
  if (marketJson) console.log(marketJson);
  if (buyJson) console.log(buyJson);
  if (autobuyJson) console.log(autobuyJson);
  if (botsJson) console.log(botsJson);
  if (tradeLoopJson) console.log(tradeLoopJson);
  process.exit(records.some((r) => r.status === 'failed') ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
