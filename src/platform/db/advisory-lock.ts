import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Runs `work` while holding a session-level Postgres advisory lock named `name`, so that
 * processes booting at once on one database do one-off work (seeding) one at a time. The lock
 * lives on a connection of its own; `work` uses the pool as usual. The lock ends with the
 * connection even when the process dies.
 */
export async function withAdvisoryLock<T>(db: Db, name: string, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${name}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(connection);
    }
  });
}
