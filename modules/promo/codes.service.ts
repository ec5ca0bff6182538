import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Clock } from '../../src/platform/clock';
import { AppError } from '../../src/platform/errors';
import type { Logger } from '../../src/platform/logger';
import type { Db, Trx } from '../../src/platform/db/database';
import { lockForTransaction } from '../../src/platform/db/advisory-lock';
import { IdentityService } from '../identity';
import type { GameKey } from '../../kernel';
import { CodesRepo } from './codes.repo';
import { judgeCountry } from './country-check';
import { promoErrors } from './promo.errors';
import { RBX_PRIZE_ORDERS, type RbxPrizeOrders } from './rbx-prize-orders';
import {
  normalizePromoCode,
  PROMO_COOLDOWN_DAYS,
  type NewPromoCode,
  type PromoCheck,
  type PromoSubscriptionsView,
  type PromoSystem,
} from './promo.schemas';
import type { CodeRow, PromoTables, SubscriptionRow } from './tables';

const DAY_MS = 86_400_000;

/** Where an R$ prize goes: the user's game account and the game pass the site buys (its id or link). */
export interface RbxDelivery {
  game: GameKey;
  nickname: string;
  pass: string;
}

/**
 * Promo codes (spec accounts-platform 3, 5, 7, 8): checking a code in each prize system, activating it (the item
 * system's free spins; the R$ system's R$, delivered at once to a game pass), once per code per user and once every 3
 * days, within the code's uses, expiry and countries. Operators create them.
 */
