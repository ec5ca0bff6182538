import type { RequestHandler } from 'express';
import * as yup from 'yup';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import type { AdminAccess } from '../../src/platform/http/admin-auth';
import { rawBody } from '../../src/platform/http/raw-body';
import type { TopupsService } from './topups.service';
import type { CashoutsService } from './cashouts.service';
import type { WalletService } from './wallet.service';
import { SIGNATURE_HEADER } from './payment-provider';
import { walletErrors } from './wallet.errors';
import { cashoutQuoteSchema, cashoutSchema, historyQuerySchema, TOPUP_METHODS, topupSchema } from './wallet.schemas';

/** An amount outside the method's limits (named in the API document; the limits are the currency's). */
const amountLimits = [
  walletErrors.minAmount({ amount: 0, currency: 'usd' }),
  walletErrors.maxAmount({ amount: 0, currency: 'usd' }),
];

const idParams = yup.object({ id: yup.string().required('required').uuid('invalidValue') });

/** Balance, top-ups (and the provider's webhook), cash-outs, and their operator endpoints. */
export function walletRoutes(deps: {
  wallet: WalletService;
  topups: TopupsService;
  cashouts: CashoutsService;
  guard: RequestHandler;
  access: AdminAccess;
  publicUrl?: string;
}): ApiRoutes {
  const { wallet, topups, cashouts } = deps;
  const user = { scheme: 'user' as const, guard: deps.guard };
  const admin = deps.access.security('admin');
  const operator = deps.access.security('operator');
  return new ApiRoutes('wallet')
    .add(
      {
        method: 'get',
        path: '/wallet/balance',
        errors: [],
        summary: 'Balances per currency: available, held, and what can be cashed out now (minor units)',
        security: user,
      },
      (_input, req) => wallet.balance(currentUser(req).id),
    )
    .add(
      {
        method: 'get',
        path: '/wallet/topup-methods',
        errors: [],
        summary: 'Top-up methods, their availability and the limits per currency',
      },
      () => topups.methods(),
    )
    .add(
      {
        method: 'post',
        path: '/wallet/topups',
        errors: [walletErrors.providerOff(), ...amountLimits, walletErrors.methodUnavailable('card')],
        summary: "Start a top-up: answers the provider's checkout address",
        body: topupSchema,
        security: user,
      },
      ({ body }, req) => topups.create(currentUser(req).id, body, deps.publicUrl ?? ''),
    )
    .add(
      {
        method: 'get',
        path: '/wallet/topups',
        errors: [],
        summary: 'Balance top-ups history',
        query: historyQuerySchema,
        security: user,
      },
      ({ query }, req) => topups.history(currentUser(req).id, query.page, query.status),
    )
    .add(
      {
        method: 'get',
        path: '/wallet/topups/:id',
        errors: [walletErrors.notFound()],
        summary: 'One top-up and its status',
        params: idParams,
        security: user,
      },
      ({ params }, req) => topups.get(currentUser(req).id, params.id),
    )
    .add(
      {
        method: 'post',
        path: '/payments/webhook',
        errors: [
          walletErrors.providerOff(),
          walletErrors.badSignature(),
          walletErrors.lateWebhook(),
          walletErrors.webhookMismatch(),
          walletErrors.notFound(),
          walletErrors.wrongState('paid'),
        ],
        summary: `Payment provider webhook (HMAC-signed body, header ${SIGNATURE_HEADER})`,
      },
      (_input, req) => topups.handleWebhook(rawBody(req), req.get(SIGNATURE_HEADER)),
    )
    .add(
      {
        method: 'post',
        path: '/wallet/cashouts/quote',
        errors: amountLimits,
        summary: 'The fee and the amount that arrives, before confirming',
        body: cashoutQuoteSchema,
        security: user,
      },
      ({ body }) => cashouts.quote(body),
    )
    .add(
      {
        method: 'post',
        path: '/wallet/cashouts',
        errors: [...amountLimits, walletErrors.insufficient()],
        summary: 'Cash out funds (cancellable only through support)',
        body: cashoutSchema,
        security: user,
      },
      ({ body }, req) => cashouts.create(currentUser(req).id, body),
    )
    .add(
      {
        method: 'get',
        path: '/wallet/cashouts',
        errors: [],
        summary: 'Cash-outs history',
        query: historyQuerySchema,
        security: user,
      },
      ({ query }, req) => cashouts.history(currentUser(req).id, query.page, query.status),
    )
    .add(
      {
        method: 'put',
        path: '/admin/topup-methods/:method',
        errors: [],
        summary: 'Mark a top-up method available or temporarily unavailable',
        params: yup.object({ method: yup.string().required().oneOf(TOPUP_METHODS, 'invalidValue') }),
        body: yup.object({ available: yup.boolean().required() }),
        security: admin,
      },
      async ({ params, body }) => {
        await topups.setMethodAvailable(params.method, body.available);
        return topups.methods();
      },
    )
    .add(
      {
        method: 'get',
        path: '/admin/cashouts',
        errors: [],
        summary: 'Cash-outs for operators',
        query: historyQuerySchema.shape({
          status: yup.string().oneOf(['created', 'on_check', 'paid', 'failed', 'cancelled'], 'invalidValue').optional(),
        }),
        security: operator,
      },
      ({ query }) => cashouts.listForOperator(query.status, query.page),
    )
    .add(
      {
        method: 'post',
        path: '/admin/cashouts/:id',
        errors: [walletErrors.notFound(), walletErrors.wrongState('paid')],
        summary: 'Operator decision on a cash-out: on_check, paid, failed, cancelled (refunds)',
        params: idParams,
        body: yup.object({
          decision: yup
            .string()
            .required()
            .oneOf(['on_check', 'paid', 'failed', 'cancelled'] as const, 'invalidValue'),
          note: yup.string().max(500, 'tooLong').optional(),
        }),
        security: operator,
        auditBefore: ({ params }) => cashouts.operatorView(params.id),
      },
      ({ params, body }) => cashouts.decide(params.id, body.decision, body.note ?? null),
    );
}
