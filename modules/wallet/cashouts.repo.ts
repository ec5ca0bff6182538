import { inject, injectable } from 'inversify';
import type { Transaction } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { CashoutRow, WalletTables } from './tables';
import type { Currency } from '../../kernel';

type Executor = Db<WalletTables> | Transaction<WalletTables>;

@injectable()
export class CashoutsRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<WalletTables>) {}

  insert(
    trx: Executor,
    row: {
      userId: string;
      method: string;
      destination: string;
      amountMinor: number;
      feeMinor: number;
      currency: Currency;
      at: Date;
    },
  ): Promise<CashoutRow> {
    return trx
      .insertInto('wallet.cashouts')
      .values({
        user_id: row.userId,
        method: row.method,
        destination: row.destination,
        amount_minor: row.amountMinor,
        fee_minor: row.feeMinor,
        currency: row.currency,
        status: 'created',
        created_at: row.at,
        updated_at: row.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  byId(id: string): Promise<CashoutRow | undefined> {
    return this.db.selectFrom('wallet.cashouts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  lock(trx: Executor, id: string): Promise<CashoutRow | undefined> {
    return trx.selectFrom('wallet.cashouts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  async setStatus(trx: Executor, id: string, status: string, at: Date, note: string | null): Promise<void> {
    await trx.updateTable('wallet.cashouts').set({ status, updated_at: at, note }).where('id', '=', id).execute();
  }

  async page(
    filter: { userId?: string; statuses?: string[] },
    limit: number,
    offset: number,
  ): Promise<{ rows: CashoutRow[]; total: number }> {
    let query = this.db.selectFrom('wallet.cashouts');
    if (filter.userId) query = query.where('user_id', '=', filter.userId);
    if (filter.statuses) query = query.where('status', 'in', filter.statuses.length ? filter.statuses : ['none']);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
