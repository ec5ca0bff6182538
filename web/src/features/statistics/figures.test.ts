import { expect } from 'chai';
import { createIntl } from 'react-intl';
import {
  averageRate,
  buyerIsEmpty,
  buyerTotals,
  formatFigure,
  hasRates,
  monthStart,
  periodSearch,
  readPeriod,
  sellerIsEmpty,
  sellerTotals,
  type SellerMonth,
} from './figures';

const sellerMonth = (month: string, sales: number, income: number, successPercent: number | null): SellerMonth => ({
  month,
  sales,
  income: { amount: income, currency: 'eur' },
  successPercent,
});

describe('statistics figures (spec trading-core 3)', () => {
  it('the period is 6, 12 or 24 months from the address, a year otherwise; the default leaves the address', () => {
    expect(readPeriod('?months=6')).to.equal(6);
    expect(readPeriod('months=24')).to.equal(24);
    expect(readPeriod('')).to.equal(12);
    expect(readPeriod('?months=7')).to.equal(12);
    expect(readPeriod('?months=abc')).to.equal(12);
    expect(periodSearch('', 6)).to.equal('?months=6');
    expect(periodSearch('?months=6&x=1', 12)).to.equal('?x=1');
    expect(periodSearch('?months=24', 12)).to.equal('');
  });

  it("a month is its first day's UTC midnight", () => {
    expect(new Date(monthStart('2026-01')).toISOString()).to.equal('2026-01-01T00:00:00.000Z');
    expect(new Date(monthStart('2025-12')).toISOString()).to.equal('2025-12-01T00:00:00.000Z');
  });

  it('the success rate of a period is the mean of the months where a deal ended; none ended: no rate', () => {
    expect(averageRate([100, null, 50, null])).to.equal(75);
    expect(averageRate([null, 0, null])).to.equal(0);
    expect(averageRate([90, 85, 80])).to.equal(85);
    expect(averageRate([67, 66])).to.equal(67);
    expect(averageRate([null, null])).to.equal(null);
    expect(averageRate([])).to.equal(null);
  });

  it('a seller’s period adds up sales and income (months without deals count as zero)', () => {
    const months = [
      sellerMonth('2026-09', 0, 0, null),
      sellerMonth('2026-10', 3, 4_550, 75),
      sellerMonth('2026-11', 5, 12_000, 100),
    ];
    expect(sellerTotals(months, 'eur')).to.deep.equal({
      sales: 8,
      income: { amount: 16_550, currency: 'eur' },
      successPercent: 88,
    });
    expect(sellerTotals([], 'usd')).to.deep.equal({
      sales: 0,
      income: { amount: 0, currency: 'usd' },
      successPercent: null,
    });
  });

  it('a buyer’s period adds up purchases', () => {
    const months = [
      { month: '2026-10', purchases: 2, successPercent: 50 },
      { month: '2026-11', purchases: 4, successPercent: null },
    ];
    expect(buyerTotals(months)).to.deep.equal({ purchases: 6, successPercent: 50 });
  });

  it('a tab is empty when nothing happened in the period; a month of failed deals alone is something', () => {
    const quiet = [sellerMonth('2026-10', 0, 0, null), sellerMonth('2026-11', 0, 0, null)];
    expect(sellerIsEmpty({ months: quiet })).to.equal(true);
    expect(sellerIsEmpty({ months: [...quiet, sellerMonth('2026-12', 0, 0, 0)] })).to.equal(false);
    expect(sellerIsEmpty({ months: [sellerMonth('2026-12', 1, 500, 100)] })).to.equal(false);
    expect(hasRates([null, null])).to.equal(false);
    expect(hasRates([null, 0])).to.equal(true);

    const none = { month: '2026-11', purchases: 0, successPercent: null };
    expect(buyerIsEmpty({ months: [none], mostExpensive: null })).to.equal(true);
    expect(buyerIsEmpty({ months: [{ ...none, purchases: 1 }], mostExpensive: null })).to.equal(false);
  });
});

describe('a statistics figure in words', () => {
  const intl = createIntl({ locale: 'en', messages: {} });
  it('counts, money in the currency asked for, and whole percentages', () => {
    expect(formatFigure(intl, 'count', 1204, 'usd')).to.equal('1,204');
    expect(formatFigure(intl, 'money', 1250, 'usd')).to.equal('$12.50');
    expect(formatFigure(intl, 'money', 1250, 'eur')).to.equal('€12.50');
    expect(formatFigure(intl, 'percent', 85, 'usd')).to.equal('85%');
  });
});
