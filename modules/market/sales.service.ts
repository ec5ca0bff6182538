import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db, Trx } from '../../src/platform/db/database';
import { ItemsService } from '../catalog';
import { ListingsRepo } from './listings.repo';
import { SalesRepo } from './sales.repo';
import { marketErrors } from './market.errors';
import { cardOf } from './card-view';
import type { VariantRef } from './price-rules.service';
import type { MarketTables } from './tables';

/** Completed sales: the price history, popularity and recommended prices feed on them. */
@injectable()
export class SalesService {
  constructor(
    @inject(ItemsService) private readonly items: ItemsService,
    @inject(ListingsRepo) private readonly listings: ListingsRepo,
    @inject(SalesRepo) private readonly sales: SalesRepo,
    @inject(TYPES.Db) private readonly db: Db<MarketTables>,
  ) {}

  /** Records completed sales, in the caller's transaction when there is one. */
  async recordSales(trx: Trx | null, sales: (VariantRef & { baseCents: number; soldAt: Date })[]): Promise<void> {
    if (!sales.length) return;
    const byId = await this.items.definitions(
      sales.map((s) => s.itemId),
      trx ?? undefined,
    );
    const executor = trx ?? this.db;
    const cardIds = await this.listings.ensureCards(
      executor,
      sales.map((s) => {
        const item = byId.get(s.itemId);
        if (!item) throw marketErrors.notFound();
        return cardOf(item, s.variant);
      }),
    );
    await this.sales.record(
      executor,
      sales.map((s, i) => ({ cardId: cardIds[i]!, itemId: s.itemId, baseCents: s.baseCents, soldAt: s.soldAt })),
    );
  }

  /** Popularity and recommended prices from recent sales (a job does this every 10 minutes). */
  refreshCardStats(): Promise<number> {
    return this.sales.refreshCardStats();
  }
}
