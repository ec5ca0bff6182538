import type { RequestHandler } from 'express';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import type { StaffSecurity } from '../../src/platform/http/admin-auth';
import type { BetaAccess } from './beta-access';
import type { CgaLinks } from './cga.repo';
import { identityErrors } from './identity.errors';
import { cgaCreateSchema, mmBetaAccessSchema, userIdParamsSchema } from './identity.schemas';

/** The analytics client link (spec 7, cga/create) and the staff switch of a user's mm2 beta access. */
export function extrasRoutes(
  links: CgaLinks,
  beta: BetaAccess,
  guard: RequestHandler,
  admin: StaffSecurity,
): ApiRoutes {
  return new ApiRoutes('identity')
    .add(
      {
        method: 'post',
        path: '/user/cga/create',
        summary:
          "Link the browser's analytics client id to the signed-in user (stored once; sending it again is a no-op)",
        body: cgaCreateSchema,
        errors: [],
        security: { scheme: 'user', guard },
      },
      async ({ body }, req) => ({
        code: 200,
        created: await links.link(currentUser(req).id, body.cga_client_id, body.cga_data ?? null),
      }),
    )
    .add(
      {
        method: 'put',
        path: '/admin/users/:id/mm-beta',
        summary: "Grant or take back a user's murder-mystery (mm2) beta access; admins only, audited",
        params: userIdParamsSchema,
        body: mmBetaAccessSchema,
        errors: [identityErrors.userNotFound()],
        security: admin,
        auditBefore: async ({ params }) => ({ user_id: params.id, mm_beta: await beta.of(params.id) }),
      },
      ({ params, body }) => beta.set(params.id, body.mm_beta),
    );
}
