import { inject, injectable } from 'inversify';
import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db, Trx } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import type { GameKey } from '../../kernel';
import type { QuickSaleState } from './quick-sale.schemas';
import type { QuickSaleTables, SaleItemRow, SaleItemsTable, SaleRow, SalesTable } from './tables';

type Tx = Transaction<QuickSaleTables>;
const UNIQUE_VIOLATION = '23505';

/** Quick sales and the items each carries. */
@injectable()
export class QuickSaleRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<QuickSaleTables>) {}

  /** A new quick sale; false when the account already has one under way (the partial unique index). */
  async insert(trx: Trx, sale: Insertable<SalesTable>, items: Insertable<SaleItemsTable>[]): Promise<boolean> {
    const tx = trx as Tx;
    try {
      await tx.insertInto('quick_sale.sales').values(sale).execute();
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) return false;
      throw err;
    }
    await tx.insertInto('quick_sale.sale_items').values(items).execute();
    return true;
  }

  byId(id: string): Promise<SaleRow | undefined> {
    return this.db.selectFrom('quick_sale.sales').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async activeOfAccount(accountId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('quick_sale.sales')
      .select('id')
      .where('account_id', '=', accountId)
      .where('state', '=', 'active')
      .executeTakeFirst();
    return Boolean(row);
  }

  async page(
    userId: string,
    states: QuickSaleState[] | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: SaleRow[]; total: number }> {
    let query = this.db.selectFrom('quick_sale.sales').where('user_id', '=', userId);
    if (states) query = query.where('state', 'in', states.length ? states : ['none' as QuickSaleState]);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  lockByFlow(trx: Trx, flowId: string): Promise<SaleRow | undefined> {
    return (trx as Tx)
      .selectFrom('quick_sale.sales')
      .selectAll()
      .where('flow_id', '=', flowId)
      .forUpdate()
      .executeTakeFirst();
  }

  ofUser(userId: string, game: GameKey, limit: number): Promise<SaleRow[]> {
    return this.db
      .selectFrom('quick_sale.sales')
      .selectAll()
      .where('user_id', '=', userId)
      .where('game', '=', game)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  async itemsOf(saleIds: string[], executor: Db<QuickSaleTables> | Trx = this.db): Promise<SaleItemRow[]> {
    if (!saleIds.length) return [];
    return (executor as Tx)
      .selectFrom('quick_sale.sale_items')
      .selectAll()
      .where('sale_id', 'in', saleIds)
      .orderBy('inventory_item_id')
      .execute();
  }

  async finish(
    trx: Trx,
    saleId: string,
    ending: { state: QuickSaleState; code: string | null; paidMinor: number; at: Date; moved: string[] },
  ): Promise<void> {
    const tx = trx as Tx;
    await tx
      .updateTable('quick_sale.sales')
      .set({ state: ending.state, code: ending.code, paid_minor: ending.paidMinor, ended_at: ending.at })
      .where('id', '=', saleId)
      .execute();
    await tx
      .updateTable('quick_sale.sale_items')
      .set({ moved: sql<boolean>`game_item_id = ANY(${ending.moved}::uuid[])` })
      .where('sale_id', '=', saleId)
      .execute();
  }
}
