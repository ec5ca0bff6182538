import { inject, injectable } from 'inversify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import type { Currency, GameKey } from '../../kernel';
import type { AutopurchaseStatus } from './autopurchases.vocabulary.schemas';
import type { AutopurchaseRow, AutopurchasesTables } from './tables';

type Executor = Kysely<AutopurchasesTables> | Transaction<AutopurchasesTables>;
export type Tx = Transaction<AutopurchasesTables>;

export type NewAutopurchase = Omit<
  AutopurchaseRow,
  'filled' | 'ended_at' | 'price_minor' | 'limit_cents' | 'held_minor'
> & {
  price_minor: number;
  limit_cents: number;
  held_minor: number;
};

/** The changes of an autopurchase the service makes under its row lock. */
export interface AutopurchasePatch {
  price_minor?: number;
  limit_cents?: number;
  quantity?: number;
  filled?: number;
  held_minor: number;
  hold_moves: number;
  status: AutopurchaseStatus;
  updated_at: Date;
  ended_at?: Date | null;
}

@injectable()
export class AutopurchasesRepo {
  constructor(@inject(TYPES.Db) private readonly db: Db<AutopurchasesTables>) {}

  async insert(trx: Tx, row: NewAutopurchase): Promise<void> {
    await trx.insertInto('autopurchases.autopurchases').values(row).execute();
  }

  /** One buyer's changes to their autopurchases, one at a time (the open count stays under its limit). */
  async lockBuyer(trx: Tx, buyerId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext('autopurchases:' || ${buyerId}))`.execute(trx);
  }

  async activeCount(trx: Tx, buyerId: string): Promise<number> {
    const row = await trx
      .selectFrom('autopurchases.autopurchases')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('buyer_id', '=', buyerId)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** An autopurchase locked for a change (the buyer's own when `buyerId` is given). */
  lock(trx: Tx, id: string, buyerId?: string): Promise<AutopurchaseRow | undefined> {
    let q = trx.selectFrom('autopurchases.autopurchases').selectAll().where('id', '=', id);
    if (buyerId) q = q.where('buyer_id', '=', buyerId);
    return q.forUpdate().executeTakeFirst();
  }

  async update(trx: Tx, id: string, patch: AutopurchasePatch): Promise<AutopurchaseRow> {
    return trx
      .updateTable('autopurchases.autopurchases')
      .set(patch)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async insertFill(
    trx: Tx,
    fill: {
      purchaseItemId: string;
      autopurchaseId: string;
      purchaseId: string;
      chargeMinor: number;
      priceMinor: number;
      at: Date;
    },
  ): Promise<void> {
    await trx
      .insertInto('autopurchases.fills')
      .values({
        purchase_item_id: fill.purchaseItemId,
        autopurchase_id: fill.autopurchaseId,
        purchase_id: fill.purchaseId,
        charge_minor: fill.chargeMinor,
        price_minor: fill.priceMinor,
        created_at: fill.at,
      })
      .execute();
  }

  byId(id: string, executor: Executor = this.db): Promise<AutopurchaseRow | undefined> {
    return executor.selectFrom('autopurchases.autopurchases').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A buyer's autopurchases in a game: the active ones, or those that ended (newest first, the last 100). */
  ofBuyer(buyerId: string, game: GameKey, active: boolean): Promise<AutopurchaseRow[]> {
    return this.db
      .selectFrom('autopurchases.autopurchases')
      .selectAll()
      .where('buyer_id', '=', buyerId)
      .where('game', '=', game)
      .where('status', active ? '=' : '<>', 'active')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(100)
      .execute();
  }

  /** What the pieces bought so far cost, per autopurchase. */
  async spent(ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('autopurchases.fills')
      .select(['autopurchase_id', (eb) => eb.fn.sum<string>('charge_minor').as('spent')])
      .where('autopurchase_id', 'in', ids)
      .groupBy('autopurchase_id')
      .execute();
    return new Map(rows.map((r) => [r.autopurchase_id, Number(r.spent)]));
  }

  /**
   * The best open autopurchase of a card: the highest price (in US cents), then the oldest; not expired, and none of
   * the buyers passed over.
   */
  best(cardId: number, now: Date, skipBuyers: string[]): Promise<AutopurchaseRow | undefined> {
    let q = this.db
      .selectFrom('autopurchases.autopurchases')
      .selectAll()
      .where('card_id', '=', cardId)
      .where('status', '=', 'active')
      .where('expires_at', '>', now);
    if (skipBuyers.length) q = q.where('buyer_id', 'not in', skipBuyers);
    return q.orderBy('limit_cents', 'desc').orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
  }

  /** Which of these cards have an open autopurchase (most cards put on sale have none). */
  async cardsWithOpen(cardIds: number[], now: Date): Promise<number[]> {
    if (!cardIds.length) return [];
    const rows = await this.db
      .selectFrom('autopurchases.autopurchases')
      .select('card_id')
      .distinct()
      .where('card_id', '=', sql<number>`ANY(${cardIds}::int[])`)
      .where('status', '=', 'active')
      .where('expires_at', '>', now)
      .execute();
    return rows.map((r) => r.card_id);
  }

  /** Each card's best open price in US cents (the sweep compares them with the cheapest asks). */
  async bestBids(now: Date): Promise<Map<number, number>> {
    const rows = await sql<{ card_id: number; limit_cents: string }>`
      SELECT DISTINCT ON (card_id) card_id, limit_cents FROM autopurchases.autopurchases
       WHERE status = 'active' AND expires_at > ${now}
       ORDER BY card_id, limit_cents DESC`.execute(this.db);
    return new Map(rows.rows.map((r) => [r.card_id, Number(r.limit_cents)]));
  }

  /** A card's open autopurchases by price and currency, with the pieces still wanted at each. */
  async bids(cardId: number, now: Date): Promise<{ price_minor: number; currency: Currency; wanted: number }[]> {
    const rows = await this.db
      .selectFrom('autopurchases.autopurchases')
      .select(['price_minor', 'currency', (eb) => eb.fn.sum<string>(sql`quantity - filled`).as('wanted')])
      .where('card_id', '=', cardId)
      .where('status', '=', 'active')
      .where('expires_at', '>', now)
      .groupBy(['price_minor', 'currency'])
      .execute();
    return rows.map((r) => ({ price_minor: Number(r.price_minor), currency: r.currency, wanted: Number(r.wanted) }));
  }

  /** Active autopurchases past their end (oldest first). */
  async due(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('autopurchases.autopurchases')
      .select('id')
      .where('status', '=', 'active')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** A currency's rate moved: the active autopurchases in it are compared with listings at the new rate. */
  async rebase(currency: Currency, perUsd: number): Promise<number> {
    const result = await this.db
      .updateTable('autopurchases.autopurchases')
      .set({ limit_cents: sql`greatest(1, floor(price_minor / ${perUsd}::numeric))` })
      .where('status', '=', 'active')
      .where('currency', '=', currency)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
