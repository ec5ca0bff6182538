import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import { RatesService, toCurrency } from '../catalog';
import type { Currency, Money } from '../../kernel';
import type { BuyerStatistics, SellerStatistics } from './orders.schemas';
import type { OrdersTables } from './tables';

/** Item statuses of a deal that ended: it succeeded (completed) or not (the buyer did not collect, or it was called off). */
const ENDED = ['completed', 'expired', 'cancelled'];

/**
 * Buyer and seller statistics (spec trading-core 3: seller sales, income and successful-deal percentage per month;
 * buyer purchases, most expensive item and successful-purchase percentage per month), computed from the purchase
 * items themselves, never from counters that could drift. Months are calendar months in UTC, the latest `months`.
 */
@injectable()
export class OrdersStatistics {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<OrdersTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(RatesService) private readonly rates: RatesService,
  ) {}

  /** How many of these users made a purchase at or after `since` (the console's analytics funnel). */
  async countBuyers(userIds: string[], since: Date): Promise<number> {
    if (!userIds.length) return 0;
    const row = await this.db
      .selectFrom('orders.purchases')
      .select((eb) => eb.fn.count<string>('buyer_id').distinct().as('n'))
      .where('buyer_id', 'in', userIds)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async seller(sellerId: string, currency: Currency, months: number): Promise<SellerStatistics> {
    const since = this.monthsAgo(months);
    const { rows } = await sql<{ month: string; sales: number; ended: number; income_base: string }>`
      SELECT to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month,
             count(*) FILTER (WHERE status = 'completed')::int AS sales,
             count(*) FILTER (WHERE status = ANY(${ENDED}))::int AS ended,
             -- The seller's share (the price less the fee) in comparable US cents.
             coalesce(sum(base_cents * (seller_price_minor - fee_minor) / seller_price_minor)
                      FILTER (WHERE status = 'completed'), 0) AS income_base
        FROM orders.purchase_items
       WHERE seller_id = ${sellerId} AND created_at >= ${since}
       GROUP BY 1 ORDER BY 1`.execute(this.db);
    const rates = await this.rates.currentRates();
    const money = (base: number): Money => ({ amount: base > 0 ? toCurrency(base, currency, rates) : 0, currency });
    return {
      months: this.fill(since, months, rows, (r) => ({
        sales: r?.sales ?? 0,
        income: money(Math.round(Number(r?.income_base ?? 0))),
        successPercent: percent(r?.sales ?? 0, r?.ended ?? 0),
      })),
    };
  }

  async buyer(buyerId: string, currency: Currency, months: number): Promise<BuyerStatistics> {
    const since = this.monthsAgo(months);
    const { rows } = await sql<{ month: string; purchases: number; completed: number; ended: number }>`
      SELECT to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month,
             count(*)::int AS purchases,
             count(*) FILTER (WHERE status = 'completed')::int AS completed,
             count(*) FILTER (WHERE status = ANY(${ENDED}))::int AS ended
        FROM orders.purchase_items
       WHERE buyer_id = ${buyerId} AND created_at >= ${since}
       GROUP BY 1 ORDER BY 1`.execute(this.db);
    const top = await this.db
      .selectFrom('orders.purchase_items')
      .select(['game', 'name', 'slug', 'item_id', 'base_cents', 'created_at'])
      .where('buyer_id', '=', buyerId)
      .where('created_at', '>=', since)
      .orderBy('base_cents', 'desc')
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    const rates = await this.rates.currentRates();
    return {
      months: this.fill(since, months, rows, (r) => ({
        purchases: r?.purchases ?? 0,
        successPercent: percent(r?.completed ?? 0, r?.ended ?? 0),
      })),
      mostExpensive: top
        ? {
            game: top.game,
            itemId: top.item_id,
            name: top.name,
            slug: top.slug,
            price: { amount: toCurrency(Number(top.base_cents), currency, rates), currency },
            at: top.created_at.toISOString(),
          }
        : null,
    };
  }

  /** The first day (UTC) of the month `months - 1` months before this one. */
  private monthsAgo(months: number): Date {
    const now = this.clock.now();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  }

  /** Every month of the period, oldest first, the ones without deals too (a chart's axis has no gaps). */
  private fill<R extends { month: string }, T>(since: Date, months: number, rows: R[], of: (row: R | undefined) => T) {
    return Array.from({ length: months }, (_, n) => {
      const month = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + n, 1)).toISOString().slice(0, 7);
      return { month, ...of(rows.find((r) => r.month === month)) };
    });
  }
}

/** Succeeded of ended, in whole percent; null when nothing ended (no rate to speak of). */
function percent(succeeded: number, ended: number): number | null {
  return ended ? Math.round((succeeded / ended) * 100) : null;
}
