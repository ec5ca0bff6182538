import type { RequestHandler } from 'express';
import * as yup from 'yup';
import type { Currency, GameKey } from '../../kernel';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import { gameParamsSchema } from '../catalog';
import type { ExchangeService } from './exchange.service';
import type { ExchangeStock } from './exchange-stock.service';
import { exchangeQuerySchema, startExchangeSchema } from './exchange.schemas';
import { exchangeErrors } from './exchange.errors';
import { tradeCodeError, botsErrors } from '../../bots';
import { inventoryErrors } from '../inventory-sync';
import { ratingsErrors } from '../ratings';
import { walletErrors } from '../wallet';

/**
 * What starting an exchange can fail with, beside validation (named in the API document): both ratings, the account
 * and its items, the site's stock and the values, the balance added, and the bots' trade creation rules (test mode
 * 6, 7; technical work 13; no such nickname 9; the player's items 1, the bot's 2; no one bot holds it all 4; a
 * missed meeting 14; the daily limit 15; no bots; an overload).
 */
const starting = [
  ratingsErrors.sellerBlocked({ kind: 'block', until: null }),
  ratingsErrors.buyerBlocked({ kind: 'block', until: null }),
  inventoryErrors.linkedAccountNotFound(),
  inventoryErrors.notFound(),
  inventoryErrors.noAccess(),
  inventoryErrors.accountNotActive(),
  exchangeErrors.ageRequired('take'),
  exchangeErrors.ownItem(),
  exchangeErrors.stockGone(),
  exchangeErrors.pricesChanged({ give: [], take: [] }),
  exchangeErrors.changeTooLarge({ amount: 0, currency: 'usd' }, { amount: 0, currency: 'usd' }),
  exchangeErrors.alreadyStarted(),
  walletErrors.insufficient(),
  tradeCodeError(1),
  tradeCodeError(2),
  tradeCodeError(4),
  ...botsErrors.flowStartRefusals(),
  botsErrors.noBots(),
];

const exchangeParams = gameParamsSchema.shape({ id: yup.string().required('required').uuid('invalidValue') });
/** Active exchanges and this many of the latest that ended. */
const LIST_LIMIT = 30;

/** The /trade page's data, starting an exchange, Ready, cancel, and the user's exchanges. */
export function exchangeRoutes(exchanges: ExchangeService, stock: ExchangeStock, guard: RequestHandler): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  const game = (params: { game: GameKey }) => params.game;
  return new ApiRoutes('exchange')
    .add(
      {
        method: 'get',
        path: '/:game/exchange/stock',
        errors: [],
        summary: "The site's stock an exchange can give, with prices (for visitors too)",
        params: gameParamsSchema,
        query: exchangeQuerySchema,
      },
      ({ params, query }) => stock.board(game(params), query.currency as Currency, null),
    )
    .add(
      {
        method: 'get',
        path: '/:game/exchange/board',
        errors: [],
        summary: "The site's stock (mine marked) and my items an exchange can take, with their values",
        params: gameParamsSchema,
        query: exchangeQuerySchema,
        security: user,
      },
      ({ params, query }, req) => stock.board(game(params), query.currency as Currency, currentUser(req).id),
    )
    .add(
      {
        method: 'post',
        path: '/:game/exchanges',
        errors: starting,
        summary: "Exchange items of a linked account (and balance) for items of the site's stock in one bot trade",
        params: gameParamsSchema,
        body: startExchangeSchema,
        security: user,
      },
      async ({ params, body }, req) => ({ exchange: await exchanges.start(currentUser(req).id, game(params), body) }),
    )
    .add(
      {
        method: 'get',
        path: '/:game/exchanges',
        errors: [],
        summary: 'My exchanges: the active ones and the latest that ended, with their stages',
        params: gameParamsSchema,
        security: user,
      },
      async ({ params }, req) => ({ exchanges: await exchanges.list(currentUser(req).id, game(params), LIST_LIMIT) }),
    )
    .add(
      {
        method: 'post',
        path: '/:game/exchanges/:id/ready',
        errors: [exchangeErrors.notFound(), exchangeErrors.ended()],
        summary: 'I added the bot as a friend in the game: start the trade',
        params: exchangeParams,
        security: user,
      },
      async ({ params }, req) => ({ exchange: await exchanges.ready(currentUser(req).id, game(params), params.id) }),
    )
    .add(
      {
        method: 'post',
        path: '/:game/exchanges/:id/cancel',
        errors: [exchangeErrors.notFound(), exchangeErrors.ended()],
        summary: 'Cancel before the bot enters the game',
        params: exchangeParams,
        security: user,
      },
      async ({ params }, req) => ({ exchange: await exchanges.cancel(currentUser(req).id, game(params), params.id) }),
    );
}
