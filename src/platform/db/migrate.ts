import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FileMigrationProvider, Migrator, type Kysely } from 'kysely';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations', import.meta.url));

/**
 * Brings the schema up to date. Kysely's migrator holds a lock in the database, so two processes
 * starting at once on one database run each migration exactly once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, untyped
export async function migrateToLatest(db: Kysely<any>, folder = MIGRATIONS_DIR): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: folder }),
    migrationTableSchema: 'public',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
