// The profile's seller statistics tab (spec trading-core 2 "Profile tabs", 3 "Seller statistics"): the period's
// sales, success rate and income; sales per month (bars) with the income they brought (a line); the
// successful-deal percentage per month; and the same figures as a table. Amounts are in the user's currency.
import { FormattedMessage, useIntl } from 'react-intl';
import type { SellerStatistics } from '../../../../modules/orders/orders.schemas';
import { Price } from '../../shared/ui/Price';
import { type Period, type SellerMonth, sellerIsEmpty, sellerTotals } from './figures';
import { FiguresByMonth, type FiguresLayout } from './FiguresByMonth';
import { StatisticsView } from './StatisticsView';
import { RateTile, StatTile } from './StatTile';
import type { Currency } from '../../../../kernel';

const LAYOUT: FiguresLayout<SellerMonth, 'sales' | 'income' | 'rate'> = {
  figures: {
    sales: { label: 'statistics.seller.sales', kind: 'bars', unit: 'count', of: (m) => m.sales },
    income: { label: 'statistics.seller.income', kind: 'line', unit: 'money', of: (m) => m.income.amount },
    rate: { label: 'statistics.seller.rate', kind: 'line', unit: 'percent', of: (m) => m.successPercent },
  },
  chart: { title: 'statistics.seller.chart', keys: ['sales', 'income'], height: 280 },
  rate: 'rate',
};

export default function SellerStatisticsPage() {
  return (
    <StatisticsView userRole="seller" isEmpty={sellerIsEmpty}>
      {(data, view) => <SellerFigures data={data} {...view} />}
    </StatisticsView>
  );
}

interface SellerFiguresProps {
  data: SellerStatistics;
  period: Period;
  /** The user's currency; the figures carry the one they were asked in (the last one while a new one loads). */
  currency: Currency;
}

function SellerFigures({ data, period, currency: userCurrency }: SellerFiguresProps) {
  const intl = useIntl();
  const currency = data.months[0]?.income.currency ?? userCurrency;
  const totals = sellerTotals(data.months, currency);
  return (
    <>
      <dl className="statistics-tiles">
        <StatTile id="sales" label={<FormattedMessage id="statistics.seller.sales" />}>
          {intl.formatNumber(totals.sales)}
        </StatTile>
        <RateTile label={<FormattedMessage id="statistics.seller.rate" />} percent={totals.successPercent} />
        <StatTile
          id="income"
          label={<FormattedMessage id="statistics.seller.income" />}
          hint={<FormattedMessage id="statistics.seller.incomeHint" />}
        >
          <Price money={totals.income} />
        </StatTile>
      </dl>
      <FiguresByMonth months={data.months} layout={LAYOUT} currency={currency} period={period} />
    </>
  );
}
