// The profile's ratings tab (spec trading-core 3, 4): a card per role (the rating, its ladder, a restriction, how
// it moves), the latest notices and the history of changes; the FAQ's rating section explains the rules.
import { FormattedMessage } from 'react-intl';
import { useRatings } from '../../shared/api/queries';
import { CardLoading } from '../../shared/ui/CardLoading';
import { Icon } from '../../shared/ui/Icon';
import { RetryBox } from '../../shared/ui/RetryBox';
import { useTitle } from '../../shared/ui/useTitle';
import { HistoryCard } from './HistoryCard';
import { NoticesCard } from './NoticesCard';
import { RoleCard } from './RoleCard';
import '../../shared/ui/card.css';
import './ratings.css';

/** The spec's help anchor for ratings (the FAQ page may come later: a plain link). */
const FAQ_HREF = '/help/faq/rating';

export default function RatingsPage() {
  useTitle('title.ratings');
  const { data, error, mutate } = useRatings();
  if (!data) {
    return error ? <RetryBox message="ratings.error.load" onRetry={() => void mutate()} /> : <CardLoading />;
  }
  return (
    <>
      <div className="ratings-roles">
        <RoleCard ratingRole="buyer" view={data.buyer} />
        <RoleCard ratingRole="seller" view={data.seller} />
      </div>
      <p className="ratings-faq">
        <Icon name="help" size={18} />
        <a href={FAQ_HREF}>
          <FormattedMessage id="ratings.faq" />
        </a>
      </p>
      <NoticesCard notices={data.notices} unread={data.unread} />
      <HistoryCard />
    </>
  );
}
