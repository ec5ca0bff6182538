import { sql } from 'kysely';
import type { Db } from './database';

// Helpers for loading large generated data sets (scripts/load-large-market.ts): each module's bulk
// loader writes its own tables with set-based SQL; these are the parts that know no module.

/**
 * A float in [0, 1) drawn from a row number, as a SQL expression: a hash of `expr` (a SQL expression
 * of the row's number: trusted text, never input) and the seed, so the value depends on neither the
 * plan nor the row order, and the same seed gives the same rows. `salt` tells apart the draws of one row.
 */
export function seededFraction(seed: number, salt: number, expr: string): string {
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`seed must be a whole number, not ${seed}`);
  const hashSeed = BigInt(seed) * 100n + BigInt(salt);
  return `((hashint8extended((${expr})::bigint, ${hashSeed}) & 2147483647)::float8 / 2147483648.0)`;
}

const PLAIN_ELEMENT = /^[A-Za-z0-9_.:@+-]+$/;

/**
 * A Postgres array literal (`{1,2,NULL}`) of `values`, to pass as one parameter cast to an array type
 * (`${arrayLiteral(ids)}::uuid[]`). Several times faster than handing node-postgres a JS array of
 * 50,000 elements, which quotes every one. Dates: pass epoch milliseconds (bigint[]) and convert in SQL.
 */
export function arrayLiteral(values: readonly (string | number | boolean | null)[]): string {
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (i) literal += ',';
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw new Error(`Not a finite number: ${v}`);
      literal += v;
    } else if (typeof v === 'string') {
      literal +=
        PLAIN_ELEMENT.test(v) && !(v.length === 4 && v.toUpperCase() === 'NULL')
          ? v
          : `"${v.replace(/[\\"]/g, '\\$&')}"`;
    } else if (v === null) {
      literal += 'NULL';
    } else {
      literal += v ? 't' : 'f';
    }
  }
  return `${literal}}`;
}

/**
 * Runs `load` on one connection of `db` set up for a bulk load: generous memory for sorts, hashes
 * and temporary tables, and commits that do not wait for the WAL flush. The settings stay with that
 * connection: give it a pool of its own that is closed afterwards.
 */
export function withBulkLoadSession<T>(db: Db, load: (connection: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    // temp_buffers counts only before the session's first temporary table.
    await sql`SET temp_buffers = '512MB'`.execute(connection);
    await sql`SET work_mem = '256MB'`.execute(connection);
    await sql`SET maintenance_work_mem = '512MB'`.execute(connection);
    await sql`SET synchronous_commit = off`.execute(connection);
    return load(connection);
  });
}

const TABLE_NAME = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;

/**
 * VACUUM (ANALYZE) of freshly loaded tables (schema-qualified names): statistics, and the visibility
 * map that index-only scans need (as autovacuum would set it in time). A transaction that was open
 * during the load (autovacuum analyzing a table, say) keeps the new rows from counting as visible to
 * all: then it waits for it and vacuums again, up to 10 times. Returns the tables still not all-visible.
 */
export async function vacuumLoadedTables(db: Db, tables: readonly string[]): Promise<string[]> {
  const bad = tables.filter((t) => !TABLE_NAME.test(t));
  if (bad.length) throw new Error(`Not a table name: ${bad.join(', ')}`);
  if (!tables.length) return [];
  await sql.raw(`VACUUM (ANALYZE) ${tables.join(', ')}`).execute(db);
  for (let attempt = 1; ; attempt++) {
    const { rows } = await sql<{ name: string }>`
      SELECT c.oid::regclass::text AS name FROM pg_class c
       WHERE c.oid = ANY(${[...tables]}::regclass[]) AND c.relpages > 10 AND c.relallvisible < c.relpages * 0.99`.execute(
      db,
    );
    if (!rows.length) return [];
    if (attempt > 10) return rows.map((r) => r.name);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await sql.raw(`VACUUM ${rows.map((r) => r.name).join(', ')}`).execute(db);
  }
}
