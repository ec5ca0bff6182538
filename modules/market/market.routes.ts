import { parse as parseQueryString } from 'node:querystring';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import * as yup from 'yup';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { PreparedJson, type FastRoute } from '../../src/platform/http/fast-path';
import { validate } from '../../src/platform/validation';
import type { AdminAccess } from '../../src/platform/http/admin-auth';
import { currentUser } from '../../src/platform/http/current-user';
import type { MarketRequest, MarketService } from './market.service';
import type { ItemPageService } from './item-page.service';
import type { SellersService } from './sellers.service';
import { marketErrors } from './market.errors';
import { currencyQuerySchema, gameParamsSchema } from '../catalog';
import {
  bestProductsQuerySchema,
  historyQuerySchema,
  itemPageParamsSchema,
  marketQuerySchema,
  storeLinkSchema,
  type MarketPage,
  type MarketQuery,
} from './market.schemas';
import { type Currency, GAME_KEYS, type GameKey, isGameKey } from '../../kernel';

const DEFAULT_CURRENCY: Currency = 'usd';
const currencyOf = (query: { currency?: Currency }) => query.currency ?? DEFAULT_CURRENCY;
const marketRequest = (game: GameKey, query: MarketQuery): [MarketRequest, Currency] => [
  { ...query, game },
  currencyOf(query),
];

/** The market, item pages, price history and best products: public reads. */
export function marketRoutes(market: MarketService, pages: ItemPageService): ApiRoutes {
  return new ApiRoutes('market')
    .add(
      {
        method: 'get',
        path: '/:game/market',
        errors: [marketErrors.invalidFilter('type', 'x'), marketErrors.invalidCursor()],
        summary: 'Market cards with filters, sort, search, cursor and facet counts',
        params: gameParamsSchema,
        query: marketQuerySchema,
      },
      ({ params, query }) => market.page(...marketRequest(params.game, query)),
    )
    .add(
      {
        method: 'get',
        path: '/:game/items/:slug',
        errors: [marketErrors.notFound()],
        summary: "An item's variants in stock and its cheapest offers",
        params: itemPageParamsSchema,
        query: currencyQuerySchema,
      },
      ({ params, query }) => pages.page(params.game, params.slug, currencyOf(query)),
    )
    .add(
      {
        method: 'get',
        path: '/:game/items/:slug/history',
        errors: [marketErrors.notFound()],
        summary: 'Average price and sales volume per day (7, 30 or 90 days)',
        params: itemPageParamsSchema,
        query: historyQuerySchema,
      },
      ({ params, query }) => pages.history(params.game, params.slug, query.days ?? 30, currencyOf(query), query.level),
    )
    .add(
      {
        method: 'post',
        path: '/best/products',
        errors: [],
        summary: 'The cheapest variants of a catalog item, for a partner referral landing',
        body: bestProductsQuerySchema,
      },
      ({ body }) => pages.bestProducts(body.id, currencyOf(body)),
    );
}

/** Validated query strings the market's fast route remembers; the least recently asked go first. */
const REMEMBERED_QUERIES = 2_000;
const MARKET_PATH = new RegExp(`^/api/(${GAME_KEYS.join('|')})/market$`);

/**
 * GET /api/{game}/market in front of Express (src/platform/http/fast-path.ts), for public market and
 * search answers: the micro-cache serves the hot ones (MarketService.page), and each cached answer is
 * serialised and compressed once, not per request (PreparedJson, kept as long as the answer is).
 * A query string is validated once and remembered, with the same parser and schema as the route
 * above. Left to that route: seller pages (`seller=`, never cached), any query that fails validation
 * (it answers the 400), and any path spelt otherwise (trailing slash, capitals).
 */
