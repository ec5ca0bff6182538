import { randomBytes, randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Clock } from '../../src/platform/clock';
import type { Db, Trx } from '../../src/platform/db/database';
import { lockForTransaction } from '../../src/platform/db/advisory-lock';
import { AppError } from '../../src/platform/errors';
import type { Logger } from '../../src/platform/logger';
import type { Inbox } from '../../src/platform/inbox';
import { IdentityService } from '../identity';
import { OPERATIONS_SERVICE, type OperationsService } from '../operations';
import { OrdersService, type BoughtWithin } from '../orders';
import { WalletService } from '../wallet';
import type { Currency } from '../../kernel';
import { CodesRepo } from './codes.repo';
import { hmacHex, pickWeighted, rollFraction, sha256Hex, spinMessage } from './fairness.schemas';
import { promoErrors } from './promo.errors';
import { balanceAmounts } from './promo.schemas';
import type { SpinRow } from './tables';
import { WheelRepo, type Commitment } from './wheel.repo';
import { WHEEL_PET_GAME, WheelPets } from './wheel-pets';
import { tellPrize } from './prize-notices';
import {
  WHEEL_SEGMENTS,
  WHEEL_WEIGHTS,
  type SpinView,
  type WheelSegmentPrize,
  type WheelView,
  type WonPrize,
} from './wheel.schemas';

/** With no pet in the site's stock, the pet segment gives this balance instead (the wheel says so). */
const PET_FALLBACK = balanceAmounts(100);

const newServerSeed = async () => {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: await sha256Hex(serverSeed) };
};

/**
 * The fortune wheel (spec trading-core 2, 9; accounts-platform 8), provably fair: each user's next spin is committed
 * (sha256 of a hidden server seed) before they spin; the spin's roll is HMAC-SHA256(server seed, client seed:counter)
 * and picks a segment by the published weights; then the seed is revealed and a new one committed. A spin uses one
 * free spin and gives its prize in the same transaction: balance, an R$ prize to send to a game pass, a pet of the
 * site's stock to collect within 60 minutes, or another free spin.
 */
