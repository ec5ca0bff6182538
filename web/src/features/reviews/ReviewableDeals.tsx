// "Leave a review": the buyer's completed deals not reviewed yet and still in the window (GET
// /api/reviews/reviewable), closing soonest first: the seller, what was bought, when it was delivered and the days
// left, with "Review the seller" opening the dialog. A reviewed deal leaves the list at once.
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ReviewableDeal } from '../../../../modules/reviews/reviews.schemas';
import { REVIEW_WINDOW_DAYS } from '../../../../modules/reviews/reviews.vocabulary.schemas';
import { useReviewable } from '../../shared/api/queries';
import { useNow } from '../../shared/time/useNow';
import { Button } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { EmptyBox } from '../../shared/ui/EmptyBox';
import { Icon } from '../../shared/ui/Icon';
import { RetryBox } from '../../shared/ui/RetryBox';
import { DealItems } from './DealItems';
import { daysLeftToReview, openDeals, REVIEW_SOON_DAYS } from './reviewWindow';
import { SellerReviewDialog } from './SellerReviewDialog';

const sameDeal = (a: ReviewableDeal, b: ReviewableDeal) => a.purchaseId === b.purchaseId && a.sellerId === b.sellerId;

export function ReviewableDeals() {
  const intl = useIntl();
  const { data, error, mutate } = useReviewable();
  const now = useNow(false);
  const [reviewing, setReviewing] = useState<ReviewableDeal | null>(null);
  const [open, setOpen] = useState(false);
  const deals = data ? openDeals(data.deals, now) : [];

  const done = (deal: ReviewableDeal) =>
    void mutate((current) => current && { deals: current.deals.filter((d) => !sameDeal(d, deal)) }, {
      revalidate: true,
    });

  return (
    <section className="profile-card reviews-deals" aria-labelledby="reviews-deals-title">
      <div className="seller-section-head">
        <h2 id="reviews-deals-title" className="profile-card__title">
          <Icon name="star" size={20} />
          <span className="reviews-title-text">
            <FormattedMessage id="reviews.deals.title" />
          </span>
        </h2>
        {deals.length > 0 && (
          <span className="seller-section-head__meta" id="reviews-deals-count">
            <FormattedMessage id="reviews.deals.count" values={{ count: deals.length }} />
          </span>
        )}
      </div>
      <p className="reviews-note">
        <Icon name="clock" size={18} />
        <span>
          <FormattedMessage id="reviews.deals.note" values={{ days: REVIEW_WINDOW_DAYS }} />
        </span>
      </p>
      {!data ? (
        error ? (
          <RetryBox message="reviews.deals.failed" onRetry={() => void mutate()} />
        ) : (
          <CardLoading inline label="reviews.deals.loading" />
        )
      ) : deals.length === 0 ? (
        <EmptyBox id="reviews-deals-empty">
          <Icon name="bag" size={32} />
          <p>
            <FormattedMessage id="reviews.deals.empty" />
          </p>
        </EmptyBox>
      ) : (
        <ul
          className="reviews-deal-list"
          id="reviews-deals"
          aria-label={intl.formatMessage({ id: 'reviews.deals.title' })}
        >
          {deals.map((deal) => {
            const days = daysLeftToReview(deal.completedAt, now);
            return (
              <li key={`${deal.purchaseId}:${deal.sellerId}`} className="reviews-deal" data-purchase={deal.purchaseId}>
                <div className="reviews-deal__main">
                  <p className="reviews-deal__seller">
                    <span className="reviews-deal__label">
                      <FormattedMessage id="reviews.deal.seller" />
                    </span>
                    <Link href={`/user/${deal.sellerId}`} className="reviews-deal__seller-link">
                      {deal.sellerNickname}
                    </Link>
                  </p>
                  <DealItems items={deal.items} />
                  <p className="reviews-deal__meta">
                    <span>
                      <FormattedMessage
                        id="reviews.deal.completed"
                        values={{ date: <FormattedDate value={deal.completedAt} dateStyle="medium" /> }}
                      />
                    </span>
                    <span className={`reviews-deal__left${days <= REVIEW_SOON_DAYS ? ' is-soon' : ''}`}>
                      <Icon name="clock" size={14} />
                      <FormattedMessage id="reviews.deal.daysLeft" values={{ days }} />
                    </span>
                  </p>
                </div>
                <Button
                  size="sm"
                  className="reviews-deal__action"
                  aria-label={intl.formatMessage({ id: 'reviews.deal.reviewNamed' }, { seller: deal.sellerNickname })}
                  onClick={() => {
                    setReviewing(deal);
                    setOpen(true);
                  }}
                >
                  <Icon name="star" size={16} />
                  <FormattedMessage id="reviews.deal.review" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <SellerReviewDialog deal={reviewing} open={open} onClose={() => setOpen(false)} onDone={done} />
    </section>
  );
}
