import { inject, injectable } from 'inversify';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import type { BotHealth, BotsTables, FleetBot } from './tables';
import type { GameKey } from '../../kernel';

/** The fleet of bot accounts: capacity, health, and assignment that spreads the load. */
@injectable()
export class FleetRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<BotsTables>) {}

  async add(
    trx: Transaction<BotsTables> | Db<BotsTables>,
    bot: { game: GameKey; accountId: string; nickname: string; capacity: number; now: Date },
  ): Promise<void> {
    await trx
      .insertInto('bots.fleet')
      .values({
        game: bot.game,
        account_id: bot.accountId,
        nickname: bot.nickname,
        capacity: bot.capacity,
        created_at: bot.now,
      })
      .onConflict((oc) => oc.column('account_id').doNothing())
      .execute();
  }

  async count(game: GameKey): Promise<number> {
    const { count } = await this.db
      .selectFrom('bots.fleet')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('game', '=', game)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Inside a transaction pass it: a step holding a connection must not wait for a second one. */
  async healthyCount(game: GameKey, executor: Transaction<BotsTables> | Db<BotsTables> = this.db): Promise<number> {
    const { count } = await executor
      .selectFrom('bots.fleet')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('game', '=', game)
      .where('health', '=', 'ok')
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async nicknameOf(
    accountId: string,
    executor: Db<BotsTables> | Transaction<BotsTables> = this.db,
  ): Promise<string | null> {
    return (await this.byAccount(accountId, executor))?.nickname ?? null;
  }

  async byAccount(
    accountId: string,
    executor: Db<BotsTables> | Transaction<BotsTables> = this.db,
  ): Promise<FleetBot | undefined> {
    return executor.selectFrom('bots.fleet').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  }

  /**
   * Takes a healthy bot with a free slot, the least busy first (then the least used overall), or
   * the one bot a withdrawal must use. SKIP LOCKED lets concurrent flows take different bots.
   */
  async assign(
    trx: Transaction<BotsTables>,
    game: GameKey,
    exactAccountId: string | null,
    excluding: string[],
  ): Promise<FleetBot | undefined> {
    let candidate = trx
      .selectFrom('bots.fleet')
      .select('id')
      .where('game', '=', game)
      .where('health', '=', 'ok')
      .where(sql<boolean>`active < capacity`)
      .orderBy('active')
      .orderBy('assigned_total')
      .limit(1)
      .forUpdate()
      .skipLocked();
    if (exactAccountId) candidate = candidate.where('account_id', '=', exactAccountId);
    if (excluding.length) candidate = candidate.where('id', 'not in', excluding);
    return trx
      .updateTable('bots.fleet')
      .set({ active: sql`active + 1`, assigned_total: sql`assigned_total + 1` })
      .where('id', '=', (eb) => eb.selectFrom(candidate.as('c')).select('c.id'))
      .returningAll()
      .executeTakeFirst();
  }

  async release(trx: Transaction<BotsTables>, id: string): Promise<FleetBot> {
    return trx
      .updateTable('bots.fleet')
      .set((eb) => ({ active: eb('active', '-', 1) }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async setHealth(trx: Transaction<BotsTables>, id: string, health: BotHealth): Promise<void> {
    await trx.updateTable('bots.fleet').set({ health }).where('id', '=', id).execute();
  }

  /** An operator's decision on a bot; false when there is no such bot. */
  async markHealth(id: string, health: BotHealth): Promise<boolean> {
    const { numUpdatedRows } = await this.db
      .updateTable('bots.fleet')
      .set({ health })
      .where('id', '=', id)
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  async list(): Promise<FleetBot[]> {
    return this.db.selectFrom('bots.fleet').selectAll().orderBy('game').orderBy('nickname').execute();
  }
}
