import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db, Trx } from '../../src/platform/db/database';
import type { Clock } from '../../src/platform/clock';
import type { Jobs } from '../../src/platform/jobs';
import type { Notifier } from '../../src/platform/realtime';
import type { Variant } from '../catalog';
import { SalesService } from '../market';
import { ItemDeals } from '../inventory-sync';
import { WalletService, type SaleLine } from '../wallet';
import { RatingEvents } from '../ratings';
import { PurchasesRepo } from './purchases.repo';
import { PURCHASE_EXPIRY_QUEUE } from './orders.queues';
import type { GameKey } from '../../kernel';
import { ordersErrors } from './orders.errors';
import { PURCHASE_CHANGED, type CancelReason } from './orders.schemas';
import type { OrdersTables, PurchaseItemRow } from './tables';

/** Causes on the buyer's side or in time: the item goes back on sale. The seller's side: set aside. */
const BACK_TO_SALE: Record<CancelReason, boolean> = {
  timeout: true,
  price_change: true,
  reservation_expired: true,
  buyer_cancel: true,
  delivery_failed: true,
  seller_trouble: false,
  item_gone: false,
};
const SWEEP_BATCH = 100;

/** Each purchase's latest deadline among these rows: one expiry job per purchase covers them. */
function latestDeadlines(rows: PurchaseItemRow[]): Map<string, Date> {
  const latest = new Map<string, Date>();
  for (const r of rows) {
    const seen = latest.get(r.purchase_id);
    if (!seen || seen < r.collect_by) latest.set(r.purchase_id, r.collect_by);
  }
  return latest;
}

const saleLine = (r: PurchaseItemRow): SaleLine => ({
  lineId: r.id,
  sellerId: r.seller_id,
  chargeMinor: Number(r.price_minor),
  sellerPriceMinor: Number(r.seller_price_minor),
  sellerCurrency: r.seller_currency,
  feeMinor: Number(r.fee_minor),
});

/**
 * How a bought item ends (spec trading-core 4): delivered (the seller is paid), called off (the
 * buyer is refunded and the item returns), or not collected in time (the same, shown under old
 * items). Each ending is one transaction, and an item ends once: the row lock and its status
 * decide, and the ledger keys make a replay a no-op. Deliveries (withdrawal trades) call the
 * ...In forms inside their own transaction, with the trade's ending.
 */
