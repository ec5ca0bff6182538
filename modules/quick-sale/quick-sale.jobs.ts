import type { Container } from 'inversify';
import type { FlowEndedJob } from '../../bots';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import { TYPES } from '../../src/platform/tokens';
import { QuickSaleEndings } from './quick-sale-endings.service';
import { QUICK_SALE_ENDED_QUEUE } from './quick-sale.queues';

export const quickSaleQueues: QueueDefinition[] = [
  { name: QUICK_SALE_ENDED_QUEUE, retryLimit: 10, retryDelaySeconds: 5, expireInSeconds: 120 },
];

export async function startQuickSaleWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const endings = container.get(QuickSaleEndings);
  await jobs.work<FlowEndedJob>(QUICK_SALE_ENDED_QUEUE, (job) => endings.settle(job));
}
