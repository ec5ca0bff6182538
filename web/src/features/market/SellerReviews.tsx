// A seller's reviews on their market page (spec trading-core 2; the reviews flag): the average and count among the
// seller's facts, linked to the reviews below the cards, newest first with "Show more".
import { useCallback } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { ReviewsPage } from '../../../../modules/reviews/reviews.schemas';
import { sellerReviewsKey } from '../../shared/api/keys';
import { ReviewList } from '../../shared/reviews/ReviewList';
import { ReviewsSummary } from '../../shared/reviews/ReviewsSummary';
import { StarRating } from '../../shared/reviews/StarRating';
import { type ReviewPages, useReviewPages } from '../../shared/reviews/useReviewPages';
import { store } from '../../shared/state/store';

/** The seller's pages of reviews (by user id: a store link is not an address of reviews); none with the flag off. */
export function useSellerReviews(sellerId: string | null): ReviewPages | null {
  const { flags } = useSnapshot(store);
  const on = flags.reviews !== false && !!sellerId;
  const pageKey = useCallback((page: number) => sellerReviewsKey(sellerId ?? '', page), [sellerId]);
  const pages = useReviewPages(on ? pageKey : null);
  return on ? pages : null;
}

/** The seller's rating among their facts: the stars and the average, and how many reviews, down to the list. */
export function SellerRatingFact({ first }: { first: ReviewsPage | undefined }) {
  return (
    <div className="seller-facts__rating">
      <dt>
        <FormattedMessage id="reviews.seller.fact" />
      </dt>
      <dd id="seller-rating">
        {!first ? (
          <span className="seller-rating__loading skeleton" aria-hidden="true" />
        ) : first.average === null || first.count === 0 ? (
          <span className="seller-rating__none">
            <FormattedMessage id="reviews.summary.none" />
          </span>
        ) : (
          <a href="#seller-reviews" className="seller-rating">
            <StarRating value={first.average} size="sm" />
            <span className="seller-rating__average">
              <FormattedNumber value={first.average} minimumFractionDigits={1} maximumFractionDigits={1} />
            </span>
            <span className="seller-rating__count">
              <FormattedMessage id="reviews.summary.count" values={{ count: first.count }} />
            </span>
          </a>
        )}
      </dd>
    </div>
  );
}

export function SellerReviews({ pages, name }: { pages: ReviewPages; name: string }) {
  const first = pages.data?.[0];
  return (
    <section className="seller-reviews" id="seller-reviews" aria-labelledby="seller-reviews-title">
      <div className="market__head">
        <h2 id="seller-reviews-title" className="market__title">
          <FormattedMessage id="reviews.seller.title" />
        </h2>
      </div>
      {first && first.count > 0 && <ReviewsSummary average={first.average} count={first.count} />}
      <ReviewList
        pages={pages}
        id="seller-review-list"
        empty={<FormattedMessage id="reviews.seller.empty" values={{ name }} />}
      />
    </section>
  );
}
