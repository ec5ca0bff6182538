import type { Container } from 'inversify';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import type { Logger } from '../../src/platform/logger';
import { TYPES } from '../../src/platform/tokens';
import { TopupsService } from './topups.service';

export const ABANDONED_TOPUPS_QUEUE = 'wallet.abandoned-topups';

export const walletQueues: QueueDefinition[] = [
  { name: ABANDONED_TOPUPS_QUEUE, retryLimit: 2, expireInSeconds: 300, policy: 'singleton' },
];

/** Hourly: top-ups nobody paid within a day fail, so the history shows them as failed. */
export async function startWalletWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const topups = container.get(TopupsService);
  const logger = container.get<Logger>(TYPES.Logger);
  await jobs.work(ABANDONED_TOPUPS_QUEUE, async () => {
    const failed = await topups.failAbandoned();
    if (failed) logger.info({ failed }, 'wallet: abandoned top-ups failed');
  });
  await jobs.schedule(ABANDONED_TOPUPS_QUEUE, '23 * * * *');
}
