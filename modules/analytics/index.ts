import type { RequestHandler } from 'express';
import { ContainerModule, type Container } from 'inversify';
import type { AdminAccess } from '../../src/platform/http/admin-auth';
import type { AppModule } from '../../src/platform/module';
import { TYPES } from '../../src/platform/tokens';
import { USER_GUARD } from '../identity';
import { AbTestsService } from './ab-tests.service';
import { analyticsAdminRoutes } from './admin.routes';
import { analyticsQueues, startAnalyticsWorkers } from './analytics.jobs';
import { analyticsRoutes } from './analytics.routes';
import { ClientEventsService } from './client-events.service';
import { EventsRepo } from './events.repo';
import { OverviewService } from './overview.service';
import { AnalyticsPruning } from './prune';
import { AnalyticsRateLimits } from './rate-limits';

export { AnalyticsPruning, MAX_EVENTS, RETENTION_DAYS } from './prune';
export { AbTestsService } from './ab-tests.service';
export * from './analytics.schemas';

/**
 * Client analytics (spec accounts-platform 3, 4.6, 4.12, 7 /api/v1/client-events, 9): the browser's event queue lands
 * here, with its A-B group; the console reads an overview of it.
 */
export const analyticsModule: AppModule = {
  name: 'analytics',
  bindings: new ContainerModule(({ bind }) => {
    bind(EventsRepo).toSelf();
    bind(AbTestsService).toSelf();
    bind(AnalyticsRateLimits).toSelf();
    bind(ClientEventsService).toSelf();
    bind(OverviewService).toSelf();
    bind(AnalyticsPruning).toSelf();
  }),
  routes: (container: Container) => [
    analyticsRoutes(
      container.get(ClientEventsService),
      container.get(AbTestsService),
      container.get(AnalyticsRateLimits),
      container.get<RequestHandler>(USER_GUARD),
    ),
    analyticsAdminRoutes(container.get(OverviewService), container.get<AdminAccess>(TYPES.AdminAccess)),
  ],
  queues: analyticsQueues,
  startWorkers: startAnalyticsWorkers,
};
