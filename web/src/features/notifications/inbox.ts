// The signed-in user's bell: one valtio proxy, filled from GET /api/notifications and kept live by the socket
// (NOTIFICATION_ADDED adds at the top; NOTIFICATIONS_CHANGED, another tab's reading, and a reconnect read it again).
import { proxy } from 'valtio';
import type { NotificationsPage } from '../../../../modules/notifications/notifications.vocabulary.schemas';
import { request } from '../../shared/api/request';
import { addAtTop, asNotification, emptyInbox, hide, markAllRead, markRead, receivePage } from './inboxState';

export const inbox = proxy(emptyInbox());

const URL = '/api/notifications';
/** Answers of a session that ended meanwhile are dropped. */
let generation = 0;

export async function loadInbox(): Promise<void> {
  const mine = generation;
  if (inbox.status !== 'ready') inbox.status = 'loading';
  try {
    const { data } = await request<NotificationsPage>(URL, { retries: 1 });
    if (mine === generation) receivePage(inbox, data, false);
  } catch (error) {
    if (mine === generation && inbox.status !== 'ready') inbox.status = 'error';
    console.error('Notifications unavailable', error);
  }
}

export async function loadOlder(): Promise<void> {
  const mine = generation;
  if (!inbox.next) return;
  const { data } = await request<NotificationsPage>(URL, { query: { before: inbox.next } });
  if (mine === generation) receivePage(inbox, data, true);
}

/** From the socket: a new one for this user. */
export function notificationArrived(payload: unknown): void {
  const added = asNotification(payload);
  if (added && inbox.status === 'ready') addAtTop(inbox, added);
  else if (added) void loadInbox();
}

/** The change is shown at once; the server's count then settles it. */
async function act(path: string, local: () => void): Promise<void> {
  const mine = generation;
  local();
  try {
    const { data } = await request<{ unread: number }>(`${URL}/${path}`, { method: 'POST', retries: 1 });
    if (mine === generation) inbox.unread = data.unread;
  } catch (error) {
    // Not applied: read the truth again.
    void loadInbox();
    throw error;
  }
}

export const readNotification = (id: string) => act(`${id}/read`, () => markRead(inbox, id));
export const hideNotification = (id: string) => act(`${id}/hide`, () => hide(inbox, id));
export const readAllNotifications = () => act('read-all', () => markAllRead(inbox));

/** Signed out (or another user): nothing of the last session stays. */
export function resetInbox(): void {
  generation += 1;
  Object.assign(inbox, emptyInbox());
}
