// The link under a rating block's words (buying, selling, trades refused): to the ratings tab, where the block and
// its end are. Nothing for other messages.
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { isRatingBlockMessage, RATINGS_PATH } from './blockMessage';

export function RatingsFixLink({ messageId, onClick }: { messageId: string | undefined; onClick?: () => void }) {
  if (!isRatingBlockMessage(messageId)) return null;
  return (
    <ButtonLink href={RATINGS_PATH} variant="ghost" size="sm" className="ratings-fix" onClick={onClick}>
      <Icon name="star" size={16} />
      <FormattedMessage id="ratings.fix.open" />
    </ButtonLink>
  );
}