@injectable()
export class PromoCodesService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<PromoTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Logger) private readonly logger: Logger,
    @inject(CodesRepo) private readonly codes: CodesRepo,
    @inject(IdentityService) private readonly identity: IdentityService,
    @inject(RBX_PRIZE_ORDERS) private readonly rbxOrders: RbxPrizeOrders,
  ) {}

  /** Spec accounts-platform 3: `code` when this system has a usable code, `user` when this user used it already. */
  async check(userId: string, input: string, system: PromoSystem): Promise<PromoCheck> {
    const code = normalizePromoCode(input);
    const [row, used] = await Promise.all([this.codes.find(code, system), this.codes.usedBy(userId, code)]);
    return {
      code: row ? row.code : null,
      user: used ? userId : null,
      ...(row && system === 'rbx' ? { rbx: row.rbx } : {}),
    };
  }

  /** The item system: the code's free spins are the user's (POST /api/user/promo-subscription). */
  async activateItem(userId: string, input: string, network: string | null): Promise<{ status: 'ok'; spins: number }> {
    const subscription = await this.activating(userId, async (trx) => {
      const sub = await this.subscribe(trx, userId, input, 'item', network);
      await this.codes.addSpinCredits(
        trx,
        userId,
        'code',
        Array.from({ length: sub.spins }, (_, n) => `${sub.id}:${n}`),
        sub.created_at,
      );
      return sub;
    });
    return { status: 'ok', spins: subscription.spins };
  }

  /** The R$ system: the code's R$ are ordered to the user's game pass in the same transaction. */
  async activateRbx(
    userId: string,
    input: string,
    delivery: RbxDelivery,
    network: string | null,
  ): Promise<{ status: 'ok'; rbx: number; orderId: string }> {
    return this.activating(userId, async (trx) => {
      const sub = await this.subscribe(trx, userId, input, 'rbx', network);
      const prizeId = randomUUID();
      await this.codes.insertRbxPrize(trx, {
        id: prizeId,
        user_id: userId,
        amount: sub.rbx,
        source: 'code',
        source_id: sub.id,
        created_at: sub.created_at,
      });
      const orderId = await this.deliverRbxPrize(trx, userId, prizeId, sub.rbx, delivery);
      return { status: 'ok', rbx: sub.rbx, orderId };
    });
  }

  /**
   * An activation in one transaction. A failure that is not one of the rules' (the database, a bug) rolls it back and
   * answers the spec's code 4, "Error. Please reload the page and try again": nothing was used.
   */
  private async activating<T>(userId: string, work: (trx: Trx) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction().execute(work);
    } catch (err) {
      if (err instanceof AppError) throw err;
      this.logger.error({ err, userId }, 'promo: an activation failed');
      throw promoErrors.unexpected();
    }
  }

  /** A won R$ prize (the wheel's) sent to a game pass; once. */
  async claimRbxPrize(userId: string, prizeId: string, delivery: RbxDelivery): Promise<{ orderId: string }> {
    return this.db.transaction().execute(async (trx) => {
      const prize = await this.codes.rbxPrizeForUpdate(trx, prizeId, userId);
      if (!prize) throw promoErrors.prizeNotFound();
      if (prize.order_id) throw promoErrors.prizeClaimed();
      return { orderId: await this.deliverRbxPrize(trx, userId, prize.id, prize.amount, delivery) };
    });
  }

  private async deliverRbxPrize(
    trx: Trx,
    userId: string,
    prizeId: string,
    amount: number,
    delivery: RbxDelivery,
  ): Promise<string> {
    const { game, nickname, pass } = delivery;
    const order = await this.rbxOrders.orderPrize(trx, {
      userId,
      amount,
      promoUseId: prizeId,
      game,
      nickname,
      passId: pass,
    });
    await this.codes.markRbxPrizeClaimed(trx, prizeId, order.orderId, this.clock.now());
    return order.orderId;
  }

  /**
   * The rules every activation passes, in the spec's order of codes: the code exists (NOT_FOUND), this user has not
   * used it (1), nor any code in the last 3 days (5), it is not expired or used up (2), and it is offered where the
   * user is (2, 3). Then its use is counted and the subscription recorded.
   */
  private async subscribe(
    trx: Trx,
    userId: string,
    input: string,
    system: PromoSystem,
    network: string | null,
  ): Promise<SubscriptionRow> {
    const code = normalizePromoCode(input);
    await lockForTransaction(trx, `promo:user:${userId}`);
    const row = await this.codes.find(code, system, trx);
    if (!row) throw promoErrors.codeNotFound();
    if (await this.codes.usedBy(userId, code, trx)) throw promoErrors.alreadyUsed();
    const now = this.clock.now();
    const nextAt = await this.nextCodeAt(userId, trx);
    if (nextAt && nextAt > now) throw promoErrors.cooldown(nextAt);
    if (row.expires_at && row.expires_at <= now) throw promoErrors.notInCountryOrExpired();
    const account = (await this.identity.requireUser(userId)).main_country;
    const refusal = judgeCountry(row.countries, { network, account });
    if (refusal === 2) throw promoErrors.notInCountryOrExpired();
    if (refusal === 3) throw promoErrors.vpn();
    if (!(await this.codes.countUse(trx, code, system))) throw promoErrors.notInCountryOrExpired();
    const subscription: SubscriptionRow = {
      id: randomUUID(),
      user_id: userId,
      code,
      system,
      spins: row.spins,
      rbx: row.rbx,
      created_at: now,
    };
    await this.codes.insertSubscription(trx, subscription);
    return subscription;
  }

  /** Spec accounts-platform 5, 9: when this user may activate a code again (null: now). */
  private async nextCodeAt(userId: string, executor?: Trx): Promise<Date | null> {
    const last = await this.codes.latestSubscription(userId, executor);
    return last ? new Date(last.created_at.getTime() + PROMO_COOLDOWN_DAYS * DAY_MS) : null;
  }

  freeSpins(userId: string): Promise<number> {
    return this.codes.freeSpins(userId);
  }

  async subscriptions(userId: string): Promise<PromoSubscriptionsView> {
    const [rows, freeSpins, nextAt, prizes] = await Promise.all([
      this.codes.subscriptionsOf(userId),
      this.codes.freeSpins(userId),
      this.nextCodeAt(userId),
      this.codes.rbxPrizesOf(userId),
    ]);
    return {
      subscriptions: rows.map((r) => ({
        code: r.code,
        system: r.system,
        spins: r.spins,
        rbx: r.rbx,
        createdAt: r.created_at.toISOString(),
      })),
      freeSpins,
      nextCodeAt: nextAt && nextAt > this.clock.now() ? nextAt.toISOString() : null,
      rbxPrizes: prizes.map((p) => ({
        id: p.id,
        amount: p.amount,
        source: p.source,
        createdAt: p.created_at.toISOString(),
        orderId: p.order_id,
      })),
    };
  }

  /** An operator's new code (ALREADY_EXISTS when that system has it). */
  async create(input: NewPromoCode): Promise<CodeRow> {
    const row: CodeRow = {
      code: normalizePromoCode(input.code),
      system: input.system as PromoSystem,
      spins: input.system === 'item' ? input.spins! : 0,
      rbx: input.system === 'rbx' ? input.rbx! : 0,
      max_uses: input.maxUses ?? null,
      uses: 0,
      expires_at: input.expiresAt ?? null,
      countries: input.countries?.map((c) => c.toLowerCase()) ?? null,
      created_at: this.clock.now(),
    };
    if (!(await this.codes.insert(row))) throw promoErrors.codeExists();
    return row;
  }

  list(): Promise<CodeRow[]> {
    return this.codes.list();
  }
}
