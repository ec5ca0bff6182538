// The charts' figures as a table, newest month first, behind "Figures by month": the charts' text alternative, and
// the exact numbers for anyone who wants them. A month where no deal ended has no rate: a dash, said in words.
import { FormattedMessage, useIntl } from 'react-intl';
import { formatFigure, monthStart } from './figures';
import type { MonthlySeries } from './MonthlyChart';
import type { Currency } from '../../../../kernel';

interface MonthsTableProps {
  /** 'YYYY-MM', oldest first (as the charts). */
  months: readonly string[];
  columns: readonly MonthlySeries[];
  currency: Currency;
}

export function MonthsTable({ months, columns, currency }: MonthsTableProps) {
  const intl = useIntl();
  const newestFirst = months.map((month, index) => ({ month, index })).reverse();
  return (
    <details className="profile-card statistics-table" id="statistics-table">
      <summary>
        <FormattedMessage id="statistics.table.title" />
      </summary>
      <div className="statistics-table__scroll">
        <table>
          <caption className="visually-hidden">
            <FormattedMessage id="statistics.table.title" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="statistics.month" />
              </th>
              {columns.map((column) => (
                <th key={column.label} scope="col" className="is-end">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {newestFirst.map(({ month, index }) => (
              <tr key={month} data-month={month}>
                <th scope="row">
                  {intl.formatDate(monthStart(month), { month: 'short', year: 'numeric', timeZone: 'UTC' })}
                </th>
                {columns.map((column) => {
                  const value = column.values[index] ?? null;
                  return (
                    <td key={column.label} className="is-end">
                      {value === null ? (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="visually-hidden">
                            <FormattedMessage id="statistics.rate.none" />
                          </span>
                        </>
                      ) : (
                        formatFigure(intl, column.unit, value, currency)
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