@injectable()
export class SettlementService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<OrdersTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(SalesService) private readonly sales: SalesService,
    @inject(ItemDeals) private readonly deals: ItemDeals,
    @inject(WalletService) private readonly wallet: WalletService,
    @inject(PurchasesRepo) private readonly purchases: PurchasesRepo,
    @inject(TYPES.Jobs) private readonly jobs: Jobs,
    @inject(RatingEvents) private readonly ratings: RatingEvents,
  ) {}

  /** A buyer's live items (these, or all of the game), locked, for a withdrawal to look at before it starts. */
  lockForDelivery(trx: Trx, buyerId: string, game: GameKey, ids: string[] | 'all'): Promise<PurchaseItemRow[]> {
    return this.purchases.lockLiveOfBuyer(trx, buyerId, game, ids);
  }

  /** The delivery began (a withdrawal trade): the items no longer expire while it runs. In the caller's transaction. */
  async startDelivery(trx: Trx, itemIds: string[]): Promise<void> {
    await this.purchases.setDelivering(trx, itemIds, this.clock.now());
  }

  /**
   * The delivery did not happen but the deal stands (the buyer's side, or nobody's): the items wait to be
   * collected again, their window resuming where it paused, with a fresh expiry job at its new end.
   */
  async resumeWaiting(trx: Trx, itemIds: string[]): Promise<PurchaseItemRow[]> {
    const rows = await this.purchases.resumeWaiting(trx, itemIds, this.clock.now());
    for (const [purchaseId, collectBy] of latestDeadlines(rows))
      await this.jobs.send(PURCHASE_EXPIRY_QUEUE, { purchaseId }, { startAfter: collectBy, trx });
    return rows;
  }

  /** Delivered: the seller's held share is released and the item leaves the seller's inventory. */
  async complete(itemIds: string[]): Promise<number> {
    const done = await this.db.transaction().execute((trx) => this.completeIn(trx, itemIds));
    this.announce(done);
    return done.length;
  }

  /** complete, in the caller's transaction (the caller announces the rows after it commits). */
  async completeIn(trx: Trx, itemIds: string[]): Promise<PurchaseItemRow[]> {
    const now = this.clock.now();
    const live = await this.purchases.lockLive(trx, itemIds);
    await this.deals.removeDelivered(
      trx,
      live.map((r) => r.inventory_item_id),
    );
    await this.sales.recordSales(
      trx,
      live.map((r) => ({
        itemId: r.item_id,
        variant: r.variant as Variant,
        baseCents: Number(r.base_cents),
        soldAt: now,
      })),
    );
    await this.lockMoney(trx, live);
    for (const r of live) await this.wallet.releaseSale(trx, saleLine(r), now);
    await this.purchases.finish(
      trx,
      live.map((r) => r.id),
      'completed',
      now,
      null,
    );
    return live;
  }

  /** The deal is off: refund the buyer, and return the item to sale or set it aside by the cause. */
  async cancel(itemIds: string[], reason: CancelReason): Promise<number> {
    const done = await this.db.transaction().execute((trx) => this.cancelIn(trx, itemIds, reason));
    this.announce(done);
    return done.length;
  }

  /** cancel, in the caller's transaction (the caller announces the rows after it commits). */
  async cancelIn(trx: Trx, itemIds: string[], reason: CancelReason): Promise<PurchaseItemRow[]> {
    const live = await this.purchases.lockLive(trx, itemIds);
    await this.callOff(trx, live, 'cancelled', reason);
    return live;
  }

  /** cancelPurchase by the buyer, while the item waits to be collected. */
  async cancelByBuyer(buyerId: string, itemId: string): Promise<void> {
    const row = await this.purchases.byId(itemId);
    if (!row || row.buyer_id !== buyerId) throw ordersErrors.purchaseNotFound();
    if (row.status !== 'waiting') throw ordersErrors.notCancellable(row.status);
    const done = await this.db.transaction().execute(async (trx) => {
      const live = (await this.purchases.lockLive(trx, [itemId])).filter((r) => r.status === 'waiting');
      await this.callOff(trx, live, 'cancelled', 'buyer_cancel');
      // Spec trading-core 4: a buyer who calls a purchase off lowers their rating.
      if (live.length)
        await this.ratings.record(trx, [
          { role: 'buyer', reason: 'purchase_cancelled', userId: buyerId, key: `purchase_cancelled:${itemId}` },
        ]);
      return live;
    });
    this.announce(done);
    if (!done.length) throw ordersErrors.notCancellable('finished');
  }

  /**
   * Items not collected in time (of one purchase: its job; or any: the sweeper) are refunded and
   * return to sale; the buyer sees them under old items. Returns how many expired.
   */
  async expireDue(purchaseId?: string): Promise<number> {
    let total = 0;
    for (;;) {
      const done = await this.db.transaction().execute(async (trx) => {
        const due = await this.purchases.lockDue(trx, this.clock.now(), SWEEP_BATCH, purchaseId);
        await this.callOff(trx, due, 'expired', 'reservation_expired');
        return due;
      });
      this.announce(done);
      total += done.length;
      if (done.length < SWEEP_BATCH) return total;
    }
  }

  private async callOff(
    trx: Trx,
    rows: PurchaseItemRow[],
    status: 'cancelled' | 'expired',
    reason: CancelReason,
  ): Promise<void> {
    if (!rows.length) return;
    const now = this.clock.now();
    await this.deals.returnFromDeal(
      trx,
      rows.map((r) => r.inventory_item_id),
      BACK_TO_SALE[reason],
    );
    await this.lockMoney(trx, rows);
    for (const r of rows) await this.wallet.refundSale(trx, r.buyer_id, r.currency, saleLine(r), now);
    await this.purchases.finish(
      trx,
      rows.map((r) => r.id),
      status,
      now,
      reason,
    );
  }

  /**
   * Locks are taken in the order a purchase takes them (market cards, then accounts), and the
   * accounts all at once in the ledger's order: settling never deadlocks with buying.
   */
  private lockMoney(trx: Trx, rows: PurchaseItemRow[]): Promise<void> {
    return this.wallet.lockForSettlement(
      trx,
      rows.map((r) => ({ buyerId: r.buyer_id, buyerCurrency: r.currency, line: saleLine(r) })),
    );
  }

  /** After the commit: both sides' open pages refresh their balances and lists. */
  announce(rows: PurchaseItemRow[]): void {
    const users = new Set(rows.flatMap((r) => [r.buyer_id, r.seller_id]));
    for (const user of users) this.notifier.toUser(user, PURCHASE_CHANGED, {});
  }
}
