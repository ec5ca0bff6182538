import type { AdminAccess } from '../../src/platform/http/admin-auth';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { overviewQuerySchema } from './analytics.schemas';
import type { OverviewService } from './overview.service';

/** The console's analytics panel (issue 19): read-only, for operators. */
export function analyticsAdminRoutes(overview: OverviewService, access: AdminAccess): ApiRoutes {
  return new ApiRoutes('admin').add(
    {
      method: 'get',
      path: '/admin/analytics/overview',
      summary: 'Events per day, the sign-up -> top-up -> purchase funnel and page visits per route, last N days',
      query: overviewQuerySchema,
      security: access.security('operator'),
      errors: [],
    },
    ({ query }) => overview.overview(query.days),
  );
}
