import { inject, injectable } from 'inversify';
import { sql, type Insertable, type Transaction } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { GameAccount, InventoryItem, InventoryItemsTable, InventoryTables } from './tables';
import type { AccountStatus } from './inventory.schemas';
import type { Currency, GameKey } from '../../kernel';

type Executor = Db<InventoryTables> | Transaction<InventoryTables>;

/** An item with its account's state, its game id (null: not linked by cookie) and nickname. */
export type LockedItem = InventoryItem & {
  account_status: AccountStatus;
  account_frozen: boolean;
  game_account_id: string | null;
  account_nickname: string;
  account_fleet: boolean;
};

@injectable()
export class InventoryItemsRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<InventoryTables>) {}

  async insert(items: Insertable<InventoryItemsTable>[], executor: Executor = this.db): Promise<InventoryItem[]> {
    if (!items.length) return [];
    return executor.insertInto('inventory_sync.items').values(items).returningAll().execute();
  }

  /** Items a sync found; one the site already knows (moved from another linked account not yet synced) waits for that sync. */
  async insertNew(trx: Executor, items: Insertable<InventoryItemsTable>[]): Promise<void> {
    if (!items.length) return;
    await trx
      .insertInto('inventory_sync.items')
      .values(items)
      .onConflict((oc) => oc.column('game_item_id').doNothing())
      .execute();
  }

  async countsByAccount(
    accountIds: string[],
  ): Promise<Map<string, { items: number; onSale: number; delivering: number; quickSelling: number }>> {
    if (!accountIds.length) return new Map();
    const rows = await this.db
      .selectFrom('inventory_sync.items')
      .select((eb) => [
        'account_id',
        eb.fn.countAll<string>().as('items'),
        eb.fn.countAll<string>().filterWhere('status', '=', 'on_sale').as('on_sale'),
        eb.fn.countAll<string>().filterWhere('status', '=', 'withdrawal').as('delivering'),
        eb.fn.countAll<string>().filterWhere('status', '=', 'on_fast_sale').as('quick_selling'),
      ])
      .where('account_id', 'in', accountIds)
      .groupBy('account_id')
      .execute();
    return new Map(
      rows.map((r) => [
        r.account_id,
        {
          items: Number(r.items),
          onSale: Number(r.on_sale),
          delivering: Number(r.delivering),
          quickSelling: Number(r.quick_selling),
        },
      ]),
    );
  }

  /** The game items delivered out of the account while this sync waited to be applied (ItemDeals.removeDelivered); forgotten now. */
  async takeLeftDuringSync(trx: Executor, syncFlowId: string): Promise<Set<string>> {
    const rows = await trx
      .deleteFrom('inventory_sync.items_left_during_sync')
      .where('sync_flow_id', '=', syncFlowId)
      .returning('game_item_id')
      .execute();
    return new Set(rows.map((r) => r.game_item_id));
  }

  async remove(trx: Executor, ids: string[]): Promise<void> {
    if (!ids.length) return;
    await trx.deleteFrom('inventory_sync.items').where('id', 'in', ids).execute();
  }

  /** The items with their account's state, locked for the rest of the transaction (in id order). */
  lock(trx: Executor, ids: string[]): Promise<LockedItem[]> {
    return ids.length ? this.withAccounts(trx, ids).forUpdate('i').execute() : Promise.resolve([]);
  }

  /** The items with their account's state, as lock reads them but without locks. */
  find(ids: string[]): Promise<LockedItem[]> {
    return ids.length ? this.withAccounts(this.db, ids).execute() : Promise.resolve([]);
  }

  private withAccounts(trx: Executor, ids: string[]) {
    return trx
      .selectFrom('inventory_sync.items as i')
      .innerJoin('inventory_sync.game_accounts as a', 'a.id', 'i.account_id')
      .selectAll('i')
      .select([
        'a.status as account_status',
        'a.frozen as account_frozen',
        'a.game_account_id',
        'a.nickname as account_nickname',
        'a.fleet as account_fleet',
      ])
      .where('i.id', 'in', ids)
      .orderBy('i.id');
  }

  lockOfAccount(trx: Executor, account: GameAccount): Promise<InventoryItem[]> {
    return trx
      .selectFrom('inventory_sync.items')
      .selectAll()
      .where('account_id', '=', account.id)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  async update(
    trx: Executor,
    ids: string[],
    changes: Partial<Pick<InventoryItem, 'status' | 'currency' | 'paused_until'>> & { price_minor?: number | null },
  ): Promise<void> {
    if (!ids.length) return;
    await trx.updateTable('inventory_sync.items').set(changes).where('id', 'in', ids).execute();
  }

  /** Each item on sale at its own price, in one statement. */
  async putOnSale(trx: Executor, entries: Array<{ id: string; price: number }>, currency: Currency): Promise<void> {
    if (!entries.length) return;
    await sql`UPDATE inventory_sync.items i SET status = 'on_sale', price_minor = e.price, currency = ${currency}
                FROM unnest(${entries.map((e) => e.id)}::uuid[], ${entries.map((e) => e.price)}::bigint[]) AS e(id, price)
               WHERE i.id = e.id`.execute(trx);
  }

  /**
   * Each item at its own price, paused until `pausedUntil`, in one statement (a listing of 100 items was 100 round
   * trips); `onSale` also puts the items on sale.
   */
  async setPrices(
    trx: Executor,
    entries: Array<{ id: string; priceMinor: number; currency: Currency }>,
    pausedUntil: Date,
    onSale = false,
  ): Promise<void> {
    if (!entries.length) return;
    await sql`UPDATE inventory_sync.items i
                 SET price_minor = e.price, currency = e.currency, paused_until = ${pausedUntil}
                     ${onSale ? sql`, status = 'on_sale'` : sql``}
                FROM unnest(${entries.map((e) => e.id)}::uuid[], ${entries.map((e) => e.priceMinor)}::bigint[],
                            ${entries.map((e) => e.currency)}::text[]) AS e(id, price, currency)
               WHERE i.id = e.id`.execute(trx);
  }

  /** The site's stock (items of its fleet accounts) bought before this time and not in a deal, locked. */
  oldStock(trx: Executor, siteUserId: string, before: Date): Promise<InventoryItem[]> {
    return trx
      .selectFrom('inventory_sync.items as i')
      .innerJoin('inventory_sync.game_accounts as a', 'a.id', 'i.account_id')
      .selectAll('i')
      .where('a.fleet', '=', true)
      .where('i.user_id', '=', siteUserId)
      .where('i.acquired_at', '<=', before)
      .where('i.status', 'in', ['normal', 'on_sale'])
      .orderBy('i.id')
      .forUpdate('i')
      .execute();
  }

  /** The ids of an account's items, in id order. */
  async ofAccount(trx: Executor, accountId: string): Promise<Array<{ id: string }>> {
    return trx
      .selectFrom('inventory_sync.items')
      .select('id')
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
  }

  /** The site's stock on sale, with the fleet bot holding each item (its game account id). */
  siteStock(
    siteUserId: string,
    game: GameKey,
    itemIds?: number[],
  ): Promise<Array<InventoryItem & { bot_account_id: string }>> {
    let query = this.db
      .selectFrom('inventory_sync.items as i')
      .innerJoin('inventory_sync.game_accounts as a', 'a.id', 'i.account_id')
      .selectAll('i')
      .select('a.game_account_id as bot_account_id')
      .where('a.fleet', '=', true)
      .where('i.user_id', '=', siteUserId)
      .where('i.game', '=', game)
      .where('i.status', '=', 'on_sale')
      .where('i.game_item_id', 'is not', null)
      .orderBy('i.catalog_item_id')
      .orderBy('i.id')
      .$narrowType<{ bot_account_id: string }>();
    if (itemIds) query = query.where('i.catalog_item_id', 'in', itemIds.length ? itemIds : [-1]);
    return query.execute();
  }

  ofUser(userId: string, game: GameKey): Promise<InventoryItem[]> {
    return this.db
      .selectFrom('inventory_sync.items')
      .selectAll()
      .where('user_id', '=', userId)
      .where('game', '=', game)
      .orderBy('acquired_at', 'desc')
      .orderBy('id')
      .limit(1000)
      .execute();
  }
}
