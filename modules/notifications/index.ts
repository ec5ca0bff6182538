import type { RequestHandler } from 'express';
import { ContainerModule, type Container } from 'inversify';
import type { Inbox } from '../../src/platform/inbox';
import type { AppModule } from '../../src/platform/module';
import { TYPES } from '../../src/platform/tokens';
import { USER_GUARD } from '../identity';
import { notificationsQueues, startNotificationsWorkers } from './notifications.jobs';
import { notificationsRoutes } from './notifications.routes';
import { NotificationsService } from './notifications.service';

export { NotificationsService } from './notifications.service';
export * from './notifications.schemas';

/**
 * Header notifications, the bell (spec accounts-platform 3 headerNotifications, 4.9, 7 "Real-time"): kept per user in
 * the database, written by the other modules through the platform's Inbox (TYPES.Inbox) in their own transactions,
 * pushed live once committed.
 */
export const notificationsModule: AppModule = {
  name: 'notifications',
  bindings: new ContainerModule(({ bind }) => {
    bind(NotificationsService).toSelf();
    bind<Inbox>(TYPES.Inbox).toService(NotificationsService);
  }),
  routes: (container: Container) =>
    notificationsRoutes(container.get(NotificationsService), container.get<RequestHandler>(USER_GUARD)),
  queues: notificationsQueues,
  startWorkers: startNotificationsWorkers,
};
