import { sql, type Kysely } from 'kysely';

/**
 * GLOSSARY.md: "platform" is only the kernel (src/platform). The module of maintenance modes and feature
 * flags is `operations`, and its table lives in a schema of that name; Socket.IO's attachments stay in
 * the kernel's `platform` schema.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SCHEMA operations`.execute(db);
  await sql`ALTER TABLE platform.maintenance SET SCHEMA operations`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE operations.maintenance SET SCHEMA platform`.execute(db);
  await sql`DROP SCHEMA operations`.execute(db);
}
