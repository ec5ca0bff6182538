import { ContainerModule, type Container } from 'inversify';
import type { AppModule } from '../../src/platform/module';
import { TYPES } from '../../src/platform/tokens';
import type { AppConfig } from '../../config';
import { OperationsRepo } from './operations.repo';
import { DefaultOperationsService, type OperationsService } from './operations.service';
import { operationsRoutes } from './operations.routes';
import { operationsQueues, startOperationsWorkers } from './operations.jobs';
import { OPERATIONS_SERVICE } from './operations.tokens';

export { OPERATIONS_SERVICE } from './operations.tokens';
export { TECH_WORKS_CHANGE, type OperationsService } from './operations.service';
export { MAINTENANCE_END_QUEUE } from './operations.queues';
export * from './operations.schemas';

/** Feature flags, maintenance modes per game and service, the sales status call and the season. */
export const operationsModule: AppModule = {
  name: 'operations',
  bindings: new ContainerModule(({ bind }) => {
    bind(OperationsRepo).toSelf();
    bind<OperationsService>(OPERATIONS_SERVICE).to(DefaultOperationsService);
  }),
  routes: (container: Container) =>
    operationsRoutes(
      container.get<OperationsService>(OPERATIONS_SERVICE),
      container.get<AppConfig>(TYPES.Config).adminToken,
    ),
  queues: operationsQueues,
  startWorkers: startOperationsWorkers,
};
