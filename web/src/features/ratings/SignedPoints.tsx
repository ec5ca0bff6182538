// Points with their sign (+2.5, -1), coloured by direction.
import { FormattedNumber } from 'react-intl';

export function SignedPoints({ points }: { points: number }) {
  return (
    <span className={`ratings-points ${points > 0 ? 'is-up' : points < 0 ? 'is-down' : ''}`}>
      <FormattedNumber value={points} signDisplay="exceptZero" maximumFractionDigits={2} />
    </span>
  );
}
