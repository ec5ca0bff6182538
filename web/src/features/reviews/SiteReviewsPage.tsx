// Reviews of the site (spec trading-core 2, /reviews; the reviews flag): the average and count, every review newest
// first with "Show more", and the user's part (SiteReviewStanding): the form, their review, or why not yet.
import { FormattedMessage, useIntl } from 'react-intl';
import { siteReviewsKey } from '../../shared/api/keys';
import { ReviewList } from '../../shared/reviews/ReviewList';
import { ReviewsSummary } from '../../shared/reviews/ReviewsSummary';
import { useReviewPages } from '../../shared/reviews/useReviewPages';
import { Icon } from '../../shared/ui/Icon';
import { useTitle } from '../../shared/ui/useTitle';
import { SiteReviewStanding } from './SiteReviewStanding';
import '../../shared/ui/card.css';
import '../../shared/ui/skeleton.css';
import './reviews.css';

export default function SiteReviewsPage() {
  useTitle('reviews.site.pageTitle');
  const intl = useIntl();
  const brand = intl.formatMessage({ id: 'app.brand' });
  const pages = useReviewPages(siteReviewsKey);
  const first = pages.data?.[0];
  return (
    <div className="container site-reviews">
      <header className="site-reviews__head">
        <h1 className="site-reviews__title">
          <FormattedMessage id="reviews.site.title" values={{ brand }} />
        </h1>
        <p className="site-reviews__intro">
          <FormattedMessage id="reviews.site.intro" values={{ brand }} />
        </p>
      </header>
      <div className="site-reviews__layout">
        <div className="site-reviews__aside">
          <section className="profile-card site-reviews__summary" aria-labelledby="site-reviews-summary-title">
            <h2 id="site-reviews-summary-title" className="profile-card__title">
              <Icon name="star" size={20} />
              <span className="reviews-title-text">
                <FormattedMessage id="reviews.site.summary" />
              </span>
            </h2>
            {first ? (
              <ReviewsSummary average={first.average} count={first.count} id="site-reviews-summary" />
            ) : (
              <div className="site-reviews__summary-loading skeleton" aria-hidden="true" />
            )}
          </section>
          <SiteReviewStanding onSent={() => void pages.mutate()} />
        </div>
        <section className="profile-card site-reviews__list" aria-labelledby="site-reviews-list-title">
          <h2 id="site-reviews-list-title" className="profile-card__title">
            <Icon name="chat" size={20} />
            <span className="reviews-title-text">
              <FormattedMessage id="reviews.site.list" />
            </span>
          </h2>
          <ReviewList pages={pages} id="site-reviews" empty={<FormattedMessage id="reviews.site.empty" />} />
        </section>
      </div>
    </div>
  );
}
