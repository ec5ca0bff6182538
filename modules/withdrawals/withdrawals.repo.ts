import { inject, injectable } from 'inversify';
import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import type { GameKey } from '../../kernel';
import type { TradeRow, TradeState, TradesTable, WithdrawalsTables } from './tables';

type Trx = Transaction<WithdrawalsTables>;
type Executor = Db<WithdrawalsTables> | Trx;

/** Withdrawal trades, the items each carries, and the nickname each buyer collects to. */
@injectable()
export class WithdrawalsRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<WithdrawalsTables>) {}

  async insert(trx: Trx, trade: Insertable<TradesTable>, purchaseItemIds: string[]): Promise<void> {
    await trx.insertInto('withdrawals.trades').values(trade).execute();
    await trx
      .insertInto('withdrawals.trade_items')
      .values(purchaseItemIds.map((purchase_item_id) => ({ trade_id: trade.id, purchase_item_id })))
      .execute();
  }

  lockByFlow(trx: Trx, flowId: string): Promise<TradeRow | undefined> {
    return trx
      .selectFrom('withdrawals.trades')
      .selectAll()
      .where('flow_id', '=', flowId)
      .forUpdate()
      .executeTakeFirst();
  }

  byId(id: string): Promise<TradeRow | undefined> {
    return this.db.selectFrom('withdrawals.trades').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byIds(ids: string[]): Promise<TradeRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db
      .selectFrom('withdrawals.trades')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** The purchased items each trade carries. */
  async itemsOf(tradeIds: string[], executor: Executor = this.db): Promise<Map<string, string[]>> {
    const byTrade = new Map<string, string[]>(tradeIds.map((id) => [id, []]));
    if (!tradeIds.length) return byTrade;
    const rows = await executor
      .selectFrom('withdrawals.trade_items')
      .select(['trade_id', 'purchase_item_id'])
      .where('trade_id', 'in', tradeIds)
      .orderBy('purchase_item_id')
      .execute();
    for (const r of rows) byTrade.get(r.trade_id)!.push(r.purchase_item_id);
    return byTrade;
  }

  async activeOfBuyer(trx: Trx, buyerId: string): Promise<number> {
    const { n } = await trx
      .selectFrom('withdrawals.trades')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('buyer_id', '=', buyerId)
      .where('state', '=', 'active')
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  async activeOfAccounts(trx: Trx, accountIds: string[]): Promise<Map<string, number>> {
    if (!accountIds.length) return new Map();
    const rows = await trx
      .selectFrom('withdrawals.trades')
      .select((eb) => ['seller_account_id', eb.fn.countAll<string>().as('n')])
      .where('seller_account_id', 'in', accountIds)
      .where('state', '=', 'active')
      .groupBy('seller_account_id')
      .execute();
    return new Map(rows.map((r) => [r.seller_account_id, Number(r.n)]));
  }

  async finish(
    trx: Trx,
    id: string,
    end: { state: TradeState; code: string | null; cause: string | null; fault: TradeRow['fault']; at: Date },
  ): Promise<void> {
    await trx
      .updateTable('withdrawals.trades')
      .set({ state: end.state, code: end.code, cause: end.cause, fault: end.fault, ended_at: end.at })
      .where('id', '=', id)
      .execute();
  }

  /** The buyer's trades of a game: every active one, then the latest that ended. */
  ofBuyer(buyerId: string, game: GameKey, limit: number): Promise<TradeRow[]> {
    return this.db
      .selectFrom('withdrawals.trades')
      .selectAll()
      .where('buyer_id', '=', buyerId)
      .where('game', '=', game)
      .orderBy((eb) => eb.case().when('state', '=', 'active').then(0).else(1).end())
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async page(
    buyerId: string,
    states: TradeState[] | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: TradeRow[]; total: number }> {
    let query = this.db.selectFrom('withdrawals.trades').where('buyer_id', '=', buyerId);
    if (states) query = query.where('state', 'in', states.length ? states : ['none' as TradeState]);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  async saveRecipient(trx: Trx, userId: string, game: GameKey, nickname: string, at: Date): Promise<void> {
    await trx
      .insertInto('withdrawals.recipients')
      .values({ user_id: userId, game, nickname, updated_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'game']).doUpdateSet({ nickname, updated_at: at }))
      .execute();
  }

  async recipientOf(userId: string, game: GameKey): Promise<string | null> {
    const row = await this.db
      .selectFrom('withdrawals.recipients')
      .select('nickname')
      .where('user_id', '=', userId)
      .where('game', '=', game)
      .executeTakeFirst();
    return row?.nickname ?? null;
  }
}
