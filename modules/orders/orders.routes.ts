import type { RequestHandler } from 'express';
import * as yup from 'yup';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import { currencyQuerySchema, gameParamsSchema } from '../catalog';
import { ratingsErrors } from '../ratings';
import { historyQuerySchema, walletErrors, type HistoryStatus } from '../wallet';
import { ordersErrors } from './orders.errors';
import type { OrdersService } from './orders.service';
import type { SettlementService } from './settlement.service';
import type { OrdersHistory } from './history.service';
import type { ReservationService } from './reservation.service';
import { buySchema, purchasedQuerySchema, statisticsQuerySchema } from './orders.schemas';
import type { OrdersStatistics } from './statistics.service';
import type { Currency, GameKey } from '../../kernel';

/** What each kind of call can fail with, beside validation (named in the API document). */
const buyerBlocked = ratingsErrors.buyerBlocked({ kind: 'block', until: null });
/** Taking the lines asked for off the market (whyShort, checkPrices). */
const takingLines = [
  ordersErrors.pricesChanged([]),
  ordersErrors.ownProduct(),
  ordersErrors.notFound(),
  ordersErrors.noneInStock(0, 0),
];

const itemParams = gameParamsSchema.shape({ id: yup.string().required('required').uuid('invalidValue') });

/** buy, purchased and old items, cancelPurchase, cart reservation, purchases and sales history. */
export function ordersRoutes(
  orders: OrdersService,
  settlement: SettlementService,
  history: OrdersHistory,
  reservations: ReservationService,
  statistics: OrdersStatistics,
  guard: RequestHandler,
): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  const game = (params: { game: GameKey }) => params.game;
  // The history paths first: /:game/... would take 'history' for a game.
  return new ApiRoutes('orders')
    .add(
      {
        method: 'get',
        path: '/statistics/seller',
        errors: [],
        summary: 'My seller statistics per month: sales, income, successful-deal percentage',
        query: statisticsQuerySchema,
        security: user,
      },
      ({ query }, req) => statistics.seller(currentUser(req).id, query.currency as Currency, query.months),
    )
    .add(
      {
        method: 'get',
        path: '/statistics/buyer',
        errors: [],
        summary: 'My buyer statistics per month: purchases, successful-purchase percentage; my most expensive item',
        query: statisticsQuerySchema,
        security: user,
      },
      ({ query }, req) => statistics.buyer(currentUser(req).id, query.currency as Currency, query.months),
    )
    .add(
      {
        method: 'get',
        path: '/history/purchases',
        errors: [],
        summary: 'Purchases history',
        query: historyQuerySchema,
        security: user,
      },
      ({ query }, req) => history.purchases(currentUser(req).id, query.page, query.status as HistoryStatus | undefined),
    )
    .add(
      {
        method: 'get',
        path: '/history/sales',
        errors: [],
        summary: 'Sales history',
        query: historyQuerySchema,
        security: user,
      },
      ({ query }, req) => history.sales(currentUser(req).id, query.page, query.status as HistoryStatus | undefined),
    )
    .add(
      {
        method: 'post',
        path: '/:game/buy',
        errors: [ordersErrors.techWorks(), buyerBlocked, ...takingLines, walletErrors.insufficient()],
        summary: 'buy: the cart or a fast-buy, with the prices the buyer saw',
        params: gameParamsSchema,
        body: buySchema,
        security: user,
      },
      ({ params, body }, req) => orders.buy(currentUser(req).id, game(params), body),
    )
    .add(
      {
        method: 'get',
        path: '/:game/purchases',
        errors: [],
        summary: 'Purchased items (active: to collect within 60 minutes; old: not collected or called off)',
        params: gameParamsSchema,
        query: purchasedQuerySchema,
        security: user,
      },
      async ({ params, query }, req) => ({
        items: await history.purchased(currentUser(req).id, game(params), query.state as 'active' | 'old'),
      }),
    )
    .add(
      {
        method: 'post',
        path: '/:game/purchases/:id/cancel',
        errors: [ordersErrors.purchaseNotFound(), ordersErrors.notCancellable('finished')],
        summary: 'cancelPurchase: call off a purchase waiting to be collected (refunds it)',
        params: itemParams,
        security: user,
      },
      async ({ params }, req) => {
        await settlement.cancelByBuyer(currentUser(req).id, params.id);
        return { cancelled: true };
      },
    )
    .add(
      {
        method: 'post',
        path: '/:game/cart/reservation',
        errors: [ordersErrors.reservationOff(), buyerBlocked, ordersErrors.tooManyReserved(1), ...takingLines],
        summary: 'Hold cart items for 10 minutes before paying (cartReservation flag)',
        params: gameParamsSchema,
        body: buySchema,
        security: user,
      },
      ({ params, body }, req) => reservations.reserve(currentUser(req).id, game(params), body),
    )
    .add(
      {
        method: 'get',
        path: '/:game/cart/reservation',
        errors: [ordersErrors.reservationOff()],
        summary: 'The items the buyer holds, priced in a currency',
        params: gameParamsSchema,
        query: currencyQuerySchema,
        security: user,
      },
      ({ params, query }, req) => reservations.list(currentUser(req).id, game(params), query.currency ?? 'usd'),
    )
    .add(
      {
        method: 'delete',
        path: '/:game/cart/reservation',
        errors: [ordersErrors.reservationOff()],
        summary: 'Release every item the buyer holds',
        params: gameParamsSchema,
        security: user,
      },
      ({ params }, req) => reservations.release(currentUser(req).id, game(params)),
    );
}
