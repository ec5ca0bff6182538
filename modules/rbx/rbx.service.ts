import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { OrchestratorService, type PassCredit, type PreparedFlow } from '../../bots';
import type { Clock } from '../../src/platform/clock';
import type { Db, Trx } from '../../src/platform/db/database';
import { retryOnConflict } from '../../src/platform/db/retry';
import { AppError } from '../../src/platform/errors';
import type { Jobs } from '../../src/platform/jobs';
import type { Notifier } from '../../src/platform/realtime';
import { TYPES } from '../../src/platform/tokens';
import type { Currency, GameKey } from '../../kernel';
import { RatingsService } from '../ratings';
import { BALANCE_CHANGED, WalletService } from '../wallet';
import { RbxPricing } from './rbx-pricing.service';
import { RbxViews } from './rbx-views.service';
import { rbxErrors } from './rbx.errors';
import { RBX_FLOW_ENDED_QUEUE, RBX_START_QUEUE } from './rbx.queues';
import { RbxRepo } from './rbx.repo';
import type { CreateRbxOrderInput, RbxOrderView, RbxQuote } from './rbx.schemas';
import { parsePassId, passPriceFor, RBX_ORDER_CHANGED, type RbxMethod } from './rbx.vocabulary.schemas';
import type { RbxOrderRow, RbxTables } from './tables';

/** A promo's R$ prize (accounts-platform 4): what the promo module hands over. */
export interface RbxPrize {
  userId: string;
  game: GameKey;
  amount: number;
  nickname: string;
  passId: string;
  /** The promo code's use it pays: one order per use, however often it is asked. */
  promoUseId: string;
  /** How the prize is delivered; a game pass (5 to 7 days) unless the promo says otherwise. */
  method?: RbxMethod;
}

const CREDIT: Record<RbxMethod, PassCredit> = { fast_pass: 'instant', game_pass: 'pending' };
/** How many of the user's latest orders the page lists. */
const LIST_LIMIT = 30;

/**
 * Buying R$ (spec trading-core 1, 9): the user names their game account and a game pass priced so that, after the
 * game's 30 %, they receive the amount; the price is held from the balance and a fleet bot buys the pass (the
 * orchestrator's game_pass flow). RbxDeliveries charges or refunds the hold as the flow and the game's credit end.
 */
