import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db, Trx } from '../../src/platform/db/database';
import type { Clock } from '../../src/platform/clock';
import type { Jobs } from '../../src/platform/jobs';
import type { Notifier } from '../../src/platform/realtime';
import type { Inbox } from '../../src/platform/inbox';
import { PurchaseTaking, sellerReceives, type TakenForPurchase } from '../market';
import { assignToLines, checkPrices, ShortLine, toPurchaseRequest, whyShort, type BuyLine } from './purchase-lines';
import { ItemDeals } from '../inventory-sync';
import { WalletService } from '../wallet';
import { OPERATIONS_SERVICE, type OperationsService } from '../operations';
import { PurchasesRepo } from './purchases.repo';
import { ordersErrors } from './orders.errors';
import { COLLECT_MINUTES, PURCHASE_CHANGED, type BuyInput, type BuyResult } from './orders.schemas';

/** A purchase made in a caller's transaction: what the buyer sees, and who sold. */
export interface BoughtWithin {
  view: BuyResult;
  sellers: string[];
}
import { PURCHASE_EXPIRY_QUEUE } from './orders.queues';
import { toPurchasedView } from './views';
import type { OrdersTables } from './tables';
import type { Currency, GameKey } from '../../kernel';
import { retryOnConflict } from '../../src/platform/db/retry';
import { RatingsService } from '../ratings';
import { tellSellers } from './sale-notices';

/**
 * Buying (spec trading-core 4, 5, 8): take the listings off the market, put the items into the
 * deal, record the purchase, charge the buyer and schedule its expiry, all in one transaction.
 * Two buyers can never get the same item, and a failed step leaves nothing behind.
 */
