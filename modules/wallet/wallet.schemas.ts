import * as yup from 'yup';
import { CURRENCIES, type Currency, MESSAGE, MINOR_PER_MAJOR, type Money } from '../../kernel';

// Pure: shared by the server and the web app (top-up and cash-out forms). Amounts in requests are
// major units as typed ("12.50"); everything stored and answered is integer minor units.

// The socket notification's name is in wallet.vocabulary.schemas.ts (no yup, for the web app's shell).
export * from './wallet.vocabulary.schemas';

// ---- Top-ups (spec trading-core 5 and 9) ----

export const TOPUP_METHODS = ['card', 'sbp', 'ewallet', 'crypto'] as const;
export type TopupMethod = (typeof TOPUP_METHODS)[number];

/** Minimum and maximum of one top-up per currency, in minor units. */
export const TOPUP_LIMITS: Record<Currency, { min: number; max: number }> = {
  usd: { min: 100, max: 100_000 },
  eur: { min: 100, max: 100_000 },
  rub: { min: 10_000, max: 10_000_000 },
};

/** Funds from a top-up can be cashed out only this many days after crediting (spec trading-core 9). */
export const TOPUP_CASHOUT_HOLD_DAYS = 10;

// ---- Cash-outs (spec trading-core 9) ----

export const CASHOUT_METHODS = ['card', 'ewallet_a', 'ewallet_b', 'mobile'] as const;
export type CashoutMethod = (typeof CASHOUT_METHODS)[number];

/** Cards 50 rub plus 3 %; the two e-wallet services 3 %; mobile operators 2 %. */
export const CASHOUT_FEES: Record<CashoutMethod, { percent: number; fixedRubMinor: number }> = {
  card: { percent: 3, fixedRubMinor: 5_000 },
  ewallet_a: { percent: 3, fixedRubMinor: 0 },
  ewallet_b: { percent: 3, fixedRubMinor: 0 },
  mobile: { percent: 2, fixedRubMinor: 0 },
};

export const CASHOUT_LIMITS: Record<Currency, { min: number; max: number }> = {
  usd: { min: 500, max: 100_000 },
  eur: { min: 500, max: 100_000 },
  rub: { min: 50_000, max: 10_000_000 },
};

/**
 * The fee of a cash-out in its currency's minor units: the percentage rounded up, plus the fixed
 * part (set in rubles) converted at `rubPerUnit` (rubles per unit of the currency; 1 for rub).
 */
export function cashoutFee(method: CashoutMethod, amountMinor: number, rubPerUnit: number): number {
  const rule = CASHOUT_FEES[method];
  const fixed = rule.fixedRubMinor ? Math.ceil(rule.fixedRubMinor / rubPerUnit) : 0;
  return Math.ceil((amountMinor * rule.percent) / 100) + fixed;
}

// ---- Schemas ----

const MSG = MESSAGE;

/** An amount as typed, major units with at most two decimals ("12.5", 12.5). */
export const amountSchema = yup
  .mixed<number | string>()
  .required(MSG.required)
  .test('amount', MSG.invalidValue, (v) => parseAmount(v) != null);

/** Major units to minor units; null when it is not a positive amount with at most two decimals. */
export function parseAmount(input: unknown): number | null {
  if (typeof input !== 'number' && typeof input !== 'string') return null;
  const text = String(input).trim();
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'));
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}

export const currencyField = yup.string().required(MSG.required).oneOf(CURRENCIES, MSG.invalidValue);

export const topupSchema = yup.object({
  amount: amountSchema,
  currency: currencyField,
  method: yup.string().required(MSG.required).oneOf(TOPUP_METHODS, MSG.invalidValue),
});

export const cashoutQuoteSchema = yup.object({
  amount: amountSchema,
  currency: currencyField,
  method: yup.string().required(MSG.required).oneOf(CASHOUT_METHODS, MSG.invalidValue),
});

export const cashoutSchema = cashoutQuoteSchema.shape({
  /** Card number, wallet id or phone number, as the method needs. */
  destination: yup
    .string()
    .trim()
    .required(MSG.required)
    .min(4, MSG.tooShort)
    .max(64, MSG.tooLong)
    .matches(/^[A-Za-z0-9+ -]+$/, MSG.invalidValue),
});

export const HISTORY_PAGE_SIZE = 20;

/** How a bot trade (a withdrawal, a quick sale) ended or stands. */
export type TradeState = 'active' | 'finished' | 'failed' | 'expired' | 'cancelled';
/** The spec's history statuses (trading-core 3) over a bot trade's states, and back. */
export const TRADE_STATES_OF_STATUS: Record<HistoryStatus, TradeState[]> = {
  created: [],
  delivery: ['active'],
  paid: ['finished'],
  failed: ['failed', 'expired', 'cancelled'],
  on_check: [],
};
export const HISTORY_STATUS_OF_TRADE: Record<TradeState, HistoryStatus> = {
  active: 'delivery',
  finished: 'paid',
  failed: 'failed',
  expired: 'failed',
  cancelled: 'failed',
};
export const historyQuerySchema = yup.object({
  page: yup
    .number()
    .typeError(MSG.invalidValue)
    .integer(MSG.invalidValue)
    .min(1, MSG.invalidValue)
    .max(10_000, MSG.invalidValue)
    .default(1),
  status: yup.string().oneOf(['created', 'failed', 'paid', 'delivery', 'on_check'], MSG.invalidValue).optional(),
});

// ---- Responses ----

export interface BalanceView {
  /** Spendable, per currency, minor units. */
  available: Record<Currency, number>;
  /** Sale proceeds held until the buyer collects. */
  held: Record<Currency, number>;
  /** What can be cashed out now (top-ups younger than 10 days excluded). */
  cashoutAvailable: Record<Currency, number>;
}

/** History statuses of the spec (trading-core 3). */
export type HistoryStatus = 'created' | 'failed' | 'paid' | 'delivery' | 'on_check';

export interface TopupView {
  id: string;
  amount: Money;
  method: TopupMethod;
  status: 'created' | 'paid' | 'failed';
  createdAt: string;
  creditedAt: string | null;
}

export interface CashoutView {
  id: string;
  method: CashoutMethod;
  destination: string;
  amount: Money;
  fee: Money;
  received: Money;
  status: 'created' | 'on_check' | 'paid' | 'failed' | 'cancelled';
  createdAt: string;
}

export interface Paged<T> {
  rows: T[];
  page: number;
  pageSize: number;
  total: number;
}
