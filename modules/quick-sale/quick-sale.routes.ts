import type { RequestHandler } from 'express';
import * as yup from 'yup';
import type { Currency, GameKey } from '../../kernel';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import { gameParamsSchema } from '../catalog';
import { historyQuerySchema, type HistoryStatus } from '../wallet';
import type { QuickSaleHistory } from './history.service';
import type { QuickSaleService } from './quick-sale.service';
import { offerQuerySchema, startQuickSaleSchema } from './quick-sale.schemas';
import { quickSaleErrors } from './quick-sale.errors';
import { tradeCodeError, botsErrors } from '../../bots';
import { inventoryErrors } from '../inventory-sync';
import { ratingsErrors } from '../ratings';

/**
 * What StartDepositTrade can fail with, beside validation (named in the API document): the seller's block, the
 * account and its items, the offer, and the bots' trade creation rules (test mode 6, 7; technical work 13; no such
 * nickname 9; the player no longer holds the items 1; a missed meeting 14; the daily limit 15; no bots; an overload).
 */
const starting = [
  quickSaleErrors.disabled(),
  ratingsErrors.sellerBlocked({ kind: 'block', until: null }),
  inventoryErrors.linkedAccountNotFound(),
  inventoryErrors.notFound(),
  inventoryErrors.noAccess(),
  inventoryErrors.accountNotActive(),
  quickSaleErrors.alreadyStarted(),
  quickSaleErrors.pricesChanged([]),
  tradeCodeError(1),
  ...botsErrors.flowStartRefusals(),
  botsErrors.noBots(),
];

const saleParams = gameParamsSchema.shape({ id: yup.string().required('required').uuid('invalidValue') });
/** Active quick sales and this many of the latest that ended. */
const LIST_LIMIT = 30;

/** The offer, StartDepositTrade, Ready, CancelDelayedDepositTrade, the seller's quick sales and their history. */
export function quickSaleRoutes(
  quickSales: QuickSaleService,
  history: QuickSaleHistory,
  guard: RequestHandler,
): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  const game = (params: { game: GameKey }) => params.game;
  return new ApiRoutes('quick-sale')
    .add(
      {
        method: 'get',
        path: '/history/deposits',
        errors: [],
        summary: 'Deposits history: my quick sales to the site',
        query: historyQuerySchema,
        security: user,
      },
      ({ query }, req) => history.deposits(currentUser(req).id, query.page, query.status as HistoryStatus | undefined),
    )
    .add(
      {
        method: 'get',
        path: '/:game/quick-sales/offer',
        errors: [quickSaleErrors.disabled()],
        summary: 'What the site would pay now for each of my items a quick sale can take',
        params: gameParamsSchema,
        query: offerQuerySchema,
        security: user,
      },
      ({ params, query }, req) => quickSales.offer(currentUser(req).id, game(params), query.currency as Currency),
    )
    .add(
      {
        method: 'post',
        path: '/:game/quick-sales',
        errors: starting,
        summary: 'StartDepositTrade: sell items of a linked account to the site through a trade with a bot',
        params: gameParamsSchema,
        body: startQuickSaleSchema,
        security: user,
      },
      async ({ params, body }, req) => ({ quickSale: await quickSales.start(currentUser(req).id, game(params), body) }),
    )
    .add(
      {
        method: 'get',
        path: '/:game/quick-sales',
        errors: [],
        summary: 'My quick sales: the active ones and the latest that ended, with their stages',
        params: gameParamsSchema,
        security: user,
      },
      async ({ params }, req) => ({ quickSales: await quickSales.list(currentUser(req).id, game(params), LIST_LIMIT) }),
    )
    .add(
      {
        method: 'post',
        path: '/:game/quick-sales/:id/ready',
        errors: [quickSaleErrors.notFound(), quickSaleErrors.ended()],
        summary: 'I added the bot as a friend in the game: start the trade',
        params: saleParams,
        security: user,
      },
      async ({ params }, req) => ({
        quickSale: await quickSales.ready(currentUser(req).id, game(params), params.id),
      }),
    )
    .add(
      {
        method: 'post',
        path: '/:game/quick-sales/:id/cancel',
        errors: [quickSaleErrors.notFound(), quickSaleErrors.ended()],
        summary: 'CancelDelayedDepositTrade: cancel before the bot enters the game',
        params: saleParams,
        security: user,
      },
      async ({ params }, req) => ({
        quickSale: await quickSales.cancel(currentUser(req).id, game(params), params.id),
      }),
    );
}
