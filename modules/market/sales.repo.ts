import { inject, injectable } from 'inversify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { Clock } from '../../src/platform/clock';
import type { Level } from '../catalog';
import type { MarketTables } from './tables';

/** A variant needs this many sales in 30 days before their median becomes its recommended price. */
const MIN_SALES_FOR_MEDIAN = 3;

export interface DailySales {
  day: string;
  average_base: string;
  volume: string;
}

@injectable()
export class SalesRepo {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<MarketTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
  ) {}

  /** In the caller's transaction (Trx) or on the pool. */
  async record(
    trx: Kysely<MarketTables> | Transaction<MarketTables>,
    sales: { cardId: number; itemId: number; baseCents: number; soldAt: Date }[],
  ) {
    if (!sales.length) return;
    await trx
      .insertInto('catalog.sales')
      .values(sales.map((s) => ({ card_id: s.cardId, item_id: s.itemId, base_cents: s.baseCents, sold_at: s.soldAt })))
      .execute();
  }

  /** Average price and volume per UTC day over the last `days` days (days without sales are absent). */
  async daily(itemId: number, days: number, level?: Level): Promise<DailySales[]> {
    const since = new Date(this.clock.now().getTime() - days * 86_400_000);
    const result = await sql<DailySales>`
      SELECT to_char(date_trunc('day', s.sold_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
             round(avg(s.base_cents)) AS average_base, count(*) AS volume
        FROM catalog.sales s
        ${level ? sql`JOIN catalog.cards c ON c.id = s.card_id AND c.level = ${level}` : sql``}
       WHERE s.item_id = ${itemId} AND s.sold_at >= ${since}
       GROUP BY 1 ORDER BY 1`.execute(this.db);
    return result.rows;
  }

  /** Popularity (sales in 30 days) and the recommended price (recent median, else value) of every card. */
  async refreshCardStats(): Promise<number> {
    const since = new Date(this.clock.now().getTime() - 30 * 86_400_000);
    const result = await sql`
      WITH stats AS (
        SELECT card_id, count(*)::int AS n, percentile_disc(0.5) WITHIN GROUP (ORDER BY base_cents) AS median
          FROM catalog.sales WHERE sold_at >= ${since} GROUP BY card_id
      )
      UPDATE catalog.cards c
         SET sales_30d = coalesce(s.n, 0),
             recommended_base = CASE WHEN s.n >= ${MIN_SALES_FOR_MEDIAN} THEN s.median ELSE c.value_base END
        FROM catalog.cards k LEFT JOIN stats s ON s.card_id = k.id
       WHERE c.id = k.id
         AND (c.sales_30d IS DISTINCT FROM coalesce(s.n, 0)
              OR c.recommended_base IS DISTINCT FROM CASE WHEN s.n >= ${MIN_SALES_FOR_MEDIAN} THEN s.median ELSE c.value_base END)`.execute(
      this.db,
    );
    return Number(result.numAffectedRows ?? 0);
  }
}
