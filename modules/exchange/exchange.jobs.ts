import type { Container } from 'inversify';
import type { FlowEndedJob } from '../../bots';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import { TYPES } from '../../src/platform/tokens';
import { ExchangeEndings } from './exchange-endings.service';
import { EXCHANGE_ENDED_QUEUE } from './exchange.queues';

export const exchangeQueues: QueueDefinition[] = [
  { name: EXCHANGE_ENDED_QUEUE, retryLimit: 10, retryDelaySeconds: 5, expireInSeconds: 120 },
];

export async function startExchangeWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const endings = container.get(ExchangeEndings);
  await jobs.work<FlowEndedJob>(EXCHANGE_ENDED_QUEUE, (job) => endings.settle(job));
}
