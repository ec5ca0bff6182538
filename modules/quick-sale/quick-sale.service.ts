import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { OrchestratorService } from '../../bots';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import { retryOnConflict } from '../../src/platform/db/retry';
import { TYPES } from '../../src/platform/tokens';
import { InventoryService, QuickSaleItems, type QuickSaleSource } from '../inventory-sync';
import { PriceRulesService } from '../market';
import { RatingsService } from '../ratings';
import type { Currency, GameKey, Money } from '../../kernel';
import { quickSaleErrors } from './quick-sale.errors';
import { QUICK_SALE_ENDED_QUEUE } from './quick-sale.queues';
import { QuickSaleRepo } from './quick-sale.repo';
import {
  QUICK_SALE_HOLDS_MINUTES,
  QUICK_SALE_MAX_ITEMS,
  type QuickSaleOffer,
  type QuickSaleView,
  type StartQuickSaleInput,
} from './quick-sale.schemas';
import { QuickSaleViews } from './views';
import { OPERATIONS_SERVICE, type OperationsService } from '../operations';

/**
 * Quick sale (spec trading-core 1, 4, 7 StartDepositTrade and CancelDelayedDepositTrade, 8): the site offers a
 * price for each of a seller's synced items; the seller starts a trade with a fleet bot, befriends it, presses
 * Ready, and the bot takes the items. The offer is re-checked at the start and then holds for the trade.
 */
