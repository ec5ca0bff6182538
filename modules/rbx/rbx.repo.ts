import { inject, injectable } from 'inversify';
import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db, Trx } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import type { RbxOrderState } from './rbx.vocabulary.schemas';
import type { RbxOrderRow, RbxOrdersTable, RbxTables } from './tables';

type Tx = Transaction<RbxTables>;
type Executor = Db<RbxTables> | Tx;

/** R$ orders. */
@injectable()
export class RbxRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<RbxTables>) {}

  /** A new order; false when its id (or its promo use) already has one. */
  async insert(trx: Trx, order: Insertable<RbxOrdersTable>): Promise<boolean> {
    const inserted = await (trx as Tx)
      .insertInto('rbx.orders')
      .values(order)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return Boolean(inserted);
  }

  byId(id: string, executor: Executor | Trx = this.db): Promise<RbxOrderRow | undefined> {
    return (executor as Executor).selectFrom('rbx.orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byPromoUse(trx: Trx, promoUseId: string): Promise<RbxOrderRow | undefined> {
    return (trx as Tx).selectFrom('rbx.orders').selectAll().where('promo_use_id', '=', promoUseId).executeTakeFirst();
  }

  lock(trx: Trx, id: string): Promise<RbxOrderRow | undefined> {
    return (trx as Tx).selectFrom('rbx.orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  }

  lockByFlow(trx: Trx, flowId: string): Promise<RbxOrderRow | undefined> {
    return (trx as Tx)
      .selectFrom('rbx.orders')
      .selectAll()
      .where('flow_id', '=', flowId)
      .forUpdate()
      .executeTakeFirst();
  }

  async update(trx: Trx, id: string, patch: Updateable<RbxOrdersTable>): Promise<void> {
    await (trx as Tx).updateTable('rbx.orders').set(patch).where('id', '=', id).execute();
  }

  ofUser(userId: string, limit: number): Promise<RbxOrderRow[]> {
    return this.db
      .selectFrom('rbx.orders')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  /** A page of the user's orders, newest first, in the given states (all when none). */
  async page(
    userId: string,
    states: RbxOrderState[] | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: RbxOrderRow[]; total: number }> {
    if (states && !states.length) return { rows: [], total: 0 };
    let query = this.db.selectFrom('rbx.orders').where('user_id', '=', userId);
    if (states) query = query.where('state', 'in', states);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Pending orders whose R$ have reached the player by `now`. */
  async dueCredits(now: Date, limit = 500): Promise<string[]> {
    const rows = await this.db
      .selectFrom('rbx.orders')
      .select('id')
      .where('state', '=', 'pending')
      .where('credited_at', '<=', now)
      .orderBy('credited_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Prize orders still without a flow, created before `before` (their start job was lost). */
  async unstarted(before: Date, limit = 500): Promise<string[]> {
    const rows = await this.db
      .selectFrom('rbx.orders')
      .select('id')
      .where('flow_id', 'is', null)
      .where('state', '=', 'created')
      .where('created_at', '<', before)
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }
}
