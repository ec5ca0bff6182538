// The profile's buyer statistics tab (spec trading-core 2 "Profile tabs", 3 "Buyer statistics"): the period's
// purchases and success rate, the most expensive item bought; purchases per month (bars); the successful-purchase
// percentage per month; and the same figures as a table. The price is in the user's currency.
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { BuyerStatistics } from '../../../../modules/orders/orders.schemas';
import { itemPath } from '../../shared/items/itemPaths';
import { Price } from '../../shared/ui/Price';
import { type BuyerMonth, buyerIsEmpty, buyerTotals, type Period } from './figures';
import { FiguresByMonth, type FiguresLayout } from './FiguresByMonth';
import { StatisticsView } from './StatisticsView';
import { RateTile, StatTile } from './StatTile';
import type { Currency } from '../../../../kernel';

const LAYOUT: FiguresLayout<BuyerMonth, 'purchases' | 'rate'> = {
  figures: {
    purchases: { label: 'statistics.buyer.purchases', kind: 'bars', unit: 'count', of: (m) => m.purchases },
    rate: { label: 'statistics.buyer.rate', kind: 'line', unit: 'percent', of: (m) => m.successPercent },
  },
  chart: { title: 'statistics.buyer.chart', keys: ['purchases'], height: 240 },
  rate: 'rate',
};

export default function BuyerStatisticsPage() {
  return (
    <StatisticsView userRole="buyer" isEmpty={buyerIsEmpty}>
      {(data, view) => <BuyerFigures data={data} {...view} />}
    </StatisticsView>
  );
}

function BuyerFigures({ data, period, currency }: { data: BuyerStatistics; period: Period; currency: Currency }) {
  const intl = useIntl();
  const totals = buyerTotals(data.months);
  return (
    <>
      <dl className="statistics-tiles">
        <StatTile id="purchases" label={<FormattedMessage id="statistics.buyer.purchases" />}>
          {intl.formatNumber(totals.purchases)}
        </StatTile>
        <RateTile label={<FormattedMessage id="statistics.buyer.rate" />} percent={totals.successPercent} />
        <MostExpensive item={data.mostExpensive} />
      </dl>
      <FiguresByMonth months={data.months} layout={LAYOUT} currency={currency} period={period} />
    </>
  );
}

/**
 * The dearest item bought in the period: its price, its name linking to its item page (the statistics carry no
 * item type: the item page puts the canonical address in place), and the day it was bought.
 */
function MostExpensive({ item }: { item: BuyerStatistics['mostExpensive'] }) {
  return (
    <StatTile
      id="most-expensive"
      label={<FormattedMessage id="statistics.buyer.mostExpensive" />}
      hint={
        item && (
          <>
            <Link href={itemPath({ type: 'item', slug: item.slug, id: item.itemId })} className="statistics-tile__item">
              {item.name}
            </Link>
            <FormattedDate value={item.at} dateStyle="medium" />
          </>
        )
      }
    >
      {item ? <Price money={item.price} /> : '—'}
    </StatTile>
  );
}
