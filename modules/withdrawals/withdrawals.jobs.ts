import type { Container } from 'inversify';
import type { FlowEndedJob } from '../../bots';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import { TYPES } from '../../src/platform/tokens';
import { TradeEndings } from './trade-endings.service';
import { TRADE_ENDED_QUEUE } from './withdrawals.queues';

export const withdrawalsQueues: QueueDefinition[] = [
  { name: TRADE_ENDED_QUEUE, retryLimit: 10, retryDelaySeconds: 5, expireInSeconds: 120 },
];

export async function startWithdrawalsWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const endings = container.get(TradeEndings);
  await jobs.work<FlowEndedJob>(TRADE_ENDED_QUEUE, (job) => endings.settle(job));
}
