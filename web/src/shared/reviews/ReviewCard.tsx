// One review: who wrote it, its stars and when, and its text as written (long words wrapped).
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { ReviewView } from '../../../../modules/reviews/reviews.schemas';
import { StarRating } from './StarRating';
import './reviews.css';

export function ReviewCard({ review, id }: { review: ReviewView; id?: string }) {
  return (
    <article className="review" id={id} data-review={review.id} data-stars={review.stars}>
      <header className="review__head">
        <span className="review__avatar" aria-hidden="true">
          {review.author ? review.author.slice(0, 1).toUpperCase() : '?'}
        </span>
        <div className="review__who">
          <p className="review__author">{review.author || <FormattedMessage id="reviews.list.deletedUser" />}</p>
          <p className="review__meta">
            <StarRating value={review.stars} size="sm" />
            <time className="review__date" dateTime={review.at}>
              <FormattedDate value={review.at} dateStyle="medium" />
            </time>
          </p>
        </div>
      </header>
      {review.text && <p className="review__text">{review.text}</p>}
    </article>
  );
}
