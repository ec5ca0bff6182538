import type { Container } from 'inversify';
import type { DbSignals } from '../../src/platform/db/signals';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import type { Logger } from '../../src/platform/logger';
import { TYPES } from '../../src/platform/tokens';
import { NOTIFICATION_ADDED_CHANNEL, NotificationsService } from './notifications.service';

/** Every minute: pushes what a lost signal left unpushed, and deletes notifications past their keeping time. */
export const NOTIFICATIONS_SWEEP_QUEUE = 'notifications.sweep';

export const notificationsQueues: QueueDefinition[] = [
  { name: NOTIFICATIONS_SWEEP_QUEUE, retryLimit: 0, expireInSeconds: 120, policy: 'singleton' },
];

/**
 * A notification is pushed the moment its transaction commits (its NOTIFY); every process hears it and the first to
 * claim the row pushes it. A signal can be lost (a connection down), so the sweep pushes those left behind.
 */
export async function startNotificationsWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const logger = container.get<Logger>(TYPES.Logger);
  const notifications = container.get(NotificationsService);
  await container.get<DbSignals>(TYPES.Signals).listen(NOTIFICATION_ADDED_CHANNEL, (payload) => {
    if (/^[1-9][0-9]{0,17}$/.test(payload))
      notifications
        .push(payload)
        .catch((err: unknown) => logger.warn({ err, id: payload }, 'notification push failed'));
  });
  await jobs.work(NOTIFICATIONS_SWEEP_QUEUE, async () => {
    for (const id of await notifications.unpushed()) await notifications.push(id);
    await notifications.prune();
  });
  await jobs.schedule(NOTIFICATIONS_SWEEP_QUEUE, '* * * * *');
}
