import type { RequestHandler } from 'express';
import * as yup from 'yup';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import { currencyQuerySchema, gameParamsSchema, gameSchema } from '../catalog';
import { itemsAddSchema, itemsRemoveSchema, itemsUpdateSchema, linkAccountSchema } from './inventory.schemas';
import type { InventoryService } from './inventory.service';
import type { ListingService } from './listing.service';
import type { SyncService } from './sync.service';

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
        summary: "Unfreeze: the account's items go back on sale",
        params: accountParams,
        security: user,
      },
      ({ params }, req) => listing.unfreeze(currentUser(req).id, params.accountId),
    );
}
