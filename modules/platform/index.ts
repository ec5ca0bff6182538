import { ContainerModule, type Container } from 'inversify';
import type { AppModule } from '../../src/platform/module';
import { TYPES } from '../../src/platform/tokens';
import type { AppConfig } from '../../config';
import { PlatformRepo } from './platform.repo';
import { DefaultPlatformService, type PlatformService } from './platform.service';
import { platformRoutes } from './platform.routes';
import { platformQueues, startPlatformWorkers } from './platform.jobs';
import { PLATFORM_SERVICE } from './platform.tokens';

export { PLATFORM_SERVICE } from './platform.tokens';
export { TECH_WORKS_CHANGE, type PlatformService } from './platform.service';
export { MAINTENANCE_END_QUEUE } from './platform.jobs';
export * from './platform.schemas';

/** Feature flags, maintenance modes per game and service, and the sales status call. */
export const platformModule: AppModule = {
  name: 'platform',
  bindings: new ContainerModule(({ bind }) => {
    bind(PlatformRepo).toSelf();
    bind<PlatformService>(PLATFORM_SERVICE).to(DefaultPlatformService);
  }),
  routes: (container: Container) =>
    platformRoutes(container.get<PlatformService>(PLATFORM_SERVICE), container.get<AppConfig>(TYPES.Config).adminToken),
  queues: platformQueues,
  startWorkers: startPlatformWorkers,
};
