import type { RequestHandler } from 'express';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import type { DeskActivity } from './desk-activity.service';
import { deskCashoutCancelSchema, deskIdParamsSchema, type DeskAccess } from './desk.schemas';
import type { QuestionsService } from './questions.service';
import { questionsErrors } from './questions.errors';
import { notFound } from '../../src/platform/errors';
import { walletErrors } from '../wallet';

/** The operators' desk besides questions and chats: who may use it, a user's activity, cancelling a cash-out. */
export function deskRoutes(
  questions: QuestionsService,
  activity: DeskActivity,
  userGuard: RequestHandler,
  operatorGuard: RequestHandler,
): ApiRoutes {
  const operator = { scheme: 'user' as const, guard: operatorGuard };
  return new ApiRoutes('support-desk')
    .add(
      {
        method: 'get',
        path: '/support/desk/access',
        summary: 'Whether I work the operators’ desk',
        errors: [],
        security: { scheme: 'user', guard: userGuard },
      },
      async (_input, req): Promise<DeskAccess> => ({ operator: await questions.isOperator(currentUser(req).id) }),
    )
    .add(
      {
        method: 'get',
        path: '/support/desk/users/:id/activity',
        summary: "Operators: a user's newest purchases, sales, withdrawals, quick sales and cash-outs (read-only)",
        errors: [questionsErrors.noRights(), notFound()],
        params: deskIdParamsSchema,
        security: operator,
      },
      ({ params }) => activity.of(params.id),
    )
    .add(
      {
        method: 'post',
        path: '/support/desk/cashouts/:id/cancel',
        summary: "Operators: cancel a user's cash-out (refunded); only support can",
        errors: [questionsErrors.noRights(), walletErrors.notFound(), walletErrors.wrongState('paid')],
        params: deskIdParamsSchema,
        body: deskCashoutCancelSchema,
        security: operator,
      },
      async ({ params, body }, req) => ({
        cashout: await activity.cancelCashout(currentUser(req).id, params.id, body.note),
      }),
    );
}
