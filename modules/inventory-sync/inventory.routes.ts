import { botsErrors } from '../../bots';
import type { RequestHandler } from 'express';
import * as yup from 'yup';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import { catalogErrors, currencyQuerySchema, gameParamsSchema, gameSchema } from '../catalog';
import { marketErrors } from '../market';
import { ratingsErrors } from '../ratings';
import { inventoryErrors } from './inventory.errors';
import { itemsAddSchema, itemsRemoveSchema, itemsUpdateSchema, linkAccountSchema } from './inventory.schemas';
import type { InventoryService } from './inventory.service';
import type { ListingService } from './listing.service';
import type { SyncService } from './sync.service';

/** What each kind of call can fail with, beside validation (named in the API document). */
const sellerBlocked = ratingsErrors.sellerBlocked({ kind: 'block', until: null });
/** The game refuses the cookie (the bots' verifySession): NO_ACCESS, or NOT_FOUND for a cookie that is no session. */
const sessionRefusals = [inventoryErrors.noAccess(), inventoryErrors.accountNotFound()];
/** The items named: someone else's, missing or not in the state asked (NOT_FOUND), or changed in the last 30 s. */
const itemChecks = [inventoryErrors.notFound(), inventoryErrors.paused('items', 1)];
/** A new listing price: the market's checks (a price for the item, and bounds around it). */
const priceChecks = [
  marketErrors.noPrice('price'),
  catalogErrors.unsafeNumber('price'),
  catalogErrors.minNumber('price', { amount: 1, currency: 'usd' }),
  catalogErrors.maxNumber('price', { amount: 1, currency: 'usd' }),
];
/** The bots refuse when too many flows of the game wait for a bot. */
const BOTS_OVERLOADED = botsErrors.overloaded();

const accountParams = yup.object({ game: gameSchema, accountId: yup.string().required().uuid('invalidValue') });

/** A seller's linked accounts (addAcc, deleteAcc, startSync, deleteSync, freezeAcc), inventory, and itemsAdd, itemsUpdate, itemsRemove. */
export function inventoryRoutes(
  inventory: InventoryService,
  listing: ListingService,
  sync: SyncService,
  guard: RequestHandler,
): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  return new ApiRoutes('inventory')
    .add(
      {
        method: 'get',
        path: '/:game/accounts',
        errors: [],
        summary: "The seller's linked game accounts with their status, items and sync",
        params: gameParamsSchema,
        security: user,
      },
      async ({ params }, req) => ({ accounts: await sync.accountsOf(currentUser(req).id, params.game) }),
    )
    .add(
      {
        method: 'post',
        path: '/:game/accounts',
        errors: [sellerBlocked, ...sessionRefusals, inventoryErrors.alreadyLinked(), inventoryErrors.limitAccounts()],
        summary: 'addAcc: link a game account by its session cookie (kept sealed, never answered)',
        params: gameParamsSchema,
        body: linkAccountSchema,
        security: user,
      },
      async ({ params, body }, req, res) => {
        res.status(201);
        return { account: await sync.link(currentUser(req).id, params.game, body.cookie) };
      },
    )
    .add(
      {
        method: 'delete',
        path: '/:game/accounts/:accountId',
        errors: [sellerBlocked, inventoryErrors.accountNotFound(), inventoryErrors.reservedItems()],
        summary: "deleteAcc: unlink; the account's items leave the market and the site forgets its cookie",
        params: accountParams,
        security: user,
      },
      ({ params }, req) => sync.unlink(currentUser(req).id, params.game, params.accountId),
    )
    .add(
      {
        method: 'post',
        path: '/:game/accounts/:accountId/sync',
        errors: [
          sellerBlocked,
          inventoryErrors.accountNotFound(),
          inventoryErrors.accountNotActive(),
          inventoryErrors.syncStarted(),
          inventoryErrors.syncTooSoon(1, new Date(0)),
          BOTS_OVERLOADED,
        ],
        summary: "startSync: read the account's inventory through the bots (once per 20 minutes)",
        params: accountParams,
        security: user,
      },
      async ({ params }, req, res) => {
        res.status(202);
        return { sync: await sync.start(currentUser(req).id, params.game, params.accountId) };
      },
    )
    .add(
      {
        method: 'delete',
        path: '/:game/accounts/:accountId/sync',
        errors: [inventoryErrors.accountNotFound(), inventoryErrors.syncNotFound(), inventoryErrors.syncStarted()],
        summary: 'deleteSync: cancel a sync before it starts loading',
        params: accountParams,
        security: user,
      },
      async ({ params }, req) => ({ sync: await sync.cancel(currentUser(req).id, params.game, params.accountId) }),
    )
    .add(
      {
        method: 'get',
        path: '/:game/syncs',
        errors: [],
        summary: "The seller's syncs, newest first, with how each ended (codes 500-508)",
        params: gameParamsSchema,
        security: user,
      },
      async ({ params }, req) => ({ syncs: await sync.history(currentUser(req).id, params.game) }),
    )
    .add(
      {
        method: 'get',
        path: '/:game/inventory',
        errors: [],
        summary: "The seller's items with price rules and what a sale pays",
        params: gameParamsSchema,
        query: currencyQuerySchema,
        security: user,
      },
      async ({ params, query }, req) => ({
        items: await inventory.inventory(currentUser(req).id, params.game, query.currency ?? 'usd'),
      }),
    )
    .add(
      {
        method: 'post',
        path: '/:game/inventory/sale/add',
        errors: [
          sellerBlocked,
          ...itemChecks,
          inventoryErrors.noAccess(),
          inventoryErrors.accountNotActive(),
          ...priceChecks,
        ],
        summary: 'itemsAdd: list items at prices in one currency',
        params: gameParamsSchema,
        body: itemsAddSchema,
        security: user,
      },
      ({ params, body }, req) => listing.add(currentUser(req).id, params.game, body.currency, body.items),
    )
    .add(
      {
        method: 'post',
        path: '/:game/inventory/sale/update',
        errors: [sellerBlocked, ...itemChecks, ...priceChecks],
        summary: 'itemsUpdate: change prices of items on sale',
        params: gameParamsSchema,
        body: itemsUpdateSchema,
        security: user,
      },
      ({ params, body }, req) => listing.update(currentUser(req).id, params.game, body.items),
    )
    .add(
      {
        method: 'post',
        path: '/:game/inventory/sale/remove',
        errors: itemChecks,
        summary: 'itemsRemove: take items off sale',
        params: gameParamsSchema,
        body: itemsRemoveSchema,
        security: user,
      },
      ({ params, body }, req) => listing.remove(currentUser(req).id, params.game, body.ids),
    )
    .add(
      {
        method: 'post',
        path: '/:game/accounts/:accountId/freeze',
        errors: [
          inventoryErrors.accountNotFound(),
          inventoryErrors.accountNotActive(),
          inventoryErrors.reservedItems(),
        ],
        summary: "freezeAcc: take the account's items off sale",
        params: accountParams,
        security: user,
      },
      ({ params }, req) => listing.freeze(currentUser(req).id, params.accountId),
    )
    .add(
      {
        method: 'post',
        path: '/:game/accounts/:accountId/unfreeze',
        errors: [inventoryErrors.accountNotFound(), inventoryErrors.accountNotFrozen()],
        summary: "Unfreeze: the account's items go back on sale",
        params: accountParams,
        security: user,
      },
      ({ params }, req) => listing.unfreeze(currentUser(req).id, params.accountId),
    );
}
