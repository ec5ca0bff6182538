// Price history chart: average price per day (line) over sales volume (bars), drawn with uPlot (shared/charts). This
// module is a lazy chunk of the item page, so uPlot never reaches the initial bundle.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import uPlot from 'uplot';
import type { HistoryPoint } from '../../../../modules/market/market.schemas';
import { axisLook, type ChartBuild, useUplot } from '../../shared/charts/useUplot';
import { formatMoney, moneyFormatter, toMinor } from '../../shared/format/money';
import { MINOR_PER_MAJOR, type Currency } from '../../../../kernel';

const HEIGHT = 280;
const DAY_SECONDS = 86_400;

interface PriceChartProps {
  points: HistoryPoint[];
  currency: Currency;
  /** The period shown (7, 30 or 90 days). */
  days: number;
}

export default function PriceChart({ points, currency, days }: PriceChartProps) {
  const intl = useIntl();
  const priceLabel = intl.formatMessage({ id: 'item.history.averagePrice' });
  const volumeLabel = intl.formatMessage({ id: 'item.history.volume' });

  const build = useCallback<ChartBuild>(
    (theme) => {
      // The chart draws major units (uPlot picks round ticks of them); labels go back to minor units to format.
      const money = moneyFormatter(intl.locale, currency, { maximumFractionDigits: 2 });
      const moneyShort = moneyFormatter(intl.locale, currency, { notation: 'compact', maximumFractionDigits: 1 });
      const dayFormat = new Intl.DateTimeFormat(intl.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
      const xs = points.map((p) => Date.parse(`${p.day}T00:00:00Z`) / 1000);
      const prices = points.map((p) => p.averagePrice / MINOR_PER_MAJOR);
      const volumes = points.map((p) => p.volume);
      const options: ReturnType<ChartBuild>['options'] = {
        // Days are UTC dates: keep ticks and labels on UTC midnight.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        padding: [12, 8, 0, 4],
        scales: {
          x: {
            time: true,
            // One point still gets a day either side, so its bar has room.
            range: (_u, min, max) =>
              min === max ? [min - DAY_SECONDS, max + DAY_SECONDS] : [min - DAY_SECONDS / 2, max + DAY_SECONDS / 2],
          },
          price: {
            range: (_u, min, max) => {
              const pad = (max - min) * 0.15 || max * 0.2 || 1;
              return [Math.max(0, min - pad), max + pad];
            },
          },
          // Bars use the lower third of the plot, under the line.
          volume: { auto: true, range: (_u, _min, max) => [0, Math.max(1, max) * 3] },
        },
        series: [
          {
            label: intl.formatMessage({ id: 'item.history.day' }),
            value: (_u, ts) => (ts == null ? '–' : dayFormat.format(new Date(ts * 1000))),
          },
          {
            label: volumeLabel,
            scale: 'volume',
            fill: theme.bars,
            stroke: theme.bars,
            width: 0,
            paths: uPlot.paths.bars?.({ size: [0.6, 28], align: 0 }),
            points: { show: false },
            value: (_u, v) => (v == null ? '–' : intl.formatNumber(v)),
          },
          {
            label: priceLabel,
            scale: 'price',
            stroke: theme.line,
            width: 2.5,
            spanGaps: true,
            points: { show: points.length <= 31, size: 6, fill: theme.line, stroke: theme.line },
            value: (_u, v) => (v == null ? '–' : money(toMinor(v))),
          },
        ],
        axes: [
          {
            ...axisLook(theme),
            ticks: { stroke: theme.grid, width: 1, size: 4 },
            values: (_u, splits) => splits.map((ts) => dayFormat.format(new Date(ts * 1000))),
            space: 64,
          },
          {
            ...axisLook(theme),
            scale: 'price',
            size: 64,
            values: (_u, splits) => splits.map((v) => moneyShort(toMinor(v))),
          },
          {
            ...axisLook(theme),
            scale: 'volume',
            side: 1,
            grid: { show: false },
            size: 36,
            // Only whole sales, and only in the bars' third.
            values: (u, splits) => {
              const max = (u.scales.volume?.max ?? 3) / 3;
              return splits.map((v) => (Number.isInteger(v) && v <= max ? intl.formatNumber(v) : ''));
            },
          },
        ],
      };
      return { options, data: [xs, volumes, prices] };
    },
    [points, currency, intl, priceLabel, volumeLabel],
  );
  const boxRef = useUplot(build, HEIGHT);

  return (
    <figure className="price-chart-figure">
      <div
        ref={boxRef}
        className="chart price-chart"
        role="img"
        aria-label={intl.formatMessage({ id: 'item.history.chartLabel' }, { days })}
      />
      {/* The numbers behind the chart, for screen readers (a table ignores a 1 px width: hidden in a div). */}
      <div className="visually-hidden">
        <table>
          <caption>{intl.formatMessage({ id: 'item.history.title' })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'item.history.day' })}</th>
              <th scope="col">{priceLabel}</th>
              <th scope="col">{volumeLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.day}>
                <td>{intl.formatDate(`${p.day}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}</td>
                <td>{formatMoney(intl, { amount: p.averagePrice, currency })}</td>
                <td>{intl.formatNumber(p.volume)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
