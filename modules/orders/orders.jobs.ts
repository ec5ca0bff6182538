import type { Container } from 'inversify';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import type { Logger } from '../../src/platform/logger';
import { TYPES } from '../../src/platform/tokens';
import { SettlementService } from './settlement.service';
import { EXPIRY_SWEEP_QUEUE, PURCHASE_EXPIRY_QUEUE } from './orders.queues';

export { EXPIRY_SWEEP_QUEUE, PURCHASE_EXPIRY_QUEUE } from './orders.queues';

export const ordersQueues: QueueDefinition[] = [
  { name: PURCHASE_EXPIRY_QUEUE, retryLimit: 5, retryDelaySeconds: 10, expireInSeconds: 120 },
  { name: EXPIRY_SWEEP_QUEUE, retryLimit: 1, expireInSeconds: 120, policy: 'singleton' },
];

export async function startOrdersWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const settlement = container.get(SettlementService);
  const logger = container.get<Logger>(TYPES.Logger);
  await jobs.work<{ purchaseId: string }>(PURCHASE_EXPIRY_QUEUE, async ({ purchaseId }) => {
    await settlement.expireDue(purchaseId);
  });
  await jobs.work(EXPIRY_SWEEP_QUEUE, async () => {
    const expired = await settlement.expireDue();
    if (expired) logger.info({ expired }, 'orders: uncollected items expired by the sweeper');
  });
  await jobs.schedule(EXPIRY_SWEEP_QUEUE, '* * * * *');
}
