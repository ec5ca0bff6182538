import { inject, injectable } from 'inversify';
import { TYPES } from '../../src/platform/tokens';
import type { Db } from '../../src/platform/db/database';
import type { Clock } from '../../src/platform/clock';
import type { Notifier } from '../../src/platform/realtime';
import { RatesService } from '../catalog';
import { Ledger, SITE } from './ledger';
import { CashoutsRepo } from './cashouts.repo';
import { TopupsRepo } from './topups.repo';
import { walletErrors } from './wallet.errors';
import {
  BALANCE_CHANGED,
  CASHOUT_LIMITS,
  cashoutFee,
  HISTORY_PAGE_SIZE,
  parseAmount,
  TOPUP_CASHOUT_HOLD_DAYS,
  type CashoutMethod,
  type CashoutView,
  type HistoryStatus,
  type Paged,
} from './wallet.schemas';
import type { CashoutRow, WalletTables } from './tables';
import type { Currency, Money } from '../../kernel';

export interface CashoutInput {
  amount: number | string;
  currency: Currency;
  method: string;
  destination?: string;
}
export type OperatorDecision = 'on_check' | 'paid' | 'failed' | 'cancelled';

const DAY_MS = 86_400_000;
/** What an operator may move a cash-out to, from each status. Failing or cancelling refunds it. */
const NEXT: Record<string, OperatorDecision[]> = {
  created: ['on_check', 'paid', 'failed', 'cancelled'],
  on_check: ['paid', 'failed', 'cancelled'],
};

/** The spec's history statuses (trading-core 3) over a cash-out's own. */
const HISTORY_STATUSES: Record<HistoryStatus, string[]> = {
  created: ['created'],
  on_check: ['on_check'],
  paid: ['paid'],
  failed: ['failed', 'cancelled'],
  delivery: [],
};

const money = (amount: number | string, currency: Currency): Money => ({ amount: Number(amount), currency });

const toOperatorView = (r: CashoutRow) => ({
  ...toCashoutView(r),
  userId: r.user_id,
  destination: r.destination,
  note: r.note,
});

export const toCashoutView = (r: CashoutRow): CashoutView => ({
  id: r.id,
  method: r.method as CashoutMethod,
  destination: maskDestination(r.destination),
  amount: money(r.amount_minor, r.currency),
  fee: money(r.fee_minor, r.currency),
  received: money(Number(r.amount_minor) - Number(r.fee_minor), r.currency),
  status: r.status as CashoutView['status'],
  createdAt: r.created_at.toISOString(),
});

/** Only the last 4 characters of a card or wallet are ever shown back. */
function maskDestination(destination: string): string {
  const compact = destination.replace(/\s+/g, '');
  return compact.length <= 4 ? compact : `•••• ${compact.slice(-4)}`;
}

/**
 * Cash-outs (spec trading-core 9): the fee is known before confirming, the amount leaves the
 * balance at once into payouts, and only an operator can cancel (through support), which refunds.
 */
