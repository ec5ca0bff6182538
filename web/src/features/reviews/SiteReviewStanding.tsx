// The user's part on /reviews (GET /api/reviews/site/mine): a visitor is asked to sign in; a user who may review the
// site gets the form; one who did sees their review; one without a completed deal yet is told to complete one first.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { ReviewView } from '../../../../modules/reviews/reviews.schemas';
import { ReviewCard } from '../../shared/reviews/ReviewCard';
import { pushToast } from '../../shared/state/actions';
import { store } from '../../shared/state/store';
import { ButtonLink } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { RetryBox } from '../../shared/ui/RetryBox';
import { SignInButton } from '../../shared/ui/SignInButton';
import { reviewSiteCall, useSiteStanding } from './api';
import { ReviewForm } from './ReviewForm';

/** `onSent`: the user's review was published (the list shows it). */
export function SiteReviewStanding({ onSent }: { onSent: (review: ReviewView) => void }) {
  const intl = useIntl();
  const { isAuth } = useSnapshot(store);
  const standing = useSiteStanding();
  const brand = intl.formatMessage({ id: 'app.brand' });

  if (!isAuth) {
    return (
      <Card id="site-review-visitor" icon="user" title={<FormattedMessage id="reviews.site.visitor.title" />}>
        <p className="site-review__text">
          <FormattedMessage id="reviews.site.visitor.text" values={{ brand }} />
        </p>
        <SignInButton id="site-review-sign-in" />
      </Card>
    );
  }
  const { data, error, mutate } = standing;
  if (!data) {
    return (
      <Card
        id="site-review-loading"
        icon="star"
        title={<FormattedMessage id="reviews.site.form.title" values={{ brand }} />}
      >
        {error ? (
          <RetryBox message="reviews.site.standingFailed" onRetry={() => void mutate()} />
        ) : (
          <CardLoading inline />
        )}
      </Card>
    );
  }
  if (data.review) {
    return (
      <Card id="site-review-mine" icon="success" title={<FormattedMessage id="reviews.site.mine.title" />}>
        <p className="site-review__text">
          <FormattedMessage id="reviews.site.mine.text" />
        </p>
        <ReviewCard review={data.review} />
      </Card>
    );
  }
  if (!data.canReview) {
    return (
      <Card id="site-review-locked" icon="lock" title={<FormattedMessage id="reviews.site.locked.title" />}>
        <p className="site-review__text">
          <FormattedMessage id="reviews.site.locked.text" values={{ brand }} />
        </p>
        <ButtonLink href="/" variant="secondary">
          <Icon name="market" size={18} />
          <FormattedMessage id="reviews.site.locked.action" />
        </ButtonLink>
      </Card>
    );
  }
  return (
    <Card
      id="site-review-form-card"
      icon="star"
      title={<FormattedMessage id="reviews.site.form.title" values={{ brand }} />}
    >
      <p className="site-review__text">
        <FormattedMessage id="reviews.site.form.text" />
      </p>
      <ReviewForm
        kind="site"
        id="site-review-form"
        send={reviewSiteCall}
        onSent={(review) => {
          pushToast({ type: 'success', message: { id: 'reviews.sent.site' } });
          void mutate({ canReview: false, review }, { revalidate: false });
          onSent(review);
        }}
        onGone={() => void mutate()}
        submit={<FormattedMessage id="reviews.form.submit" />}
      />
    </Card>
  );
}

function Card({ id, icon, title, children }: { id: string; icon: IconName; title: ReactNode; children: ReactNode }) {
  return (
    <section className="profile-card site-review" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-card__title">
        <Icon name={icon} size={20} />
        <span className="reviews-title-text">{title}</span>
      </h2>
      {children}
    </section>
  );
}
