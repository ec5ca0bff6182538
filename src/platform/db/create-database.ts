import pg from 'pg';
import { withDatabaseName } from './database';

/** Creates `name` on the server behind `serverUrl` unless it exists; optionally cloned from a template. */
export async function ensureDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const client = new pg.Client({ connectionString: withDatabaseName(serverUrl, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : '';
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
    }
  } catch (err) {
    // Two processes may race to create it: the loser finds it there, which is what it wanted.
    if ((err as { code?: string }).code !== '42P04') throw err;
  } finally {
    await client.end();
  }
  return withDatabaseName(serverUrl, name);
}
