import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { createLogger, prettyDestination, type Logger } from './platform/logger';
import { EmbeddedAccessError, startEmbeddedPostgres, type EmbeddedServer } from './platform/db/embedded';
import { ensureDatabase } from './platform/db/create-database';
import { startWebBuildIfStale, WebBuildError } from './web-build';

async function main(): Promise<void> {
  const started = performance.now();
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const pretty =
    config.logFormat === 'pretty' ||
    (config.logFormat === 'auto' && config.env === 'development' && process.stdout.isTTY);
  // `npm start`: the web build (when web/dist is stale) runs beside the database's start-up.
  const webBuild = process.argv.includes('--build-web') ? startWebBuildIfStale(config.webDist) : undefined;
  // The app's module graph (seconds under tsx) loads while the database starts, too.
  const appModule = import('./app');
  appModule.catch(() => {}); // awaited below; a failed database start must not make it an unhandled rejection
  const logger = createLogger(config.logLevel, pretty ? await prettyDestination() : undefined);

  let embedded: EmbeddedServer | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, logger });
    databaseUrl = await ensureDatabase(embedded.url, 'tradehall');
  }

  const { startApp } = await appModule;
  const app = await startApp({ config, databaseUrl, logger, webReady: webBuild?.done }).catch(async (err: unknown) => {
    await embedded?.stop();
    throw err;
  });
  const bootMs = Math.round(performance.now() - started);
  logger.info({ bootMs, embedded: Boolean(embedded) }, 'listening');
  console.log(`Tradehall is running at http://localhost:${app.port} (started in ${bootMs} ms)`);

  onShutdown(logger, async () => {
    await app.stop();
    await embedded?.stop();
  });
}

function onShutdown(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        logger.error({ err }, 'unclean shutdown');
        process.exit(1);
      });
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

main().catch((err: unknown) => {
  // A start-up problem the user can fix is said in one line; anything else with its stack.
  const fixable = err instanceof EmbeddedAccessError || err instanceof WebBuildError;
  console.error(fixable ? err.message : err);
  process.exit(err instanceof EmbeddedAccessError ? 78 : 1);
});
