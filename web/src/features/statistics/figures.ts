// The figures of the statistics tabs (spec trading-core 3) from the server's months, which are every month of the
// period, oldest first, the ones without deals too (modules/orders statistics.service.ts): the period chosen, its
// totals, whether there is anything to show, when a month starts, and a figure in words. Pure: the caller passes
// react-intl's intl.
import type { IntlShape } from 'react-intl';
import type { BuyerStatistics, SellerStatistics } from '../../../../modules/orders/orders.schemas';
import { formatMoney } from '../../shared/format/money';
import type { Currency, Money } from '../../../../kernel';

export type SellerMonth = SellerStatistics['months'][number];
export type BuyerMonth = BuyerStatistics['months'][number];

/** The periods to choose from, in months (the address's ?months=); a year unless it says otherwise. */
export const PERIODS = [6, 12, 24] as const;
export type Period = (typeof PERIODS)[number];
const DEFAULT_PERIOD: Period = 12;

export function readPeriod(search: string): Period {
  const months = Number(new URLSearchParams(search).get('months'));
  return PERIODS.find((period) => period === months) ?? DEFAULT_PERIOD;
}

/** The address's query with the period in it (none for the default one), other parameters kept. */
export function periodSearch(search: string, period: Period): string {
  const query = new URLSearchParams(search);
  if (period === DEFAULT_PERIOD) query.delete('months');
  else query.set('months', String(period));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A 'YYYY-MM' month as the time its first day starts (UTC), to format. */
export const monthStart = (month: string): number => Date.parse(`${month}-01T00:00:00Z`);

/**
 * The period's success rate: the mean of the rates of its months where a deal ended (null when none did). The
 * server gives each month's rate, not how many deals ended in it, so the months are not weighted by their deals.
 */
export function averageRate(rates: readonly (number | null)[]): number | null {
  const known = rates.filter((rate): rate is number => rate !== null);
  return known.length ? Math.round(known.reduce((sum, rate) => sum + rate, 0) / known.length) : null;
}

export interface SellerTotals {
  sales: number;
  income: Money;
  successPercent: number | null;
}

/** The seller's period: sales and income added up (in `currency`, the one asked for), the average success rate. */
export function sellerTotals(months: readonly SellerMonth[], currency: Currency): SellerTotals {
  return {
    sales: months.reduce((sum, m) => sum + m.sales, 0),
    income: { amount: months.reduce((sum, m) => sum + m.income.amount, 0), currency },
    successPercent: averageRate(months.map((m) => m.successPercent)),
  };
}

/** The buyer's period: purchases added up and the average success rate. */
export function buyerTotals(months: readonly BuyerMonth[]): { purchases: number; successPercent: number | null } {
  return {
    purchases: months.reduce((sum, m) => sum + m.purchases, 0),
    successPercent: averageRate(months.map((m) => m.successPercent)),
  };
}

/** Nothing to chart: no sale completed and no deal ended in the period (a new seller). */
export const sellerIsEmpty = (data: SellerStatistics): boolean =>
  data.months.every((m) => m.sales === 0 && m.successPercent === null);

/** Nothing to chart: nothing bought in the period (a new buyer). */
export const buyerIsEmpty = (data: BuyerStatistics): boolean =>
  data.mostExpensive === null && data.months.every((m) => m.purchases === 0 && m.successPercent === null);

/** Whether any month has a success rate (a deal ended in it): otherwise its chart would be blank. */
export const hasRates = (rates: readonly (number | null)[]): boolean => rates.some((rate) => rate !== null);

/** What a figure counts: deals (whole numbers), money (minor units) or a rate (0 to 100). */
export type Unit = 'count' | 'money' | 'percent';

/** A figure as the page shows it: "1,204", "$12.50", "85%". */
export function formatFigure(intl: IntlShape, unit: Unit, value: number, currency: Currency): string {
  if (unit === 'money') return formatMoney(intl, { amount: value, currency });
  if (unit === 'percent') return intl.formatNumber(value / 100, { style: 'percent' });
  return intl.formatNumber(value);
}
