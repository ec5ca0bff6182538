import { expect } from 'chai';
import pg from 'pg';
import type { WorldAdmin } from '../../bots';
import type { GameKey } from '../../kernel';
import { RatingEvents } from '../../modules/ratings';
import { startTestApp, type TestApp } from '../support/app';
import { servicesOf } from '../support/bots';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { connectNotifications, waitFor } from '../support/socket';
import { buyerWithAccount, buyListed, syncedSeller } from '../support/trade-loop';
import type { TestUser } from '../support/users';
import { balanceOf, listedSeller, topUp, userIdOf } from '../support/wallet';
import { TradeEndings } from '../../modules/withdrawals';

/**
 * Buyers collect what they bought through trades the site runs in the seller's linked account (spec
 * trading-core 4 purchase, sale and withdrawal trade ends, 5 trade rules, 7 createWithdraw, 8 create withdrawal
 * errors and trade creation codes, 9 the 60-minute window), all through HTTP as the web app does.
 */
const ADMIN = 'operator-token-for-tests-0123456789';

describe('withdrawals: collecting bought items', () => {
  const clock = new TestClock();
  let app: TestApp;
  let world: WorldAdmin;
  let db: pg.Pool;

  before(async () => {
    app = await startTestApp({
      clock,
      env: { BOTS_TIME_SCALE: '0', BOTS_PER_GAME: '1', ACCESS_TOKEN_TTL_SECONDS: '86400', ADMIN_TOKEN: ADMIN },
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
  const collect = (user: TestUser, body: unknown, game: GameKey = 'adopt') =>
    call(user, 'POST', `/api/${game}/withdrawals`, body);
  const trades = async (user: TestUser, game: GameKey = 'adopt') =>
    (await call(user, 'GET', `/api/${game}/withdrawals`)).body;
  const ended = (user: TestUser, tradeId: string) =>
    waitFor(
      async () => ((await trades(user)).trades as any[]).find((t) => t.id === tradeId),
      (t) =>
        t && t.state !== 'active' && (t.state === 'finished' || t.items.every((i: any) => i.status !== 'delivering')),
      15_000,
    );
  const purchased = async (user: TestUser, state = 'active') =>
    (await call(user, 'GET', `/api/adopt/purchases?state=${state}`)).body.items as any[];

  /** A seller who linked, synced and listed; a buyer with a game account who bought `count` of the items. */
  async function boughtFromSeller(count = 1, options: Parameters<typeof syncedSeller>[2] = {}) {
    const seller = await syncedSeller(app, world, options);
    const buyer = await buyerWithAccount(app, world, seller.game);
    await topUp(app, buyer.user.access_token, '500', 'usd');
    const bought = await buyListed(app, buyer.user, seller.game, seller.items.slice(0, count));
    return { seller, buyer, bought };
  }

  describe('delivered', () => {
    it('spec trading-core 4 sale and 7 createWithdraw: the buyer collects to their game account; the seller is paid the price less the fee, the item leaves the seller and the purchased list, and both hear it', async () => {
      const { seller, buyer, bought } = await boughtFromSeller(2);
      const buyerSocket = await connectNotifications(app.url, buyer.user.access_token);
      const sellerSocket = await connectNotifications(app.url, seller.user.access_token);
      try {
        const before = await balanceOf(app, seller.user.access_token);
        const started = await collect(buyer.user, { items: bought.map((b) => b.id), nickname: buyer.account.nickname });
        expect(started.status, JSON.stringify(started.body)).to.equal(200);
        expect(started.body.trades).to.have.length(1);
        const trade = started.body.trades[0];
        expect(trade).to.include({ state: 'active', nickname: buyer.account.nickname });
        expect(trade.sellerNickname).to.equal(seller.player.account.nickname);
        const done = await ended(buyer.user, trade.id);
        expect(done.state, JSON.stringify(done)).to.equal('finished');
        expect(done.items.map((i: any) => i.status)).to.deep.equal(['completed', 'completed']);
        expect(done.timeline.map((s: any) => s.stage)).to.include.members([
          'searching_bot',
          'checking_friendship',
          'adding_friend',
          'bot_enabling',
          'trading',
          'finished',
        ]);

        // The items moved in the game: the buyer holds them now.
        const inGame = await world.playerView(buyer.account.id);
        const gameIds = (
          await db.query('SELECT game_item_id FROM inventory_sync.items WHERE id = ANY($1::uuid[])', [
            seller.items.slice(0, 2).map((i: any) => i.id),
          ])
        ).rows;
        expect(gameIds, 'the delivered items left the seller inventory').to.have.length(0);
        expect(inGame.inventory.length).to.be.greaterThan(2);

        // Spec trading-core 9: the seller receives the price less the 20 % usd fee, item by item.
        const after = await balanceOf(app, seller.user.access_token);
        const sales = (await call(seller.user, 'GET', '/api/history/sales')).body.rows as any[];
        expect(sales.map((s) => s.status)).to.deep.equal(['completed', 'completed']);
        for (const sale of sales) expect(sale.received.amount).to.equal(Math.floor((sale.price.amount * 80) / 100));
        const received = sales.reduce((sum, s) => sum + s.received.amount, 0);
        expect(after.available.usd! - before.available.usd!).to.equal(received);
        expect(after.held.usd).to.equal(0);
        expect(await purchased(buyer.user)).to.have.length(0);
        const history = (await call(buyer.user, 'GET', '/api/history/withdrawals')).body;
        expect(history.rows[0]).to.include({ status: 'paid', account: buyer.account.nickname });
        expect(history.rows[0].items).to.have.length(2);

        await waitFor(
          () => buyerSocket.received.map((n) => n.payloadType),
          (types) => types.includes('FinishedInventoryTrade') && types.includes('WITHDRAWAL_CHANGED'),
        );
        await waitFor(
          () => sellerSocket.received.map((n) => n.payloadType),
          (types) => types.includes('INVENTORY_CHANGED') && types.includes('PURCHASE_CHANGED'),
        );
        const ratings = app.container.get(RatingEvents);
        expect((await ratings.ofUser(userIdOf(buyer.user))).map((e) => [e.reason, e.count])).to.deep.equal([
          ['item_collected', 2],
        ]);
        expect((await ratings.ofUser(userIdOf(seller.user))).map((e) => [e.reason, e.count])).to.deep.equal([
          ['sale_completed', 2],
        ]);
      } finally {
        buyerSocket.socket.close();
        sellerSocket.socket.close();
      }
    });
  });

  /** Collects and waits for the trade to end. */
  async function collectAndEnd(buyer: TestUser, itemIds: string[], nickname: string) {
    const started = await collect(buyer, { items: itemIds, nickname });
    expect(started.status, JSON.stringify(started.body)).to.equal(200);
    return ended(buyer, started.body.trades[0].id);
  }
  const ratingsOf = async (user: TestUser) =>
    (await app.container.get(RatingEvents).ofUser(userIdOf(user))).map((e) => e.reason);
  const accountOf = async (seller: { user: TestUser; account: { id: string } }) =>
    ((await call(seller.user, 'GET', '/api/adopt/accounts')).body.accounts as any[]).find(
      (a) => a.id === seller.account.id,
    );
  const gameItemOf = async (inventoryItemId: string) =>
    (await db.query('SELECT game_item_id FROM inventory_sync.items WHERE id = $1', [inventoryItemId])).rows[0]
      ?.game_item_id as string | undefined;

  describe('failed on the buyer side: the items stay bought', () => {
    it('spec trading-core 4: the buyer declines the trade (USER_CANCELLED); the items wait again, the buyer retries and gets them; a declined offer is the buyer rating event offer_cancelled', async () => {
      const { buyer, bought } = await boughtFromSeller(1);
      await world.inject(buyer.account.id, 'DECLINE');
      const failed = await collectAndEnd(buyer.user, [bought[0]!.id], buyer.account.nickname);
      expect(failed).to.include({ state: 'failed', code: 'USER_CANCELLED', fault: 'buyer', retryable: true });
      expect(failed.items[0].status).to.equal('waiting');
      expect(await ratingsOf(buyer.user)).to.deep.equal(['offer_cancelled']);

      const retried = await call(buyer.user, 'POST', `/api/adopt/withdrawals/${failed.id}/retry`);
      expect(retried.status, JSON.stringify(retried.body)).to.equal(200);
      const done = await ended(buyer.user, retried.body.trades[0].id);
      expect(done.state).to.equal('finished');
      expect(done.items[0].status).to.equal('completed');
      expect((await trades(buyer.user)).trades.find((t: any) => t.id === failed.id).retryable).to.equal(false);
    });

    it('spec trading-core 5: a withdrawal needs one cheap food item from the buyer; without one the trade fails (NO_FOOD_ITEM) and the buyer rating hears trade_failed', async () => {
      const { buyer, bought } = await boughtFromSeller(1);
      const foods = (await world.playerView(buyer.account.id)).inventory.filter((i) => i.kind === 'food');
      await world.removeItems(
        buyer.account.id,
        foods.map((f) => f.id),
      );
      const failed = await collectAndEnd(buyer.user, [bought[0]!.id], buyer.account.nickname);
      expect(failed).to.include({ state: 'failed', code: 'NO_FOOD_ITEM', fault: 'buyer' });
      expect(failed.items[0].status).to.equal('waiting');
      expect(await ratingsOf(buyer.user)).to.deep.equal(['trade_failed']);
    });

    it('spec trading-core 8 friendship failures: the buyer does not accept the friend request (FRIEND_DECLINED); the items wait again', async () => {
      const seller = await syncedSeller(app, world);
      const buyer = await buyerWithAccount(app, world, 'adopt', { behaviour: { acceptFriend: 0 } });
      await topUp(app, buyer.user.access_token, '500', 'usd');
      const bought = await buyListed(app, buyer.user, 'adopt', seller.items.slice(0, 1));
      const failed = await collectAndEnd(buyer.user, [bought[0]!.id], buyer.account.nickname);
      expect(failed).to.include({ state: 'failed', code: 'FRIEND_DECLINED', fault: 'buyer' });
      expect(failed.items[0].status).to.equal('waiting');
    });

    it('spec trading-core 4: the buyer may cancel after a failed withdrawal; the money returns and the buyer rating hears purchase_cancelled', async () => {
      const { buyer, bought } = await boughtFromSeller(1);
      await world.inject(buyer.account.id, 'DECLINE');
      await collectAndEnd(buyer.user, [bought[0]!.id], buyer.account.nickname);
      const before = await balanceOf(app, buyer.user.access_token);
      const cancelled = await call(buyer.user, 'POST', `/api/adopt/purchases/${bought[0]!.id}/cancel`);
      expect(cancelled.status, JSON.stringify(cancelled.body)).to.equal(200);
      const after = await balanceOf(app, buyer.user.access_token);
      expect(after.available.usd).to.be.greaterThan(before.available.usd!);
      expect(await ratingsOf(buyer.user)).to.deep.equal(['offer_cancelled', 'purchase_cancelled']);
    });
  });

  describe('failed on nobody s side', () => {
    it('spec trading-core 4 withdrawal trade ends: friends interfered (504) fails the trade without a rating event; the items wait again', async () => {
      const { buyer, bought } = await boughtFromSeller(1);
      await world.inject(buyer.account.id, '504');
      const failed = await collectAndEnd(buyer.user, [bought[0]!.id], buyer.account.nickname);
      expect(failed).to.include({ state: 'failed', code: 'FRIENDS_INTERFERED', fault: null, retryable: true });
      expect(failed.items[0].status).to.equal('waiting');
      expect(await ratingsOf(buyer.user)).to.deep.equal([]);
    });
  });

  describe('failed on the seller side: the purchase is cancelled and the buyer refunded at once', () => {
    async function sellerFails(prepare: (s: Awaited<ReturnType<typeof boughtFromSeller>>) => Promise<void>) {
      const deal = await boughtFromSeller(1);
      await prepare(deal);
      const before = await balanceOf(app, deal.buyer.user.access_token);
      const failed = await collectAndEnd(deal.buyer.user, [deal.bought[0]!.id], deal.buyer.account.nickname);
      expect(failed.fault, JSON.stringify(failed)).to.equal('seller');
      expect(failed.retryable).to.equal(false);
      expect(failed.items[0]).to.include({ status: 'cancelled', cancelReason: 'seller_trouble' });
      const after = await balanceOf(app, deal.buyer.user.access_token);
      expect(after.available.usd! - before.available.usd!).to.equal(deal.seller.items[0].price.amount);
      const sellerBalance = await balanceOf(app, deal.seller.user.access_token);
      expect(sellerBalance.held.usd).to.equal(0);
      expect(sellerBalance.available.usd).to.equal(0);
      return { ...deal, failed };
    }

    it('spec trading-core 4 sale cancelled (broken session): the seller session expired (SELLER_SESSION_EXPIRED); the account is error, its listings park, the seller rating hears account_problem', async () => {
      const { seller, failed } = await sellerFails(async ({ seller }) => {
        await world.setCookie(seller.player.account.id, { renew: true });
      });
      expect(failed.code).to.equal('SELLER_SESSION_EXPIRED');
      expect((await accountOf(seller)).status).to.equal('error');
      const items = (await call(seller.user, 'GET', '/api/adopt/inventory?currency=usd')).body.items as any[];
      expect(items.find((i) => i.id === seller.items[0].id)?.status).to.equal('purchase_cancelled');
      expect(items.filter((i) => i.id !== seller.items[0].id).map((i) => i.status)).to.deep.equal([
        'account_error',
        'account_error',
      ]);
      expect(await ratingsOf(seller.user)).to.deep.equal(['account_problem']);
    });

    it('spec trading-core 4 sale cancelled (banned account): a ban on the seller game account; the account is tempBlocked, the seller rating hears game_ban', async () => {
      const { seller } = await sellerFails(async ({ seller }) => {
        await world.updateAccount(seller.player.account.id, { banned: true });
      });
      expect((await accountOf(seller)).status).to.equal('tempBlocked');
      expect(await ratingsOf(seller.user)).to.deep.equal(['game_ban']);
    });

    it('spec trading-core 4 sale cancelled (missing items), 8 trade creation code 1: the item left the seller game account; the seller rating hears items_missing and the account asks for a sync', async () => {
      const { seller, failed } = await sellerFails(async ({ seller }) => {
        await world.removeItems(seller.player.account.id, [(await gameItemOf(seller.items[0].id))!]);
      });
      expect(failed.code).to.equal('1');
      expect((await accountOf(seller)).status).to.equal('outdatedItems');
      expect(await ratingsOf(seller.user)).to.deep.equal(['items_missing']);
    });

    it('spec trading-core 4 sale cancelled (last item cannot be moved): the seller game account would be left empty (LAST_ITEM)', async () => {
      const { failed } = await sellerFails(async ({ seller }) => {
        const inGame = (await world.playerView(seller.player.account.id)).inventory;
        const keep = await gameItemOf(seller.items[0].id);
        await world.removeItems(
          seller.player.account.id,
          inGame.filter((i) => i.id !== keep).map((i) => i.id),
        );
      });
      expect(failed.code).to.equal('LAST_ITEM');
    });

    it('spec trading-core 4 withdrawal trade ends (seller kicked): the seller account is kicked from the game (SELLER_KICKED); the seller rating hears kicked_buyer', async () => {
      const { seller, failed } = await sellerFails(async ({ seller }) => {
        await world.inject(seller.player.account.id, '502');
      });
      expect(failed.code).to.equal('SELLER_KICKED');
      expect(await ratingsOf(seller.user)).to.deep.equal(['kicked_buyer']);
    });
  });

  describe('createWithdraw errors (spec trading-core 8)', () => {
    it('spec trading-core 8 create withdrawal NOT_FOUND: an unknown item, another buyer s item, nothing to collect; nothing changes', async () => {
      const { buyer, bought } = await boughtFromSeller(1);
      const other = await buyerWithAccount(app, world);
      const nickname = buyer.account.nickname;
      for (const [user, body] of [
        [buyer.user, { items: ['00000000-0000-4000-8000-000000000000'], nickname }],
        [other.user, { items: [bought[0]!.id], nickname: other.account.nickname }],
        [other.user, { all: true, nickname: other.account.nickname }],
        [buyer.user, { items: [], nickname }],
      ] as const) {
        const { status, body: answer } = await collect(user, body);
        expect(status, JSON.stringify(answer)).to.equal(404);
        expect(answer.errorCode).to.equal('NOT_FOUND');
      }
      expect((await purchased(buyer.user))[0].status).to.equal('waiting');
      expect((await trades(buyer.user)).trades).to.have.length(0);
    });

    it('spec trading-core 8: bad input is a 400 naming the field and starts nothing', async () => {
      const { buyer, bought } = await boughtFromSeller(1);
      for (const body of [
        {},
        { items: [bought[0]!.id] },
        { items: [bought[0]!.id], nickname: 'a b' },
        { items: [bought[0]!.id], nickname: 'x'.repeat(21) },
        { items: ['not-a-uuid'], nickname: buyer.account.nickname },
        { items: 'all', nickname: buyer.account.nickname },
      ]) {
        const { status, body: answer } = await collect(buyer.user, body);
        expect(status, `${JSON.stringify(body)} -> ${JSON.stringify(answer)}`).to.equal(400);
      }
      expect((await trades(buyer.user)).trades).to.have.length(0);
    });

    it('spec trading-core 8 trade creation code 9: a nickname no game account has is an invalid nickname', async () => {
      const { buyer, bought } = await boughtFromSeller(1);
      const { status, body } = await collect(buyer.user, { items: [bought[0]!.id], nickname: 'NobodyHasThisName_1' });
      expect(status).to.equal(400);
      expect(body.errorCode).to.equal('9');
    });

    it('spec trading-core 5: murder-mystery trades need level 10 (LEVEL_TOO_LOW), checked before anything starts', async () => {
      const seller = await syncedSeller(app, world, { game: 'mm2' });
      const buyer = await buyerWithAccount(app, world, 'mm2', { level: 5 });
      await topUp(app, buyer.user.access_token, '500', 'usd');
      const bought = await buyListed(app, buyer.user, 'mm2', seller.items.slice(0, 1));
      const { status, body } = await collect(
        buyer.user,
        { items: [bought[0]!.id], nickname: buyer.account.nickname },
        'mm2',
      );
      expect(status).to.equal(400);
      expect(body).to.deep.include({ errorCode: 'LEVEL_TOO_LOW', details: { level: 5, needed: 10 } });
    });

    it('spec trading-core 8 trade creation code 1: an item the site cannot hand over (not loaded from the game) is refused', async () => {
      const seller = await listedSeller(app, 'adopt', [{ slug: 'shadow-dragon', price: 10 }]);
      const buyer = await buyerWithAccount(app, world);
      await topUp(app, buyer.user.access_token, '50', 'usd');
      const bought = await buyListed(app, buyer.user, 'adopt', [{ id: seller.items[0]!.id, price: { amount: 1000 } }]);
      const { status, body } = await collect(buyer.user, { items: [bought[0]!.id], nickname: buyer.account.nickname });
      expect(status).to.equal(409);
      expect(body.errorCode).to.equal('1');
      expect((await purchased(buyer.user))[0].status).to.equal('waiting');
    });

    it('spec trading-core 8 trade creation code 13: no withdrawals while trades are under large-scale technical work', async () => {
      const { buyer, bought } = await boughtFromSeller(1);
      const path = '/api/admin/maintenance/adopt/trades';
      expect((await api(app.url, 'PUT', path, { body: { mode: 'tradesUpdate' }, token: ADMIN })).status).to.equal(200);
      try {
        const { status, body } = await collect(buyer.user, {
          items: [bought[0]!.id],
          nickname: buyer.account.nickname,
        });
        expect(status).to.equal(503);
        expect(body.errorCode).to.equal('13');
      } finally {
        await api(app.url, 'DELETE', path, { token: ADMIN });
      }
    });
  });

  describe('replays', () => {
    it('spec trading-core 4: a trade ending heard twice settles once (the seller is paid once, one rating event per side)', async () => {
      const { seller, buyer, bought } = await boughtFromSeller(1);
      const done = await collectAndEnd(buyer.user, [bought[0]!.id], buyer.account.nickname);
      expect(done.state).to.equal('finished');
      const { rows } = await db.query('SELECT flow_id FROM withdrawals.trades WHERE id = $1', [done.id]);
      const paid = await balanceOf(app, seller.user.access_token);
      const endings = app.container.get(TradeEndings);
      const job = {
        flowId: rows[0].flow_id,
        kind: 'withdrawal' as const,
        userId: userIdOf(buyer.user),
        accountId: seller.player.account.id,
        botAccountId: null,
        state: 'finished' as const,
        code: null,
        reason: 'finished',
        cause: null,
        fault: null,
        stage: 'trading' as const,
        result: null,
      };
      await endings.settle(job);
      await endings.settle({ ...job, state: 'failed', cause: 'session_expired', fault: 'actor' });
      expect(await balanceOf(app, seller.user.access_token)).to.deep.equal(paid);
      expect(await ratingsOf(seller.user)).to.deep.equal(['sale_completed']);
      expect((await purchased(buyer.user, 'old')).length).to.equal(0);
    });
  });
});
