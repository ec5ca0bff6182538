import { expect } from 'chai';
import type { WorldAdmin, NewWorldAccount } from '../../bots';
import type { GameKey } from '../../kernel';
import type { TestApp } from './app';
import { newPlayer } from './bots';
import { api } from './http';
import { waitFor } from './socket';
import { registerUser, type TestUser } from './users';

/**
 * The whole path a real seller takes: link a scripted player's account by its cookie, sync it, list every item of it
 * (unless list: false). A new user, or `user` linking one more account; `items` are that account's.
 */
export async function syncedSeller(
  app: TestApp,
  world: WorldAdmin,
  options: { game?: GameKey; items?: number; player?: Partial<NewWorldAccount>; list?: boolean; user?: TestUser } = {},
) {
  const game = options.game ?? 'adopt';
  const user = options.user ?? (await registerUser(app.url));
  const call = (method: string, path: string, body?: unknown) =>
    api(app.url, method, path, { token: user.access_token, body });
  const player = await newPlayer(world, game, options.player, options.items ?? 3);
  const linked = await call('POST', `/api/${game}/accounts`, { cookie: player.account.session_cookie });
  expect(linked.status, JSON.stringify(linked.body)).to.equal(201);
  const account = linked.body.account;
  expect((await call('POST', `/api/${game}/accounts/${account.id}/sync`)).status).to.equal(202);
  await waitFor(
    async () => ((await call('GET', `/api/${game}/accounts`)).body.accounts as any[]).find((a) => a.id === account.id),
    (a) => a?.sync === null && a.status === 'success',
    15_000,
  );
  const items = ((await call('GET', `/api/${game}/inventory?currency=usd`)).body.items as any[]).filter(
    (i) => i.accountId === account.id,
  );
  if (options.list === false) return { user, player, account, items, game };
  const listed = await call('POST', `/api/${game}/inventory/sale/add`, {
    currency: 'usd',
    items: items.map((i) => ({ id: i.id, price: Math.max(i.bounds.min.amount, i.recommended.amount) / 100 })),
  });
  expect(listed.status, JSON.stringify(listed.body)).to.equal(200);
  const onSale = ((await call('GET', `/api/${game}/inventory?currency=usd`)).body.items as any[]).filter(
    (i) => i.accountId === account.id,
  );
  return { user, player, account, items: onSale, game };
}

/** Buys these listed items (inventory item ids and their prices in minor usd) as one purchase. */
export async function buyListed(app: TestApp, buyer: TestUser, game: GameKey, items: any[]) {
  const { status, body } = await api(app.url, 'POST', `/api/${game}/buy`, {
    token: buyer.access_token,
    body: { currency: 'usd', items: items.map((i) => ({ offerId: i.id, price: i.price.amount })) },
  });
  expect(status, JSON.stringify(body)).to.equal(200);
  return body.items as Array<{ id: string; status: string; collectBy: string }>;
}

/** A buyer with a game account of their own (scripted, accepting at once) and some money. */
export async function buyerWithAccount(app: TestApp, world: WorldAdmin, game: GameKey = 'adopt', player = {}) {
  const user = await registerUser(app.url);
  const account = await newPlayer(world, game, player, 1);
  return { user, account: account.account };
}
