// Start-up baseline: the embedded PostgreSQL alone, as src/main.ts starts it, without the app.
// Prints "EMBEDDED_PG_READY in N ms", then stops PostgreSQL and exits on SIGINT/SIGTERM.
import { performance } from 'node:perf_hooks';
import { createLogger } from '../../src/platform/logger';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded';

const started = performance.now();
const dataDir = process.env.DATA_DIR;
const port = Number(process.env.EMBEDDED_PG_PORT);
if (!dataDir || !port) {
  console.error('DATA_DIR and EMBEDDED_PG_PORT are required');
  process.exit(2);
}

const server = await startEmbeddedPostgres({ dataDir, port, logger: createLogger(process.env.LOG_LEVEL ?? 'warn') });
console.log(`EMBEDDED_PG_READY in ${Math.round(performance.now() - started)} ms`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.stop().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Never outlive a runner that died without signalling.
setTimeout(stop, 120_000).unref();
