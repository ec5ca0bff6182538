import type { Container } from 'inversify';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import type { Clock } from '../../src/platform/clock';
import type { Logger } from '../../src/platform/logger';
import { TYPES } from '../../src/platform/tokens';
import { HousekeepingRepo } from './housekeeping.repo';

export const PURGE_EXPIRED_QUEUE = 'identity.purge-expired';

export const identityQueues: QueueDefinition[] = [
  { name: PURGE_EXPIRED_QUEUE, retryLimit: 2, expireInSeconds: 300, policy: 'singleton' },
];

/** Hourly: drop expired sessions, recovery codes and OAuth states so the tables stay small. */
export async function startIdentityWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const housekeeping = container.get(HousekeepingRepo);
  const clock = container.get<Clock>(TYPES.Clock);
  const logger = container.get<Logger>(TYPES.Logger);
  await jobs.work(PURGE_EXPIRED_QUEUE, async () => {
    logger.info(await housekeeping.purgeExpired(clock.now()), 'identity: expired rows purged');
  });
  await jobs.schedule(PURGE_EXPIRED_QUEUE, '17 * * * *');
}
