import type { RequestHandler } from 'express';
import * as yup from 'yup';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import type { AdventService } from './advent.service';
import { ADVENT_DOORS } from './advent.schemas';
import type { GiveawayService } from './giveaway.service';
import { promoErrors } from './promo.errors';

const dayParams = yup.object({
  day: yup
    .string()
    .required('required')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'invalidValue'),
});
const doorParams = yup.object({
  door: yup
    .number()
    .required('required')
    .integer('invalidValue')
    .min(1, 'invalidValue')
    .max(ADVENT_DOORS, 'invalidValue'),
});

/** The daily giveaway (/giveaway) and the advent calendar. */
export function eventsRoutes(giveaway: GiveawayService, advent: AdventService, guard: RequestHandler): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  return new ApiRoutes('giveaway')
    .add(
      { method: 'get', path: '/giveaway', summary: "Today's giveaway and the last draw with its proof", errors: [] },
      () => giveaway.view(null),
    )
    .add(
      { method: 'get', path: '/giveaway/mine', summary: "Today's giveaway with my entry", security: user, errors: [] },
      (_input, req) => giveaway.view(currentUser(req).id),
    )
    .add(
      {
        method: 'post',
        path: '/giveaway/join',
        summary: "Join today's giveaway (not within 24 hours of a win)",
        security: user,
        errors: [promoErrors.giveawayWonRecently(new Date(0))],
      },
      (_input, req) => giveaway.join(currentUser(req).id),
    )
    .add(
      {
        method: 'get',
        path: '/giveaway/draws/:day',
        summary: "A day's draw: revealed seed, entries, digest, roll and winner",
        params: dayParams,
        errors: [promoErrors.giveawayNotFound()],
      },
      ({ params }) => giveaway.draw(params.day),
    )
    .add({ method: 'get', path: '/advent', summary: "The advent calendar's doors and today's door", errors: [] }, () =>
      advent.view(null),
    )
    .add(
      {
        method: 'get',
        path: '/advent/mine',
        summary: 'The advent calendar with the doors I opened',
        security: user,
        errors: [],
      },
      (_input, req) => advent.view(currentUser(req).id),
    )
    .add(
      {
        method: 'post',
        path: '/advent/doors/:door/open',
        summary: "Open today's door once: its prize is mine",
        params: doorParams,
        security: user,
        errors: [promoErrors.doorClosed(), promoErrors.doorOpened()],
      },
      ({ params }, req) => advent.open(currentUser(req).id, params.door),
    );
}
