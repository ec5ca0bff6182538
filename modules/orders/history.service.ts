import { inject, injectable } from 'inversify';
import { HISTORY_PAGE_SIZE, type HistoryStatus, type Paged } from '../wallet';
import { PurchasesRepo, type CompletedDeal } from './purchases.repo';
import type { PurchasedItemView, SaleView } from './orders.schemas';
import { toPurchasedView, toSaleView } from './views';
import type { GameKey } from '../../kernel';

/** The spec's history statuses (trading-core 3) over the purchase item statuses. */
const STATUSES_OF: Record<HistoryStatus, string[]> = {
  created: [],
  paid: ['waiting', 'completed'],
  delivery: ['delivering'],
  failed: ['cancelled', 'expired'],
  on_check: [],
};

/** Purchased and old items, and the purchases and sales history tables. */
@injectable()
export class OrdersHistory {
  constructor(@inject(PurchasesRepo) private readonly repo: PurchasesRepo) {}

  /** Active: waiting to be collected or being delivered. Old: not collected in time, or called off. */
  async purchased(buyerId: string, game: GameKey, state: 'active' | 'old'): Promise<PurchasedItemView[]> {
    const statuses = state === 'active' ? ['waiting', 'delivering'] : ['expired', 'cancelled'];
    return (await this.repo.ofBuyer(buyerId, game, statuses)).map(toPurchasedView);
  }

  /** These purchased items, as the buyer sees them (a withdrawal trade shows what it carries). */
  async byIds(ids: string[]): Promise<PurchasedItemView[]> {
    return (await this.repo.byIds(ids)).map(toPurchasedView);
  }

  async purchases(buyerId: string, page: number, status?: HistoryStatus): Promise<Paged<PurchasedItemView>> {
    const { rows, total } = await this.repo.page(
      { buyerId, statuses: status && STATUSES_OF[status] },
      HISTORY_PAGE_SIZE,
      (page - 1) * HISTORY_PAGE_SIZE,
    );
    return { rows: rows.map(toPurchasedView), page, pageSize: HISTORY_PAGE_SIZE, total };
  }

  async sales(sellerId: string, page: number, status?: HistoryStatus): Promise<Paged<SaleView>> {
    const { rows, total } = await this.repo.page(
      { sellerId, statuses: status && STATUSES_OF[status] },
      HISTORY_PAGE_SIZE,
      (page - 1) * HISTORY_PAGE_SIZE,
    );
    return { rows: rows.map(toSaleView), page, pageSize: HISTORY_PAGE_SIZE, total };
  }

  /**
   * The buyer's completed deals since a time, one per purchase and seller, newest first, with what was bought (the
   * newest 100); or only the deal of one purchase and seller.
   */
  async completedDeals(
    buyerId: string,
    since: Date,
    only?: { purchaseId: string; sellerId: string },
  ): Promise<CompletedDeal[]> {
    return this.repo.completedDeals(buyerId, since, only);
  }

  /** Whether the user completed a deal on the site, as a buyer or as a seller. */
  hasCompletedDeal(userId: string): Promise<boolean> {
    return this.repo.hasCompletedDeal(userId);
  }
}
