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
    ...options.env,
  });
  const logger = createLogger(config.logLevel);
  const app = await startApp({ config, databaseUrl, logger, clock: options.clock });
  return { ...app, databaseUrl, config };
}
