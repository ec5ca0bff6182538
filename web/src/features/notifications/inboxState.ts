// The bell's state (spec accounts-platform 3 headerNotifications: id, isRead, hidden; 4.9: added at the top, marked
// read or hidden, unread count = neither read nor hidden). Pure reducers over a plain object, so the valtio proxy and
// the unit tests use the same rules.
import {
  isNotificationKind,
  type NotificationsPage,
  type NotificationView,
} from '../../../../modules/notifications/notifications.vocabulary.schemas';

export interface InboxState {
  /** The shown notifications, newest first (hidden ones leave the list). */
  items: NotificationView[];
  /** Over all of the user's notifications, as the server counts them, kept in step by each change. */
  unread: number;
  /** The `before` of the next older page; null: no more. */
  next: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

export const emptyInbox = (): InboxState => ({ items: [], unread: 0, next: null, status: 'idle' });

/** Spec accounts-platform 4.9: unread = neither read nor hidden. */
export const isUnread = (n: Pick<NotificationView, 'isRead' | 'hidden'>): boolean => !n.isRead && !n.hidden;

/** A page from the server: the first replaces the list, a later one goes below it. */
export function receivePage(state: InboxState, page: NotificationsPage, older: boolean): void {
  const known = new Set(older ? state.items.map((n) => n.id) : []);
  const fresh = page.notifications.filter((n) => !known.has(n.id));
  state.items = older ? [...state.items, ...fresh] : fresh;
  state.unread = page.unread;
  state.next = page.next;
  state.status = 'ready';
}

/** Ids grow with each notification: comparing them orders by age (numeric strings, up to 18 digits). */
const newer = (a: string, b: string): boolean => a.length > b.length || (a.length === b.length && a > b);

/**
 * A new one is added at the top (once, however often it arrives). Two sent at once may arrive in either order: each
 * goes above the older ones, so the list stays newest first.
 */
export function addAtTop(state: InboxState, added: NotificationView): void {
  if (state.items.some((n) => n.id === added.id)) return;
  const at = state.items.findIndex((n) => newer(added.id, n.id));
  state.items.splice(at === -1 ? state.items.length : at, 0, added);
  if (isUnread(added)) state.unread += 1;
}

export function markRead(state: InboxState, id: string): void {
  const n = state.items.find((item) => item.id === id);
  if (!n || n.isRead) return;
  if (isUnread(n)) state.unread = Math.max(0, state.unread - 1);
  n.isRead = true;
}

export function markAllRead(state: InboxState): void {
  for (const n of state.items) n.isRead = true;
  state.unread = 0;
}

/** Hidden: it leaves the list, and the count if it was unread. */
export function hide(state: InboxState, id: string): void {
  const n = state.items.find((item) => item.id === id);
  if (!n) return;
  if (isUnread(n)) state.unread = Math.max(0, state.unread - 1);
  state.items = state.items.filter((item) => item.id !== id);
}

/** A pushed payload that is a notification view (anything else is ignored). */
export function asNotification(payload: unknown): NotificationView | null {
  if (!payload || typeof payload !== 'object') return null;
  const n = payload as Partial<NotificationView>;
  if (typeof n.id !== 'string' || !isNotificationKind(n.kind) || typeof n.createdAt !== 'string') return null;
  return {
    id: n.id,
    kind: n.kind,
    params: n.params && typeof n.params === 'object' ? n.params : {},
    createdAt: n.createdAt,
    isRead: n.isRead === true,
    hidden: n.hidden === true,
  };
}
