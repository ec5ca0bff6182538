import type { Container } from 'inversify';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import { TYPES } from '../../src/platform/tokens';
import { OPERATIONS_SERVICE } from './operations.tokens';
import type { OperationsService } from './operations.service';
import { MAINTENANCE_END_QUEUE, type MaintenanceEndJob } from './operations.queues';

export const operationsQueues: QueueDefinition[] = [
  { name: MAINTENANCE_END_QUEUE, retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: 60 },
];

export async function startOperationsWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const service = container.get<OperationsService>(OPERATIONS_SERVICE);
  await jobs.work<MaintenanceEndJob>(MAINTENANCE_END_QUEUE, (job) => service.endExpiredMaintenance(job));
}
