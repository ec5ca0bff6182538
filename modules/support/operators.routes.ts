import type { RequestHandler } from 'express';
import * as yup from 'yup';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import type { QuestionsService } from './questions.service';

const grantSchema = yup.object({ userId: yup.string().required('required').uuid('invalidValue') });

/** The operator role, granted by an admin (bearer ADMIN_TOKEN). */
export function operatorAdminRoutes(questions: QuestionsService, adminGuard: RequestHandler): ApiRoutes {
  return new ApiRoutes('support-admin').add(
    {
      method: 'post',
      path: '/admin/support/operators',
      errors: [],
      summary: 'Make a user a support operator',
      body: grantSchema,
      security: { scheme: 'admin', guard: adminGuard },
    },
    async ({ body }) => {
      await questions.grantOperator(body.userId);
      return { operator: body.userId };
    },
  );
}
