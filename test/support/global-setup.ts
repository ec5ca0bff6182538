import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';
import { seedFaqInto } from '../../modules/support';
import { createLogger } from '../../src/platform/logger';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/platform/db/embedded';
import { connectDatabase, withDatabaseName } from '../../src/platform/db/database';
import { ensureDatabase } from '../../src/platform/db/create-database';
import { migrateToLatest } from '../../src/platform/db/migrate';
import { Jobs } from '../../src/platform/jobs';
import { appModules } from '../../src/modules';
import { TEMPLATE_DATABASE } from './database';
import { freePort } from './free-port';

let server: EmbeddedServer | undefined;
let dataDir: string | undefined;

/**
 * One PostgreSQL server per test run (mocha global fixture). The template database is migrated, has the FAQ seeded
 * and pg-boss installed with the app's queues once; every test file clones it, which takes milliseconds.
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
  // Every start seeds the FAQ (what changed only); in an empty clone that was 0.5-1 s of each test file's start.
  await seedFaqInto(database.db, loadConfig({ NODE_ENV: 'test' }), logger);
  await database.close();
  const jobs = new Jobs({ connectionString: withDatabaseName(serverUrl, TEMPLATE_DATABASE), logger });
  // The app's queues too: creating them (a partition table each) took a good part of every test file's start.
  await jobs.start(appModules.flatMap((module) => module.queues ?? []));
  await jobs.stop();
}

export async function mochaGlobalTeardown(): Promise<void> {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
