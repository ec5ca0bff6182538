import { sql, type Kysely } from 'kysely';

/**
 * A prize is a purchase at zero (the fortune wheel's pet, spec trading-core 9): the site gives an item of its stock,
 * the winner collects it within 60 minutes like any purchase, and an uncollected one goes back on sale.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await swapCheck(db, 'purchases', 'total_minor', '>=');
  await swapCheck(db, 'purchase_items', 'price_minor', '>=');
  await swapCheck(db, 'purchase_items', 'seller_price_minor', '>=');
}

export async function down(db: Kysely<any>): Promise<void> {
  await swapCheck(db, 'purchases', 'total_minor', '>');
  await swapCheck(db, 'purchase_items', 'price_minor', '>');
  await swapCheck(db, 'purchase_items', 'seller_price_minor', '>');
}

async function swapCheck(db: Kysely<any>, table: string, column: string, op: '>' | '>='): Promise<void> {
  await sql`ALTER TABLE ${sql.id('orders', table)} DROP CONSTRAINT ${sql.id(`${table}_${column}_check`)}`.execute(db);
  await sql`ALTER TABLE ${sql.id('orders', table)} ADD CONSTRAINT ${sql.id(`${table}_${column}_check`)}
    CHECK (${sql.id(column)} ${sql.raw(op)} 0)`.execute(db);
}
