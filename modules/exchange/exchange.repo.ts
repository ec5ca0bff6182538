import { inject, injectable } from 'inversify';
import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db, Trx } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import type { GameKey } from '../../kernel';
import type { ExchangeState } from './exchange.schemas';
import type { ExchangeItemRow, ExchangeItemsTable, ExchangeRow, ExchangesTable, ExchangeTables } from './tables';

type Tx = Transaction<ExchangeTables>;
const UNIQUE_VIOLATION = '23505';

/** Exchanges and the items of both sides. */
@injectable()
export class ExchangeRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<ExchangeTables>) {}

  /** A new exchange; false when the account already has one under way (the partial unique index). */
  async insert(
    trx: Trx,
    exchange: Insertable<ExchangesTable>,
    items: Insertable<ExchangeItemsTable>[],
  ): Promise<boolean> {
    const tx = trx as Tx;
    try {
      await tx.insertInto('exchange.exchanges').values(exchange).execute();
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) return false;
      throw err;
    }
    await tx.insertInto('exchange.exchange_items').values(items).execute();
    return true;
  }

  byId(id: string): Promise<ExchangeRow | undefined> {
    return this.db.selectFrom('exchange.exchanges').selectAll().where('id', '=', id).executeTakeFirst();
  }

  lockByFlow(trx: Trx, flowId: string): Promise<ExchangeRow | undefined> {
    return (trx as Tx)
      .selectFrom('exchange.exchanges')
      .selectAll()
      .where('flow_id', '=', flowId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The active ones first, then the latest that ended. */
  ofUser(userId: string, game: GameKey, limit: number): Promise<ExchangeRow[]> {
    return this.db
      .selectFrom('exchange.exchanges')
      .selectAll()
      .where('user_id', '=', userId)
      .where('game', '=', game)
      .orderBy(sql`state = 'active'`, 'desc')
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
  }

  async itemsOf(ids: string[], executor: Db<ExchangeTables> | Trx = this.db): Promise<ExchangeItemRow[]> {
    if (!ids.length) return [];
    return (executor as Tx)
      .selectFrom('exchange.exchange_items')
      .selectAll()
      .where('exchange_id', 'in', ids)
      .orderBy('side', 'desc')
      .orderBy('inventory_item_id')
      .execute();
  }

  async finish(
    trx: Trx,
    id: string,
    ending: { state: ExchangeState; code: string | null; at: Date; moved: string[] },
  ): Promise<void> {
    const tx = trx as Tx;
    await tx
      .updateTable('exchange.exchanges')
      .set({ state: ending.state, code: ending.code, ended_at: ending.at })
      .where('id', '=', id)
      .execute();
    await tx
      .updateTable('exchange.exchange_items')
      .set({ moved: sql<boolean>`game_item_id = ANY(${ending.moved}::uuid[])` })
      .where('exchange_id', '=', id)
      .execute();
  }
}
