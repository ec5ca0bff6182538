import { sql, type Kysely } from 'kysely';

/**
 * The site's inventory account: what the site pays for the items it buys in quick sales comes out of it (it runs
 * negative, as the site's other accounts do), so money in the ledger still sums to zero.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE wallet.accounts DROP CONSTRAINT accounts_kind_check`.execute(db);
  await sql`ALTER TABLE wallet.accounts ADD CONSTRAINT accounts_kind_check
    CHECK (kind IN ('available', 'held', 'fee_revenue', 'fx', 'provider_clearing', 'payout_payable', 'inventory'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE wallet.accounts DROP CONSTRAINT accounts_kind_check`.execute(db);
  await sql`ALTER TABLE wallet.accounts ADD CONSTRAINT accounts_kind_check
    CHECK (kind IN ('available', 'held', 'fee_revenue', 'fx', 'provider_clearing', 'payout_payable'))`.execute(db);
}
