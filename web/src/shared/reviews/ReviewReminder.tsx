// On the purchased items page: how many delivered deals wait for the buyer's review, with the way to the reviews tab.
// Delivered items are not listed on that page (it holds the items still to collect), so the deals are counted here.
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useReviewable } from '../api/queries';
import { Icon } from '../ui/Icon';
import { PROFILE_REVIEWS_PATH } from './paths';
import './reviews.css';

export function ReviewReminder() {
  const { data } = useReviewable();
  const count = data?.deals.length ?? 0;
  if (count === 0) return null;
  return (
    <p className="review-reminder" id="review-reminder">
      <Icon name="star" size={18} fill="currentColor" stroke="none" className="review-reminder__icon" />
      <span className="review-reminder__text">
        <FormattedMessage id="reviews.reminder.text" values={{ count }} />
      </span>
      <Link href={PROFILE_REVIEWS_PATH} className="review-reminder__link" id="review-reminder-link">
        <FormattedMessage id="reviews.reminder.link" />
        <Icon name="arrowRight" size={16} />
      </Link>
    </p>
  );
}
