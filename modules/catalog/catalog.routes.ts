import type { RequestHandler } from 'express';
import * as yup from 'yup';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { requireAdmin } from '../../src/platform/http/admin-auth';
import { currentUser } from '../../src/platform/http/current-user';
import type { MarketService } from './market.service';
import type { ItemPageService } from './item-page.service';
import type { SellersService } from './sellers.service';
import {
  bestProductsQuerySchema, currencyQuerySchema, gameParamsSchema, gameSchema, historyQuerySchema, itemPageParamsSchema,
  marketQuerySchema, storeLinkSchema, type Currency, type GameKey, type Level,
} from './catalog.schemas';

const DEFAULT_CURRENCY: Currency = 'usd';
const currencyOf = (query: { currency?: string }) => (query.currency as Currency | undefined) ?? DEFAULT_CURRENCY;

/** The market, item pages, price history and best products: public reads. */
export function marketRoutes(market: MarketService, pages: ItemPageService): ApiRoutes {
  return new ApiRoutes('market')
    .add({ method: 'get', path: '/:game/market', summary: 'Market cards with filters, sort, search, cursor and facet counts', params: gameParamsSchema, query: marketQuerySchema },
      ({ params, query }) => market.page({ ...query, game: params.game as GameKey }, currencyOf(query)))
    .add({ method: 'get', path: '/:game/items/:slug', summary: "An item's variants in stock and its cheapest offers", params: itemPageParamsSchema, query: currencyQuerySchema },
      ({ params, query }) => pages.page(params.game as GameKey, params.slug, currencyOf(query)))
    .add({ method: 'get', path: '/:game/items/:slug/history', summary: 'Average price and sales volume per day (7, 30 or 90 days)', params: itemPageParamsSchema, query: historyQuerySchema },
      ({ params, query }) => pages.history(params.game as GameKey, params.slug, query.days ?? 30, currencyOf(query), query.level as Level | undefined))
    .add({ method: 'post', path: '/best/products', summary: 'The cheapest variants of a catalog item, for a partner referral landing', body: bestProductsQuerySchema },
      ({ body }) => pages.bestProducts(body.id, currencyOf(body)));
}

/** Seller market pages and store links. */
export function sellerRoutes(sellers: SellersService, guard: RequestHandler, adminToken: string | undefined): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  const admin = { scheme: 'admin' as const, guard: requireAdmin(adminToken) };
  const userIdParams = yup.object({ userId: yup.string().required().uuid('invalidValue') });
  return new ApiRoutes('sellers')
    .add({ method: 'get', path: '/sellers/:id', summary: 'A seller market page by user id or approved store link', params: yup.object({ id: yup.string().required().max(64) }) },
      ({ params }) => sellers.page(params.id))
    .add({ method: 'get', path: '/user/store-link', summary: "The signed-in seller's store link and its moderation status", security: user },
      (_i, req) => sellers.linkOf(currentUser(req).id))
    .add({ method: 'post', path: '/user/store-link', summary: 'updateLink: request a store link (4 to 18 characters, moderated)', body: storeLinkSchema, security: user },
      ({ body }, req) => sellers.updateLink(currentUser(req).id, body.link))
    .add({ method: 'get', path: '/admin/store-links', summary: 'Store links waiting for moderation', security: admin },
      async () => ({ links: await sellers.pending() }))
    .add({ method: 'post', path: '/admin/store-links/:userId', summary: 'Approve or reject a store link', params: userIdParams, body: yup.object({ approved: yup.boolean().required() }), security: admin },
      async ({ params, body }) => {
        await sellers.review(params.userId, body.approved);
        return { code: 200 };
      });
}

export const artParamsSchema = yup.object({ game: gameSchema, file: yup.string().required().matches(/^[a-z0-9-]{1,120}\.svg$/, 'invalidValue') });
export const artQuerySchema = yup.object({
  level: yup.string().oneOf(['default', 'neon', 'mega_neon'] as const, 'invalidValue').optional(),
  chroma: yup.string().oneOf(['0', '1'], 'invalidValue').optional(),
});
