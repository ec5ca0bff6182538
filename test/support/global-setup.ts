import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../../src/platform/logger';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/platform/db/embedded';
import { connectDatabase, withDatabaseName } from '../../src/platform/db/database';
import { ensureDatabase } from '../../src/platform/db/create-database';
import { migrateToLatest } from '../../src/platform/db/migrate';
import { Jobs } from '../../src/platform/jobs';
import { TEMPLATE_DATABASE } from './database';
import { freePort } from './free-port';

let server: EmbeddedServer | undefined;
let dataDir: string | undefined;

/**
 * One PostgreSQL server per test run (mocha global fixture). The template database is migrated and
 * has pg-boss installed once; every test file clones it, which takes milliseconds.
 */
export async function mochaGlobalSetup(): Promise<void> {
  if (process.env.TEST_WITHOUT_DATABASE === '1') return; // npm run test:unit
  const logger = createLogger('warn');
  let serverUrl = process.env.TEST_DATABASE_SERVER_URL;
  if (!serverUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tradehall-test-'));
    await chmod(dataDir, 0o755); // the postgres system user must reach the cluster folder inside
    server = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      logger,
      // A throwaway cluster: durability buys nothing here and costs seconds.
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
    });
    serverUrl = server.url;
  }
  process.env.TEST_DATABASE_SERVER_URL = serverUrl;

  const templateUrl = await ensureDatabase(serverUrl, TEMPLATE_DATABASE);
  const database = connectDatabase(templateUrl, 2);
  await migrateToLatest(database.db);
  await database.close();
  const jobs = new Jobs({ connectionString: withDatabaseName(serverUrl, TEMPLATE_DATABASE), logger });
  await jobs.start([]);
  await jobs.stop();
}

export async function mochaGlobalTeardown(): Promise<void> {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