@injectable()
export class RbxService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<RbxTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Jobs) private readonly jobs: Jobs,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(OrchestratorService) private readonly orchestrator: OrchestratorService,
    @inject(WalletService) private readonly wallet: WalletService,
    @inject(RatingsService) private readonly ratings: RatingsService,
    @inject(RbxPricing) private readonly pricing: RbxPricing,
    @inject(RbxRepo) private readonly repo: RbxRepo,
    @inject(RbxViews) private readonly views: RbxViews,
  ) {}

  quote(amount: number, method: RbxMethod, currency: Currency): Promise<RbxQuote> {
    return this.pricing.quote(amount, method, currency);
  }

  /**
   * One transaction: the order, the hold of its price (INVALID_USER_BALANCE when short) and the bot's flow. The
   * price the user saw must be the server's (PRICES_HAVE_CHANGED). The same client id again returns the same order.
   * The checks that ask the game (the nickname, the bots, maintenance: trade code 13) run before it.
   */
  async create(userId: string, game: GameKey, input: CreateRbxOrderInput): Promise<RbxOrderView> {
    const existing = await this.repo.byId(input.id);
    if (existing) return this.existing(existing, userId);
    const method = input.method as RbxMethod;
    const currency = input.currency as Currency;
    const quote = await this.pricing.quote(input.amount, method, currency);
    if (quote.total.amount !== input.price) throw rbxErrors.pricesChanged(quote);
    await this.ratings.assertCanBuy(userId);
    const passId = parsePassId(input.pass)!;
    const prepared = await this.prepare(userId, game, input.nickname, passId, quote.passPrice, method);
    const created = await retryOnConflict(() =>
      this.db.transaction().execute(async (trx) => {
        const now = this.clock.now();
        // The price is computed again inside: the rates moved meanwhile, the user sees the new price.
        const charged = await this.pricing.quote(input.amount, method, currency, trx);
        if (charged.total.amount !== input.price) throw rbxErrors.pricesChanged(charged);
        const inserted = await this.repo.insert(trx, {
          id: input.id,
          user_id: userId,
          game,
          method,
          amount: input.amount,
          pass_price: charged.passPrice,
          pass_id: passId,
          nickname: prepared.player.nickname,
          payment: 'balance',
          currency,
          price_minor: charged.total.amount,
          created_at: now,
          updated_at: now,
        });
        if (!inserted) return false;
        await this.wallet.holdRbx(trx, { id: input.id, userId, currency, price: charged.total.amount }, now);
        const flow = await this.orchestrator.begin(prepared, trx);
        await this.repo.update(trx, input.id, { flow_id: flow.id });
        return true;
      }),
    );
    if (!created) return this.existing((await this.repo.byId(input.id))!, userId);
    this.orchestrator.wake();
    this.notifier.toUser(userId, BALANCE_CHANGED, { reason: 'rbx' });
    this.notifier.toUser(userId, RBX_ORDER_CHANGED, { game, orderId: input.id });
    return this.view(input.id);
  }

  /**
   * A promo's R$ prize, in the promo's transaction: an order paid by nobody (no ledger posting, `prize` as its
   * payment), delivered by the same flow as a bought one. Its flow starts in a job after the promo commits (it asks
   * the game for the player). Once per promo use: asking again returns the first order.
   */
  async orderPrize(trx: Trx, prize: RbxPrize): Promise<{ orderId: string }> {
    const now = this.clock.now();
    const id = randomUUID();
    const inserted = await this.repo.insert(trx, {
      id,
      user_id: prize.userId,
      game: prize.game,
      method: prize.method ?? 'game_pass',
      amount: prize.amount,
      pass_price: passPriceFor(prize.amount),
      pass_id: parsePassId(prize.passId) ?? prize.passId,
      nickname: prize.nickname.trim(),
      payment: 'prize',
      currency: null,
      price_minor: null,
      promo_use_id: prize.promoUseId,
      created_at: now,
      updated_at: now,
    });
    if (!inserted) return { orderId: (await this.repo.byPromoUse(trx, prize.promoUseId))!.id };
    await this.jobs.send(RBX_START_QUEUE, { orderId: id }, { trx });
    return { orderId: id };
  }

  /**
   * A prize order's flow starts (RBX_START_QUEUE). An unknown nickname or a refusal of the request itself fails the
   * order (nothing to refund); maintenance, a busy system or the user's other trade throw, and the job tries again.
   */
  async startPrize(orderId: string): Promise<void> {
    const order = await this.repo.byId(orderId);
    if (!order || order.flow_id || order.state !== 'created') return;
    let prepared: PreparedFlow;
    try {
      prepared = await this.prepare(
        order.user_id,
        order.game,
        order.nickname,
        order.pass_id,
        order.pass_price,
        order.method,
      );
    } catch (err) {
      if (!(err instanceof AppError) || !isFinalRefusal(err)) throw err;
      await this.db.transaction().execute(async (trx) => {
        const locked = await this.repo.lock(trx, orderId);
        if (locked?.state !== 'created' || locked.flow_id) return;
        const now = this.clock.now();
        await this.repo.update(trx, orderId, {
          state: 'failed',
          failure: err.errorCode,
          updated_at: now,
          ended_at: now,
        });
      });
      this.notifier.toUser(order.user_id, RBX_ORDER_CHANGED, { game: order.game, orderId });
      return;
    }
    const started = await this.db.transaction().execute(async (trx) => {
      const locked = await this.repo.lock(trx, orderId);
      if (locked?.state !== 'created' || locked.flow_id) return false;
      const flow = await this.orchestrator.begin(prepared, trx);
      await this.repo.update(trx, orderId, { flow_id: flow.id, updated_at: this.clock.now() });
      return true;
    });
    if (started) {
      this.orchestrator.wake();
      this.notifier.toUser(order.user_id, RBX_ORDER_CHANGED, { game: order.game, orderId });
    }
  }

  async list(userId: string, game: GameKey): Promise<RbxOrderView[]> {
    return this.views.of((await this.repo.ofUser(userId, LIST_LIMIT)).filter((o) => o.game === game));
  }

  async get(userId: string, game: GameKey, id: string): Promise<RbxOrderView> {
    const order = await this.repo.byId(id);
    if (!order || order.user_id !== userId || order.game !== game) throw rbxErrors.notFound();
    return (await this.views.of([order]))[0]!;
  }

  private prepare(
    userId: string,
    game: GameKey,
    nickname: string,
    passId: string,
    passPrice: number,
    method: RbxMethod,
  ): Promise<PreparedFlow> {
    return this.orchestrator.prepare({
      kind: 'game_pass',
      game,
      userId,
      playerNickname: nickname,
      onEndQueue: RBX_FLOW_ENDED_QUEUE,
      gamePass: { passId, robux: passPrice, credit: CREDIT[method] },
    });
  }

  private existing(order: RbxOrderRow, userId: string): Promise<RbxOrderView> {
    if (order.user_id !== userId) throw rbxErrors.idTaken();
    return this.view(order.id);
  }

  private async view(id: string): Promise<RbxOrderView> {
    return (await this.views.of([(await this.repo.byId(id))!]))[0]!;
  }
}

/** A refusal that trying again cannot change: the request itself (an unknown nickname: code 9), not the moment. */
function isFinalRefusal(err: AppError): boolean {
  return err.status === 400 || err.status === 404;
}
