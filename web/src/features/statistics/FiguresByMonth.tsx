// The figures of a tab month by month, as both tabs show them: the tab's main chart in a card, the success rate's
// chart in another (in words instead when no deal ended in the period: a line of gaps would look broken), and
// every figure in the months' table, as the tab's layout says.
import { type ReactNode, useMemo } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { hasRates, type Period, type Unit } from './figures';
import { MonthlyChart, type MonthlySeries } from './MonthlyChart';
import { MonthsTable } from './MonthsTable';
import type { Currency } from '../../../../kernel';

/** One figure: its name (a message id), how it is drawn, and its value in a month of the server's answer. */
export interface Figure<M> {
  label: string;
  kind: MonthlySeries['kind'];
  unit: Unit;
  of: (month: M) => number | null;
}

/** A tab's figures: every one (in the table's order), the main chart's (its title, a message id) and the rate's. */
export interface FiguresLayout<M, K extends string> {
  figures: Record<K, Figure<M>>;
  chart: { title: string; keys: readonly K[]; height: number };
  rate: K;
}

interface FiguresByMonthProps<M extends { month: string }, K extends string> {
  /** The server's months, oldest first. */
  months: readonly M[];
  /** A module constant: the charts redraw only when the months change. */
  layout: FiguresLayout<M, K>;
  currency: Currency;
  period: Period;
}

const RATE_HEIGHT = 200;

/** What the chart shows and where its figures are in words, for screen readers. */
const chartLabel = (intl: IntlShape, what: string, months: Period) =>
  intl.formatMessage({ id: 'statistics.chart.label' }, { what, months });

export function FiguresByMonth<M extends { month: string }, K extends string>(props: FiguresByMonthProps<M, K>) {
  const { months, layout, currency, period } = props;
  const { figures, chart, rate } = layout;
  const intl = useIntl();
  const { names, main, rates, columns } = useMemo(() => {
    const keys = Object.keys(figures) as K[];
    const series = Object.fromEntries(
      keys.map((key) => {
        const figure = figures[key];
        const drawn: MonthlySeries = {
          label: intl.formatMessage({ id: figure.label }),
          kind: figure.kind,
          unit: figure.unit,
          values: months.map(figure.of),
        };
        return [key, drawn];
      }),
    ) as Record<K, MonthlySeries>;
    return {
      names: months.map((m) => m.month),
      main: chart.keys.map((key) => series[key]),
      rates: [series[rate]],
      columns: keys.map((key) => series[key]),
    };
  }, [months, figures, chart, rate, intl]);
  const [rateSeries] = rates;

  return (
    <>
      <ChartCard id="statistics-main" title={intl.formatMessage({ id: chart.title })}>
        <MonthlyChart
          months={names}
          series={main}
          currency={currency}
          height={chart.height}
          label={chartLabel(intl, intl.formatMessage({ id: chart.title }), period)}
        />
      </ChartCard>
      {rateSeries && (
        <ChartCard id="statistics-rates" title={rateSeries.label}>
          {hasRates(rateSeries.values) ? (
            <MonthlyChart
              months={names}
              series={rates}
              currency={currency}
              height={RATE_HEIGHT}
              label={chartLabel(intl, rateSeries.label, period)}
            />
          ) : (
            <p className="statistics-card__note">
              <FormattedMessage id="statistics.rate.noneYet" />
            </p>
          )}
        </ChartCard>
      )}
      <MonthsTable months={names} columns={columns} currency={currency} />
    </>
  );
}

function ChartCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="profile-card statistics-card" id={id} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="statistics-card__title">
        {title}
      </h3>
      {children}
    </section>
  );
}