@injectable()
export class CashoutsService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<WalletTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
    @inject(Ledger) private readonly ledger: Ledger,
    @inject(CashoutsRepo) private readonly cashouts: CashoutsRepo,
    @inject(TopupsRepo) private readonly topups: TopupsRepo,
    @inject(RatesService) private readonly rates: RatesService,
  ) {}

  /** The fee and what arrives, for the amount and method (MIN_NUMBER / MAX_NUMBER outside the limits). */
  async quote(input: CashoutInput): Promise<{ amount: Money; fee: Money; received: Money }> {
    const currency = input.currency;
    const amountMinor = parseAmount(input.amount)!;
    const limits = CASHOUT_LIMITS[currency];
    if (amountMinor < limits.min) throw walletErrors.minAmount(money(limits.min, currency));
    if (amountMinor > limits.max) throw walletErrors.maxAmount(money(limits.max, currency));
    const rates = await this.rates.currentRates();
    const fee = cashoutFee(input.method as CashoutMethod, amountMinor, rates.rub / rates[currency]);
    if (fee >= amountMinor) throw walletErrors.minAmount(money(limits.min, currency));
    return {
      amount: money(amountMinor, currency),
      fee: money(fee, currency),
      received: money(amountMinor - fee, currency),
    };
  }

  async create(userId: string, input: CashoutInput & { destination: string }): Promise<CashoutView> {
    const quote = await this.quote(input);
    const currency = quote.amount.currency;
    const now = this.clock.now();
    const view = await this.db.transaction().execute(async (trx) => {
      const available = await this.ledger.lockAvailable(trx, userId, currency);
      const recent =
        (await this.topups.creditedSince(userId, new Date(now.getTime() - TOPUP_CASHOUT_HOLD_DAYS * DAY_MS), trx))[
          currency
        ] ?? 0;
      const cashoutAvailable = Math.max(0, available - recent);
      if (quote.amount.amount > cashoutAvailable)
        throw walletErrors.insufficient({ cashoutAvailable: money(cashoutAvailable, currency) });
      const row = await this.cashouts.insert(trx, {
        userId,
        method: input.method,
        destination: input.destination,
        amountMinor: quote.amount.amount,
        feeMinor: quote.fee.amount,
        currency,
        at: now,
      });
      await this.ledger.post(trx, {
        key: `cashout:${row.id}`,
        kind: 'cashout',
        reference: row.id,
        at: now,
        entries: [
          { owner: userId, kind: 'available', currency, amount: -quote.amount.amount },
          { owner: SITE, kind: 'payout_payable', currency, amount: quote.received.amount },
          { owner: SITE, kind: 'fee_revenue', currency, amount: quote.fee.amount },
        ],
      });
      return toCashoutView(row);
    });
    this.notifier.toUser(userId, BALANCE_CHANGED, { cashoutId: view.id });
    return view;
  }

  async history(userId: string, page: number, status?: string): Promise<Paged<CashoutView>> {
    const statuses = status ? HISTORY_STATUSES[status as HistoryStatus] : undefined;
    const { rows, total } = await this.cashouts.page(
      { userId, statuses },
      HISTORY_PAGE_SIZE,
      (page - 1) * HISTORY_PAGE_SIZE,
    );
    return { rows: rows.map(toCashoutView), page, pageSize: HISTORY_PAGE_SIZE, total };
  }

  async listForOperator(status: string | undefined, page: number) {
    const { rows, total } = await this.cashouts.page(
      { statuses: status ? [status] : undefined },
      HISTORY_PAGE_SIZE,
      (page - 1) * HISTORY_PAGE_SIZE,
    );
    return {
      rows: rows.map(toOperatorView),
      page,
      total,
    };
  }

  /** One cash-out as operators see it (the audit log's "before" of a decision); null when there is none. */
  async operatorView(id: string) {
    const row = await this.cashouts.byId(id);
    return row ? toOperatorView(row) : null;
  }

  /** An operator's decision. Paid settles the payout; failed or cancelled gives the whole amount back. */
  async decide(id: string, decision: OperatorDecision, note: string | null = null): Promise<CashoutView> {
    const now = this.clock.now();
    const decided = await this.db.transaction().execute(async (trx) => {
      const row = await this.cashouts.lock(trx, id);
      if (!row) throw walletErrors.notFound('No such cash-out');
      if (!(NEXT[row.status] ?? []).includes(decision)) throw walletErrors.wrongState(row.status);
      const currency = row.currency;
      const amount = Number(row.amount_minor);
      const fee = Number(row.fee_minor);
      if (decision === 'paid') {
        await this.ledger.post(trx, {
          key: `cashout_paid:${id}`,
          kind: 'cashout_paid',
          reference: id,
          at: now,
          entries: [
            { owner: SITE, kind: 'payout_payable', currency, amount: -(amount - fee) },
            { owner: SITE, kind: 'provider_clearing', currency, amount: amount - fee },
          ],
        });
      } else if (decision === 'failed' || decision === 'cancelled') {
        await this.ledger.post(trx, {
          key: `cashout_refund:${id}`,
          kind: 'cashout_refund',
          reference: id,
          at: now,
          entries: [
            { owner: row.user_id, kind: 'available', currency, amount },
            { owner: SITE, kind: 'payout_payable', currency, amount: -(amount - fee) },
            { owner: SITE, kind: 'fee_revenue', currency, amount: -fee },
          ],
        });
      }
      await this.cashouts.setStatus(trx, id, decision, now, note);
      return { view: toCashoutView({ ...row, status: decision }), userId: row.user_id };
    });
    this.notifier.toUser(decided.userId, BALANCE_CHANGED, { cashoutId: id });
    return decided.view;
  }
}
