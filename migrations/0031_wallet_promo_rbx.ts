import { sql, type Kysely } from 'kysely';

/**
 * Two more of the site's accounts: `rbx_revenue` takes what users pay for R$ orders, `promo_expense` pays the
 * prizes promotions give as balance (it runs negative, as the site's other accounts do).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE wallet.accounts DROP CONSTRAINT accounts_kind_check`.execute(db);
  await sql`ALTER TABLE wallet.accounts ADD CONSTRAINT accounts_kind_check
    CHECK (kind IN ('available', 'held', 'fee_revenue', 'fx', 'provider_clearing', 'payout_payable', 'inventory',
                    'rbx_revenue', 'promo_expense'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE wallet.accounts DROP CONSTRAINT accounts_kind_check`.execute(db);
  await sql`ALTER TABLE wallet.accounts ADD CONSTRAINT accounts_kind_check
    CHECK (kind IN ('available', 'held', 'fee_revenue', 'fx', 'provider_clearing', 'payout_payable', 'inventory'))`.execute(
    db,
  );
}
