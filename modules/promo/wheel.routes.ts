import type { RequestHandler } from 'express';
import * as yup from 'yup';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import { promoErrors } from './promo.errors';
import { clientSeedSchema, spinSchema } from './wheel.schemas';
import type { WheelService } from './wheel.service';

const spinParams = yup.object({ id: yup.string().required('required').uuid('invalidValue') });

/** The fortune wheel (/fortune): its prizes and odds, my commitment and free spins, spinning, and any spin's proof. */
export function wheelRoutes(wheel: WheelService, guard: RequestHandler): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  return new ApiRoutes('fortune')
    .add({ method: 'get', path: '/fortune', summary: "The wheel's segments, odds and today's pet", errors: [] }, () =>
      wheel.view(null),
    )
    .add(
      {
        method: 'get',
        path: '/fortune/mine',
        errors: [],
        summary: 'The wheel with my next spin’s commitment (server seed hash, client seed, counter) and free spins',
        security: user,
      },
      (_input, req) => wheel.view(currentUser(req).id),
    )
    .add(
      {
        method: 'put',
        path: '/fortune/client-seed',
        errors: [],
        summary: 'Set my client seed for the next spins',
        body: clientSeedSchema,
        security: user,
      },
      ({ body }, req) => wheel.setClientSeed(currentUser(req).id, body.clientSeed),
    )
    .add(
      {
        method: 'post',
        path: '/fortune/spin',
        summary: 'Spin with a free spin: the prize, and the revealed seed that proves it',
        body: spinSchema,
        security: user,
        errors: [
          promoErrors.itemsChanged(),
          promoErrors.noFreeSpin(),
          promoErrors.technical(),
          promoErrors.wheelUnavailable(),
        ],
      },
      ({ body }, req) => wheel.spin(currentUser(req).id, body.petOfferId ?? null),
    )
    .add(
      { method: 'get', path: '/fortune/spins', summary: 'My latest spins', security: user, errors: [] },
      async (_input, req) => ({ spins: await wheel.spinsOf(currentUser(req).id) }),
    )
    .add(
      {
        method: 'get',
        path: '/fortune/spins/:id',
        summary: 'One spin with its revealed seed, for anyone to verify',
        params: spinParams,
        errors: [promoErrors.spinNotFound()],
      },
      ({ params }) => wheel.spinById(params.id),
    );
}
