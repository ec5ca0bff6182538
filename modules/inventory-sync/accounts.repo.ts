import { inject, injectable } from 'inversify';
import type { Transaction } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { GameAccount, InventoryTables } from './tables';
import { inventoryErrors } from './inventory.errors';
import type { AccountStatus } from './inventory.schemas';
import type { GameKey } from '../../kernel';

type Executor = Db<InventoryTables> | Transaction<InventoryTables>;
const UNIQUE_VIOLATION = '23505';

@injectable()
export class AccountsRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<InventoryTables>) {}

  async insert(account: { user_id: string; game: GameKey; nickname: string; status: AccountStatus; created_at: Date }): Promise<GameAccount> {
    try {
      return await this.db.insertInto('inventory_sync.game_accounts').values(account).returningAll().executeTakeFirstOrThrow();
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw inventoryErrors.alreadyLinked();
      throw err;
    }
  }

  ofUser(userId: string, game?: GameKey): Promise<GameAccount[]> {
    let q = this.db.selectFrom('inventory_sync.game_accounts').selectAll().where('user_id', '=', userId).orderBy('created_at');
    if (game) q = q.where('game', '=', game);
    return q.execute();
  }

  lock(trx: Executor, accountId: string): Promise<GameAccount | undefined> {
    return trx.selectFrom('inventory_sync.game_accounts').selectAll().where('id', '=', accountId).forUpdate().executeTakeFirst();
  }

  async setFrozen(trx: Executor, accountId: string, frozen: boolean): Promise<void> {
    await trx.updateTable('inventory_sync.game_accounts')
      .set({ frozen, status: frozen ? 'freeze' : 'success' })
      .where('id', '=', accountId).execute();
  }

  async setStatus(accountId: string, status: AccountStatus): Promise<void> {
    await this.db.updateTable('inventory_sync.game_accounts').set({ status }).where('id', '=', accountId).execute();
  }
}
