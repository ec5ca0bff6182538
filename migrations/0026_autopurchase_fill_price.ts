import { sql, type Kysely } from 'kysely';

/** Each fill keeps the autopurchase's price when it was bought: the buyer never paid more than they had set then. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE autopurchases.fills ADD COLUMN price_minor bigint NOT NULL DEFAULT 0`.execute(db);
  await sql`ALTER TABLE autopurchases.fills ALTER COLUMN price_minor DROP DEFAULT`.execute(db);
  await sql`ALTER TABLE autopurchases.fills ADD CONSTRAINT fills_within_price CHECK (charge_minor <= price_minor)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE autopurchases.fills DROP COLUMN price_minor`.execute(db);
}
