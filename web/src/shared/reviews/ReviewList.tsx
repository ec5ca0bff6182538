// A list of reviews, newest first, read page by page with "Show more" (a seller's, the site's): loading, failing
// with a retry, empty in the caller's words.
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../ui/Button';
import { CardLoading } from '../ui/CardLoading';
import { EmptyBox } from '../ui/EmptyBox';
import { Icon } from '../ui/Icon';
import { RetryBox } from '../ui/RetryBox';
import { hasMoreReviews, reviewsOf } from './paging';
import { ReviewCard } from './ReviewCard';
import type { ReviewPages } from './useReviewPages';
import './reviews.css';

interface ReviewListProps {
  pages: ReviewPages;
  /** The list's id; its parts are named after it (`${id}-more`, `${id}-empty`). */
  id: string;
  /** What an empty list says. */
  empty: ReactNode;
}

export function ReviewList({ pages, id, empty }: ReviewListProps) {
  const intl = useIntl();
  const { data, error, size, setSize, mutate } = pages;
  const [retrying, setRetrying] = useState(false);
  if (!data) {
    return error ? (
      <RetryBox id={`${id}-failed`} message="reviews.list.failed" onRetry={() => void mutate()} />
    ) : (
      <CardLoading inline label="reviews.list.loading" />
    );
  }
  const reviews = reviewsOf(data);
  if (reviews.length === 0) {
    return (
      <EmptyBox id={`${id}-empty`}>
        <Icon name="chat" size={32} />
        <p>{empty}</p>
      </EmptyBox>
    );
  }
  const loadingMore = !error && size > 0 && data[size - 1] === undefined;
  return (
    <>
      <ul className="review-list" id={id} aria-label={intl.formatMessage({ id: 'reviews.list.label' })}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {error ? (
        <div className="review-list__more review-list__more--error" role="alert">
          <FormattedMessage id="reviews.list.failed" />
          <Button
            variant="secondary"
            size="sm"
            disabled={retrying}
            onClick={async () => {
              setRetrying(true);
              await mutate();
              setRetrying(false);
            }}
          >
            <Icon name="reload" size={18} />
            <FormattedMessage id="market.error.retry" />
          </Button>
        </div>
      ) : (
        hasMoreReviews(data) && (
          <div className="review-list__more">
            <Button
              variant="secondary"
              id={`${id}-more`}
              disabled={loadingMore}
              aria-busy={loadingMore || undefined}
              onClick={() => void setSize(size + 1)}
            >
              {loadingMore && <span className="spinner spinner--inline" aria-hidden="true" />}
              <FormattedMessage id="reviews.list.more" />
            </Button>
          </div>
        )
      )}
    </>
  );
}
