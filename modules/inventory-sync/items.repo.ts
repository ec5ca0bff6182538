import { inject, injectable } from 'inversify';
import type { Insertable, Transaction } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { GameAccount, InventoryItem, InventoryItemsTable, InventoryTables } from './tables';
import type { AccountStatus } from './inventory.schemas';
import type { Currency, GameKey } from '../../kernel';

type Executor = Db<InventoryTables> | Transaction<InventoryTables>;

export type LockedItem = InventoryItem & { account_status: AccountStatus; account_frozen: boolean };

@injectable()
export class InventoryItemsRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<InventoryTables>) {}

  async insert(items: Insertable<InventoryItemsTable>[]): Promise<InventoryItem[]> {
    if (!items.length) return [];
    return this.db.insertInto('inventory_sync.items').values(items).returningAll().execute();
  }

  /** The items with their account's state, locked for the rest of the transaction (in id order). */
  lock(trx: Executor, ids: string[]): Promise<LockedItem[]> {
    if (!ids.length) return Promise.resolve([]);
    return trx.selectFrom('inventory_sync.items as i')
      .innerJoin('inventory_sync.game_accounts as a', 'a.id', 'i.account_id')
      .selectAll('i')
      .select(['a.status as account_status', 'a.frozen as account_frozen'])
      .where('i.id', 'in', ids)
      .orderBy('i.id')
      .forUpdate('i')
      .execute();
  }

  lockOfAccount(trx: Executor, account: GameAccount): Promise<InventoryItem[]> {
    return trx.selectFrom('inventory_sync.items').selectAll().where('account_id', '=', account.id).orderBy('id').forUpdate().execute();
  }

  async update(trx: Executor, ids: string[], changes: Partial<Pick<InventoryItem, 'status' | 'currency' | 'paused_until'>> & { price_minor?: number | null }): Promise<void> {
    if (!ids.length) return;
    await trx.updateTable('inventory_sync.items').set(changes).where('id', 'in', ids).execute();
  }

  async setPrice(trx: Executor, id: string, priceMinor: number, currency: Currency, pausedUntil: Date): Promise<void> {
    await trx.updateTable('inventory_sync.items').set({ price_minor: priceMinor, currency, paused_until: pausedUntil }).where('id', '=', id).execute();
  }

  ofUser(userId: string, game: GameKey): Promise<InventoryItem[]> {
    return this.db.selectFrom('inventory_sync.items').selectAll()
      .where('user_id', '=', userId).where('game', '=', game)
      .orderBy('acquired_at', 'desc').orderBy('id').limit(1000).execute();
  }
}
