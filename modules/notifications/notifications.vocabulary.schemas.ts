// Pure and without yup: the words of header notifications, shared by the server and the web app's bell.

/**
 * What a notification tells (each has its text per language in the web app, `notifications.kind.<kind>`):
 * - sale: a seller's items were bought (items, num, amount + currency: what the seller receives once delivered);
 * - delivered / delivery_failed / delivery_refunded: a buyer's delivery ended (items, num, robloxAccountName; failed:
 *   time, the collection deadline; refunded: amount + currency back on the balance);
 * - buyer_warning / seller_warning (num: the rating), buyer_ban / seller_ban (time: until; none: until lifted);
 * - support_answer (a question), support_chat_answer (a chat): an operator answered;
 * - prize_balance (amount + currency), prize_rbx (amount R$), prize_pet (items, time: collect by), prize_spin (num),
 *   giveaway_won (amount + currency): a prize of the wheel, an advent door or the giveaway (the spec's "gifts").
 */
export const NOTIFICATION_KINDS = [
  'sale',
  'delivered',
  'delivery_failed',
  'delivery_refunded',
  'buyer_warning',
  'seller_warning',
  'buyer_ban',
  'seller_ban',
  'support_answer',
  'support_chat_answer',
  'prize_balance',
  'prize_rbx',
  'prize_pet',
  'prize_spin',
  'giveaway_won',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const isNotificationKind = (kind: unknown): kind is NotificationKind =>
  typeof kind === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** Socket payload type: a notification was added for this user (payload: its NotificationView). */
export const NOTIFICATION_ADDED = 'NOTIFICATION_ADDED';
/** Socket payload type: the user read or hid notifications elsewhere (payload { unread }); other tabs read again. */
export const NOTIFICATIONS_CHANGED = 'NOTIFICATIONS_CHANGED';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;
/** Notifications older than this are deleted (the table does not grow without limit). */
export const NOTIFICATIONS_KEEP_DAYS = 90;
/** A notification's items text is cut to this many characters. */
export const NOTIFICATION_ITEMS_MAX = 300;

/** The spec's placeholders (accounts-platform 3); see src/platform/inbox.ts InboxParams. */
export interface NotificationParams {
  items?: string;
  robloxAccountName?: string;
  amount?: number;
  currency?: string;
  num?: number;
  time?: string;
}

/** One notification as the bell shows it (spec accounts-platform 3 headerNotifications: id, isRead, hidden). */
export interface NotificationView {
  id: string;
  kind: NotificationKind;
  params: NotificationParams;
  createdAt: string;
  isRead: boolean;
  hidden: boolean;
}

/** GET /api/notifications: newest first; `next` is the `before` of the following page (null: no more). */
export interface NotificationsPage {
  notifications: NotificationView[];
  /** Over all of the user's notifications: neither read nor hidden (spec accounts-platform 4.9). */
  unread: number;
  next: string | null;
}
