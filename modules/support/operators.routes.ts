import * as yup from 'yup';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import type { StaffSecurity } from '../../src/platform/http/admin-auth';
import type { QuestionsService } from './questions.service';

const grantSchema = yup.object({ userId: yup.string().required('required').uuid('invalidValue') });

/** The operator role, granted by an admin (kept beside PUT /api/admin/users/:id/role for automation). */
export function operatorAdminRoutes(questions: QuestionsService, admin: StaffSecurity): ApiRoutes {
  return new ApiRoutes('support-admin').add(
    {
      method: 'post',
      path: '/admin/support/operators',
      errors: [],
      summary: 'Make a user a support operator',
      body: grantSchema,
      security: admin,
    },
    async ({ body }) => {
      await questions.grantOperator(body.userId);
      return { operator: body.userId };
    },
  );
}
