// The console's analytics overview (issue 19; spec accounts-platform 2.4, 4.12): events per day, the sign-up ->
// top-up -> purchase funnel of people who signed up in the window, page visits per route name, and how many browsers
// each A-B test got (4.6). Event and route names stay as the API writes them: they are the words staff use in queries.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import type { AnalyticsOverview } from '../../../../../modules/analytics/analytics.schemas';
import { jsonFetcher } from '../../../shared/api/fetchers';
import { SegmentedControl } from '../../../shared/ui/SegmentedControl';
import { PanelBody } from '../PanelParts';
import { EventsPerDayChart } from './EventsPerDayChart';
import './analyticsPanel.css';

const WINDOWS = ['7', '14', '30', '90'] as const;
type Window = (typeof WINDOWS)[number];
/** Routes listed in the page-visits bars. */
const TOP_ROUTES = 15;

export default function AnalyticsPanel() {
  const intl = useIntl();
  const [days, setDays] = useState<Window>('14');
  const { data, error } = useSWR<AnalyticsOverview>(`/api/admin/analytics/overview?days=${days}`, jsonFetcher);
  const daysLabel = (n: string) => intl.formatMessage({ id: 'admin.analytics.days' }, { days: Number(n) });

  return (
    <div className="analytics-panel">
      <div className="analytics-panel__head">
        <SegmentedControl<Window>
          label={intl.formatMessage({ id: 'admin.analytics.window' })}
          value={days}
          onChange={setDays}
          segments={WINDOWS.map((n) => ({ value: n, label: daysLabel(n), content: daysLabel(n) }))}
        />
      </div>
      <PanelBody data={data} error={error}>
        {(overview) => <Overview overview={overview} />}
      </PanelBody>
    </div>
  );
}

function Overview({ overview }: { overview: AnalyticsOverview }) {
  const intl = useIntl();
  const total = overview.eventsPerDay.reduce((sum, d) => sum + Object.values(d.counts).reduce((a, b) => a + b, 0), 0);
  const { signedUp, toppedUp, purchased } = overview.funnel;
  const steps = [
    { id: 'admin.analytics.funnel.signedUp', value: signedUp },
    { id: 'admin.analytics.funnel.toppedUp', value: toppedUp },
    { id: 'admin.analytics.funnel.purchased', value: purchased },
  ];
  const routes = overview.pageVisits.slice(0, TOP_ROUTES);
  const maxVisits = Math.max(1, ...routes.map((r) => r.visits));
  const percent = (part: number, whole: number) =>
    whole ? intl.formatNumber(part / whole, { style: 'percent', maximumFractionDigits: 1 }) : '–';

  return (
    <div className="analytics-panel__grid">
      <article className="analytics-card analytics-card--wide">
        <h3 className="analytics-card__title">
          <FormattedMessage id="admin.analytics.eventsPerDay" />
          <span className="analytics-card__note">
            <FormattedMessage id="admin.analytics.eventsTotal" values={{ count: total }} />
          </span>
        </h3>
        {total ? (
          <EventsPerDayChart overview={overview} otherLabel={intl.formatMessage({ id: 'admin.analytics.other' })} />
        ) : (
          <p className="analytics-card__empty">
            <FormattedMessage id="admin.analytics.noEvents" />
          </p>
        )}
      </article>

      <article className="analytics-card">
        <h3 className="analytics-card__title">
          <FormattedMessage id="admin.analytics.funnel" />
        </h3>
        <ol className="analytics-bars">
          {steps.map((step, n) => (
            <li key={step.id} className="analytics-bars__row">
              <span className="analytics-bars__label">
                <FormattedMessage id={step.id} />
              </span>
              <span className="analytics-bars__track">
                <span
                  className={`analytics-bars__fill analytics-bars__fill--step${n}`}
                  style={{ width: `${signedUp ? (step.value / signedUp) * 100 : 0}%` }}
                />
              </span>
              <span className="analytics-bars__value">
                {intl.formatNumber(step.value)}
                {n > 0 && <small> · {percent(step.value, signedUp)}</small>}
              </span>
            </li>
          ))}
        </ol>
        <p className="analytics-card__note">
          <FormattedMessage id="admin.analytics.funnel.note" />
        </p>
      </article>

      <article className="analytics-card">
        <h3 className="analytics-card__title">
          <FormattedMessage id="admin.analytics.abGroups" />
        </h3>
        {overview.abGroups.length ? (
          <dl className="analytics-ab">
            {overview.abGroups.map((group) => (
              <div key={group.name} className="analytics-ab__row">
                <dt>
                  <code>{group.name}</code>
                </dt>
                <dd>{intl.formatNumber(group.browsers)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="analytics-card__empty">
            <FormattedMessage id="admin.analytics.noEvents" />
          </p>
        )}
      </article>

      <article className="analytics-card analytics-card--wide">
        <h3 className="analytics-card__title">
          <FormattedMessage id="admin.analytics.pageVisits" />
        </h3>
        {routes.length ? (
          <ol className="analytics-bars">
            {routes.map((route) => (
              <li key={route.route} className="analytics-bars__row">
                <code className="analytics-bars__label">{route.route}</code>
                <span className="analytics-bars__track">
                  <span className="analytics-bars__fill" style={{ width: `${(route.visits / maxVisits) * 100}%` }} />
                </span>
                <span className="analytics-bars__value">{intl.formatNumber(route.visits)}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="analytics-card__empty">
            <FormattedMessage id="admin.analytics.noEvents" />
          </p>
        )}
      </article>
    </div>
  );
}
