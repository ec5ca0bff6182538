import { inject, injectable } from 'inversify';
import type { FlowEndedJob } from '../../bots';
import type { Clock } from '../../src/platform/clock';
import type { Db, Trx } from '../../src/platform/db/database';
import type { Jobs } from '../../src/platform/jobs';
import type { Notifier } from '../../src/platform/realtime';
import { TYPES } from '../../src/platform/tokens';
import { BALANCE_CHANGED, WalletService, type RbxMoney } from '../wallet';
import { RBX_CREDIT_QUEUE } from './rbx.queues';
import { RbxRepo } from './rbx.repo';
import { RBX_ORDER_CHANGED } from './rbx.vocabulary.schemas';
import type { RbxOrderRow, RbxTables } from './tables';

/** Prize orders whose flow has not started after this long are started again by the sweeper. */
const START_GRACE_MS = 10 * 60_000;

/**
 * How an order ends. The flow's ending (RBX_FLOW_ENDED_QUEUE, sent in the bots' ending transaction) is applied once,
 * in one transaction with the order's own move (a replayed job finds the order moved on): a failed purchase refunds
 * the hold; a bought fast pass is delivered and charged at once; a bought game pass stays pending until the game
 * credits the R$ (creditedAt), when a job (or the hourly sweeper) charges it. A prize order moves no money.
 */
@injectable()
export class RbxDeliveries {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<RbxTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Jobs) private readonly jobs: Jobs,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(WalletService) private readonly wallet: WalletService,
    @inject(RbxRepo) private readonly repo: RbxRepo,
  ) {}

  async flowEnded(job: FlowEndedJob): Promise<void> {
    const moved = await this.db.transaction().execute(async (trx) => {
      const order = await this.repo.lockByFlow(trx, job.flowId);
      if (order?.state !== 'created') return null;
      const now = this.clock.now();
      if (job.state !== 'finished') {
        const failure = job.cause ?? job.code ?? job.state;
        await this.repo.update(trx, order.id, { state: 'failed', failure, updated_at: now, ended_at: now });
        return { order, money: await this.refund(trx, order, now) };
      }
      const creditedAt = creditedAtOf(job.result) ?? now;
      if (creditedAt <= now) return { order, money: await this.deliver(trx, order, creditedAt, now) };
      await this.repo.update(trx, order.id, { state: 'pending', credited_at: creditedAt, updated_at: now });
      await this.jobs.send(RBX_CREDIT_QUEUE, { orderId: order.id }, { trx, startAfter: creditedAt });
      return { order, money: false };
    });
    if (moved) this.announce(moved.order, moved.money);
  }

  /** A pending order whose R$ reached the player by now is delivered and charged (a job at creditedAt, or the sweeper). */
  async credit(orderId: string): Promise<boolean> {
    const moved = await this.db.transaction().execute(async (trx) => {
      const order = await this.repo.lock(trx, orderId);
      const now = this.clock.now();
      if (order?.state !== 'pending' || !order.credited_at || order.credited_at > now) return null;
      return { order, money: await this.deliver(trx, order, order.credited_at, now) };
    });
    if (moved) this.announce(moved.order, moved.money);
    return Boolean(moved);
  }

  /** Hourly: the credits that are due (their job lost), and prize orders whose start job was lost. */
  async sweep(startPrize: (orderId: string) => Promise<void>): Promise<number> {
    const now = this.clock.now();
    let credited = 0;
    for (const id of await this.repo.dueCredits(now)) if (await this.credit(id)) credited++;
    for (const id of await this.repo.unstarted(new Date(now.getTime() - START_GRACE_MS))) await startPrize(id);
    return credited;
  }

  private async deliver(trx: Trx, order: RbxOrderRow, creditedAt: Date, now: Date): Promise<boolean> {
    await this.repo.update(trx, order.id, {
      state: 'delivered',
      credited_at: creditedAt,
      updated_at: now,
      ended_at: now,
    });
    const money = moneyOf(order);
    return money ? this.wallet.chargeRbx(trx, money, now) : false;
  }

  private async refund(trx: Trx, order: RbxOrderRow, now: Date): Promise<boolean> {
    const money = moneyOf(order);
    return money ? this.wallet.releaseRbx(trx, money, now) : false;
  }

  /** After the commit: the user's pages refresh the order, and the balance when money moved. */
  private announce(order: RbxOrderRow, moneyMoved: boolean): void {
    this.notifier.toUser(order.user_id, RBX_ORDER_CHANGED, { game: order.game, orderId: order.id });
    if (moneyMoved) this.notifier.toUser(order.user_id, BALANCE_CHANGED, { reason: 'rbx' });
  }
}

/** The order's price held from the balance; none for a prize. */
function moneyOf(order: RbxOrderRow): RbxMoney | null {
  if (order.payment !== 'balance' || order.price_minor === null || !order.currency) return null;
  return { id: order.id, userId: order.user_id, currency: order.currency, price: Number(order.price_minor) };
}

function creditedAtOf(result: unknown): Date | null {
  const at = (result as { creditedAt?: string } | null)?.creditedAt;
  return at ? new Date(at) : null;
}
