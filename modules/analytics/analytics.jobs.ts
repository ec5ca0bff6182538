import type { Container } from 'inversify';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import type { Logger } from '../../src/platform/logger';
import { TYPES } from '../../src/platform/tokens';
import { AnalyticsPruning } from './prune';

export const PRUNE_QUEUE = 'analytics.prune';

export const analyticsQueues: QueueDefinition[] = [
  { name: PRUNE_QUEUE, retryLimit: 2, expireInSeconds: 900, policy: 'singleton' },
];

/** Hourly: old events and silent browsers' A-B rows go (prune.ts says why pruning, not partitions). */
export async function startAnalyticsWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const pruning = container.get(AnalyticsPruning);
  const logger = container.get<Logger>(TYPES.Logger);
  await jobs.work(PRUNE_QUEUE, async () => {
    logger.info(await pruning.prune(), 'analytics: old events pruned');
  });
  await jobs.schedule(PRUNE_QUEUE, '29 * * * *');
}
