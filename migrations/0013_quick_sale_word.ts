import { sql, type Kysely } from 'kysely';

/** GLOSSARY.md: a flow that sells items to the site is a quick sale (the spec's deposit trade). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE bots.flows DROP CONSTRAINT flows_kind_check`.execute(db);
  await sql`UPDATE bots.flows SET kind = 'quick_sale' WHERE kind = 'deposit'`.execute(db);
  await sql`ALTER TABLE bots.flows ADD CONSTRAINT flows_kind_check CHECK (kind IN ('sync', 'quick_sale', 'withdrawal'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE bots.flows DROP CONSTRAINT flows_kind_check`.execute(db);
  await sql`UPDATE bots.flows SET kind = 'deposit' WHERE kind = 'quick_sale'`.execute(db);
  await sql`ALTER TABLE bots.flows ADD CONSTRAINT flows_kind_check CHECK (kind IN ('sync', 'deposit', 'withdrawal'))`.execute(
    db,
  );
}
