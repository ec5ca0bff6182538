import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db, Trx } from '../../src/platform/db/database';
import type { PromoSystem } from './promo.schemas';
import type { CodeRow, PromoTables, RbxPrizeRow, SubscriptionRow } from './tables';

type Executor = Db<PromoTables> | Trx;
const typed = (e: Executor) => e as Db<PromoTables>;

/** Promo codes, the users' activations of them (subscriptions), free-spin credits and R$ prizes. */
@injectable()
export class CodesRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<PromoTables>) {}

  find(code: string, system: PromoSystem, executor: Executor = this.db): Promise<CodeRow | undefined> {
    return typed(executor)
      .selectFrom('promo.codes')
      .selectAll()
      .where('code', '=', code)
      .where('system', '=', system)
      .executeTakeFirst();
  }

  /** Counts a use, unless the code is used up: false then. */
  async countUse(trx: Trx, code: string, system: PromoSystem): Promise<boolean> {
    const row = await typed(trx)
      .updateTable('promo.codes')
      .set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('code', '=', code)
      .where('system', '=', system)
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
      .returning('uses')
      .executeTakeFirst();
    return Boolean(row);
  }

  /** False when the code already exists in that system. */
  async insert(row: CodeRow): Promise<boolean> {
    const inserted = await this.db
      .insertInto('promo.codes')
      .values(row)
      .onConflict((oc) => oc.columns(['code', 'system']).doNothing())
      .returning('code')
      .executeTakeFirst();
    return Boolean(inserted);
  }

  list(): Promise<CodeRow[]> {
    return this.db.selectFrom('promo.codes').selectAll().orderBy('created_at', 'desc').limit(500).execute();
  }

  usedBy(userId: string, code: string, executor: Executor = this.db): Promise<SubscriptionRow | undefined> {
    return typed(executor)
      .selectFrom('promo.subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('code', '=', code)
      .executeTakeFirst();
  }

  latestSubscription(userId: string, executor: Executor = this.db): Promise<SubscriptionRow | undefined> {
    return typed(executor)
      .selectFrom('promo.subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async insertSubscription(trx: Trx, row: SubscriptionRow): Promise<void> {
    await typed(trx).insertInto('promo.subscriptions').values(row).execute();
  }

  subscriptionsOf(userId: string): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('promo.subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute();
  }

  /** Free spins given by a source (each one credit); giving the same source again gives nothing more. */
  async addSpinCredits(
    trx: Trx,
    userId: string,
    source: 'code' | 'advent' | 'spin',
    sourceIds: string[],
    at: Date,
  ): Promise<void> {
    if (!sourceIds.length) return;
    await typed(trx)
      .insertInto('promo.spin_credits')
      .values(
        sourceIds.map((sourceId) => ({
          id: randomUUID(),
          user_id: userId,
          source,
          source_id: sourceId,
          created_at: at,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'source', 'source_id']).doNothing())
      .execute();
  }

  async freeSpins(userId: string, executor: Executor = this.db): Promise<number> {
    const row = await typed(executor)
      .selectFrom('promo.spin_credits')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('spin_id', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The oldest unused free spin, locked: a second spin at once waits, then finds it used. */
  async takeSpinCredit(trx: Trx, userId: string): Promise<string | undefined> {
    const row = await typed(trx)
      .selectFrom('promo.spin_credits')
      .select('id')
      .where('user_id', '=', userId)
      .where('spin_id', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    return row?.id;
  }

  async useSpinCredit(trx: Trx, creditId: string, spinId: string): Promise<void> {
    await typed(trx).updateTable('promo.spin_credits').set({ spin_id: spinId }).where('id', '=', creditId).execute();
  }

  async insertRbxPrize(trx: Trx, row: Omit<RbxPrizeRow, 'order_id' | 'claimed_at'>): Promise<void> {
    await typed(trx)
      .insertInto('promo.rbx_prizes')
      .values({ ...row, order_id: null, claimed_at: null })
      .onConflict((oc) => oc.columns(['source', 'source_id']).doNothing())
      .execute();
  }

  rbxPrizeForUpdate(trx: Trx, id: string, userId: string): Promise<RbxPrizeRow | undefined> {
    return typed(trx)
      .selectFrom('promo.rbx_prizes')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
  }

  async markRbxPrizeClaimed(trx: Trx, id: string, orderId: string, at: Date): Promise<void> {
    await typed(trx)
      .updateTable('promo.rbx_prizes')
      .set({ order_id: orderId, claimed_at: at })
      .where('id', '=', id)
      .execute();
  }

  rbxPrizesOf(userId: string): Promise<RbxPrizeRow[]> {
    return this.db
      .selectFrom('promo.rbx_prizes')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute();
  }
}
