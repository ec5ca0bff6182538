import type { Container } from 'inversify';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import type { Clock } from '../../src/platform/clock';
import type { Logger } from '../../src/platform/logger';
import { TYPES } from '../../src/platform/tokens';
import { SpentChallengesRepo } from './captcha.repo';

export const PURGE_SPENT_QUEUE = 'captcha.purge-spent';

export const captchaQueues: QueueDefinition[] = [
  { name: PURGE_SPENT_QUEUE, retryLimit: 2, expireInSeconds: 300, policy: 'singleton' },
];

/** Every 10 minutes: forget the spent solutions of expired challenges (they are refused as expired anyway). */
export async function startCaptchaWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const spent = container.get(SpentChallengesRepo);
  const clock = container.get<Clock>(TYPES.Clock);
  const logger = container.get<Logger>(TYPES.Logger);
  await jobs.work(PURGE_SPENT_QUEUE, async () => {
    const purged = await spent.purgeExpired(clock.now());
    if (purged) logger.info({ purged }, 'captcha: spent solutions of expired challenges purged');
  });
  await jobs.schedule(PURGE_SPENT_QUEUE, '*/10 * * * *');
}
