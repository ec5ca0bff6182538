// The statistics' shape while the first figures load: three tiles and a chart, shimmering.
import { useIntl } from 'react-intl';
import '../../shared/ui/skeleton.css';

export function StatisticsSkeleton() {
  const intl = useIntl();
  return (
    <div
      className="statistics-body"
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'statistics.loading' })}
    >
      <div className="statistics-tiles" aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <div key={n} className="statistics-tile">
            <span className="skeleton skeleton--line skeleton--short" />
            <span className="skeleton statistics-skeleton__value" />
          </div>
        ))}
      </div>
      <div className="profile-card" aria-hidden="true">
        <span className="skeleton skeleton--line skeleton--short" />
        <div className="skeleton statistics-skeleton__chart" />
      </div>
    </div>
  );
}
