import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { PreparingClient } from './preparing-client';

// bigint columns (money in minor units, ids) come back as JS strings by default; numeric too.
// Keep int8 as string so no precision is ever lost; callers convert with BigInt where they compute.

/** The database handle every module receives; each module types it with its own tables. */
// biome-ignore lint/suspicious/noExplicitAny: the kernel's handle knows no module's tables
export type Db<Tables = any> = Kysely<Tables>;

/**
 * A transaction that one use case carries across modules (ARCHITECTURE.md, Boundaries): the caller owns it,
 * and each module's service reads it through its own table types.
 */
// biome-ignore lint/suspicious/noExplicitAny: a transaction crosses modules; each views it with its own tables
export type Trx = Transaction<any>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(connectionString: string, max: number, applicationName = 'tradehall'): Database {
  const pool = new pg.Pool({ connectionString, max, application_name: applicationName, Client: PreparingClient });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  // biome-ignore lint/suspicious/noExplicitAny: see Db
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool, close: () => db.destroy() };
}

/** The URL of another database on the same server (for creating or cloning databases). */
export function withDatabaseName(connectionString: string, name: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Postgres is going away (fast shutdown on Ctrl-C reaches it together with us): expected, not a fault. */
export function isShutdownError(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === '57P01' || code === '57P03' || code === 'ECONNREFUSED';
}
