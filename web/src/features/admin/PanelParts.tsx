// What every console panel shows around its content: loading, a failed read, an empty list, a refused action.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardLoading } from '../../shared/ui/CardLoading';

interface PanelBodyProps<T> {
  data: T | undefined;
  error: unknown;
  empty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

export function PanelBody<T>({ data, error, empty, children }: PanelBodyProps<T>) {
  if (error && !data)
    return (
      <p className="admin-alert" role="alert">
        <FormattedMessage id="admin.loadFailed" />
      </p>
    );
  if (data === undefined) return <CardLoading />;
  if (empty?.(data))
    return (
      <p className="admin-empty">
        <FormattedMessage id="admin.empty" />
      </p>
    );
  return <>{children(data)}</>;
}

export function ActionError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="admin-alert" role="alert">
      <FormattedMessage id="admin.actionFailed" values={{ error }} />
    </p>
  );
}

/** A console table's head: one column per message id. */
export function TableHead({ titles }: { titles: readonly string[] }) {
  return (
    <thead>
      <tr>
        {titles.map((id) => (
          <th key={id}>
            <FormattedMessage id={id} />
          </th>
        ))}
      </tr>
    </thead>
  );
}

interface SearchFieldProps {
  name: string;
  /** Message ids of the label and the placeholder. */
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}

/** A panel's search box: a label beside the input. */
export function SearchField({ name, label, hint, value, onChange }: SearchFieldProps) {
  const intl = useIntl();
  return (
    <label className="admin-filter">
      <FormattedMessage id={label} />
      <input
        type="search"
        name={name}
        value={value}
        placeholder={intl.formatMessage({ id: hint })}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
