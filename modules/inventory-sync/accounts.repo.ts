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

  async insert(
    account: {
      user_id: string;
      game: GameKey;
      nickname: string;
      status: AccountStatus;
      game_account_id?: string;
      created_at: Date;
    },
    executor: Executor = this.db,
  ): Promise<GameAccount> {
    try {
      return await executor
        .insertInto('inventory_sync.game_accounts')
        .values(account)
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw inventoryErrors.alreadyLinked();
      throw err;
    }
  }

  /** The site's account for one of its fleet bots, made on first use (one row per bot, by its game account id). */
  async fleetAccount(
    trx: Executor,
    bot: { siteUserId: string; game: GameKey; gameAccountId: string; nickname: string; now: Date },
  ): Promise<GameAccount> {
    await trx
      .insertInto('inventory_sync.game_accounts')
      .values({
        user_id: bot.siteUserId,
        game: bot.game,
        nickname: bot.nickname,
        status: 'success',
        game_account_id: bot.gameAccountId,
        fleet: true,
        created_at: bot.now,
      })
      .onConflict((oc) => oc.column('game_account_id').doNothing())
      .execute();
    return trx
      .selectFrom('inventory_sync.game_accounts')
      .selectAll()
      .where('game_account_id', '=', bot.gameAccountId)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  ofUser(userId: string, game?: GameKey, executor: Executor = this.db): Promise<GameAccount[]> {
    let q = executor
      .selectFrom('inventory_sync.game_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at');
    if (game) q = q.where('game', '=', game);
    return q.execute();
  }

  byGameAccount(gameAccountId: string, executor: Executor = this.db): Promise<GameAccount | undefined> {
    return executor
      .selectFrom('inventory_sync.game_accounts')
      .selectAll()
      .where('game_account_id', '=', gameAccountId)
      .executeTakeFirst();
  }

  byId(accountId: string): Promise<GameAccount | undefined> {
    return this.db
      .selectFrom('inventory_sync.game_accounts')
      .selectAll()
      .where('id', '=', accountId)
      .executeTakeFirst();
  }

  /** The account whose sync this flow is, locked; undefined once the sync was applied or the account unlinked. */
  lockBySync(trx: Executor, flowId: string): Promise<GameAccount | undefined> {
    return trx
      .selectFrom('inventory_sync.game_accounts')
      .selectAll()
      .where('sync_flow_id', '=', flowId)
      .forUpdate()
      .executeTakeFirst();
  }

  async update(
    trx: Executor,
    accountId: string,
    patch: Partial<
      Pick<GameAccount, 'status' | 'sync_flow_id' | 'sync_started_at' | 'synced_at' | 'last_sync_code' | 'nickname'>
    > & { last_sync_notes?: string },
  ): Promise<void> {
    await trx.updateTable('inventory_sync.game_accounts').set(patch).where('id', '=', accountId).execute();
  }

  async remove(trx: Executor, accountId: string): Promise<void> {
    await trx.deleteFrom('inventory_sync.game_accounts').where('id', '=', accountId).execute();
  }

  lock(trx: Executor, accountId: string): Promise<GameAccount | undefined> {
    return trx
      .selectFrom('inventory_sync.game_accounts')
      .selectAll()
      .where('id', '=', accountId)
      .forUpdate()
      .executeTakeFirst();
  }

  async setFrozen(trx: Executor, accountId: string, frozen: boolean): Promise<void> {
    await trx
      .updateTable('inventory_sync.game_accounts')
      .set({ frozen, status: frozen ? 'freeze' : 'success' })
      .where('id', '=', accountId)
      .execute();
  }

  async setStatus(accountId: string, status: AccountStatus): Promise<void> {
    await this.db.updateTable('inventory_sync.game_accounts').set({ status }).where('id', '=', accountId).execute();
  }
}
