import { expect } from 'chai';
import pg from 'pg';
import type { WorldAdmin } from '../../bots';
import { api } from '../support/http';
import { newPlayer, servicesOf } from '../support/bots';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { connectNotifications, waitFor } from '../support/socket';
import { registerUser, type TestUser } from '../support/users';
import type { GameKey } from '../../kernel';

/**
 * A seller links game accounts by their session cookie and syncs them through the bots, all through
 * HTTP as the web app does (spec trading-core 4 linked accounts and sync, 7 addAcc, deleteAcc, startSync,
 * deleteSync, freezeAcc, 8 their errors and sync codes 500-508, 9 limits).
 */
describe('inventory sync: linking accounts and syncing them', () => {
  const clock = new TestClock();
  let app: TestApp;
  let world: WorldAdmin;
  let db: pg.Pool;

  before(async () => {
    app = await startTestApp({
      clock,
      env: { BOTS_TIME_SCALE: '0', BOTS_PER_GAME: '1', ACCESS_TOKEN_TTL_SECONDS: '86400' },
    });
    world = servicesOf(app.container).world;
    db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
  });
  after(async () => {
    await db?.end();
    await app?.stop();
  });

  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api(app.url, method, path, { token: user.access_token, body });
  const accounts = async (user: TestUser, game: GameKey = 'adopt') =>
    (await call(user, 'GET', `/api/${game}/accounts`)).body.accounts as any[];
  const inventory = async (user: TestUser, game: GameKey = 'adopt') =>
    (await call(user, 'GET', `/api/${game}/inventory?currency=usd`)).body.items as any[];
  const link = (user: TestUser, cookie: string, game: GameKey = 'adopt') =>
    call(user, 'POST', `/api/${game}/accounts`, { cookie });
  const sync = (user: TestUser, accountId: string, game: GameKey = 'adopt') =>
    call(user, 'POST', `/api/${game}/accounts/${accountId}/sync`);
  /** Waits until the account's sync is applied (no sync under way any more). */
  const synced = async (user: TestUser, accountId: string) =>
    waitFor(
      async () => (await accounts(user)).find((a) => a.id === accountId),
      (a) => a && a.sync === null,
      15_000,
    );

  /** A seller with a scripted player's account linked and synced once. */
  async function linkedSeller(items = 5) {
    const user = await registerUser(app.url);
    const player = await newPlayer(world, 'adopt', {}, items);
    const linked = await link(user, player.account.session_cookie);
    expect(linked.status, JSON.stringify(linked.body)).to.equal(201);
    return { user, player, account: linked.body.account };
  }

  describe('addAcc', () => {
    it('spec trading-core 7 addAcc, 3: a seller links an account by its session cookie; it starts in setup with no items, and the cookie is kept sealed, never answered', async () => {
      const { user, player, account } = await linkedSeller();
      expect(account).to.include({
        nickname: player.account.nickname,
        status: 'setup',
        frozen: false,
        itemCount: 0,
        sync: null,
      });
      expect(JSON.stringify(await accounts(user))).not.to.include(player.account.session_cookie);
      const { rows } = await db.query('SELECT cookie_sealed FROM bots.linked_accounts WHERE account_id = $1', [
        player.account.id,
      ]);
      expect(rows).to.have.length(1);
      expect(rows[0].cookie_sealed).to.match(/^v1\./).and.not.to.include(player.account.session_cookie);
    });

    it('spec trading-core 8 link account: an unknown cookie is NOT_FOUND, a banned or expired session NO_ACCESS; nothing is linked', async () => {
      const user = await registerUser(app.url);
      const unknown = await link(user, 'x'.repeat(32));
      expect(unknown.status).to.equal(404);
      expect(unknown.body.errorCode).to.equal('NOT_FOUND');
      const banned = await newPlayer(world, 'adopt', { banned: true });
      expect((await link(user, banned.account.session_cookie)).body.errorCode).to.equal('NO_ACCESS');
      const expired = await newPlayer(world, 'adopt', { cookieTtlMs: -1000 });
      const refused = await link(user, expired.account.session_cookie);
      expect(refused.status).to.equal(403);
      expect(refused.body.errorCode).to.equal('NO_ACCESS');
      expect(await accounts(user)).to.have.length(0);
    });

    it('spec trading-core 8 link account: bad input is a 400 naming the field and links nothing', async () => {
      const user = await registerUser(app.url);
      for (const cookie of [
        undefined,
        '',
        'short',
        'has spaces in the middle of it',
        'ünïcödé-cookie-value-0123',
        12345678901234567890,
        { a: 1 },
        'x'.repeat(4097),
      ]) {
        const { status, body } = await link(user, cookie as string);
        expect(status, `${JSON.stringify(cookie)} -> ${JSON.stringify(body)}`).to.equal(400);
      }
      expect((await call(user, 'POST', '/api/nope/accounts', { cookie: 'x'.repeat(32) })).status).to.equal(400);
      expect(await accounts(user)).to.have.length(0);
    });

    it('spec trading-core 9, 8: at most 3 linked accounts (LIMIT_LINKED_RBX_ACCOUNTS_HAS_EXCEEDED), across both games', async () => {
      const user = await registerUser(app.url);
      for (const game of ['adopt', 'adopt', 'mm2'] as const) {
        const p = await newPlayer(world, game);
        expect((await link(user, p.account.session_cookie, game)).status).to.equal(201);
      }
      const fourth = await newPlayer(world, 'adopt');
      const { status, body } = await link(user, fourth.account.session_cookie);
      expect(status).to.equal(409);
      expect(body.errorCode).to.equal('LIMIT_LINKED_RBX_ACCOUNTS_HAS_EXCEEDED');
      expect(await accounts(user)).to.have.length(2);
    });

    it('spec trading-core 8: an account linked already, by anyone, is LINKED_RBX_ACCOUNT_IS_NOT_INACTIVE, and the first link keeps working', async () => {
      const { player, user: first, account } = await linkedSeller();
      const other = await registerUser(app.url);
      const refused = await link(other, player.account.session_cookie);
      expect(refused.body.errorCode).to.equal('LINKED_RBX_ACCOUNT_IS_NOT_INACTIVE');
      expect((await link(first, player.account.session_cookie)).body.errorCode).to.equal(
        'LINKED_RBX_ACCOUNT_IS_NOT_INACTIVE',
      );
      expect((await sync(first, account.id)).status).to.equal(202);
      expect((await synced(first, account.id)).status).to.equal('success');
    });
  });

  describe('startSync and what a sync brings', () => {
    it('spec trading-core 4 inventory sync: a sync reads the account; its items arrive as normal, role-play names and food are skipped, and the account is success', async () => {
      const { user, player, account } = await linkedSeller(4);
      await world.giveItems(player.account.id, [
        { slug: 'shadow-dragon', age: 'newborn', customName: 'Sir Fluffington' },
      ]);
      const { socket, received } = await connectNotifications(app.url, user.access_token);
      try {
        const started = await sync(user, account.id);
        expect(started.status, JSON.stringify(started.body)).to.equal(202);
        expect(started.body.sync).to.include({ state: 'active', stage: 'searching_bot', step: 'created' });
        const after = await synced(user, account.id);
        expect(after).to.include({ status: 'success', itemCount: 4, lastSyncCode: null });
        expect(after.lastSyncNotes).to.deep.equal(['role_play_names']);
        const items = await inventory(user);
        expect(items).to.have.length(4);
        expect(items.every((i) => i.status === 'normal' && i.accountId === account.id)).to.equal(true);
        const types = await waitFor(
          () => received.map((n) => n.payloadType),
          (t) => t.includes('INVENTORY_CHANGED'),
        );
        expect(types).to.include.members(['TradeProgress', 'FinishedInventorySync', 'INVENTORY_CHANGED']);
      } finally {
        socket.close();
      }
      const [history] = (await call(user, 'GET', '/api/adopt/syncs')).body.syncs;
      expect(history).to.include({ accountId: account.id, state: 'finished', code: null, loaded: 4 });
    });

    it('spec trading-core 9: once per 20 minutes per account (LIMIT_LINKED_RBX_ACCOUNT_INVENTORIES with the time remaining)', async () => {
      const { user, account } = await linkedSeller(2);
      expect((await sync(user, account.id)).status).to.equal(202);
      await synced(user, account.id);
      const early = await sync(user, account.id);
      expect(early.status).to.equal(429);
      expect(early.body.errorCode).to.equal('LIMIT_LINKED_RBX_ACCOUNT_INVENTORIES');
      expect(early.body.details.remainingSeconds).to.be.within(1, 20 * 60);
      expect((await accounts(user))[0].nextSyncAt).to.equal(early.body.details.retryAt);
      clock.advance(20 * 60_000 + 1000);
      expect((await sync(user, account.id)).status).to.equal(202);
      await synced(user, account.id);
    });

    it('spec trading-core 4: a sync reconciles: new items come in, items gone from the game leave the inventory and the market, items in a deal are untouched', async () => {
      const { user, player, account } = await linkedSeller(4);
      await sync(user, account.id);
      await synced(user, account.id);
      const items = await inventory(user);
      const [listed, inDeal, kept] = items;
      const add = await call(user, 'POST', '/api/adopt/inventory/sale/add', {
        currency: 'usd',
        items: [listed, inDeal].map((i) => ({
          id: i.id,
          price: Math.max(i.bounds.min.amount, i.recommended.amount) / 100,
        })),
      });
      expect(add.status, JSON.stringify(add.body)).to.equal(200);
      await db.query("UPDATE inventory_sync.items SET status = 'transfer' WHERE id = $1", [inDeal.id]);
      const gameIds = (
        await db.query('SELECT id, game_item_id FROM inventory_sync.items WHERE account_id = $1', [account.id])
      ).rows;
      const gameIdOf = (id: string) => gameIds.find((r) => r.id === id)!.game_item_id;
      const removed = await world.removeItems(player.account.id, [gameIdOf(listed.id), gameIdOf(inDeal.id)]);
      expect(removed.removed).to.have.length(2);
      const [fresh] = await world.giveItems(player.account.id, [{ slug: 'frost-dragon', age: 'teen' }]);

      clock.advance(20 * 60_000 + 1000);
      await sync(user, account.id);
      await synced(user, account.id);
      const now = await inventory(user);
      const byId = new Map(now.map((i) => [i.id, i]));
      expect(byId.has(listed.id), 'the listed item that left the game').to.equal(false);
      expect(byId.get(inDeal.id)?.status, 'the item in a deal').to.equal('transfer');
      expect(byId.get(kept.id)?.status).to.equal('normal');
      expect(
        (await db.query('SELECT count(*)::int AS n FROM catalog.listings WHERE inventory_item_id = $1', [listed.id]))
          .rows[0].n,
      ).to.equal(0);
      expect(now.filter((i) => i.slug === 'frost-dragon')).to.have.length(1);
      expect(
        (await db.query('SELECT count(*)::int AS n FROM inventory_sync.items WHERE game_item_id = $1', [fresh])).rows[0]
          .n,
      ).to.equal(1);
    });

    it("spec trading-core 8 start sync: another seller's account and an unknown one are NOT_FOUND; a frozen account is LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE; bad ids are 400", async () => {
      const { account } = await linkedSeller(1);
      const stranger = await registerUser(app.url);
      expect((await sync(stranger, account.id)).body.errorCode).to.equal('NOT_FOUND');
      expect((await sync(stranger, '00000000-0000-4000-8000-000000000000')).status).to.equal(404);
      expect((await sync(stranger, 'not-a-uuid')).status).to.equal(400);
      const { user, account: own } = await linkedSeller(2);
      await sync(user, own.id);
      await synced(user, own.id);
      expect((await call(user, 'POST', `/api/adopt/accounts/${own.id}/freeze`)).status).to.equal(200);
      clock.advance(20 * 60_000 + 1000);
      const frozen = await sync(user, own.id);
      expect(frozen.status).to.equal(409);
      expect(frozen.body.errorCode).to.equal('LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE');
    });

    it('spec trading-core 8: two syncs started at once for one account: one runs, the other is ALREADY_STARTED', async () => {
      const { user, account } = await linkedSeller(2);
      const answers = await Promise.all([sync(user, account.id), sync(user, account.id), sync(user, account.id)]);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 202)).to.have.length(1);
      for (const refused of answers.filter((a) => a.status !== 202)) {
        expect(['ALREADY_STARTED', 'LIMIT_LINKED_RBX_ACCOUNT_INVENTORIES']).to.include(refused.body.errorCode);
      }
      await synced(user, account.id);
      expect((await call(user, 'GET', '/api/adopt/syncs')).body.syncs).to.have.length(1);
    });
  });

  describe('sync codes 500-508 reach the seller', () => {
    const statusAfter: Record<string, string> = { 500: 'error', 505: 'tempBlocked' };
    for (const code of ['500', '501', '502', '503', '504', '505', '506', '507', '508']) {
      it(`spec trading-core 8 inventory sync failure ${code}: the sync fails with ${code} and its message, in the account and in history`, async () => {
        const { user, player, account } = await linkedSeller(2);
        await world.inject(player.account.id, code);
        await sync(user, account.id);
        const after = await synced(user, account.id);
        expect(after.lastSyncCode).to.equal(code);
        expect(after.status).to.equal(statusAfter[code] ?? 'setup');
        expect(after.itemCount).to.equal(0);
        const [history] = (await call(user, 'GET', '/api/adopt/syncs')).body.syncs;
        expect(history.code).to.equal(code);
        expect(history.reason).to.be.a('string').and.not.equal('');
        expect(history.state).to.equal(code === '507' ? 'expired' : 'failed');
      });
    }

    it('spec trading-core 8 inventory sync 500, 4 item statuses: an expired session breaks the account (its listings leave the market as account_error, no sync) until a re-link with a fresh cookie and a sync bring them back', async () => {
      const { user, player, account } = await linkedSeller(2);
      await sync(user, account.id);
      await synced(user, account.id);
      const [item] = await inventory(user);
      const price = Math.max(item.bounds.min.amount, item.recommended.amount);
      expect(
        (
          await call(user, 'POST', '/api/adopt/inventory/sale/add', {
            currency: 'usd',
            items: [{ id: item.id, price: price / 100 }],
          })
        ).status,
      ).to.equal(200);
      const listed = async () =>
        (await db.query('SELECT count(*)::int AS n FROM catalog.listings WHERE inventory_item_id = $1', [item.id]))
          .rows[0].n;
      expect(await listed()).to.equal(1);

      await world.setCookie(player.account.id, { expire: true });
      clock.advance(20 * 60_000 + 1000);
      await sync(user, account.id);
      expect((await synced(user, account.id)).status).to.equal('error');
      expect((await inventory(user)).find((i) => i.id === item.id)).to.include({ status: 'account_error' });
      expect(await listed()).to.equal(0);
      clock.advance(20 * 60_000 + 1000);
      expect((await sync(user, account.id)).body.errorCode).to.equal('LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE');
      const fresh = await world.setCookie(player.account.id, { renew: true });
      const relinked = await link(user, fresh.cookie);
      expect(relinked.status, JSON.stringify(relinked.body)).to.equal(201);
      expect(relinked.body.account).to.include({ id: account.id, status: 'outdatedItems' });
      clock.advance(20 * 60_000 + 1000);
      expect((await sync(user, account.id)).status).to.equal(202);
      expect((await synced(user, account.id)).status).to.equal('success');
      const back = (await inventory(user)).find((i) => i.id === item.id);
      expect(back).to.include({ status: 'on_sale' });
      expect(back.price).to.deep.equal({ amount: price, currency: 'usd' });
      expect(await listed()).to.equal(1);
    });
  });

  describe('deleteSync, freezeAcc and deleteAcc', () => {
    it('spec trading-core 4, 8 cancel sync: a sync waiting for its account can be cancelled; once it enters the game it is ALREADY_STARTED; without one it is NOT_FOUND', async () => {
      const { user, player, account } = await linkedSeller(2);
      expect((await call(user, 'DELETE', `/api/adopt/accounts/${account.id}/sync`)).body.errorCode).to.equal(
        'NOT_FOUND',
      );
      // Another flow holds the account (as a delivery will): the sync waits in line, shown as loading.
      await db.query('UPDATE bots.linked_accounts SET busy_flow_id = gen_random_uuid() WHERE account_id = $1', [
        player.account.id,
      ]);
      await sync(user, account.id);
      const waiting = await waitFor(
        async () => (await accounts(user))[0],
        (a) => a.sync?.delayed === true,
      );
      expect(waiting.status).to.equal('loading');
      const cancelled = await call(user, 'DELETE', `/api/adopt/accounts/${account.id}/sync`);
      expect(cancelled.status, JSON.stringify(cancelled.body)).to.equal(200);
      expect(cancelled.body.sync.state).to.equal('cancelled');
      expect((await synced(user, account.id)).status).to.equal('setup');

      clock.advance(20 * 60_000 + 1000);
      await sync(user, account.id);
      const [flow] = (await call(user, 'GET', '/api/adopt/syncs')).body.syncs;
      await db.query("UPDATE bots.flows SET stage = 'bot_enabling' WHERE id = $1", [flow.id]);
      const late = await call(user, 'DELETE', `/api/adopt/accounts/${account.id}/sync`);
      expect(late.status).to.equal(409);
      expect(late.body.errorCode).to.equal('ALREADY_STARTED');
    });

    it("spec trading-core 4, 8 unlink: the account's items leave the market and the site forgets its cookie; with an item in a deal it is LINKED_RBX_ACCOUNT_HAS_RESERVED_ITEMS", async () => {
      const { user, player, account } = await linkedSeller(3);
      await sync(user, account.id);
      await synced(user, account.id);
      const items = await inventory(user);
      await call(user, 'POST', '/api/adopt/inventory/sale/add', {
        currency: 'usd',
        items: items.map((i) => ({ id: i.id, price: Math.max(i.bounds.min.amount, i.recommended.amount) / 100 })),
      });
      await db.query("UPDATE inventory_sync.items SET status = 'transfer' WHERE id = $1", [items[0].id]);
      const refused = await call(user, 'DELETE', `/api/adopt/accounts/${account.id}`);
      expect(refused.body.errorCode).to.equal('LINKED_RBX_ACCOUNT_HAS_RESERVED_ITEMS');
      expect(await accounts(user)).to.have.length(1);

      await db.query("UPDATE inventory_sync.items SET status = 'on_sale' WHERE id = $1", [items[0].id]);
      const stranger = await registerUser(app.url);
      expect((await call(stranger, 'DELETE', `/api/adopt/accounts/${account.id}`)).body.errorCode).to.equal(
        'NOT_FOUND',
      );
      expect((await call(user, 'DELETE', `/api/adopt/accounts/${account.id}`)).status).to.equal(200);
      expect(await accounts(user)).to.have.length(0);
      const listings = await db.query(
        'SELECT count(*)::int AS n FROM catalog.listings WHERE seller_id = (SELECT user_id FROM inventory_sync.items LIMIT 0) OR inventory_item_id = ANY($1::uuid[])',
        [items.map((i) => i.id)],
      );
      expect(listings.rows[0].n).to.equal(0);
      expect(
        (
          await db.query('SELECT count(*)::int AS n FROM bots.linked_accounts WHERE account_id = $1', [
            player.account.id,
          ])
        ).rows[0].n,
      ).to.equal(0);
      // The account can be linked again (by anyone) once unlinked.
      expect((await link(stranger, player.account.session_cookie)).status).to.equal(201);
    });
  });

  describe('an overloaded system', () => {
    let busy: TestApp;
    before(async () => {
      busy = await startTestApp({ env: { BOTS_TIME_SCALE: '0', BOTS_PER_GAME: '1', BOTS_AUTO_LOCK_WAITING: '1' } });
    });
    after(async () => {
      await busy?.stop();
    });

    it('spec trading-core 8 start sync: TRADE_AUTO_LOCK once BOTS_AUTO_LOCK_WAITING flows of the game wait in line; nothing starts', async () => {
      const busyWorld = servicesOf(busy.container).world;
      const pool = new pg.Pool({ connectionString: busy.databaseUrl, max: 1 });
      try {
        const seller = async () => {
          const user = await registerUser(busy.url);
          const player = await newPlayer(busyWorld, 'adopt', {}, 1);
          const { body } = await api(busy.url, 'POST', '/api/adopt/accounts', {
            token: user.access_token,
            body: { cookie: player.account.session_cookie },
          });
          return { user, player, accountId: body.account.id as string };
        };
        const first = await seller();
        await pool.query('UPDATE bots.linked_accounts SET busy_flow_id = gen_random_uuid() WHERE account_id = $1', [
          first.player.account.id,
        ]);
        expect(
          (
            await api(busy.url, 'POST', `/api/adopt/accounts/${first.accountId}/sync`, {
              token: first.user.access_token,
            })
          ).status,
        ).to.equal(202);
        const second = await seller();
        const refused = await api(busy.url, 'POST', `/api/adopt/accounts/${second.accountId}/sync`, {
          token: second.user.access_token,
        });
        expect(refused.status).to.equal(503);
        expect(refused.body.errorCode).to.equal('TRADE_AUTO_LOCK');
        const flows = await pool.query("SELECT count(*)::int AS n FROM bots.flows WHERE kind = 'sync'");
        expect(flows.rows[0].n).to.equal(1);
      } finally {
        await pool.end();
      }
    });
  });
});
