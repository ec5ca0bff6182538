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
import { balanceOf, topUp, userIdOf } from '../support/wallet';

/**
 * Buyers collect what they bought through trades the site runs in the seller's linked account (spec
 * trading-core 4 purchase, sale and withdrawal trade ends, 5 trade rules, 7 createWithdraw, 8 create withdrawal
 * errors and trade creation codes, 9 the 60-minute window), all through HTTP as the web app does.
 */
describe('withdrawals: collecting bought items', () => {
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

        const after = await balanceOf(app, seller.user.access_token);
        const paid = seller.items.slice(0, 2).reduce((s: number, i: any) => s + i.price.amount, 0);
        expect(after.available.usd - before.available.usd).to.equal(Math.round(paid * 0.8));
        expect(after.held.usd).to.equal(0);
        expect(await purchased(buyer.user)).to.have.length(0);

        const sales = (await call(seller.user, 'GET', '/api/history/sales')).body.rows as any[];
        expect(sales.filter((s) => s.status === 'completed')).to.have.length(2);
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
});
