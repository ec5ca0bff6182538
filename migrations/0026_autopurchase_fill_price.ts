import { sql, type Kysely } from 'kysely';

/** Each fill keeps the autopurchase's price when it was bought: the buyer never paid more than they had set then. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE autopurchases.fills ADD COLUMN price_minor bigint`.execute(db);
  // Fills made before: their autopurchase's price now, or the charge when an edit lowered it since.
  await sql`
    UPDATE autopurchases.fills f
       SET price_minor = greatest(f.charge_minor, a.price_minor)
      FROM autopurchases.autopurchases a
     WHERE a.id = f.autopurchase_id`.execute(db);
  await sql`ALTER TABLE autopurchases.fills ALTER COLUMN price_minor SET NOT NULL`.execute(db);
  await sql`ALTER TABLE autopurchases.fills ADD CONSTRAINT fills_within_price CHECK (charge_minor <= price_minor)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE autopurchases.fills DROP COLUMN price_minor`.execute(db);
}
