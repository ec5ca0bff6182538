import { sql } from 'kysely';
import type { Db } from '../../src/platform/db/database';
import { seededFraction } from '../../src/platform/db/bulk-load';
import type { Currency } from '../../kernel';

// Bench sellers for large generated markets (scripts/load-large-market.ts): set-based SQL, since a
// sign-up per seller through IdentityService would take far too long for hundreds of thousands of rows.
// BENCHMARK DATA ONLY.

/** The identity tables a bench load writes (to VACUUM ANALYZE afterwards). */
export const BENCH_USER_TABLES = ['identity.users'] as const;

/** A bench seller as created: `number` is its place in the generated series (1, 2, ...). */
export interface BenchUser {
  number: number;
  id: string;
  username: string;
  currency: Currency;
  registeredAt: Date;
}

function domainSuffix(emailDomain: string): string {
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(emailDomain)) throw new Error(`Not an e-mail domain: ${emailDomain}`);
  return `@${emailDomain}`;
}

/** Removes the users whose e-mail is at `emailDomain` (earlier bench sellers); their sessions and the like go with them. */
export async function removeBenchUsers(db: Db, options: { emailDomain: string }): Promise<number> {
  const suffix = domainSuffix(options.emailDomain);
  const result = await sql`DELETE FROM identity.users WHERE right(email, ${suffix.length}::int) = ${suffix}`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0);
}

/**
 * `count` sellers, deterministic from `seed`: no password (they never sign in), unique names
 * (bench_seller_00001...), e-mails at `emailDomain` and referral codes, a main currency (60% usd,
 * 25% eur, 15% rub) and a sign-up 30 to 730 days ago (to the millisecond, like the app's clock).
 * In one statement; returned in `number` order.
 */
export async function createBenchUsers(
  db: Db,
  options: { count: number; seed: number; emailDomain: string },
): Promise<BenchUser[]> {
  const { count, seed } = options;
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`count must be a whole number, not ${count}`);
  const suffix = domainSuffix(options.emailDomain);
  const r = (salt: number, expr: string) => sql.raw(seededFraction(seed, salt, expr));
  const { rows } = await sql<{ number: number; id: string; username: string; currency: Currency; registered_at: Date }>`
    WITH generated AS MATERIALIZED (
      SELECT s AS number, md5('tradehall-bench-user-' || ${String(seed)}::text || '-' || s)::uuid AS id,
             'bench_seller_' || lpad(s::text, 5, '0') AS username,
             CASE WHEN ${r(1, 's')} < 0.6 THEN 'usd' WHEN ${r(1, 's')} < 0.85 THEN 'eur' ELSE 'rub' END AS currency,
             date_trunc('milliseconds', now() - (30 + ${r(2, 's')} * 700) * interval '1 day') AS registered_at
        FROM generate_series(1, ${count}::int) s
    ), inserted AS (
      INSERT INTO identity.users (id, username, email, password_hash, main_currency, main_language, ref_code, avatar, date_register)
      SELECT id, username, username || ${suffix}::text, NULL, currency, 'en', 'bench_' || ${String(seed)}::text || '_' || number, 1 + (number % 12), registered_at
        FROM generated ORDER BY number
    )
    SELECT number, id, username, currency, registered_at FROM generated ORDER BY number`.execute(db);
  return rows.map((u) => ({
    number: u.number,
    id: u.id,
    username: u.username,
    currency: u.currency,
    registeredAt: u.registered_at,
  }));
}
