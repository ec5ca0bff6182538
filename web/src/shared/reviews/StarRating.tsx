// Stars out of five for a review or an average, read-only (spec trading-core 2): each star filled as far as the
// value reaches (4.3 fills four and a third), and the number in words for screen readers.
import { useIntl } from 'react-intl';
import { Icon } from '../ui/Icon';
import './starRating.css';

export const STARS_MAX = 5;

/** How much of the star at `index` (0-based) a value fills, in percent. */
const fillOf = (value: number, index: number) => Math.round(Math.min(1, Math.max(0, value - index)) * 100);

export function StarRating({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' | 'lg' }) {
  const intl = useIntl();
  const px = size === 'lg' ? 24 : size === 'sm' ? 16 : 20;
  return (
    <span
      className={`star-rating star-rating--${size}`}
      role="img"
      aria-label={intl.formatMessage({ id: 'reviews.stars.label' }, { value, max: STARS_MAX })}
      data-stars={value}
    >
      {Array.from({ length: STARS_MAX }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars, never reordered
        <span key={i} className="star-rating__star">
          <Icon name="star" size={px} fill="currentColor" stroke="none" />
          <span className="star-rating__fill" style={{ width: `${fillOf(value, i)}%` }}>
            <Icon name="star" size={px} fill="currentColor" stroke="none" />
          </span>
        </span>
      ))}
    </span>
  );
}
