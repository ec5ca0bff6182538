import { sql, type Kysely } from 'kysely';

/** Support becomes a service that can be under maintenance (spec trading-core 8 support error "technical works"). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE operations.maintenance DROP CONSTRAINT maintenance_service_check`.execute(db);
  await sql`ALTER TABLE operations.maintenance ADD CONSTRAINT maintenance_service_check
              CHECK (service IN ('sales', 'inventory', 'trades', 'support'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM operations.maintenance WHERE service = 'support'`.execute(db);
  await sql`ALTER TABLE operations.maintenance DROP CONSTRAINT maintenance_service_check`.execute(db);
  await sql`ALTER TABLE operations.maintenance ADD CONSTRAINT maintenance_service_check
              CHECK (service IN ('sales', 'inventory', 'trades'))`.execute(db);
}
