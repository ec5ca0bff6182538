// The count of unread rating notices (the user menu, the profile's ratings tab, the notices card); nothing at 0.
import { useIntl } from 'react-intl';
import { useRatings } from '../api/queries';
import './unreadBadge.css';

export function UnreadBadge({ id }: { id?: string }) {
  const intl = useIntl();
  const unread = useRatings().data?.unread ?? 0;
  if (unread <= 0) return null;
  return (
    <span
      className="unread-badge"
      id={id}
      role="img"
      aria-label={intl.formatMessage({ id: 'ratings.unread' }, { count: unread })}
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
