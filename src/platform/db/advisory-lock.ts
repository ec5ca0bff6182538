import { sql } from 'kysely';
import type { Db, Trx } from './database';

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

/**
 * Holds an advisory lock named `name` until the caller's transaction ends: concurrent transactions that
 * check a count and then insert (a user's third linked account) take it to run one at a time.
 */
export async function lockForTransaction(trx: Trx, name: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
}
