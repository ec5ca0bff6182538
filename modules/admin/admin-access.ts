import type { RequestHandler } from 'express';
import {
  type AdminAccess,
  hasAdminToken,
  admitStaff,
  type StaffActor,
  type StaffRole,
  type StaffSecurity,
} from '../../src/platform/http/admin-auth';
import { currentUser } from '../../src/platform/http/current-user';
import { forbidden } from '../../src/platform/errors';
import type { StaffService } from '../identity';
import type { AuditService } from './audit.service';

const MAY: Record<StaffRole, readonly string[]> = { operator: ['operator', 'admin'], admin: ['admin'] };

/**
 * Staff endpoints let in the ADMIN_TOKEN bearer (automation) or a signed-in user whose role allows it, and hand the
 * route a recorder that writes the action to the audit log (api-routes.ts calls it once the action succeeded).
 */
export function adminAccess(
  adminToken: string | undefined,
  userGuard: RequestHandler,
  staff: StaffService,
  audit: AuditService,
): AdminAccess {
  const guard =
    (role: StaffRole): RequestHandler =>
    (req, res, next) => {
      const admit = (actor: StaffActor) => {
        admitStaff(res, actor, (action) => audit.record({ ...action, actor }));
        next();
      };
      if (hasAdminToken(req, adminToken)) return admit({ kind: 'token' });
      // Returned: the guard is async, and Express 5 passes its rejection (no or a bad token) on as the error.
      return userGuard(req, res, (err?: unknown) => {
        if (err) return next(err);
        const { id } = currentUser(req);
        staff
          .roleOf(id)
          .then(
            (held) =>
              MAY[role].includes(held)
                ? admit({ kind: 'user', id, role: held as StaffRole })
                : next(forbidden('NO_RIGHTS', `This needs the ${role} role`)),
            next,
          );
      });
    };
  const securities = { operator: guard('operator'), admin: guard('admin') };
  return { security: (role): StaffSecurity => ({ scheme: 'admin', guard: securities[role] }) };
}
