import { sql, type Kysely } from 'kysely';

/** The outbox of the default mail adapter: what would have been sent, for developers and tests. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('platform.mail_outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('platform.mail_outbox').execute();
}
