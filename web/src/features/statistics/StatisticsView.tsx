// What both statistics tabs share around their figures: the title and the period picker (the period lives in the
// address, ?months=, so a reload or a shared link shows the same), the role's figures for the period in the user's
// currency, and then a skeleton while the first figures load, a retry when they failed, a friendly start when the
// period has nothing, or the figures. While another period or currency loads, the last figures stay, dimmed.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { store } from '../../shared/state/store';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { RetryBox } from '../../shared/ui/RetryBox';
import { SegmentedControl } from '../../shared/ui/SegmentedControl';
import { useTitle } from '../../shared/ui/useTitle';
import { type StatisticsByRole, type StatisticsRole, useStatistics } from './api';
import { type Period, PERIODS, periodSearch, readPeriod } from './figures';
import { NoDeals } from './NoDeals';
import { StatisticsSkeleton } from './StatisticsSkeleton';
import type { Currency } from '../../../../kernel';
import '../../shared/ui/card.css';
import './statistics.css';

const ROLE_ICONS: Record<StatisticsRole, IconName> = { buyer: 'chart', seller: 'trendUp' };

/** The tab's period, read from and written to the address. */
function usePeriod(): [Period, (period: Period) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  return [readPeriod(search), (period) => navigate(`${location}${periodSearch(search, period)}`, { replace: true })];
}

interface StatisticsViewProps<R extends StatisticsRole> {
  userRole: R;
  isEmpty: (data: StatisticsByRole[R]) => boolean;
  /** The figures, for the period chosen, amounts in the user's currency. */
  children: (data: StatisticsByRole[R], view: { period: Period; currency: Currency }) => ReactNode;
}

export function StatisticsView<R extends StatisticsRole>({
  userRole: role,
  isEmpty,
  children,
}: StatisticsViewProps<R>) {
  const intl = useIntl();
  useTitle(`title.statistics.${role}`);
  const [period, setPeriod] = usePeriod();
  const { currency } = useSnapshot(store);
  const { data, error, isLoading, mutate } = useStatistics(role, currency, period);
  const stale = Boolean(data) && isLoading;
  return (
    <section className="statistics" aria-labelledby="statistics-title" data-role={role}>
      <div className="seller-section-head statistics-head">
        <h2 id="statistics-title" className="profile-card__title statistics-head__title">
          <Icon name={ROLE_ICONS[role]} size={22} />
          <FormattedMessage id={`statistics.${role}.title`} />
        </h2>
        <SegmentedControl
          label={intl.formatMessage({ id: 'statistics.period' })}
          className="statistics-period"
          value={String(period)}
          onChange={(value) => setPeriod(Number(value) as Period)}
          segments={PERIODS.map((months) => ({
            value: String(months),
            label: intl.formatMessage({ id: 'statistics.period.last' }, { months }),
            content: <FormattedMessage id="statistics.period.months" values={{ months }} />,
          }))}
        />
      </div>
      {!data ? (
        error ? (
          <RetryBox message="statistics.error.load" onRetry={() => void mutate()} />
        ) : (
          <StatisticsSkeleton />
        )
      ) : (
        <div className={`statistics-body${stale ? ' is-stale' : ''}`} aria-busy={stale}>
          {isEmpty(data) ? <NoDeals userRole={role} period={period} /> : children(data, { period, currency })}
        </div>
      )}
    </section>
  );
}
