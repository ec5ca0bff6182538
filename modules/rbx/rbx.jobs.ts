import type { Container } from 'inversify';
import type { FlowEndedJob } from '../../bots';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import type { Logger } from '../../src/platform/logger';
import { TYPES } from '../../src/platform/tokens';
import { RbxDeliveries } from './rbx-deliveries.service';
import { RBX_CREDIT_QUEUE, RBX_FLOW_ENDED_QUEUE, RBX_START_QUEUE, RBX_SWEEP_QUEUE } from './rbx.queues';
import { RbxService } from './rbx.service';

export const rbxQueues: QueueDefinition[] = [
  { name: RBX_FLOW_ENDED_QUEUE, retryLimit: 10, retryDelaySeconds: 5, expireInSeconds: 120 },
  { name: RBX_CREDIT_QUEUE, retryLimit: 10, retryDelaySeconds: 30, expireInSeconds: 120 },
  // Maintenance or the user's other trade: try again for about an hour; the sweeper takes it up after.
  { name: RBX_START_QUEUE, retryLimit: 12, retryDelaySeconds: 300, expireInSeconds: 120 },
  { name: RBX_SWEEP_QUEUE, retryLimit: 1, expireInSeconds: 600, policy: 'singleton' },
];

export async function startRbxWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const logger = container.get<Logger>(TYPES.Logger);
  const deliveries = container.get(RbxDeliveries);
  const orders = container.get(RbxService);
  await jobs.work<FlowEndedJob>(RBX_FLOW_ENDED_QUEUE, (job) => deliveries.flowEnded(job));
  await jobs.work<{ orderId: string }>(RBX_CREDIT_QUEUE, async ({ orderId }) => {
    await deliveries.credit(orderId);
  });
  await jobs.work<{ orderId: string }>(RBX_START_QUEUE, ({ orderId }) => orders.startPrize(orderId));
  await jobs.work(RBX_SWEEP_QUEUE, async () => {
    const credited = await deliveries.sweep((orderId) => orders.startPrize(orderId).catch(() => undefined));
    if (credited) logger.info({ credited }, 'rbx: game pass credits delivered by the sweeper');
  });
  await jobs.schedule(RBX_SWEEP_QUEUE, '23 * * * *');
}
