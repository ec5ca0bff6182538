import type { RequestHandler } from 'express';
import { tradeCodeError, botsErrors } from '../../bots';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import type { Currency, GameKey } from '../../kernel';
import { gameParamsSchema } from '../catalog';
import { historyQuerySchema, walletErrors, type HistoryStatus } from '../wallet';
import type { RbxHistory } from './history.service';
import { rbxErrors } from './rbx.errors';
import { createRbxOrderSchema, rbxOrderParamsSchema, rbxQuoteQuerySchema, type RbxMethod } from './rbx.schemas';
import type { RbxService } from './rbx.service';

/** What creating an order can fail with, beside validation (named in the API document). */
const creating = [
  rbxErrors.pricesChanged(),
  rbxErrors.idTaken(),
  walletErrors.insufficient(),
  ...botsErrors.flowStartRefusals(),
  tradeCodeError(10),
  botsErrors.noBots(),
];

/** The /rbx page's data: the price of an amount (for visitors too), buying, the user's orders and their history. */
export function rbxRoutes(orders: RbxService, history: RbxHistory, guard: RequestHandler): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  const game = (params: { game: string }) => params.game as GameKey;
  return new ApiRoutes('rbx')
    .add(
      {
        method: 'get',
        path: '/:game/rbx/quote',
        errors: [],
        summary: 'The price of an amount of R$ (30 to 5000) by a method, in a currency, and the game pass price',
        params: gameParamsSchema,
        query: rbxQuoteQuerySchema,
      },
      async ({ query }) => ({
        quote: await orders.quote(query.amount, query.method as RbxMethod, query.currency as Currency),
      }),
    )
    .add(
      {
        method: 'post',
        path: '/:game/rbx/orders',
        summary: 'Buy R$ from the balance: a fleet bot buys my game pass (a retry with the same id is the same order)',
        params: gameParamsSchema,
        body: createRbxOrderSchema,
        security: user,
        errors: creating,
      },
      async ({ params, body }, req) => ({ order: await orders.create(currentUser(req).id, game(params), body) }),
    )
    .add(
      {
        method: 'get',
        path: '/:game/rbx/orders',
        errors: [],
        summary: 'My latest R$ orders, with their state and the bot stage',
        params: gameParamsSchema,
        security: user,
      },
      async ({ params }, req) => ({ orders: await orders.list(currentUser(req).id, game(params)) }),
    )
    .add(
      {
        method: 'get',
        path: '/:game/rbx/orders/:id',
        summary: 'One of my R$ orders',
        params: rbxOrderParamsSchema.concat(gameParamsSchema),
        security: user,
        errors: [rbxErrors.notFound()],
      },
      async ({ params }, req) => ({ order: await orders.get(currentUser(req).id, game(params), params.id) }),
    )
    .add(
      {
        method: 'get',
        path: '/history/rbx',
        errors: [],
        summary: 'R$ history: my R$ orders',
        query: historyQuerySchema,
        security: user,
      },
      ({ query }, req) => history.orders(currentUser(req).id, query.page, query.status as HistoryStatus | undefined),
    );
}
