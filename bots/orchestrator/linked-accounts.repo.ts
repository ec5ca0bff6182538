import { inject, injectable } from 'inversify';
import type { Transaction } from 'kysely';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import type { BotsTables, LinkedAccount } from './tables';
import type { GameKey } from '../../kernel';

type Tx = Transaction<BotsTables>;

/**
 * The game accounts the site may drive (a seller's linked accounts), their sealed session cookies, and
 * the one flow acting on each: a linked account serves one trade at a time, like a fleet bot of capacity 1.
 */
@injectable()
export class LinkedAccountsRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<BotsTables>) {}

  async save(account: {
    accountId: string;
    game: GameKey;
    nickname: string;
    cookieSealed: string;
    now: Date;
  }): Promise<void> {
    await this.db
      .insertInto('bots.linked_accounts')
      .values({
        account_id: account.accountId,
        game: account.game,
        nickname: account.nickname,
        cookie_sealed: account.cookieSealed,
        created_at: account.now,
        updated_at: account.now,
      })
      .onConflict((oc) =>
        oc
          .column('account_id')
          .doUpdateSet({ nickname: account.nickname, cookie_sealed: account.cookieSealed, updated_at: account.now }),
      )
      .execute();
  }

  /** In the caller's transaction when given: a request that holds one must not wait for a second connection. */
  byId(accountId: string, executor: Db<BotsTables> | Tx = this.db): Promise<LinkedAccount | undefined> {
    return executor
      .selectFrom('bots.linked_accounts')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst();
  }

  async forget(accountId: string): Promise<void> {
    await this.db.deleteFrom('bots.linked_accounts').where('account_id', '=', accountId).execute();
  }

  /** Takes the account for this flow if nobody else acts on it; true when the flow holds it now. */
  async claim(trx: Tx, accountId: string, flowId: string): Promise<boolean> {
    const row = await trx
      .updateTable('bots.linked_accounts')
      .set({ busy_flow_id: flowId })
      .where('account_id', '=', accountId)
      .where((eb) => eb.or([eb('busy_flow_id', 'is', null), eb('busy_flow_id', '=', flowId)]))
      .returning('account_id')
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Gives the account back if this flow held it. */
  async release(trx: Tx, accountId: string, flowId: string): Promise<boolean> {
    const row = await trx
      .updateTable('bots.linked_accounts')
      .set({ busy_flow_id: null })
      .where('account_id', '=', accountId)
      .where('busy_flow_id', '=', flowId)
      .returning('account_id')
      .executeTakeFirst();
    return Boolean(row);
  }
}
