import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { Clock } from '../../src/platform/clock';
import type { Logger } from '../../src/platform/logger';
import type { Notifier } from '../../src/platform/realtime';
import { Ledger, SITE } from './ledger';
import { TopupsRepo } from './topups.repo';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { walletErrors } from './wallet.errors';
import {
  BALANCE_CHANGED,
  HISTORY_PAGE_SIZE,
  parseAmount,
  TOPUP_LIMITS,
  TOPUP_METHODS,
  type Paged,
  type TopupMethod,
  type TopupView,
} from './wallet.schemas';
import type { TopupRow, WalletTables } from './tables';
import type { Currency } from '../../kernel';

/** A top-up nobody paid within this time fails (spec trading-core 9: credited within 24 hours). */
export const TOPUP_ABANDONED_HOURS = 24;

export const toTopupView = (r: TopupRow): TopupView => ({
  id: r.id,
  amount: { amount: Number(r.amount_minor), currency: r.currency },
  method: r.method as TopupMethod,
  status: r.status as TopupView['status'],
  createdAt: r.created_at.toISOString(),
  creditedAt: r.credited_at?.toISOString() ?? null,
});

/** Top-ups through the payment provider: checkout, the signed webhook that credits, history. */
@injectable()
export class TopupsService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<WalletTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Logger) private readonly logger: Logger,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(Ledger) private readonly ledger: Ledger,
    @inject(TopupsRepo) private readonly topups: TopupsRepo,
    @inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
  ) {}

  /** How many of these users had a top-up credited at or after `since` (the console's analytics funnel). */
  async countPayers(userIds: string[], since: Date): Promise<number> {
    if (!userIds.length) return 0;
    const row = await this.db
      .selectFrom('wallet.topups')
      .select((eb) => eb.fn.count<string>('user_id').distinct().as('n'))
      .where('user_id', 'in', userIds)
      .where('status', '=', 'paid')
      .where('credited_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async methods() {
    const off = await this.topups.unavailableMethods();
    return {
      methods: TOPUP_METHODS.map((id) => ({ id, available: this.provider != null && !off.has(id) })),
      limits: TOPUP_LIMITS,
    };
  }

  async create(
    userId: string,
    input: { amount: number | string; currency: Currency; method: string },
    returnBase = '',
  ) {
    if (!this.provider) throw walletErrors.providerOff();
    const currency = input.currency;
    const amountMinor = parseAmount(input.amount)!;
    const limits = TOPUP_LIMITS[currency];
    if (amountMinor < limits.min) throw walletErrors.minAmount({ amount: limits.min, currency });
    if (amountMinor > limits.max) throw walletErrors.maxAmount({ amount: limits.max, currency });
    if ((await this.topups.unavailableMethods()).has(input.method)) throw walletErrors.methodUnavailable(input.method);
    const topup = await this.topups.insert({
      userId,
      amountMinor,
      currency,
      method: input.method,
      at: this.clock.now(),
    });
    const checkout = await this.provider.createCheckout({
      topupId: topup.id,
      amountMinor,
      currency,
      method: input.method as TopupMethod,
      successUrl: `${returnBase}/success-payment?topup=${topup.id}`,
      failUrl: `${returnBase}/fail-payment?topup=${topup.id}`,
    });
    await this.topups.setProviderId(topup.id, checkout.providerPaymentId);
    return { topup: toTopupView(topup), redirectUrl: checkout.redirectUrl };
  }

  async get(userId: string, id: string): Promise<TopupView> {
    const row = await this.topups.byId(id);
    if (!row || row.user_id !== userId) throw walletErrors.notFound('No such top-up');
    return toTopupView(row);
  }

  /**
   * The provider's signed webhook. Idempotent: the same event twice credits once (the top-up's
   * status and the ledger key both see to it). A forged or stale one is refused before anything is read.
   */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; status: string }> {
    if (!this.provider) throw walletErrors.providerOff();
    const now = this.clock.now();
    const event = this.provider.parseWebhook(rawBody, signature, now);
    const result = await this.db.transaction().execute(async (trx) => {
      const topup = await this.topups.lockByProviderId(trx, event.providerPaymentId);
      if (!topup) throw walletErrors.notFound('No such payment');
      if (Number(topup.amount_minor) !== event.amountMinor || topup.currency !== event.currency)
        throw walletErrors.webhookMismatch();
      const wanted = event.status === 'succeeded' ? 'paid' : 'failed';
      if (topup.status === wanted) return { status: topup.status, changed: null }; // a replay: nothing new to tell
      if (topup.status !== 'created') {
        this.logger.warn(
          { topupId: topup.id, status: topup.status, event: event.status },
          'late payment webhook refused',
        );
        throw walletErrors.wrongState(topup.status);
      }
      if (wanted === 'paid') {
        await this.ledger.post(trx, {
          key: `topup:${topup.id}`,
          kind: 'topup',
          reference: topup.id,
          at: now,
          entries: [
            { owner: SITE, kind: 'provider_clearing', currency: event.currency, amount: -event.amountMinor },
            { owner: topup.user_id, kind: 'available', currency: event.currency, amount: event.amountMinor },
          ],
        });
      }
      await this.topups.finish(trx, topup.id, wanted, now, event.reason ?? null);
      return { status: wanted, changed: { userId: topup.user_id, topupId: topup.id } };
    });
    // After the commit: the user's open pages (the payment result, the header balance) refresh.
    if (result.changed)
      this.notifier.toUser(result.changed.userId, BALANCE_CHANGED, {
        topupId: result.changed.topupId,
        status: result.status,
      });
    return { received: true, status: result.status };
  }

  async history(userId: string, page: number, status?: string): Promise<Paged<TopupView>> {
    // Top-ups are only created, paid or failed: another history status matches none.
    const stored = !status || ['created', 'paid', 'failed'].includes(status) ? status : 'none';
    const { rows, total } = await this.topups.page(userId, stored, HISTORY_PAGE_SIZE, (page - 1) * HISTORY_PAGE_SIZE);
    return { rows: rows.map(toTopupView), page, pageSize: HISTORY_PAGE_SIZE, total };
  }

  setMethodAvailable(method: string, available: boolean): Promise<void> {
    return this.topups.setMethodAvailable(method, available);
  }

  /** Fails top-ups left unpaid for a day (an hourly job). */
  failAbandoned(): Promise<number> {
    const now = this.clock.now();
    return this.topups.failAbandoned(new Date(now.getTime() - TOPUP_ABANDONED_HOURS * 3_600_000), now);
  }
}
