import type { RequestHandler } from 'express';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import { notificationsErrors } from './notifications.errors';
import { notificationParamsSchema, notificationsPageSchema } from './notifications.schemas';
import type { NotificationsService } from './notifications.service';

/** The bell's API (spec accounts-platform 3 headerNotifications, 4.9): the signed-in user's own notifications only. */
export function notificationsRoutes(notifications: NotificationsService, guard: RequestHandler): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  return new ApiRoutes('notifications')
    .add(
      {
        method: 'get',
        path: '/notifications',
        summary: 'My header notifications, newest first (hidden ones left out), and how many are unread',
        query: notificationsPageSchema,
        security: user,
      },
      ({ query }, req) => notifications.list(currentUser(req).id, { before: query.before, limit: query.limit }),
    )
    .add(
      {
        method: 'get',
        path: '/notifications/unread',
        summary: 'How many of my notifications are unread: neither read nor hidden',
        security: user,
      },
      async (_input, req) => ({ unread: await notifications.unread(currentUser(req).id) }),
    )
    .add(
      {
        method: 'post',
        path: '/notifications/read-all',
        summary: 'Mark all my notifications read',
        security: user,
      },
      (_input, req) => notifications.markAllRead(currentUser(req).id),
    )
    .add(
      {
        method: 'post',
        path: '/notifications/:id/read',
        errors: [notificationsErrors.notFound()],
        summary: 'Mark one of my notifications read',
        params: notificationParamsSchema,
        security: user,
      },
      ({ params }, req) => notifications.markRead(currentUser(req).id, params.id),
    )
    .add(
      {
        method: 'post',
        path: '/notifications/:id/hide',
        errors: [notificationsErrors.notFound()],
        summary: 'Hide one of my notifications: it leaves the list and the unread count',
        params: notificationParamsSchema,
        security: user,
      },
      ({ params }, req) => notifications.hide(currentUser(req).id, params.id),
    );
}
