// The statistics' calls (modules/orders, spec trading-core 3): a role's months in the user's currency. Changing the
// period or the currency keeps the last figures on screen while the new ones load.
import useSWR from 'swr';
import type { BuyerStatistics, SellerStatistics } from '../../../../modules/orders/orders.schemas';
import { jsonFetcher } from '../../shared/api/fetchers';
import { statisticsKey } from '../../shared/api/keys';
import type { Period } from './figures';
import type { Currency } from '../../../../kernel';

export interface StatisticsByRole {
  buyer: BuyerStatistics;
  seller: SellerStatistics;
}
export type StatisticsRole = keyof StatisticsByRole;

export function useStatistics<R extends StatisticsRole>(role: R, currency: Currency, months: Period) {
  return useSWR<StatisticsByRole[R]>(statisticsKey(role, currency, months), jsonFetcher, { keepPreviousData: true });
}
