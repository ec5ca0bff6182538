import type { Container } from 'inversify';
import type { FlowEndedJob } from '../../bots';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import { TYPES } from '../../src/platform/tokens';
import { SYNC_ENDED_QUEUE, SyncService } from './sync.service';

/** A sync's ending reaches the inventory through this queue; a failed apply retries, never doubling an item. */
export const inventoryQueues: QueueDefinition[] = [
  { name: SYNC_ENDED_QUEUE, retryLimit: 20, retryDelaySeconds: 5, expireInSeconds: 120 },
];

export async function startInventoryWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const sync = container.get(SyncService);
  await jobs.work<FlowEndedJob>(SYNC_ENDED_QUEUE, (job) => sync.apply(job));
}
