import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { OrchestratorService } from '../../bots';
import type { Clock } from '../../src/platform/clock';
import type { Db, Trx } from '../../src/platform/db/database';
import type { Notifier } from '../../src/platform/realtime';
import { retryOnConflict } from '../../src/platform/db/retry';
import { TYPES } from '../../src/platform/tokens';
import { ExchangeItems, QuickSaleItems, type QuickSaleSource } from '../inventory-sync';
import { PriceRulesService, PurchaseTaking } from '../market';
import { BALANCE_CHANGED, WalletService } from '../wallet';
import { RatingsService } from '../ratings';
import type { Currency, GameKey } from '../../kernel';
import { exchangeErrors } from './exchange.errors';
import { EXCHANGE_ENDED_QUEUE } from './exchange.queues';
import { ExchangeRepo } from './exchange.repo';
import { quoteExchange, type ExchangeView, type StartExchangeInput } from './exchange.schemas';
import { ExchangeStock, type PickedUnit } from './exchange-stock.service';
import { ExchangeViews } from './views';

/**
 * The /trade exchange (spec trading-core 1, 2, 5): a user gives synced items of a linked account, and balance when
 * the site's items are worth more, for items of the site's stock, in one trade with the fleet bot that holds them.
 * Nothing is the other side's until the trade completes: the user's items are out of reach, the site's off the
 * market and the balance held while it runs (ExchangeEndings moves or returns everything).
 */
