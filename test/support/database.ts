import { randomBytes } from 'node:crypto';
import { ensureDatabase } from '../../src/platform/db/create-database';

export const TEMPLATE_DATABASE = 'tradehall_template';

/** A fresh, migrated database for one test file, cloned from the template. */
export async function freshDatabase(): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_SERVER_URL;
  if (!serverUrl) throw new Error('The test database server is not running: run tests through mocha (.mocharc.json)');
  return ensureDatabase(serverUrl, `t_${randomBytes(6).toString('hex')}`, TEMPLATE_DATABASE);
}
