import { inject, injectable } from 'inversify';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import { AppError } from '../../src/platform/errors';
import type { Logger } from '../../src/platform/logger';
import { retryOnConflict } from '../../src/platform/db/retry';
import type { Notifier } from '../../src/platform/realtime';
import { TYPES } from '../../src/platform/tokens';
import { CardBook } from '../market';
import { OPERATIONS_SERVICE, type OperationsService } from '../operations';
import { OrdersService, ShortLine, type BoughtWithin } from '../orders';
import { RatingsService } from '../ratings';
import { WalletService } from '../wallet';
import { AutopurchasesRepo } from './autopurchases.repo';
import { AUTOPURCHASE_CHANGED } from './autopurchases.schemas';
import type { AutopurchaseRow, AutopurchasesTables } from './tables';

/** Why a fill did not happen, so matching passes over that buyer for now. */
const NO_FILL_CODES = new Set(['PRICES_HAVE_CHANGED', 'INVALID_USER_BALANCE', 'BUYER_IS_BLOCKED']);

/**
 * Matching (spec trading-core 1 "set autopurchases"): while a card's best open autopurchase (highest price, then
 * oldest) is at or above the cheapest listing its buyer may buy, that listing is bought for it at the listing's
 * price, one piece per transaction: the hold of the piece is released and the purchase made as any buy is (the
 * listing leaves the market in that transaction, so it can never be sold twice), the autopurchase counts the piece.
 * The buyer pays the listing's price and keeps the difference. A card is matched by one run at a time in a process;
 * runs in other processes meet at the row locks.
 */
@injectable()
export class AutopurchaseMatching {
  private readonly running = new Map<number, Promise<number>>();
  private readonly again = new Set<number>();

  constructor(
    @inject(TYPES.Db) private readonly db: Db<AutopurchasesTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(TYPES.Logger) private readonly logger: Logger,
    @inject(AutopurchasesRepo) private readonly repo: AutopurchasesRepo,
    @inject(CardBook) private readonly cards: CardBook,
    @inject(OrdersService) private readonly orders: OrdersService,
    @inject(WalletService) private readonly wallet: WalletService,
    @inject(RatingsService) private readonly ratings: RatingsService,
    @inject(OPERATIONS_SERVICE) private readonly operations: OperationsService,
  ) {}

  /** Matches a card until nothing crosses; resolves with the pieces bought. A call during a run makes it run again. */
  match(cardId: number): Promise<number> {
    const running = this.running.get(cardId);
    if (running) {
      this.again.add(cardId);
      return running;
    }
    const run = (async () => {
      let bought = 0;
      do {
        this.again.delete(cardId);
        bought += await this.matchOnce(cardId);
      } while (this.again.has(cardId));
      return bought;
    })().finally(() => this.running.delete(cardId));
    this.running.set(cardId, run);
    return run;
  }

  /**
   * Matches the cards among these that have an open autopurchase, looked up in one query: a listing of 100 items
   * asked once per card before (2,200 of a cold start's 3,900 statements came from the demo's listings).
   */
  async matchListed(cardIds: number[]): Promise<void> {
    const open = await this.repo.cardsWithOpen(cardIds, this.clock.now());
    await Promise.all(
      open.map((cardId) =>
        this.match(cardId).catch((err: unknown) => this.logger.error({ err, cardId }, 'autopurchase matching failed')),
      ),
    );
  }

  private async matchOnce(cardId: number): Promise<number> {
    const passedOver: string[] = [];
    let bought = 0;
    for (;;) {
      const now = this.clock.now();
      const best = await this.repo.best(cardId, now, passedOver);
      if (!best) return bought;
      // Most listings cross nothing: the cheapest ask for anyone settles that in one query (test/bench/autobuy.ts).
      // A buyer's cheapest ask is never below it, and lower orders cross even less.
      const anyAsk = await this.cards.lowestAsk(cardId, null, now);
      if (anyAsk === null || anyAsk > Number(best.limit_cents)) return bought;
      const ask = await this.cards.lowestAsk(cardId, best.buyer_id, now);
      if (ask === null || ask > Number(best.limit_cents)) {
        // Only this buyer's own listings cross: another buyer's order may still buy them.
        passedOver.push(best.buyer_id);
        continue;
      }
      if (await this.fill(best)) bought++;
      else passedOver.push(best.buyer_id);
    }
  }

  /** Buys one piece for an autopurchase; false when it cannot be bought now (nothing is left behind then). */
  private async fill(order: AutopurchaseRow): Promise<boolean> {
    if (!(await this.operations.isServiceUp(order.game, 'sales'))) return false;
    try {
      // Spec trading-core 6: a blocked buyer's standing orders wait until the block ends.
      await this.ratings.assertCanBuy(order.buyer_id);
      const result = await retryOnConflict(() =>
        this.db.transaction().execute(async (trx) => {
          const row = await this.repo.lock(trx, order.id);
          if (row?.status !== 'active' || row.expires_at <= this.clock.now()) return null;
          const now = this.clock.now();
          const price = Number(row.price_minor);
          // Once the listing is taken, the piece's hold is released and spent on the purchase (at most the price).
          const bought = await this.orders.buyWithin(
            trx,
            row.buyer_id,
            row.game,
            row.currency,
            [{ cardId: row.card_id, quantity: 1, price }],
            async (taken) => {
              await this.wallet.lockForAutopurchaseFill(trx, {
                buyerId: row.buyer_id,
                currency: row.currency,
                sellers: taken.map((t) => ({ sellerId: t.sellerId, sellerCurrency: t.sellerPrice.currency })),
              });
              const release = { autopurchaseId: row.id, userId: row.buyer_id, currency: row.currency, amount: -price };
              await this.wallet.moveAutopurchaseHold(trx, { ...release, move: row.hold_moves }, now);
            },
          );
          const item = bought.view.items[0]!;
          await this.repo.insertFill(trx, {
            purchaseItemId: item.id,
            autopurchaseId: row.id,
            purchaseId: bought.view.purchaseId,
            chargeMinor: item.price.amount,
            priceMinor: price,
            at: now,
          });
          const filled = row.filled + 1;
          await this.repo.update(trx, row.id, {
            filled,
            held_minor: Number(row.held_minor) - price,
            hold_moves: row.hold_moves + 1,
            status: filled === row.quantity ? 'filled' : 'active',
            ended_at: filled === row.quantity ? now : null,
            updated_at: now,
          });
          return { buyerId: row.buyer_id, id: row.id, bought };
        }),
      );
      if (!result) return false;
      this.announce(result);
      return true;
    } catch (err) {
      if (err instanceof ShortLine) return false;
      if (err instanceof AppError && NO_FILL_CODES.has(err.errorCode)) return false;
      this.logger.error({ err, autopurchaseId: order.id }, 'autopurchase fill failed');
      return false;
    }
  }

  private announce(result: { buyerId: string; id: string; bought: BoughtWithin }): void {
    this.orders.announce(result.buyerId, result.bought);
    this.notifier.toUser(result.buyerId, AUTOPURCHASE_CHANGED, { id: result.id, filled: true });
  }
}
