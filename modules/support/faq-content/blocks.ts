import { CURRENCIES, type Currency } from '../../../kernel';
import { type Consequence, LADDERS, RATING_POINTS, type RatingRole } from '../../ratings';
import { CASHOUT_FEES, CASHOUT_LIMITS, CASHOUT_METHODS, TOPUP_LIMITS } from '../../wallet';
import { formatValue, localeOf } from '../faq.markup';
import type { FaqBlock } from '../faq.schemas';
import type { FaqLabels } from './types';

/**
 * The tables an article names as `[[name]]`, built from the constants the code enforces (the ratings' ladders and
 * points, the wallet's limits and fees) in the reader's language: never copied into the content by hand.
 */
export const GENERATED_BLOCKS = [
  'ladder.buyer',
  'ladder.seller',
  'points.buyer',
  'points.seller',
  'limits.topup',
  'limits.cashout',
  'fees.cashout',
] as const;

export function generatedBlock(name: string, lang: string, labels: FaqLabels): FaqBlock | null {
  const num = (value: number) => formatValue({ kind: 'number', value }, lang);
  const money = (amount: number, currency: Currency) =>
    formatValue({ kind: 'money', money: { amount, currency } }, lang);
  const currencyName = (currency: Currency) =>
    new Intl.DisplayNames(localeOf(lang), { type: 'currency' }).of(currency.toUpperCase()) ?? currency;

  const consequence = (c: Consequence): string => {
    if (c.kind === 'warning') return labels.warning;
    if (c.kind === 'final_warning') return labels.finalWarning;
    if (c.kind === 'sales_access_lost') return labels.salesAccessLost;
    if (c.minutes === null) return labels.blockUntilLifted;
    return labels.block.replace('{duration}', formatValue({ kind: 'duration', seconds: c.minutes * 60 }, lang));
  };
  const ladder = (role: RatingRole): FaqBlock => ({
    type: 'table',
    caption: role === 'buyer' ? labels.buyerLadder : labels.sellerLadder,
    head: [labels.threshold, labels.consequence],
    numeric: [0],
    rows: LADDERS[role].map((rung) => [num(rung.threshold), consequence(rung.consequence)]),
  });
  const points = (role: RatingRole): FaqBlock => {
    const reasons: Record<string, string> = role === 'buyer' ? labels.buyerReasons : labels.sellerReasons;
    return {
      type: 'table',
      caption: role === 'buyer' ? labels.buyerPoints : labels.sellerPoints,
      head: [labels.event, labels.points],
      numeric: [1],
      rows: Object.entries(RATING_POINTS[role] as Record<string, number>).map(([reason, value]) => [
        reasons[reason] ?? reason,
        formatValue({ kind: 'signed', value }, lang),
      ]),
    };
  };
  const limits = (caption: string, table: Record<Currency, { min: number; max: number }>): FaqBlock => ({
    type: 'table',
    caption,
    head: [labels.currency, labels.minimum, labels.maximum],
    numeric: [],
    rows: CURRENCIES.map((c) => [currencyName(c), money(table[c].min, c), money(table[c].max, c)]),
  });

  switch (name) {
    case 'ladder.buyer':
      return ladder('buyer');
    case 'ladder.seller':
      return ladder('seller');
    case 'points.buyer':
      return points('buyer');
    case 'points.seller':
      return points('seller');
    case 'limits.topup':
      return limits(labels.topupLimits, TOPUP_LIMITS);
    case 'limits.cashout':
      return limits(labels.cashoutLimits, CASHOUT_LIMITS);
    case 'fees.cashout':
      return {
        type: 'table',
        caption: labels.cashoutFees,
        head: [labels.method, labels.fee],
        numeric: [],
        rows: CASHOUT_METHODS.map((method) => {
          const rule = CASHOUT_FEES[method];
          const percent = formatValue({ kind: 'percent', value: rule.percent }, lang);
          const fee = rule.fixedRubMinor
            ? labels.feePlusFixed.replace('{percent}', percent).replace('{fixed}', money(rule.fixedRubMinor, 'rub'))
            : percent;
          return [labels.cashoutMethods[method], fee];
        }),
      };
    default:
      return null;
  }
}
