import { sql, type Kysely } from 'kysely';

/** Schema `platform`: maintenance state per game and service, and Socket.IO's cross-process attachments. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('platform').execute();
  await db.schema
    .createTable('platform.maintenance')
    .addColumn('game', 'text', (c) => c.notNull().check(sql`game in ('adopt', 'mm2')`))
    .addColumn('service', 'text', (c) => c.notNull().check(sql`service in ('sales', 'inventory', 'trades')`))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('maintenance_pk', ['game', 'service'])
    .execute();
  // Layout required by @socket.io/postgres-adapter for payloads too large for NOTIFY.
  await db.schema
    .createTable('platform.socket_io_attachments')
    .addColumn('id', 'bigserial', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.defaultTo(sql`now()`))
    .addColumn('payload', 'bytea')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('platform').cascade().execute();
}
