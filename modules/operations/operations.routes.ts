import { ApiRoutes } from '../../src/platform/http/api-routes';
import type { AdminAccess } from '../../src/platform/http/admin-auth';
import type { OperationsService } from './operations.service';
import {
  gameParamsSchema,
  maintenanceParamsSchema,
  setSeasonSchema,
  startMaintenanceSchema,
} from './operations.schemas';

export function operationsRoutes(service: OperationsService, access: AdminAccess): ApiRoutes {
  const admin = access.security('admin');
  return new ApiRoutes('operations')
    .add({ method: 'get', path: '/status', summary: 'Sales status and maintenance of every game', errors: [] }, () =>
      service.allStatuses(),
    )
    .add(
      {
        method: 'get',
        path: '/:game/status',
        errors: [],
        summary: 'Sales status (status, finish) and per-service maintenance of one game',
        params: gameParamsSchema,
      },
      ({ params }) => service.gameStatus(params.game),
    )
    .add(
      {
        method: 'put',
        path: '/admin/maintenance/:game/:service',
        errors: [],
        summary: 'Start (or change) maintenance of a service; with `until` it ends by itself',
        params: maintenanceParamsSchema,
        body: startMaintenanceSchema,
        security: admin,
        auditBefore: ({ params }) => service.gameStatus(params.game),
      },
      ({ params, body }) => service.startMaintenance(params.game, params.service, body.mode, body.until),
    )
    .add(
      {
        method: 'delete',
        path: '/admin/maintenance/:game/:service',
        errors: [],
        summary: 'End maintenance of a service now',
        params: maintenanceParamsSchema,
        security: admin,
        auditBefore: ({ params }) => service.gameStatus(params.game),
      },
      ({ params }) => service.endMaintenance(params.game, params.service),
    )
    .add(
      { method: 'get', path: '/season', summary: 'The season every page shows (DEFAULT or a holiday)', errors: [] },
      () => service.season(),
    )
    .add(
      {
        method: 'put',
        path: '/admin/season',
        errors: [],
        summary: 'Switch the season; open pages change live and offer its bonus game',
        body: setSeasonSchema,
        security: admin,
        auditBefore: () => service.season(),
      },
      ({ body }) => service.setSeason(body.season),
    );
}
