// A table of records (spec trading-core 2 "History tables", 3 "History row columns"): a table from 744 px,
// one card per row below, each cell labelled with its column. Plus the cells most tables have.
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import './dataTable.css';

export interface Column<T> {
  id: string;
  /** Message id of the header. */
  title: string;
  cell: (row: T) => ReactNode;
  align?: 'end';
  /** Shown in the card's head on phones (item and status). */
  main?: boolean;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  /** data-table--<kind> on the table. */
  kind: string;
}

export function DataTable<T extends { id: string }>({ caption, columns, rows, kind }: DataTableProps<T>) {
  const intl = useIntl();
  return (
    <div className="data-table-wrap">
      <table className={`data-table data-table--${kind}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={`data-table__${c.id}${c.align === 'end' ? ' is-end' : ''}`}>
                <FormattedMessage id={c.title} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-row-id={row.id}>
              {columns.map((c) => (
                <td
                  key={c.id}
                  className={`data-table__${c.id}${c.align === 'end' ? ' is-end' : ''}${c.main ? ' is-main' : ''}`}
                  data-label={intl.formatMessage({ id: c.title })}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A long id, shortened; the whole one is in the tooltip and for screen readers. */
export function ShortId({ id }: { id: string }) {
  return (
    <span className="short-id" title={id}>
      <span aria-hidden="true">{id.slice(0, 8)}</span>
      <span className="visually-hidden">{id}</span>
    </span>
  );
}

export function DateTime({ value }: { value: string }) {
  return (
    <time dateTime={value} className="history-date">
      <FormattedDate value={value} dateStyle="medium" timeStyle="short" />
    </time>
  );
}
