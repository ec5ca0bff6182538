import { ContainerModule, type Container } from 'inversify';
import type { AppModule } from '../../src/platform/module';
import { TYPES } from '../../src/platform/tokens';
import type { AdminAccess } from '../../src/platform/http/admin-auth';
import { OperationsRepo } from './operations.repo';
import { DefaultOperationsService, type OperationsService } from './operations.service';
import { operationsRoutes } from './operations.routes';
import { operationsQueues, startOperationsWorkers } from './operations.jobs';
import { OPERATIONS_SERVICE } from './operations.tokens';
import { LiveSettingsRepo } from './live-settings.repo';
import { LiveSettings } from './live-settings';
import { FlagsService } from './flags.service';
import { flagsRoutes } from './flags.routes';

export { OPERATIONS_SERVICE } from './operations.tokens';
export { MAINTENANCE_READ_TTL_MS, TECH_WORKS_CHANGE, type OperationsService } from './operations.service';
export { MAINTENANCE_END_QUEUE } from './operations.queues';
export * from './operations.schemas';

/** Feature flags, maintenance modes per game and service, the sales status call and the season. */
export const operationsModule: AppModule = {
  name: 'operations',
  bindings: new ContainerModule(({ bind }) => {
    bind(OperationsRepo).toSelf();
    bind<OperationsService>(OPERATIONS_SERVICE).to(DefaultOperationsService);
    bind(LiveSettingsRepo).toSelf();
    // One copy per process: every module's flag reads come from it.
    bind(LiveSettings).toSelf();
    bind(FlagsService).toSelf();
  }),
  routes: (container: Container) => [
    operationsRoutes(
      container.get<OperationsService>(OPERATIONS_SERVICE),
      container.get<AdminAccess>(TYPES.AdminAccess),
    ),
    flagsRoutes(container.get(FlagsService), container.get<AdminAccess>(TYPES.AdminAccess).security('admin')),
  ],
  start: (container: Container) => container.get(LiveSettings).start(),
  queues: operationsQueues,
  startWorkers: startOperationsWorkers,
};
