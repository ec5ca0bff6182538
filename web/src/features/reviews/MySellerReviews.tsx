// "Reviews of you as a seller": what buyers said of the signed-in user's sales (GET /api/sellers/{me}/reviews),
// the average and count, newest first with "Show more", and the way to the public seller page where they show.
import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { sellerReviewsKey } from '../../shared/api/keys';
import { ReviewList } from '../../shared/reviews/ReviewList';
import { ReviewsSummary } from '../../shared/reviews/ReviewsSummary';
import { useReviewPages } from '../../shared/reviews/useReviewPages';
import { store } from '../../shared/state/store';
import { CardLoading } from '../../shared/ui/CardLoading';
import { Icon } from '../../shared/ui/Icon';

export function MySellerReviews() {
  const { profile } = useSnapshot(store);
  const userId = profile?.user_id ?? null;
  const pageKey = useCallback((page: number) => sellerReviewsKey(userId ?? '', page), [userId]);
  const pages = useReviewPages(userId ? pageKey : null);
  const first = pages.data?.[0];
  return (
    <section className="profile-card reviews-mine" aria-labelledby="reviews-mine-title">
      <div className="seller-section-head">
        <h2 id="reviews-mine-title" className="profile-card__title">
          <Icon name="chat" size={20} />
          <span className="reviews-title-text">
            <FormattedMessage id="reviews.mine.title" />
          </span>
        </h2>
        {userId && (
          <Link href={`/user/${userId}`} className="reviews-mine__page" id="reviews-mine-page">
            <FormattedMessage id="reviews.mine.sellerPage" />
            <Icon name="arrowRight" size={16} />
          </Link>
        )}
      </div>
      {!userId ? (
        <CardLoading inline />
      ) : (
        <>
          {first && first.count > 0 && (
            <ReviewsSummary average={first.average} count={first.count} id="reviews-mine-summary" />
          )}
          <ReviewList pages={pages} id="reviews-mine" empty={<FormattedMessage id="reviews.mine.empty" />} />
        </>
      )}
    </section>
  );
}
