import { inject, injectable } from 'inversify';
import type { Transaction } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { TopupRow, WalletTables } from './tables';
import type { Currency } from '../../kernel';

type Executor = Db<WalletTables> | Transaction<WalletTables>;

@injectable()
export class TopupsRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<WalletTables>) {}

  insert(row: {
    userId: string;
    amountMinor: number;
    currency: Currency;
    method: string;
    at: Date;
  }): Promise<TopupRow> {
    return this.db
      .insertInto('wallet.topups')
      .values({
        user_id: row.userId,
        amount_minor: row.amountMinor,
        currency: row.currency,
        method: row.method,
        status: 'created',
        created_at: row.at,
        updated_at: row.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async setProviderId(id: string, providerPaymentId: string): Promise<void> {
    await this.db
      .updateTable('wallet.topups')
      .set({ provider_payment_id: providerPaymentId })
      .where('id', '=', id)
      .execute();
  }

  byId(id: string): Promise<TopupRow | undefined> {
    return this.db.selectFrom('wallet.topups').selectAll().where('id', '=', id).executeTakeFirst();
  }

  lockByProviderId(trx: Executor, providerPaymentId: string): Promise<TopupRow | undefined> {
    return trx
      .selectFrom('wallet.topups')
      .selectAll()
      .where('provider_payment_id', '=', providerPaymentId)
      .forUpdate()
      .executeTakeFirst();
  }

  async finish(
    trx: Executor,
    id: string,
    status: 'paid' | 'failed',
    at: Date,
    reason: string | null = null,
  ): Promise<void> {
    await trx
      .updateTable('wallet.topups')
      .set({ status, updated_at: at, credited_at: status === 'paid' ? at : null, failure_reason: reason })
      .where('id', '=', id)
      .execute();
  }

  /** Top-ups still open after the cut-off: the buyer never paid. */
  async failAbandoned(before: Date, at: Date): Promise<number> {
    const result = await this.db
      .updateTable('wallet.topups')
      .set({ status: 'failed', failure_reason: 'abandoned', updated_at: at })
      .where('status', '=', 'created')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Sum of top-ups credited since `since`, per currency (the 10-day cash-out rule). */
  async creditedSince(
    userId: string,
    since: Date,
    executor: Executor = this.db,
  ): Promise<Partial<Record<Currency, number>>> {
    const rows = await executor
      .selectFrom('wallet.topups')
      .select(['currency', (eb) => eb.fn.sum<string>('amount_minor').as('sum')])
      .where('user_id', '=', userId)
      .where('status', '=', 'paid')
      .where('credited_at', '>=', since)
      .groupBy('currency')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.currency, Number(r.sum)]));
  }

  async page(
    userId: string,
    status: string | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: TopupRow[]; total: number }> {
    let query = this.db.selectFrom('wallet.topups').where('user_id', '=', userId);
    if (status) query = query.where('status', '=', status);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async unavailableMethods(): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('wallet.topup_methods')
      .select('method')
      .where('available', '=', false)
      .execute();
    return new Set(rows.map((r) => r.method));
  }

  async setMethodAvailable(method: string, available: boolean): Promise<void> {
    await this.db
      .insertInto('wallet.topup_methods')
      .values({ method, available })
      .onConflict((oc) => oc.column('method').doUpdateSet({ available, updated_at: new Date() }))
      .execute();
  }
}
