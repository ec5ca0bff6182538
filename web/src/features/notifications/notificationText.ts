// A notification's words in the page language: `notifications.kind.<kind>` with the spec's placeholders (items,
// robloxAccountName, amount, currency, num, time), money and times formatted by react-intl.
import type { IntlShape } from 'react-intl';
import type {
  NotificationKind,
  NotificationView,
} from '../../../../modules/notifications/notifications.vocabulary.schemas';
import { CURRENCIES, type Currency } from '../../../../kernel';
import { formatMoney } from '../../shared/format/money';
import type { IconName } from '../../shared/ui/Icon';

const DATE_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };

export function notificationText(intl: IntlShape, n: Pick<NotificationView, 'kind' | 'params'>): string {
  const { items, robloxAccountName, amount, currency, num, time } = n.params;
  const money =
    amount === undefined
      ? ''
      : CURRENCIES.includes(currency as Currency)
        ? formatMoney(intl, { amount, currency: currency as Currency })
        : intl.formatNumber(amount);
  return intl.formatMessage(
    { id: `notifications.kind.${n.kind}` },
    {
      items: items ?? '',
      robloxAccountName: robloxAccountName ?? '',
      amount: money,
      num: num ?? 1,
      // "none": a block until an operator lifts it (the messages select on it).
      time: time ? intl.formatDate(time, DATE_TIME) : 'none',
    },
  );
}

/** When it was added, short. */
export const addedAt = (intl: IntlShape, createdAt: string): string => intl.formatDate(createdAt, DATE_TIME);

/** Where a notification leads, and its icon. */
export const NOTIFICATION_TARGETS: Record<NotificationKind, { href: string; icon: IconName }> = {
  sale: { href: '/profile/history', icon: 'coin' },
  delivered: { href: '/profile/history', icon: 'collect' },
  delivery_failed: { href: '/profile/purchased', icon: 'warning' },
  delivery_refunded: { href: '/profile/history', icon: 'wallet' },
  buyer_warning: { href: '/profile/ratings', icon: 'warning' },
  seller_warning: { href: '/profile/ratings', icon: 'warning' },
  buyer_ban: { href: '/profile/ratings', icon: 'lock' },
  seller_ban: { href: '/profile/ratings', icon: 'lock' },
  support_answer: { href: '/help/my-questions', icon: 'help' },
  support_chat_answer: { href: '/support', icon: 'chat' },
  prize_balance: { href: '/profile/history', icon: 'gift' },
  prize_rbx: { href: '/rbx', icon: 'gift' },
  prize_pet: { href: '/profile/purchased', icon: 'gift' },
  prize_spin: { href: '/fortune', icon: 'gift' },
  giveaway_won: { href: '/profile/history', icon: 'gift' },
};
