import type { Request, RequestHandler } from 'express';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { type AdminAccess, actsAsAdmin, staffActor } from '../../src/platform/http/admin-auth';
import { forbidden } from '../../src/platform/errors';
import { currentUser } from '../../src/platform/http/current-user';
import { blockReasonSchema, setRoleSchema, type StaffService, userSearchSchema } from '../identity';
import type { RatingsService } from '../ratings';
import {
  auditQuerySchema,
  ratingRoleParamsSchema,
  type StaffMe,
  type StaffUserDetail,
  userParamsSchema,
} from './admin.schemas';
import type { AuditService } from './audit.service';

/** The console's own endpoints: who I am, the audit log, and users (find, roles, blocks). */
export function adminRoutes(
  access: AdminAccess,
  userGuard: RequestHandler,
  staff: StaffService,
  ratings: RatingsService,
  audit: AuditService,
): ApiRoutes {
  const operator = access.security('operator');
  const admin = access.security('admin');
  const userBefore = ({ params }: { params: { id: string } }) => staff.user(params.id);
  /** An operator may block or unblock players only; a staff account's block is an admin's call. */
  const mayBlock = async (req: Request, userId: string) => {
    if ((await staff.roleOf(userId)) !== 'user' && !actsAsAdmin(staffActor(req))) throw staffBlockNeedsAdmin();
  };
  return new ApiRoutes('admin')
    .add(
      {
        method: 'get',
        path: '/admin/me',
        summary: 'My role: whether the console opens for me, and what it shows',
        errors: [],
        security: { scheme: 'user', guard: userGuard },
      },
      async (_input, req): Promise<StaffMe> => {
        const { username, role, id } = await staff.user(currentUser(req).id);
        return { id, username, role };
      },
    )
    .add(
      {
        method: 'get',
        path: '/admin/audit',
        summary: 'The audit log: staff actions, newest first (admins)',
        query: auditQuerySchema,
        errors: [],
        security: admin,
      },
      ({ query }) => audit.page(query),
    )
    .add(
      {
        method: 'get',
        path: '/admin/users',
        summary: 'Find users by the start of a nickname or e-mail, or by id',
        query: userSearchSchema,
        errors: [],
        security: operator,
      },
      async ({ query }) => ({ users: await staff.search(query.q) }),
    )
    .add(
      { method: 'get', path: '/admin/staff', summary: 'Users holding a staff role', errors: [], security: operator },
      async () => ({ users: await staff.staff() }),
    )
    .add(
      {
        method: 'get',
        path: '/admin/users/:id',
        summary: 'A user with their ratings, rating blocks and account block',
        params: userParamsSchema,
        errors: [],
        security: operator,
      },
      async ({ params }): Promise<StaffUserDetail> => ({
        user: await staff.user(params.id),
        ratings: await ratings.view(params.id),
      }),
    )
    .add(
      {
        method: 'put',
        path: '/admin/users/:id/role',
        summary: 'Grant a role (user, operator, admin); admins only, audited',
        params: userParamsSchema,
        body: setRoleSchema,
        errors: [],
        security: admin,
        auditBefore: userBefore,
      },
      ({ params, body }) => staff.setRole(params.id, body.role),
    )
    .add(
      {
        method: 'post',
        path: '/admin/users/:id/block',
        summary: 'Block an account with a reason: its sessions end and it cannot sign in',
        params: userParamsSchema,
        body: blockReasonSchema,
        errors: [staffBlockNeedsAdmin()],
        security: operator,
        auditBefore: userBefore,
      },
      async ({ params, body }, req) => {
        await mayBlock(req, params.id);
        return staff.block(params.id, body.reason);
      },
    )
    .add(
      {
        method: 'delete',
        path: '/admin/users/:id/block',
        summary: 'Lift an account block, with a reason for the audit log',
        params: userParamsSchema,
        body: blockReasonSchema,
        errors: [staffBlockNeedsAdmin()],
        security: operator,
        auditBefore: userBefore,
      },
      async ({ params }, req) => {
        await mayBlock(req, params.id);
        return staff.unblock(params.id);
      },
    )
    .add(
      {
        method: 'delete',
        path: '/admin/users/:id/rating-block/:role',
        summary: "Lift a role's rating blocks (buyer or seller), with a reason for the audit log",
        params: ratingRoleParamsSchema,
        body: blockReasonSchema,
        errors: [],
        security: operator,
        auditBefore: ({ params }) => ratings.view(params.id),
      },
      async ({ params }) => ({ lifted: await ratings.liftRestrictions(params.id, params.role) }),
    );
}

const staffBlockNeedsAdmin = () => forbidden('NO_RIGHTS', "Only an admin blocks or unblocks a staff member's account");
