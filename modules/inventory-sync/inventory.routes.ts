import type { RequestHandler } from 'express';
import * as yup from 'yup';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import { currencyQuerySchema, gameParamsSchema, gameSchema } from '../catalog';
import { itemsAddSchema, itemsRemoveSchema, itemsUpdateSchema } from './inventory.schemas';
import type { InventoryService } from './inventory.service';
import type { ListingService } from './listing.service';

const accountParams = yup.object({ game: gameSchema, accountId: yup.string().required().uuid('invalidValue') });

/** A seller's linked accounts, inventory, and the listing actions itemsAdd, itemsUpdate, itemsRemove, freezeAcc. */
export function inventoryRoutes(inventory: InventoryService, listing: ListingService, guard: RequestHandler): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  return new ApiRoutes('inventory')
    .add({ method: 'get', path: '/:game/accounts', summary: "The seller's linked game accounts", params: gameParamsSchema, security: user },
      async ({ params }, req) => ({ accounts: await inventory.accountsOf(currentUser(req).id, params.game) }))
    .add({ method: 'get', path: '/:game/inventory', summary: "The seller's items with price rules and what a sale pays", params: gameParamsSchema, query: currencyQuerySchema, security: user },
      async ({ params, query }, req) => ({ items: await inventory.inventory(currentUser(req).id, params.game, query.currency ?? 'usd') }))
    .add({ method: 'post', path: '/:game/inventory/sale/add', summary: 'itemsAdd: list items at prices in one currency', params: gameParamsSchema, body: itemsAddSchema, security: user },
      ({ params, body }, req) => listing.add(currentUser(req).id, params.game, body.currency, body.items))
    .add({ method: 'post', path: '/:game/inventory/sale/update', summary: 'itemsUpdate: change prices of items on sale', params: gameParamsSchema, body: itemsUpdateSchema, security: user },
      ({ params, body }, req) => listing.update(currentUser(req).id, params.game, body.items))
    .add({ method: 'post', path: '/:game/inventory/sale/remove', summary: 'itemsRemove: take items off sale', params: gameParamsSchema, body: itemsRemoveSchema, security: user },
      ({ params, body }, req) => listing.remove(currentUser(req).id, params.game, body.ids))
    .add({ method: 'post', path: '/:game/accounts/:accountId/freeze', summary: "freezeAcc: take the account's items off sale", params: accountParams, security: user },
      ({ params }, req) => listing.freeze(currentUser(req).id, params.accountId))
    .add({ method: 'post', path: '/:game/accounts/:accountId/unfreeze', summary: "Unfreeze: the account's items go back on sale", params: accountParams, security: user },
      ({ params }, req) => listing.unfreeze(currentUser(req).id, params.accountId));
}
