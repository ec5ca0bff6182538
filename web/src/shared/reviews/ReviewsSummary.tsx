// The average over all of a list's reviews, as a number and as stars, and how many there are; or that there are none.
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { StarRating } from './StarRating';
import './reviews.css';

export function ReviewsSummary({ average, count, id }: { average: number | null; count: number; id?: string }) {
  if (average === null || count === 0) {
    return (
      <div className="reviews-summary reviews-summary--none" id={id} data-count={0}>
        <StarRating value={0} />
        <p className="reviews-summary__count">
          <FormattedMessage id="reviews.summary.none" />
        </p>
      </div>
    );
  }
  return (
    <div className="reviews-summary" id={id} data-count={count} data-average={average}>
      <p className="reviews-summary__average" aria-hidden="true">
        <FormattedNumber value={average} minimumFractionDigits={1} maximumFractionDigits={1} />
      </p>
      <div className="reviews-summary__side">
        <StarRating value={average} size="lg" />
        <p className="reviews-summary__count">
          <FormattedMessage id="reviews.summary.count" values={{ count }} />
        </p>
      </div>
    </div>
  );
}
