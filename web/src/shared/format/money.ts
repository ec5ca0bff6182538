// Money (integer minor units with its currency) as the page shows it: the one formatter of every
// amount on the site (prices, balances, fees, limits), the currency signs, and the amount a form field
// holds ("12.50"). Pure: the caller passes react-intl's intl, so amounts follow the page language.
import type { IntlShape } from 'react-intl';
import { MINOR_PER_MAJOR, type Currency, type Money } from '../../../../kernel';

export const CURRENCY_SYMBOLS: Record<Currency, string> = { eur: '€', usd: '$', rub: '₽' };

/** Options that change how much is shown (no cents, the narrow sign, compact), never the unit. */
export type MoneyFormatOptions = Pick<
  Intl.NumberFormatOptions,
  'maximumFractionDigits' | 'currencyDisplay' | 'notation'
>;

/** 1250 usd is "$12.50" in English, "12,50 $US" in French. */
export const formatMoney = (intl: IntlShape, money: Money, options: MoneyFormatOptions = {}): string =>
  intl.formatNumber(money.amount / MINOR_PER_MAJOR, {
    style: 'currency',
    currency: money.currency.toUpperCase(),
    ...options,
  });

/** A formatter of minor units of one currency, for many numbers at once (chart axes and tooltips). */
export function moneyFormatter(
  locale: string,
  currency: Currency,
  options: MoneyFormatOptions = {},
): (minor: number) => string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase(), ...options });
  return (minor) => format.format(minor / MINOR_PER_MAJOR);
}

/** Major units to minor units, rounded to the cent (12.5 -> 1250). */
export const toMinor = (major: number): number => Math.round(major * MINOR_PER_MAJOR);

/** Minor units as an amount field holds them: 1250 -> "12.50". */
export const amountText = (minor: number): string => (minor / MINOR_PER_MAJOR).toFixed(2);
