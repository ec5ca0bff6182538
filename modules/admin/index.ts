import type { RequestHandler } from 'express';
import { ContainerModule, type Container } from 'inversify';
import type { AppConfig } from '../../config';
import type { AdminAccess } from '../../src/platform/http/admin-auth';
import type { AppModule } from '../../src/platform/module';
import { TYPES } from '../../src/platform/tokens';
import { StaffService, USER_GUARD } from '../identity';
import { RatingsService } from '../ratings';
import { adminAccess } from './admin-access';
import { adminRoutes } from './admin.routes';
import { AuditRepo } from './audit.repo';
import { AuditService } from './audit.service';

export * from './admin.schemas';

/**
 * The console's server side (issue 19): who may call staff endpoints (TYPES.AdminAccess, which every module's
 * staff routes use), the audit log every staff action is written to, and users' roles and blocks.
 */
export const adminModule: AppModule = {
  name: 'admin',
  bindings: new ContainerModule(({ bind }) => {
    bind(AuditRepo).toSelf();
    bind(AuditService).toSelf();
    bind<AdminAccess>(TYPES.AdminAccess).toResolvedValue(
      (config: AppConfig, guard: RequestHandler, staff: StaffService, audit: AuditService) =>
        adminAccess(config.adminToken, guard, staff, audit),
      [TYPES.Config, USER_GUARD, StaffService, AuditService],
    );
  }),
  routes: (container: Container) =>
    adminRoutes(
      container.get<AdminAccess>(TYPES.AdminAccess),
      container.get<RequestHandler>(USER_GUARD),
      container.get(StaffService),
      container.get(RatingsService),
      container.get(AuditService),
    ),
};
