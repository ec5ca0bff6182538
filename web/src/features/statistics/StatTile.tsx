// One figure of the period in a tile: what it is, the figure, and a line that qualifies it. The tiles form a <dl>.
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';

interface StatTileProps {
  id: string;
  label: ReactNode;
  children: ReactNode;
  hint?: ReactNode;
}

export function StatTile({ id, label, children, hint }: StatTileProps) {
  return (
    <div className="statistics-tile" data-tile={id}>
      <dt className="statistics-tile__label">{label}</dt>
      <dd className="statistics-tile__value">{children}</dd>
      {hint && <dd className="statistics-tile__hint">{hint}</dd>}
    </div>
  );
}

/** The period's success rate (the mean of its months'), or a dash when no deal ended in it. */
export function RateTile({ label, percent }: { label: ReactNode; percent: number | null }) {
  return (
    <StatTile
      id="success"
      label={label}
      hint={<FormattedMessage id={percent === null ? 'statistics.rate.none' : 'statistics.rate.average'} />}
    >
      {percent === null ? '—' : <FormattedNumber value={percent / 100} style="percent" />}
    </StatTile>
  );
}