@injectable()
export class OrdersService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<OrdersTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Jobs) private readonly jobs: Jobs,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(PurchaseTaking) private readonly market: PurchaseTaking,
    @inject(ItemDeals) private readonly deals: ItemDeals,
    @inject(WalletService) private readonly wallet: WalletService,
    @inject(OPERATIONS_SERVICE) private readonly operations: OperationsService,
    @inject(PurchasesRepo) private readonly purchases: PurchasesRepo,
    @inject(RatingsService) private readonly ratings: RatingsService,
    @inject(TYPES.Inbox) private readonly inbox: Inbox,
  ) {}

  async buy(buyerId: string, game: GameKey, input: BuyInput): Promise<BuyResult> {
    if (!(await this.operations.isServiceUp(game, 'sales'))) throw ordersErrors.techWorks();
    // Spec trading-core 6: a buyer ban blocks buying for its period.
    await this.ratings.assertCanBuy(buyerId);
    const currency = input.currency;
    try {
      const result = await retryOnConflict(() =>
        this.db.transaction().execute((trx) => this.buyWithin(trx, buyerId, game, currency, input.items)),
      );
      this.announce(buyerId, result);
      return result.view;
    } catch (err) {
      if (err instanceof ShortLine) throw await whyShort(this.market, buyerId, game, err);
      throw err;
    }
  }

  /** Tells the buyer and the sellers of a committed purchase (the buyer's pages and the sellers' sales move). */
  announce(buyerId: string, result: BoughtWithin): void {
    for (const sellerId of new Set(result.sellers))
      this.notifier.toUser(sellerId, PURCHASE_CHANGED, { role: 'seller' });
    this.notifier.toUser(buyerId, PURCHASE_CHANGED, { role: 'buyer', purchaseId: result.view.purchaseId });
  }

  /**
   * A purchase in the caller's transaction (buying, and an autopurchase's fill): ShortLine when a line cannot be
   * filled, PRICES_HAVE_CHANGED when something costs more than its line's price, INVALID_USER_BALANCE when the
   * balance does not cover it. The caller announces it once committed; `beforeCharge` runs between taking the
   * listings and charging the buyer.
   */
  async buyWithin(
    trx: Trx,
    buyerId: string,
    game: GameKey,
    currency: Currency,
    lines: BuyLine[],
    beforeCharge?: (taken: TakenForPurchase[]) => Promise<void>,
  ): Promise<BoughtWithin> {
    const request = toPurchaseRequest(lines);
    const taken = await this.market.takeForPurchase(trx, buyerId, game, request, currency, this.clock.now());
    const assigned = assignToLines(lines, taken);
    checkPrices(assigned);
    // What the caller must do once the sellers are known and before the buyer is charged (an autopurchase's fill).
    await beforeCharge?.(taken);
    const bought = await this.record(trx, buyerId, game, currency, taken, (t) => ({
      price_minor: t.charge,
      seller_price_minor: t.sellerPrice.amount,
      fee_minor: t.sellerPrice.amount - sellerReceives(t.sellerPrice.amount, t.sellerPrice.currency),
    }));
    // Spec accounts-platform 4.9: the sellers' bells, in this transaction (no notice of a sale rolled back).
    await tellSellers(this.inbox, trx, taken);
    return bought;
  }

  /**
   * A prize (the fortune wheel's pet, spec trading-core 9): the site's listing `offerId` becomes the winner's
   * purchase at zero, collected within 60 minutes like any other; uncollected, it goes back on sale. Null when the
   * listing is gone. The caller announces it once committed.
   */
  async givePrize(
    trx: Trx,
    winnerId: string,
    game: GameKey,
    currency: Currency,
    offerId: string,
  ): Promise<BoughtWithin | null> {
    const taken = await this.market.takeForPurchase(
      trx,
      winnerId,
      game,
      { cards: [], offerIds: [offerId] },
      currency,
      this.clock.now(),
    );
    if (taken.length !== 1) return null;
    return this.record(trx, winnerId, game, currency, taken, () => ({
      price_minor: 0,
      seller_price_minor: 0,
      fee_minor: 0,
    }));
  }

  /** Puts taken listings into the deal as one purchase, charges it and schedules its expiry. */
  private async record(
    trx: Trx,
    buyerId: string,
    game: GameKey,
    currency: Currency,
    taken: TakenForPurchase[],
    priceOf: (t: TakenForPurchase) => { price_minor: number; seller_price_minor: number; fee_minor: number },
  ): Promise<BoughtWithin> {
    await this.deals.takeSold(
      trx,
      taken.map((t) => t.inventoryItemId),
    );

    const now = this.clock.now();
    const collectBy = new Date(now.getTime() + COLLECT_MINUTES * 60_000);
    const purchaseId = randomUUID();
    const items = taken.map((t) => ({
      ...priceOf(t),
      id: randomUUID(),
      buyer_id: buyerId,
      seller_id: t.sellerId,
      game,
      inventory_item_id: t.inventoryItemId,
      card_id: t.cardId,
      item_id: t.itemId,
      name: t.name,
      slug: t.slug,
      variant: t.variant,
      currency,
      base_cents: t.baseCents,
      seller_currency: t.sellerPrice.currency,
      status: 'waiting' as const,
      created_at: now,
      collect_by: collectBy,
    }));
    const total = items.reduce((sum, i) => sum + i.price_minor, 0);
    const rows = await this.purchases.insert(trx, {
      id: purchaseId,
      buyerId,
      game,
      currency,
      totalMinor: total,
      createdAt: now,
      collectBy,
      items,
    });
    await this.wallet.chargePurchase(trx, {
      purchaseId,
      buyerId,
      currency,
      at: now,
      lines: items.map((i) => ({
        lineId: i.id,
        sellerId: i.seller_id,
        chargeMinor: i.price_minor,
        sellerPriceMinor: i.seller_price_minor,
        sellerCurrency: i.seller_currency,
        feeMinor: i.fee_minor,
      })),
    });
    await this.jobs.send(PURCHASE_EXPIRY_QUEUE, { purchaseId }, { startAfter: collectBy, trx });
    return {
      view: { purchaseId, total: { amount: total, currency }, items: rows.map(toPurchasedView) },
      sellers: taken.map((t) => t.sellerId),
    };
  }
}
