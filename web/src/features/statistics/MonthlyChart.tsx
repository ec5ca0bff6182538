// A chart of figures per month (shared/charts' uPlot): one bar or line series per figure, a month a slot. Counts,
// money and percentages each get their own y axis (the first on the left with the grid, a second on the right).
// Months without a value (no deal ended: no rate) are gaps, not zeros. The legend names the month under the
// pointer, the latest one otherwise; the MonthsTable beside it says the same for screen readers.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import uPlot from 'uplot';
import { axisLook, type ChartBuild, type ChartTheme, fitLabels, useUplot } from '../../shared/charts/useUplot';
import { moneyFormatter, toMinor } from '../../shared/format/money';
import { formatFigure, monthStart, type Unit } from './figures';
import { MINOR_PER_MAJOR, type Currency } from '../../../../kernel';

export interface MonthlySeries {
  label: string;
  kind: 'bars' | 'line';
  /** count: whole numbers; money: minor units of the chart's currency; percent: 0 to 100. */
  unit: Unit;
  values: readonly (number | null)[];
}

interface MonthlyChartProps {
  /** 'YYYY-MM', oldest first, every month of the period. */
  months: readonly string[];
  series: readonly MonthlySeries[];
  currency: Currency;
  /** What the chart shows, in words (its text alternative points to the table). */
  label: string;
  height: number;
}

/** Whole steps only: a count axis never reads 2.5 sales. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000, 2_000, 5_000, 10_000, 50_000, 100_000];
const PERCENT_STEPS = [10, 20, 25, 50];
/** From this width (px) a chart's money ticks have room for the currency sign. */
const WIDE = 560;
/** Month ticks every 1, 2, 3, 4, 6 or 12 months, as many as fit. */
const MONTH_STEPS = [1, 2, 3, 4, 6, 12];

/** Each unit's value range: from zero with a little room above; percent 0 to 100 with room for the points. */
function unitRange(unit: Unit): uPlot.Scale.Range {
  if (unit === 'percent') return () => [-3, 104];
  return (_u, _min, max) => [0, Math.max(unit === 'count' ? 4 : 1, max * 1.15)];
}

export function MonthlyChart({ months, series, currency, label, height }: MonthlyChartProps) {
  const intl = useIntl();
  const monthLabel = intl.formatMessage({ id: 'statistics.month' });

  const build = useCallback<ChartBuild>(
    (theme) => {
      const moneyShort = moneyFormatter(intl.locale, currency, { notation: 'compact', maximumFractionDigits: 1 });
      const shortMonth = new Intl.DateTimeFormat(intl.locale, { month: 'short', timeZone: 'UTC' });
      const longMonth = new Intl.DateTimeFormat(intl.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
      const year = new Intl.DateTimeFormat(intl.locale, { year: 'numeric', timeZone: 'UTC' });
      // Drawn values are major units for money: back to minor units to say them.
      const show = (unit: Unit) => (v: number) => formatFigure(intl, unit, unit === 'money' ? toMinor(v) : v, currency);
      // A narrow chart's money ticks drop the currency sign ("50K", "50 тыс."): the axis has the line's colour, and the
      // legend says the amount in full.
      const tick: Record<Unit, (v: number, wide: boolean) => string> = {
        count: (v) => (Number.isInteger(v) ? intl.formatNumber(v) : ''),
        money: (v, wide) =>
          wide ? moneyShort(toMinor(v)) : intl.formatNumber(v, { notation: 'compact', maximumFractionDigits: 1 }),
        percent: show('percent'),
      };
      const units = [...new Set(series.map((s) => s.unit))];
      const at = (index: number) => monthStart(months[index] ?? '1970-01');

      const options: ReturnType<ChartBuild>['options'] = {
        padding: [12, 4, 0, 0],
        scales: {
          x: { time: false, range: () => [-0.5, months.length - 0.5] },
          ...Object.fromEntries(units.map((unit) => [unit, { range: unitRange(unit) }])),
        },
        series: [
          {
            label: monthLabel,
            value: (_u, index) => (index == null || !months[index] ? '–' : longMonth.format(at(index))),
          },
          ...series.map((s) => seriesOf(s, theme, show(s.unit))),
        ],
        axes: [
          {
            ...axisLook(theme),
            grid: { show: false },
            incrs: MONTH_STEPS,
            space: 44,
            size: 44,
            // The short month; under the first and wherever the year changes, the year.
            values: (_u, splits) =>
              splits.map((index, n) => {
                const month = months[index];
                if (!Number.isInteger(index) || !month) return '';
                const previous = months[splits[n - 1] ?? -1];
                return previous?.slice(0, 4) === month.slice(0, 4)
                  ? shortMonth.format(at(index))
                  : `${shortMonth.format(at(index))}\n${year.format(at(index))}`;
              }),
          },
          ...units.map(
            (unit, n): uPlot.Axis => ({
              ...axisLook(theme),
              scale: unit,
              side: n === 0 ? 3 : 1,
              grid: { show: n === 0, stroke: theme.grid, width: 1 },
              incrs: unit === 'count' ? COUNT_STEPS : unit === 'percent' ? PERCENT_STEPS : undefined,
              size: fitLabels(theme.font),
              stroke: unit === 'money' ? theme.line : theme.text,
              values: (u, splits) => splits.map((v) => tick[unit](v, u.width >= WIDE)),
            }),
          ),
        ],
      };
      const data: uPlot.AlignedData = [months.map((_, index) => index), ...series.map((s) => s.values.map(major(s)))];
      return { options, data };
    },
    [months, series, currency, intl, monthLabel],
  );
  const boxRef = useUplot(build, height);

  return <div ref={boxRef} className="chart statistics-chart" role="img" aria-label={label} />;
}

/** A series' values as drawn: money in major units (uPlot picks round ticks of them). */
const major = (s: MonthlySeries) => (v: number | null) => (v === null || s.unit !== 'money' ? v : v / MINOR_PER_MAJOR);

function seriesOf(s: MonthlySeries, theme: ChartTheme, show: (v: number) => string): uPlot.Series {
  const value = (_u: uPlot, v: number | null) => (v == null ? '–' : show(v));
  if (s.kind === 'bars') {
    return {
      label: s.label,
      scale: s.unit,
      fill: theme.bars,
      stroke: theme.bars,
      width: 0,
      paths: uPlot.paths.bars?.({ size: [0.6, 40], align: 0 }),
      points: { show: false },
      value,
    };
  }
  const colour = s.unit === 'percent' ? theme.good : theme.line;
  return {
    label: s.label,
    scale: s.unit,
    stroke: colour,
    width: 2.5,
    spanGaps: false,
    points: { show: true, size: 7, fill: colour, stroke: colour },
    value,
  };
}
