// Events per day in the analytics panel (shared/charts' uPlot, already a lazy chunk of the statistics pages): one line
// per event name, the busiest first, the rest summed as "other".
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type uPlot from 'uplot';
import type { AnalyticsOverview } from '../../../../../modules/analytics/analytics.schemas';
import { axisLook, type ChartBuild, fitLabels, useUplot } from '../../../shared/charts/useUplot';

/** Lines drawn by name; more names than this are summed into one. */
const MAX_LINES = 5;
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 50_000, 100_000, 1_000_000];

export function EventsPerDayChart({ overview, otherLabel }: { overview: AnalyticsOverview; otherLabel: string }) {
  const intl = useIntl();
  const build = useCallback<ChartBuild>(
    (theme) => {
      const days = overview.eventsPerDay;
      const named = overview.eventNames.slice(0, MAX_LINES);
      const rest = overview.eventNames.slice(MAX_LINES);
      const lines = [
        ...named.map((name) => ({ label: name, values: days.map((d) => d.counts[name] ?? 0) })),
        ...(rest.length
          ? [{ label: otherLabel, values: days.map((d) => rest.reduce((sum, name) => sum + (d.counts[name] ?? 0), 0)) }]
          : []),
      ];
      const colours = [theme.line, theme.bars, theme.good, '#2f8fd8', '#d8462f', theme.text];
      const dayFormat = new Intl.DateTimeFormat(intl.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
      const dayOf = (index: number) => {
        const day = days[index]?.day;
        return day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : '';
      };
      const options: ReturnType<ChartBuild>['options'] = {
        // Room on the right for the last day's label, centred under the last point.
        padding: [12, 28, 0, 0],
        scales: {
          x: { time: false, range: () => [0, Math.max(1, days.length - 1)] },
          y: { range: (_u, _a, max) => [0, Math.max(4, max * 1.15)] },
        },
        series: [
          { label: intl.formatMessage({ id: 'admin.analytics.day' }), value: (_u, i) => (i == null ? '–' : dayOf(i)) },
          ...lines.map(
            (line, n): uPlot.Series => ({
              label: line.label,
              stroke: colours[n % colours.length],
              width: 2,
              points: { show: days.length <= 31 },
              value: (_u, v) => (v == null ? '–' : intl.formatNumber(v)),
            }),
          ),
        ],
        axes: [
          {
            ...axisLook(theme),
            grid: { show: false },
            space: 56,
            incrs: [1, 2, 7, 14, 30],
            values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? dayOf(i) : '')),
          },
          {
            ...axisLook(theme),
            incrs: COUNT_STEPS,
            size: fitLabels(theme.font),
            values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? intl.formatNumber(v) : '')),
          },
        ],
      };
      const data: uPlot.AlignedData = [days.map((_, i) => i), ...lines.map((l) => l.values)];
      return { options, data };
    },
    [overview, otherLabel, intl],
  );
  const boxRef = useUplot(build, 260);
  return (
    <div
      ref={boxRef}
      className="chart analytics-panel__chart"
      role="img"
      aria-label={intl.formatMessage({ id: 'admin.analytics.eventsPerDay' })}
    />
  );
}
