import { inject, injectable } from 'inversify';
import { sql, type Transaction } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Db, Trx } from '../../src/platform/db/database';
import { walletErrors } from './wallet.errors';
import type { WalletTables } from './tables';
import { CURRENCIES, type Currency } from '../../kernel';

/** The site itself, owner of its own accounts (fee revenue, fx, provider clearing, payouts). */
export const SITE = '00000000-0000-0000-0000-000000000000';

export type UserAccountKind = 'available' | 'held';
export type SiteAccountKind =
  | 'fee_revenue'
  | 'fx'
  | 'provider_clearing'
  | 'payout_payable'
  | 'inventory'
  | 'rbx_revenue'
  | 'promo_expense';

/** One side of a ledger transaction: an account and a signed amount in minor units. */
export type Entry =
  | { owner: string; kind: UserAccountKind; currency: Currency; amount: number }
  | { owner: typeof SITE; kind: SiteAccountKind; currency: Currency; amount: number };

export interface LedgerTransaction {
  /** Unique per money movement: posting the same key twice changes nothing the second time. */
  key: string;
  kind: string;
  /** What caused it (a top-up id, a purchase id...). */
  reference: string;
  at: Date;
  entries: Entry[];
}

type Executor = Db<WalletTables> | Transaction<WalletTables>;
const zero = (): Record<Currency, number> => ({ eur: 0, usd: 0, rub: 0 });

/** Writes ledger transactions through wallet.post (one round trip each) and reads balances. */
@injectable()
export class Ledger {
  constructor(@inject(TYPES.Db) private readonly db: Db<WalletTables>) {}

  /**
   * Posts a transaction in the caller's database transaction. Returns false when its key was
   * posted before. A user balance that would go below zero fails with INVALID_USER_BALANCE (the
   * database's CHECK decides, so no race can get past it).
   */
  async post(trx: Trx, tx: LedgerTransaction): Promise<boolean> {
    const entries = tx.entries.filter((e) => e.amount !== 0);
    try {
      const { rows } = await sql<{ id: string | null }>`
        SELECT wallet.post(${tx.key}, ${tx.kind}, ${tx.reference}, ${tx.at},
                           ${entries.map((e) => e.owner)}::uuid[], ${entries.map((e) => e.kind)}::text[],
                           ${entries.map((e) => e.currency)}::text[], ${entries.map((e) => e.amount)}::bigint[]) AS id`.execute(
        trx,
      );
      return rows[0]?.id != null;
    } catch (err) {
      if ((err as { constraint?: string }).constraint === 'user_balance_never_negative')
        throw walletErrors.insufficient();
      throw err;
    }
  }

  /**
   * Locks users' accounts in id order (the order wallet.post takes them in). A transaction that
   * posts several ledger transactions takes this first, so it never holds one user's account while
   * waiting for another's that a concurrent transaction holds (a deadlock).
   */
  async lockUserAccounts(
    trx: Trx,
    accounts: { owner: string; kind: UserAccountKind; currency: Currency }[],
  ): Promise<void> {
    if (!accounts.length) return;
    await sql`
      SELECT a.id FROM wallet.accounts a
        JOIN unnest(${accounts.map((a) => a.owner)}::uuid[], ${accounts.map((a) => a.kind)}::text[], ${accounts.map((a) => a.currency)}::text[])
             AS t (owner_id, kind, currency) ON a.owner_id = t.owner_id AND a.kind = t.kind AND a.currency = t.currency
       ORDER BY a.id FOR UPDATE OF a`.execute(trx);
  }

  /**
   * Locks a user's spendable account in one currency for the rest of the transaction, so a rule
   * that reads more than the balance (the 10-day cash-out hold) cannot be raced.
   */
  async lockAvailable(trx: Trx, userId: string, currency: Currency): Promise<number> {
    const row = await (trx as Transaction<WalletTables>)
      .selectFrom('wallet.accounts')
      .select('balance')
      .where('owner_id', '=', userId)
      .where('kind', '=', 'available')
      .where('currency', '=', currency)
      .forUpdate()
      .executeTakeFirst();
    return Number(row?.balance ?? 0);
  }

  /** A user's account balances per kind and currency (accounts never used read as zero). */
  async balances(
    userId: string,
    executor: Executor = this.db,
  ): Promise<Record<UserAccountKind, Record<Currency, number>>> {
    const rows = await executor
      .selectFrom('wallet.accounts')
      .select(['kind', 'currency', 'balance'])
      .where('owner_id', '=', userId)
      .execute();
    const result = { available: zero(), held: zero() };
    for (const r of rows) {
      if ((r.kind === 'available' || r.kind === 'held') && (CURRENCIES as readonly string[]).includes(r.currency)) {
        result[r.kind][r.currency] = Number(r.balance ?? 0);
      }
    }
    return result;
  }
}