/** `closedGames`: games whose calls Express must answer (mm2 in closed beta passes identity's beta check there). */
export function marketFastRoute(market: MarketService, closedGames: readonly string[] = []): FastRoute {
  const queries = new LRUCache<string, [MarketRequest, Currency] | false>({ max: REMEMBERED_QUERIES });
  const withoutPrices = new LRUCache<string, MarketQuery | false>({ max: REMEMBERED_QUERIES });
  const prepared = new WeakMap<MarketPage, PreparedJson>();
  const prepare = (page: MarketPage) => {
    let json = prepared.get(page);
    if (!json) prepared.set(page, (json = new PreparedJson(page)));
    return json;
  };
  return (_req, pathname, search) => {
    const game = MARKET_PATH.exec(pathname)?.[1];
    if (!isGameKey(game) || closedGames.includes(game)) return undefined;
    const key = `${game}?${search}`;
    let request = queries.get(key);
    if (request === undefined) {
      request = publicMarketRequest(game, search, withoutPrices);
      queries.set(key, request);
    }
    return request ? market.page(...request).then(prepare) : undefined;
  };
}

const priceQuerySchema = marketQuerySchema.pick(['priceFrom', 'priceTo']);

/** `input` validated by `schema`, or false. */
function validOrFalse<S extends yup.AnySchema>(schema: S, input: unknown): yup.InferType<S> | false {
  try {
    return validate(schema, input, 'query');
  } catch {
    return false;
  }
}

/**
 * The market request of a query string as the route above reads it (Express's simple parser), or false to leave it
 * to that route. The schema checks each field on its own, so the fields other than the price range are validated
 * once per set of them (remembered in `withoutPrices`) and the range on its own: a range moved a few cents is a new
 * query string each time, but not a new filter set to validate.
 */
function publicMarketRequest(
  game: GameKey,
  search: string,
  withoutPrices: LRUCache<string, MarketQuery | false>,
): [MarketRequest, Currency] | false {
  const { priceFrom, priceTo, ...rest } = parseQueryString(search);
  const restKey = JSON.stringify(rest);
  let query = withoutPrices.get(restKey);
  if (query === undefined) {
    query = validOrFalse(marketQuerySchema, rest);
    withoutPrices.set(restKey, query);
  }
  if (!query) return false;
  if (priceFrom !== undefined || priceTo !== undefined) {
    const prices = validOrFalse(priceQuerySchema, { priceFrom, priceTo });
    if (!prices) return false;
    query = { ...query };
    if (prices.priceFrom !== undefined) query.priceFrom = prices.priceFrom;
    if (prices.priceTo !== undefined) query.priceTo = prices.priceTo;
  }
  return query.seller ? false : marketRequest(game, query);
}

/** Seller market pages and store links. */
export function sellerRoutes(sellers: SellersService, guard: RequestHandler, access: AdminAccess): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  const admin = access.security('operator');
  const userIdParams = yup.object({ userId: yup.string().required().uuid('invalidValue') });
  return new ApiRoutes('sellers')
    .add(
      {
        method: 'get',
        path: '/sellers/:id',
        errors: [marketErrors.notFound()],
        summary: 'A seller market page by user id or approved store link',
        params: yup.object({ id: yup.string().required().max(64) }),
      },
      ({ params }) => sellers.page(params.id),
    )
    .add(
      {
        method: 'get',
        path: '/user/store-link',
        errors: [],
        summary: "The signed-in seller's store link and its moderation status",
        security: user,
      },
      (_i, req) => sellers.linkOf(currentUser(req).id),
    )
    .add(
      {
        method: 'post',
        path: '/user/store-link',
        errors: [marketErrors.linkTaken()],
        summary: 'updateLink: request a store link (4 to 18 characters, moderated)',
        body: storeLinkSchema,
        security: user,
      },
      ({ body }, req) => sellers.updateLink(currentUser(req).id, body.link),
    )
    .add(
      {
        method: 'get',
        path: '/admin/store-links',
        errors: [],
        summary: 'Store links waiting for moderation',
        security: admin,
      },
      async () => ({ links: await sellers.pending() }),
    )
    .add(
      {
        method: 'post',
        path: '/admin/store-links/:userId',
        errors: [marketErrors.notFound()],
        summary: 'Approve or reject a store link',
        params: userIdParams,
        body: yup.object({ approved: yup.boolean().required() }),
        security: admin,
        auditBefore: ({ params }) => sellers.linkOf(params.userId),
      },
      async ({ params, body }) => {
        await sellers.review(params.userId, body.approved);
        return { code: 200 };
      },
    );
}
