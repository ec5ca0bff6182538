import type { RequestHandler } from 'express';
import type { Currency, GameKey } from '../../kernel';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import { catalogErrors, gameParamsSchema } from '../catalog';
import { marketErrors } from '../market';
import { ratingsErrors } from '../ratings';
import { walletErrors } from '../wallet';
import { autopurchasesErrors } from './autopurchases.errors';
import {
  autopurchaseParamsSchema,
  autopurchasesQuerySchema,
  cardParamsSchema,
  createAutopurchaseSchema,
  orderBookQuerySchema,
  updateAutopurchaseSchema,
} from './autopurchases.schemas';
import type { AutopurchasesService } from './autopurchases.service';

/** What each kind of call can fail with, beside validation (named in the API document). */
const owned = [autopurchasesErrors.notFound(), autopurchasesErrors.ended()];
/** The price typed, checked as a listing's is: a price for the item, and bounds around it. */
const pricing = [
  autopurchasesErrors.noPrice('price'),
  catalogErrors.unsafeNumber('price'),
  catalogErrors.minNumber('price', { amount: 0, currency: 'usd' }),
  catalogErrors.maxNumber('price', { amount: 0, currency: 'usd' }),
];

const oneParams = gameParamsSchema.concat(autopurchaseParamsSchema);
const cardParams = gameParamsSchema.concat(cardParamsSchema);

/** Setting, editing and cancelling autopurchases; the buyer's list; a card's order book (for visitors too). */
export function autopurchasesRoutes(autopurchases: AutopurchasesService, guard: RequestHandler): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  const game = (params: { game: GameKey }) => params.game;
  return new ApiRoutes('autopurchases')
    .add(
      {
        method: 'post',
        path: '/:game/autopurchases',
        errors: [
          autopurchasesErrors.techWorks(),
          ratingsErrors.buyerBlocked({ kind: 'block', until: null }),
          autopurchasesErrors.tooMany(0),
          marketErrors.notFound(),
          marketErrors.invalidVariant(),
          ...pricing,
          walletErrors.insufficient(),
        ],
        summary: 'Set an autopurchase: a variant, a price per piece and a quantity; the sum is held on the balance',
        params: gameParamsSchema,
        body: createAutopurchaseSchema,
        security: user,
      },
      async ({ params, body }, req) => ({
        autopurchase: await autopurchases.create(currentUser(req).id, game(params), body),
      }),
    )
    .add(
      {
        method: 'get',
        path: '/:game/autopurchases',
        errors: [],
        summary: 'My autopurchases in a game: the active ones, or those that ended',
        params: gameParamsSchema,
        query: autopurchasesQuerySchema,
        security: user,
      },
      async ({ params, query }, req) => ({
        autopurchases: await autopurchases.list(currentUser(req).id, game(params), query.status === 'active'),
      }),
    )
    .add(
      {
        method: 'patch',
        path: '/:game/autopurchases/:id',
        errors: [...owned, ...pricing, autopurchasesErrors.quantityBelowFilled(0), walletErrors.insufficient()],
        summary: 'Change the price per piece or the quantity of an active autopurchase; the hold follows',
        params: oneParams,
        body: updateAutopurchaseSchema,
        security: user,
      },
      async ({ params, body }, req) => ({
        autopurchase: await autopurchases.update(currentUser(req).id, params.id, body),
      }),
    )
    .add(
      {
        method: 'post',
        path: '/:game/autopurchases/:id/cancel',
        errors: owned,
        summary: 'Cancel an active autopurchase: the rest of its hold is released',
        params: oneParams,
        security: user,
      },
      async ({ params }, req) => ({ autopurchase: await autopurchases.cancel(currentUser(req).id, params.id) }),
    )
    .add(
      {
        method: 'get',
        path: '/:game/cards/:cardId/book',
        errors: [],
        summary: "A card's order book: the cheapest asks and the best autopurchases, with the pieces at each price",
        params: cardParams,
        query: orderBookQuerySchema,
      },
      ({ params, query }) => autopurchases.book(params.cardId, query.currency as Currency),
    );
}
