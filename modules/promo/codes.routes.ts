import type { RequestHandler } from 'express';
import * as yup from 'yup';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import type { StaffSecurity } from '../../src/platform/http/admin-auth';
import { currentUser } from '../../src/platform/http/current-user';
import { networkCountry } from '../identity';
import type { GameKey } from '../../kernel';
import type { PromoCodesService } from './codes.service';
import { promoErrors } from './promo.errors';
import {
  newPromoCodeSchema,
  promoActivationSchema,
  promoCheckQuerySchema,
  rbxCodeActivationSchema,
  rbxPrizeClaimSchema,
} from './promo.schemas';

const prizeParams = yup.object({ id: yup.string().required('required').uuid('invalidValue') });
const activationErrors = [
  promoErrors.codeNotFound(),
  promoErrors.alreadyUsed(),
  promoErrors.notInCountryOrExpired(),
  promoErrors.vpn(),
  promoErrors.cooldown(new Date(0)),
  promoErrors.unexpected(),
];

/** Promo codes on the spec's paths (accounts-platform 7): the two systems' checks and activations, and operators'. */
export function codesRoutes(codes: PromoCodesService, guard: RequestHandler, admin: StaffSecurity): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  return new ApiRoutes('promo')
    .add(
      {
        method: 'get',
        path: '/user/promocodes/absolute_promo',
        errors: [],
        summary: 'Check a promo code in the item system (free spins): code when it exists, user when I used it',
        query: promoCheckQuerySchema,
        security: user,
      },
      ({ query }, req) => codes.check(currentUser(req).id, query.code, 'item'),
    )
    .add(
      {
        method: 'get',
        path: '/v1/withdrawals/absolute_promo',
        errors: [],
        summary: 'Check a promo code in the R$ system: code (and its R$) when it exists, user when I used it',
        query: promoCheckQuerySchema,
        security: user,
      },
      ({ query }, req) => codes.check(currentUser(req).id, query.code, 'rbx'),
    )
    .add(
      {
        method: 'post',
        path: '/user/promo-subscription',
        summary: "Activate a promo code in the item system: its free spins are mine (codes 1-5 when it can't be)",
        body: promoActivationSchema,
        security: user,
        errors: activationErrors,
      },
      ({ body }, req) => codes.activateItem(currentUser(req).id, body.code, networkCountry(req)),
    )
    .add(
      {
        method: 'post',
        path: '/v1/withdrawals/absolute_promo',
        summary: "Activate a promo code in the R$ system: its R$ are sent to my game pass (codes 1-5 when it can't be)",
        body: rbxCodeActivationSchema,
        security: user,
        errors: activationErrors,
      },
      ({ body }, req) =>
        codes.activateRbx(
          currentUser(req).id,
          body.code,
          { game: body.game as GameKey, nickname: body.nickname, pass: body.pass },
          networkCountry(req),
        ),
    )
    .add(
      {
        method: 'post',
        path: '/promo/rbx-prizes/:id/claim',
        summary: 'Send an R$ prize I won to my game pass',
        params: prizeParams,
        body: rbxPrizeClaimSchema,
        security: user,
        errors: [promoErrors.prizeNotFound(), promoErrors.prizeClaimed()],
      },
      ({ params, body }, req) =>
        codes.claimRbxPrize(currentUser(req).id, params.id, {
          game: body.game as GameKey,
          nickname: body.nickname,
          pass: body.pass,
        }),
    )
    .add(
      {
        method: 'get',
        path: '/user/promo-count',
        errors: [],
        summary: 'How many free spins I have (a bare number)',
        security: user,
      },
      (_input, req) => codes.freeSpins(currentUser(req).id),
    )
    .add(
      {
        method: 'get',
        path: '/user/promo-subscriptions',
        errors: [],
        summary: 'My promo codes used, their prizes, free spins left and when I may use the next code',
        security: user,
      },
      (_input, req) => codes.subscriptions(currentUser(req).id),
    )
    .add(
      {
        method: 'post',
        path: '/admin/promocodes',
        summary: 'Create a promo code: its prize system and prize, uses, expiry and countries',
        body: newPromoCodeSchema,
        security: admin,
        errors: [promoErrors.codeExists()],
      },
      async ({ body }) => ({ code: await codes.create(body) }),
    )
    .add(
      {
        method: 'get',
        path: '/admin/promocodes',
        summary: 'The promo codes, newest first',
        security: admin,
        errors: [],
      },
      async () => ({ codes: await codes.list() }),
    );
}
