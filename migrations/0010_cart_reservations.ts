import { sql, type Kysely } from 'kysely';

/**
 * Cart reservation (spec trading-core 2 /cart-reservation, behind the cartReservation flag): a
 * listing can be held for one buyer for a short time. Others cannot take it while the hold lasts;
 * an expired hold needs no clean-up, it simply stops counting.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE catalog.listings ADD COLUMN reserved_by uuid, ADD COLUMN reserved_until timestamptz`.execute(
    db,
  );
  await sql`CREATE INDEX listings_reserved_by ON catalog.listings (reserved_by) WHERE reserved_by IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE catalog.listings DROP COLUMN reserved_by, DROP COLUMN reserved_until`.execute(db);
}
