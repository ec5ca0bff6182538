import { sql, type Kysely } from 'kysely';

/**
 * A visitor's chat is found by its key's hash: a visitor's start that is sent again (its answer lost) names the same
 * key, and writes into the chat the first one opened instead of opening another.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE UNIQUE INDEX chats_access_key ON support.chats (access_key_hash) WHERE access_key_hash IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX support.chats_access_key`.execute(db);
}
