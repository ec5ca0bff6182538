import pg from 'pg';
import { WorldAdmin } from '../../bots';
import { loadConfig, type AppConfig } from '../../config';
import { startApp, type RunningApp } from '../../src/app';
import type { Clock } from '../../src/platform/clock';
import { createLogger } from '../../src/platform/logger';
import { freshDatabase } from './database';

export interface TestApp extends RunningApp {
  databaseUrl: string;
  config: AppConfig;
}

/** The whole app on a random port against a fresh database, as `npm start` would run it. */
export async function startTestApp(
  options: { env?: Record<string, string>; clock?: Clock; databaseUrl?: string } = {},
): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await freshDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DB_POOL_MAX: '5',
    // Hashing at full cost (N = 2^17) would make every registration take ~0.3 s.
    PASSWORD_SCRYPT_LOG2N: '14',
    // A build of the web app elsewhere than web/dist (e2e runs beside another build).
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    ...options.env,
  });
  const logger = createLogger(config.logLevel);
  const app = await startApp({ config, databaseUrl, logger, clock: options.clock });
  return { ...app, databaseUrl, config };
}

/** A test file's app with the bots' world and a pool of its own on the app's database. */
export interface TradeWorld {
  app: TestApp;
  world: WorldAdmin;
  db: pg.Pool;
}

/**
 * Starts the app for a test file (before) and stops it (after), as most trade tests need it: instant bots (time
 * scale 0), one bot per game, day-long access tokens, a pool of two for the test's own queries. Read the fields
 * inside the tests (they are set by the before hook).
 */
export function tradeWorldForFile(options: { env?: Record<string, string>; clock?: Clock } = {}): TradeWorld {
  const handle = {} as TradeWorld;
  before(async () => {
    handle.app = await startTestApp({
      clock: options.clock,
      env: { BOTS_TIME_SCALE: '0', BOTS_PER_GAME: '1', ACCESS_TOKEN_TTL_SECONDS: '86400', ...options.env },
    });
    handle.world = handle.app.container.get(WorldAdmin);
    handle.db = new pg.Pool({ connectionString: handle.app.databaseUrl, max: 2 });
  });
  after(async () => {
    await handle.db?.end();
    await handle.app?.stop();
  });
  return handle;
}
