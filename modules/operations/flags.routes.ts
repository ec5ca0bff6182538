import { ApiRoutes } from '../../src/platform/http/api-routes';
import type { StaffSecurity } from '../../src/platform/http/admin-auth';
import type { FeatureFlag } from '../../kernel';
import type { DevStatus } from './flags.vocabulary.schemas';
import type { FlagsService } from './flags.service';
import { flagParamsSchema, setDevStatusSchema, setFlagSchema } from './operations.schemas';

/** Feature flags and the dev status: read by every page, switched live by staff. */
export function flagsRoutes(service: FlagsService, admin: StaffSecurity): ApiRoutes {
  return new ApiRoutes('operations')
    .add(
      {
        method: 'get',
        path: '/flags',
        summary: 'Feature flags with their current values, and the dev status',
        errors: [],
      },
      () => service.current(),
    )
    .add(
      {
        method: 'get',
        path: '/admin/flags',
        summary: 'Every flag: its value and where it comes from (default, config or override)',
        errors: [],
        security: admin,
      },
      () => service.states(),
    )
    .add(
      {
        method: 'put',
        path: '/admin/flags/:flag',
        summary: 'Switch a flag at run time; open pages and every process apply it at once',
        errors: [],
        params: flagParamsSchema,
        body: setFlagSchema,
        security: admin,
        auditBefore: async ({ params }) => service.state(params.flag as FeatureFlag),
      },
      ({ params, body }) => service.setFlag(params.flag as FeatureFlag, body.value),
    )
    .add(
      {
        method: 'delete',
        path: '/admin/flags/:flag',
        summary: "Drop a flag's override: it takes its default or FEATURE_FLAGS value again",
        errors: [],
        params: flagParamsSchema,
        security: admin,
        auditBefore: async ({ params }) => service.state(params.flag as FeatureFlag),
      },
      ({ params }) => service.setFlag(params.flag as FeatureFlag, null),
    )
    .add(
      {
        method: 'put',
        path: '/admin/dev-status',
        summary: 'Set the dev status (testing, development, or null for live); open pages show it at once',
        errors: [],
        body: setDevStatusSchema,
        security: admin,
        auditBefore: async () => service.devStatus(),
      },
      ({ body }) => service.setDevStatus((body.status ?? null) as DevStatus | null),
    );
}
