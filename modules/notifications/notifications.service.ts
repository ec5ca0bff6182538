import { inject, injectable } from 'inversify';
import { sql } from 'kysely';
import type { Clock } from '../../src/platform/clock';
import type { Db, Trx } from '../../src/platform/db/database';
import type { Inbox, InboxParams } from '../../src/platform/inbox';
import type { Notifier } from '../../src/platform/realtime';
import { TYPES } from '../../src/platform/tokens';
import { notificationsErrors } from './notifications.errors';
import {
  isNotificationKind,
  NOTIFICATION_ADDED,
  NOTIFICATION_ITEMS_MAX,
  NOTIFICATIONS_CHANGED,
  NOTIFICATIONS_KEEP_DAYS,
  type NotificationKind,
  type NotificationParams,
  type NotificationsPage,
  type NotificationView,
} from './notifications.vocabulary.schemas';
import type { NotificationRow, NotificationsTables } from './tables';

/** The NOTIFY a new notification's transaction sends (payload: its id), heard by every process on commit. */
export const NOTIFICATION_ADDED_CHANNEL = 'notification_added';
const DAY_MS = 86_400_000;

/**
 * Header notifications (spec accounts-platform 3 headerNotifications, 4.9, 7 "Real-time"): the other modules add them
 * through the platform's Inbox, in the transaction of what they tell; the user lists them newest first, marks them
 * read (one or all) or hides one; unread = neither read nor hidden. A new one is pushed to the user's sockets once its
 * transaction commits: the insert NOTIFYs, every process hears it, and the one that claims the row pushes it.
 */
@injectable()
export class NotificationsService implements Inbox {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<NotificationsTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(TYPES.Notifier) private readonly notifier: Notifier,
  ) {}

  async add(userId: string, kind: string, params: InboxParams = {}, trx?: Trx): Promise<void> {
    if (!isNotificationKind(kind)) throw new Error(`Not a notification kind: ${kind}`);
    // One statement (it rides the buyer's purchase transaction): the row, and the signal that it exists, which
    // Postgres delivers only if that transaction commits.
    await sql`
      WITH added AS (
        INSERT INTO notifications.notifications (user_id, kind, params, created_at)
        VALUES (${userId}, ${kind}, ${JSON.stringify(cleanParams(params))}::jsonb, ${this.clock.now()})
        RETURNING id
      )
      SELECT pg_notify(${NOTIFICATION_ADDED_CHANNEL}, id::text) FROM added`.execute(trx ?? this.db);
  }

  /** Pushes a committed notification to its user's sockets, once over all processes (the first claim wins). */
  async push(id: string): Promise<void> {
    const row = await this.db
      .updateTable('notifications.notifications')
      .set({ pushed_at: this.clock.now() })
      .where('id', '=', id)
      .where('pushed_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (row) this.notifier.toUser(row.user_id, NOTIFICATION_ADDED, toView(row));
  }

  /** The user's shown notifications, newest first, a page at a time (`before`: older than that one). */
  async list(userId: string, page: { before?: string; limit: number }): Promise<NotificationsPage> {
    let query = this.db
      .selectFrom('notifications.notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .where('hidden_at', 'is', null);
    if (page.before) query = query.where('id', '<', page.before);
    const [rows, unread] = await Promise.all([
      query
        .orderBy('id', 'desc')
        .limit(page.limit + 1)
        .execute(),
      this.unread(userId),
    ]);
    const shown = rows.slice(0, page.limit);
    return {
      notifications: shown.map(toView),
      unread,
      next: rows.length > page.limit ? String(shown[shown.length - 1]!.id) : null,
    };
  }

  /** Spec accounts-platform 4.9: unread = neither read nor hidden. */
  async unread(userId: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('notifications.notifications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .where('hidden_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Marks one read (again: nothing changes); NOT_FOUND unless it is the user's. */
  async markRead(userId: string, id: string): Promise<{ unread: number }> {
    await this.own(userId, id);
    const changed = await this.db
      .updateTable('notifications.notifications')
      .set({ read_at: this.clock.now() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return this.changed(userId, Number(changed.numUpdatedRows) > 0);
  }

  async markAllRead(userId: string): Promise<{ unread: number }> {
    const changed = await this.db
      .updateTable('notifications.notifications')
      .set({ read_at: this.clock.now() })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return this.changed(userId, Number(changed.numUpdatedRows) > 0);
  }

  /** Hides one (it leaves the list and the count); NOT_FOUND unless it is the user's. */
  async hide(userId: string, id: string): Promise<{ unread: number }> {
    await this.own(userId, id);
    const changed = await this.db
      .updateTable('notifications.notifications')
      .set({ hidden_at: this.clock.now() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('hidden_at', 'is', null)
      .executeTakeFirst();
    return this.changed(userId, Number(changed.numUpdatedRows) > 0);
  }

  /** Deletes what is older than NOTIFICATIONS_KEEP_DAYS; returns how many. */
  async prune(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - NOTIFICATIONS_KEEP_DAYS * DAY_MS);
    const { numDeletedRows } = await this.db
      .deleteFrom('notifications.notifications')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(numDeletedRows);
  }

  /** Pushed ones that a lost signal left unpushed for a while: pushed late rather than never (the sweep). */
  async unpushed(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('notifications.notifications')
      .select('id')
      .where('pushed_at', 'is', null)
      .where('created_at', '<', new Date(this.clock.now().getTime() - 30_000))
      .orderBy('id')
      .limit(500)
      .execute();
    return rows.map((r) => String(r.id));
  }

  private async own(userId: string, id: string): Promise<void> {
    const row = await this.db
      .selectFrom('notifications.notifications')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notificationsErrors.notFound();
  }

  /** The user's other tabs read again when something changed. */
  private async changed(userId: string, moved: boolean): Promise<{ unread: number }> {
    const unread = await this.unread(userId);
    if (moved) this.notifier.toUser(userId, NOTIFICATIONS_CHANGED, { unread });
    return { unread };
  }
}

/** Keeps the spec's placeholders only, each of its type; a long items text is cut. */
function cleanParams(params: InboxParams): NotificationParams {
  const clean: NotificationParams = {};
  if (typeof params.items === 'string')
    clean.items =
      params.items.length > NOTIFICATION_ITEMS_MAX
        ? `${params.items.slice(0, NOTIFICATION_ITEMS_MAX - 1)}…`
        : params.items;
  if (typeof params.robloxAccountName === 'string') clean.robloxAccountName = params.robloxAccountName;
  if (Number.isFinite(params.amount)) clean.amount = params.amount;
  if (typeof params.currency === 'string') clean.currency = params.currency;
  if (Number.isFinite(params.num)) clean.num = params.num;
  if (typeof params.time === 'string') clean.time = params.time;
  return clean;
}

export function toView(row: NotificationRow): NotificationView {
  return {
    id: String(row.id),
    kind: row.kind as NotificationKind,
    params: row.params,
    createdAt: row.created_at.toISOString(),
    isRead: row.read_at !== null,
    hidden: row.hidden_at !== null,
  };
}
