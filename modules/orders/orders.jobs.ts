import type { Container } from 'inversify';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import type { Logger } from '../../src/platform/logger';
import { TYPES } from '../../src/platform/tokens';
import { SettlementService } from './settlement.service';

/** One job per purchase, due when its collection time ends. */
export const PURCHASE_EXPIRY_QUEUE = 'orders.purchase-expiry';
/** Every minute: anything whose job was lost or late. */
export const EXPIRY_SWEEP_QUEUE = 'orders.expiry-sweep';

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