@injectable()
export class WheelService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Logger) private readonly logger: Logger,
    @inject(WheelRepo) private readonly wheel: WheelRepo,
    @inject(CodesRepo) private readonly codes: CodesRepo,
    @inject(WheelPets) private readonly pets: WheelPets,
    @inject(IdentityService) private readonly identity: IdentityService,
    @inject(WalletService) private readonly wallet: WalletService,
    @inject(OrdersService) private readonly orders: OrdersService,
    @inject(OPERATIONS_SERVICE) private readonly operations: OperationsService,
    @inject(TYPES.Inbox) private readonly inbox: Inbox,
  ) {}

  async view(userId: string | null): Promise<WheelView> {
    const [pet, commitment, freeSpins] = await Promise.all([
      this.pets.current(),
      userId ? this.commitment(userId) : null,
      userId ? this.codes.freeSpins(userId) : 0,
    ]);
    return {
      segments: WHEEL_SEGMENTS,
      pet,
      petFallback: PET_FALLBACK,
      commitment: commitment && {
        serverSeedHash: commitment.serverSeedHash,
        clientSeed: commitment.clientSeed,
        nonce: commitment.nonce,
      },
      freeSpins,
    };
  }

  /** The user's own client seed for the next spins (the committed server seed stays hidden and unchanged). */
  async setClientSeed(userId: string, clientSeed: string): Promise<WheelView> {
    await this.commitment(userId);
    await this.wheel.setClientSeed(userId, clientSeed, this.clock.now());
    return this.view(userId);
  }

  async spin(userId: string, petOfferId: string | null): Promise<SpinView> {
    if (!this.operations.flags().newFortuneWheel) throw promoErrors.wheelUnavailable();
    const pet = await this.pets.current();
    if ((pet?.offerId ?? null) !== petOfferId) throw promoErrors.itemsChanged();
    await this.commitment(userId);
    const currency = (await this.identity.requireUser(userId)).main_currency as Currency;
    try {
      const { spin, bought } = await this.db
        .transaction()
        .execute((trx) => this.spinWithin(trx, userId, currency, petOfferId));
      if (bought) this.orders.announce(userId, bought);
      return toSpinView(spin);
    } catch (err) {
      if (err instanceof AppError) throw err;
      this.logger.error({ err, userId }, 'fortune wheel: a spin failed');
      throw promoErrors.technical();
    }
  }

  private async spinWithin(trx: Trx, userId: string, currency: Currency, petOfferId: string | null) {
    await lockForTransaction(trx, `promo:wheel:${userId}`);
    const creditId = await this.codes.takeSpinCredit(trx, userId);
    if (!creditId) throw promoErrors.noFreeSpin();
    const c = (await this.wheel.commitment(userId, trx, true))!;
    const roll = await hmacHex(c.serverSeed, spinMessage(c.clientSeed, c.nonce));
    const segment = pickWeighted(rollFraction(roll), WHEEL_WEIGHTS);
    const spinId = randomUUID();
    const now = this.clock.now();
    const { prize, bought } = await this.give(
      trx,
      { userId, currency, spinId, petOfferId, now },
      WHEEL_SEGMENTS[segment]!.prize,
    );
    const spin: SpinRow = {
      id: spinId,
      user_id: userId,
      credit_id: creditId,
      nonce: c.nonce,
      server_seed: c.serverSeed,
      server_seed_hash: c.serverSeedHash,
      client_seed: c.clientSeed,
      roll,
      segment,
      prize,
      created_at: now,
    };
    await this.wheel.insertSpin(trx, spin);
    await tellPrize(this.inbox, trx, userId, prize);
    await this.codes.useSpinCredit(trx, creditId, spinId);
    await this.wheel.rotate(trx, userId, { ...(await newServerSeed()), nonce: c.nonce + 1 }, now);
    return { spin, bought };
  }

  /** Gives a segment's prize in the spin's transaction; a pet that is gone meanwhile is "items changed" (rolled back). */
  private async give(
    trx: Trx,
    s: { userId: string; currency: Currency; spinId: string; petOfferId: string | null; now: Date },
    prize: WheelSegmentPrize,
  ): Promise<{ prize: WonPrize; bought?: BoughtWithin }> {
    if (prize.kind === 'pet' && s.petOfferId) {
      const bought = await this.orders.givePrize(trx, s.userId, WHEEL_PET_GAME, s.currency, s.petOfferId);
      const item = bought?.view.items[0];
      if (!bought || !item) throw promoErrors.itemsChanged();
      return {
        prize: {
          kind: 'pet',
          name: item.name,
          slug: item.slug,
          purchaseId: bought.view.purchaseId,
          collectBy: item.collectBy,
        },
        bought,
      };
    }
    if (prize.kind === 'balance' || prize.kind === 'pet') {
      const amount = (prize.kind === 'balance' ? prize.amounts : PET_FALLBACK)[s.currency];
      await this.wallet.payPrize(
        trx,
        { key: `spin:${s.spinId}`, userId: s.userId, currency: s.currency, amount },
        s.now,
      );
      return { prize: { kind: 'balance', amount, currency: s.currency } };
    }
    if (prize.kind === 'rbx') {
      const rbxPrizeId = randomUUID();
      await this.codes.insertRbxPrize(trx, {
        id: rbxPrizeId,
        user_id: s.userId,
        amount: prize.amount,
        source: 'spin',
        source_id: s.spinId,
        created_at: s.now,
      });
      return { prize: { kind: 'rbx', amount: prize.amount, rbxPrizeId } };
    }
    await this.codes.addSpinCredits(trx, s.userId, 'spin', [s.spinId], s.now);
    return { prize: { kind: 'spin' } };
  }

  /** Anyone may read a spin to verify it: its seed is revealed once it is made. */
  async spinById(id: string): Promise<SpinView> {
    const spin = await this.wheel.spin(id);
    if (!spin) throw promoErrors.spinNotFound();
    return toSpinView(spin);
  }

  async spinsOf(userId: string): Promise<SpinView[]> {
    return (await this.wheel.spinsOf(userId)).map(toSpinView);
  }

  /** The user's next spin's commitment, made on first need. */
  private async commitment(userId: string): Promise<Commitment> {
    const existing = await this.wheel.commitment(userId);
    if (existing) return existing;
    await this.wheel.insertCommitment(
      userId,
      { ...(await newServerSeed()), clientSeed: randomBytes(8).toString('hex'), nonce: 0 },
      this.clock.now(),
    );
    return (await this.wheel.commitment(userId))!;
  }
}

function toSpinView(s: SpinRow): SpinView {
  return {
    id: s.id,
    nonce: s.nonce,
    serverSeed: s.server_seed,
    serverSeedHash: s.server_seed_hash,
    clientSeed: s.client_seed,
    roll: s.roll,
    segment: s.segment,
    prize: s.prize as WonPrize,
    createdAt: s.created_at.toISOString(),
  };
}
