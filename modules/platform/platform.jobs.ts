import type { Container } from 'inversify';
import type { Jobs, QueueDefinition } from '../../src/platform/jobs';
import { TYPES } from '../../src/platform/tokens';
import { PLATFORM_SERVICE } from './platform.tokens';
import type { PlatformService } from './platform.service';
import type { GameKey, Service } from '../../kernel';

export const MAINTENANCE_END_QUEUE = 'platform.maintenance-end';

export interface MaintenanceEndJob {
  game: GameKey;
  service: Service;
  until: string;
}

export const platformQueues: QueueDefinition[] = [
  { name: MAINTENANCE_END_QUEUE, retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: 60 },
];

export async function startPlatformWorkers(container: Container): Promise<void> {
  const jobs = container.get<Jobs>(TYPES.Jobs);
  const service = container.get<PlatformService>(PLATFORM_SERVICE);
  await jobs.work<MaintenanceEndJob>(MAINTENANCE_END_QUEUE, (job) => service.endExpiredMaintenance(job));
}
