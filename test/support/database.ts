import { randomBytes } from 'node:crypto';
import { ensureDatabase } from '../../src/platform/db/create-database';

export const TEMPLATE_DATABASE = 'tradehall_template';

function newDatabase(prefix: string, template?: string): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_SERVER_URL;
  if (!serverUrl) throw new Error('The test database server is not running: run tests through mocha (.mocharc.json)');
  return ensureDatabase(serverUrl, `${prefix}_${randomBytes(6).toString('hex')}`, template);
}

/** A fresh, migrated database for one test file, cloned from the template. */
export const freshDatabase = (): Promise<string> => newDatabase('t', TEMPLATE_DATABASE);

/** An empty database, not cloned: for what must start from nothing (migrations, pg-boss and its queues, at once). */
export const emptyDatabase = (): Promise<string> => newDatabase('e');