@injectable()
export class QuickSaleService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(OPERATIONS_SERVICE) private readonly operations: OperationsService,
    @inject(OrchestratorService) private readonly orchestrator: OrchestratorService,
    @inject(InventoryService) private readonly inventory: InventoryService,
    @inject(QuickSaleItems) private readonly items: QuickSaleItems,
    @inject(PriceRulesService) private readonly prices: PriceRulesService,
    @inject(QuickSaleRepo) private readonly repo: QuickSaleRepo,
    @inject(QuickSaleViews) private readonly views: QuickSaleViews,
    @inject(RatingsService) private readonly ratings: RatingsService,
  ) {}

  /** What the site would pay now for each of the seller's items a quick sale can take. */
  async offer(userId: string, game: GameKey, currency: Currency): Promise<QuickSaleOffer> {
    this.requireFlag();
    const offerable = new Set((await this.items.offerable(userId, game)).map((i) => i.id));
    const inventory = (await this.inventory.inventory(userId, game, currency)).filter((i) => offerable.has(i.id));
    const prices = await this.prices.quickSalePrices(
      inventory.map((i) => ({ itemId: i.itemId, variant: i.variant })),
      currency,
    );
    return {
      items: inventory.flatMap((i, n) => {
        const price = prices[n];
        if (!price) return [];
        const { id, accountId, itemId, slug, name, type, rarity, variant, status, art, recommended } = i;
        return [{ id, accountId, itemId, slug, name, type, rarity, variant, status, art, recommended, price }];
      }),
      holdsMinutes: QUICK_SALE_HOLDS_MINUTES,
      maxItems: QUICK_SALE_MAX_ITEMS,
    };
  }

  /**
   * StartDepositTrade. One transaction: the items leave the seller's reach (on_fast_sale, off the market), the
   * quick sale is recorded with the prices offered, and the bots' flow starts; PRICES_HAVE_CHANGED when an offer
   * moved since the seller saw it. The trade creation rules the bots know up front are checked before.
   */
  async start(userId: string, game: GameKey, input: StartQuickSaleInput): Promise<QuickSaleView> {
    this.requireFlag();
    await this.ratings.assertCanSell(userId);
    const currency = input.currency as Currency;
    const ids = input.items.map((i) => i.id);
    const located = await this.items.locate(userId, game, input.accountId, ids);
    if (await this.repo.activeOfAccount(input.accountId)) throw quickSaleErrors.alreadyStarted();
    const prepared = await this.orchestrator.prepare({
      kind: 'quick_sale',
      game,
      userId,
      playerNickname: located.nickname,
      items: located.gameItemIds,
      onEndQueue: QUICK_SALE_ENDED_QUEUE,
    });
    const id = randomUUID();
    // A deadlock victim (a sync's ending or an exchange taking the same rows in another order) runs again.
    const saleId = await retryOnConflict(() =>
      this.db.transaction().execute(async (trx) => {
        const { items } = await this.items.take(trx, userId, game, input.accountId, ids);
        const offered = await this.checkPrices(trx, input, items, currency);
        // The bots refuse a second trade of the same player (code 10): a quick sale started meanwhile.
        const flow = await this.orchestrator.begin(prepared, trx).catch((err: { errorCode?: string }) => {
          throw err.errorCode === '10' ? quickSaleErrors.alreadyStarted() : err;
        });
        const started = await this.repo.insert(
          trx,
          {
            id,
            user_id: userId,
            game,
            account_id: input.accountId,
            account_nickname: located.nickname,
            flow_id: flow.id,
            currency,
            total_minor: [...offered.values()].reduce((sum, price) => sum + price, 0),
            created_at: this.clock.now(),
          },
          items.map((i) => ({
            sale_id: id,
            inventory_item_id: i.inventoryItemId,
            game_item_id: i.gameItemId,
            item_id: i.itemId,
            variant: JSON.stringify(i.variant),
            price_minor: offered.get(i.inventoryItemId)!,
          })),
        );
        if (!started) throw quickSaleErrors.alreadyStarted();
        return id;
      }),
    );
    this.orchestrator.wake();
    return this.view(saleId);
  }

  /** The seller added the bot as a friend in the game. */
  async ready(userId: string, game: GameKey, id: string): Promise<QuickSaleView> {
    const sale = await this.owned(userId, game, id);
    if (sale.state !== 'active') throw quickSaleErrors.ended();
    // Its flow may have ended a moment ago (its ending not applied yet): then there is nothing to be ready for.
    await this.orchestrator.markReady(sale.flow_id, userId).catch(flowEnded(quickSaleErrors.ended));
    return this.view(id);
  }

  /** CancelDelayedDepositTrade: only until the bot enters the game (ALREADY_STARTED after). */
  async cancel(userId: string, game: GameKey, id: string): Promise<QuickSaleView> {
    const sale = await this.owned(userId, game, id);
    if (sale.state !== 'active') throw quickSaleErrors.ended();
    await this.orchestrator.cancel(sale.flow_id, userId).catch(flowEnded(quickSaleErrors.ended));
    return this.view(id);
  }

  async list(userId: string, game: GameKey, limit: number): Promise<QuickSaleView[]> {
    return this.views.of(await this.repo.ofUser(userId, game, limit));
  }

  private async view(id: string): Promise<QuickSaleView> {
    return (await this.views.of([(await this.repo.byId(id))!]))[0]!;
  }

  private async owned(userId: string, game: GameKey, id: string) {
    const sale = await this.repo.byId(id);
    if (!sale || sale.user_id !== userId || sale.game !== game) throw quickSaleErrors.notFound();
    return sale;
  }

  /** The price of each item now, which must be what the seller was offered (PRICES_HAVE_CHANGED names the new ones). */
  private async checkPrices(
    trx: Parameters<PriceRulesService['quickSalePrices']>[2],
    input: StartQuickSaleInput,
    items: QuickSaleSource[],
    currency: Currency,
  ): Promise<Map<string, number>> {
    const now = await this.prices.quickSalePrices(
      items.map((i) => ({ itemId: i.itemId, variant: i.variant })),
      currency,
      trx,
    );
    const current = new Map(items.map((i, n) => [i.inventoryItemId, now[n] ?? null]));
    const seen = new Map(input.items.map((i) => [i.id, i.price]));
    const changed = [...current].filter(([itemId, price]) => price?.amount !== seen.get(itemId));
    if (changed.length)
      throw quickSaleErrors.pricesChanged(
        changed.map(([itemId, price]) => ({ id: itemId, price: price as Money | null })),
      );
    return new Map([...current].map(([itemId, price]) => [itemId, price!.amount]));
  }

  private requireFlag(): void {
    if (!this.operations.flags().fastSale) throw quickSaleErrors.disabled();
  }
}

/** The bots answer NOT_FOUND for a flow that is no longer active: for a sale still on record, it has just ended. */
function flowEnded(error: () => Error) {
  return (err: { errorCode?: string }): never => {
    throw err.errorCode === 'NOT_FOUND' ? error() : err;
  };
}
