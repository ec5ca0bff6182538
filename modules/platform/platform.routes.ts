import { Router } from 'express';
import { validate } from '../../src/platform/validation';
import { requireAdmin } from '../../src/platform/http/admin-auth';
import type { PlatformService } from './platform.service';
import type { Game, MaintenanceMode, Service } from './platform.schemas';
import { gameParamsSchema, maintenanceParamsSchema, startMaintenanceSchema } from './platform.schemas';

export function platformRoutes(service: PlatformService, adminToken: string | undefined): Router {
  const router = Router();

  router.get('/flags', (_req, res) => {
    res.json({ flags: service.flags() });
  });

  router.get('/status', async (_req, res) => {
    res.json(await service.allStatuses());
  });

  router.get('/:game/status', async (req, res) => {
    const { game } = validate(gameParamsSchema, req.params, 'params');
    res.json(await service.gameStatus(game as Game));
  });

  const admin = Router();
  admin.use(requireAdmin(adminToken));
  admin.put('/maintenance/:game/:service', async (req, res) => {
    const { game, service: name } = validate(maintenanceParamsSchema, req.params, 'params');
    const { mode, until } = validate(startMaintenanceSchema, req.body ?? {});
    res.json(await service.startMaintenance(game as Game, name as Service, mode as MaintenanceMode, until));
  });
  admin.delete('/maintenance/:game/:service', async (req, res) => {
    const { game, service: name } = validate(maintenanceParamsSchema, req.params, 'params');
    res.json(await service.endMaintenance(game as Game, name as Service));
  });
  router.use('/admin', admin);

  return router;
}
