// A bots worker process for tests: what `npm run bots` runs (the orchestrator's step workers and the simulated
// world against the server's database, no HTTP port), on the test's clock. Spawned with an IPC channel, it loads
// the code, says { loaded: true } and waits: a test keeps one ready, so a crashed worker's replacement starts in
// a moment. { start: true, offsetMs } starts it ({ ready: true } once its workers run); { offsetMs } later moves its
// clock (answered with the same message once applied). A TestClock is real time plus an offset; passing the offset
// the test's clock has reached keeps both processes on the same time.
import { loadConfig } from '../../config';
import { startApp, type RunningApp } from '../../src/app';
import type { Clock } from '../../src/platform/clock';
import { createLogger } from '../../src/platform/logger';

let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
let app: RunningApp | undefined;

async function start(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', BOTS_WORKERS: 'true', JOBS_ENABLED: 'true' });
  app = await startApp({
    config,
    databaseUrl: process.env.DATABASE_URL!,
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    clock,
    serveHttp: false,
    workerModules: ['bots'],
  });
  process.send?.({ ready: true });
}

process.on('message', (message: { start?: boolean; offsetMs?: number }) => {
  if (typeof message.offsetMs === 'number') offsetMs = message.offsetMs;
  if (message.start) {
    start().catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
  } else process.send?.({ offsetMs });
});
const stop = () => {
  (app?.stop() ?? Promise.resolve()).then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('disconnect', stop);
process.send?.({ loaded: true });