@injectable()
export class ExchangeService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(OrchestratorService) private readonly orchestrator: OrchestratorService,
    @inject(QuickSaleItems) private readonly userItems: QuickSaleItems,
    @inject(ExchangeItems) private readonly siteItems: ExchangeItems,
    @inject(PriceRulesService) private readonly prices: PriceRulesService,
    @inject(PurchaseTaking) private readonly market: PurchaseTaking,
    @inject(WalletService) private readonly wallet: WalletService,
    @inject(ExchangeStock) private readonly stock: ExchangeStock,
    @inject(ExchangeRepo) private readonly repo: ExchangeRepo,
    @inject(ExchangeViews) private readonly views: ExchangeViews,
    @inject(RatingsService) private readonly ratings: RatingsService,
  ) {}

  /**
   * One transaction: the user's items leave their reach, the site's leave the market, the values are checked against
   * what the user saw (PRICES_HAVE_CHANGED) and the margin (EXCHANGE_CHANGE_TOO_LARGE), the balance the user adds is
   * held (INVALID_USER_BALANCE), and the bots' flow starts. The checks that ask the game run before it.
   */
  async start(userId: string, game: GameKey, input: StartExchangeInput): Promise<ExchangeView> {
    // The user sells items to the site and buys the site's: both ratings must allow it (spec trading-core 6).
    await this.ratings.assertCanSell(userId);
    await this.ratings.assertCanBuy(userId);
    const currency = input.currency as Currency;
    const giveIds = input.give.map((g) => g.id);
    const located = await this.userItems.locate(userId, game, input.accountId, giveIds);
    const picked = await this.stock.pick(userId, game, currency, input.take);
    const prepared = await this.orchestrator.prepare({
      kind: 'exchange',
      game,
      userId,
      playerNickname: located.nickname,
      items: located.gameItemIds,
      botItems: picked.units.map((u) => u.gameItemId),
      fromBotAccountId: picked.botAccountId,
      onEndQueue: EXCHANGE_ENDED_QUEUE,
    });
    const id = randomUUID();
    const held = await retryOnConflict(() =>
      this.db.transaction().execute(async (trx) => {
        const now = this.clock.now();
        const { items } = await this.userItems.take(trx, userId, game, input.accountId, giveIds);
        const values = await this.checkValues(trx, input, items, currency);
        const prices = await this.takeSiteItems(trx, userId, game, currency, picked.units);
        const quote = quoteExchange([...values.values()], [...prices.values()]);
        const money = (amount: number) => ({ amount, currency });
        if (quote.refused)
          throw exchangeErrors.changeTooLarge(money(quote.userValue - quote.siteValue), money(quote.maxChange));
        // The bots refuse a second trade of the same player (code 10): a trade with the site started meanwhile.
        const flow = await this.orchestrator.begin(prepared, trx).catch((err: { errorCode?: string }) => {
          throw err.errorCode === '10' ? exchangeErrors.alreadyStarted() : err;
        });
        const inserted = await this.repo.insert(
          trx,
          {
            id,
            user_id: userId,
            game,
            account_id: input.accountId,
            account_nickname: located.nickname,
            bot_account_id: picked.botAccountId,
            flow_id: flow.id,
            currency,
            user_value_minor: quote.userValue,
            site_value_minor: quote.siteValue,
            balance_minor: quote.balance,
            change_minor: quote.change,
            created_at: now,
          },
          [
            ...items.map((i) => ({
              exchange_id: id,
              side: 'user' as const,
              inventory_item_id: i.inventoryItemId,
              game_item_id: i.gameItemId,
              item_id: i.itemId,
              variant: JSON.stringify(i.variant),
              value_minor: values.get(i.inventoryItemId)!,
            })),
            ...picked.units.map((u) => ({
              exchange_id: id,
              side: 'site' as const,
              inventory_item_id: u.id,
              game_item_id: u.gameItemId,
              item_id: u.itemId,
              variant: JSON.stringify(u.variant),
              value_minor: prices.get(u.id)!,
            })),
          ],
        );
        if (!inserted) throw exchangeErrors.alreadyStarted();
        if (quote.balance > 0)
          await this.wallet.holdExchange(trx, { id, userId, currency, balance: quote.balance }, now);
        return quote.balance;
      }),
    );
    this.orchestrator.wake();
    // The balance the user adds is held now: their pages show what is left to spend.
    if (held > 0) this.notifier.toUser(userId, BALANCE_CHANGED, { reason: 'exchange' });
    return this.view(id);
  }

  /** The user added the bot as a friend in the game. */
  async ready(userId: string, game: GameKey, id: string): Promise<ExchangeView> {
    const exchange = await this.owned(userId, game, id);
    await this.orchestrator.markReady(exchange.flow_id, userId).catch(flowEnded);
    return this.view(id);
  }

  /** Only until the bot enters the game (ALREADY_STARTED after). */
  async cancel(userId: string, game: GameKey, id: string): Promise<ExchangeView> {
    const exchange = await this.owned(userId, game, id);
    await this.orchestrator.cancel(exchange.flow_id, userId).catch(flowEnded);
    return this.view(id);
  }

  async list(userId: string, game: GameKey, limit: number): Promise<ExchangeView[]> {
    return this.views.of(await this.repo.ofUser(userId, game, limit));
  }

  private async view(id: string): Promise<ExchangeView> {
    return (await this.views.of([(await this.repo.byId(id))!]))[0]!;
  }

  private async owned(userId: string, game: GameKey, id: string) {
    const exchange = await this.repo.byId(id);
    if (!exchange || exchange.user_id !== userId || exchange.game !== game) throw exchangeErrors.notFound();
    if (exchange.state !== 'active') throw exchangeErrors.ended();
    return exchange;
  }

  /** Each of the user's items must count for what the user saw (PRICES_HAVE_CHANGED names the new values). */
  private async checkValues(
    trx: Trx,
    input: StartExchangeInput,
    items: QuickSaleSource[],
    currency: Currency,
  ): Promise<Map<string, number>> {
    const now = await this.prices.tradeInValues(
      items.map((i) => ({ itemId: i.itemId, variant: i.variant })),
      currency,
      trx,
    );
    const current = new Map(items.map((i, n) => [i.inventoryItemId, now[n] ?? null]));
    const seen = new Map(input.give.map((g) => [g.id, g.value]));
    const changed = [...current].filter(([itemId, value]) => value?.amount !== seen.get(itemId));
    if (changed.length)
      throw exchangeErrors.pricesChanged({ give: changed.map(([itemId, value]) => ({ id: itemId, value })), take: [] });
    return new Map([...current].map(([itemId, value]) => [itemId, value!.amount]));
  }

  /** The picked site items leave the market (someone bought one meanwhile: NOT_FOUND) at the prices seen. */
  private async takeSiteItems(
    trx: Trx,
    userId: string,
    game: GameKey,
    currency: Currency,
    units: PickedUnit[],
  ): Promise<Map<string, number>> {
    const ids = units.map((u) => u.id);
    const taken = await this.market.takeForPurchase(
      trx,
      userId,
      game,
      { cards: [], offerIds: ids },
      currency,
      this.clock.now(),
    );
    if (taken.length !== ids.length) throw exchangeErrors.stockGone();
    const charged = new Map(taken.map((t) => [t.inventoryItemId, t.charge]));
    const moved = units.filter((u) => charged.get(u.id) !== u.price);
    if (moved.length)
      throw exchangeErrors.pricesChanged({
        give: [],
        take: moved.map((u) => ({
          itemId: u.itemId,
          variant: u.variant,
          price: { amount: charged.get(u.id)!, currency },
        })),
      });
    await this.siteItems.takeSite(trx, ids);
    return charged;
  }
}

/** The bots answer NOT_FOUND for a flow that is no longer active: the exchange has just ended. */
function flowEnded(err: { errorCode?: string }): never {
  throw err.errorCode === 'NOT_FOUND' ? exchangeErrors.ended() : err;
}
