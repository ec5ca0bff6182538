import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import {
  RatingEvents,
  RatingsScorer,
  RatingsService,
  RESTRICTIONS_TTL_MS,
  type RatingEvent,
} from '../../modules/ratings';
import { RESTRICTIONS_CHANGED_CHANNEL } from '../../modules/ratings/restrictions-cache';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import { tradeWorldForFile } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { waitFor } from '../support/socket';
import { syncedSeller } from '../support/trade-loop';
import { registerUser, type TestUser } from '../support/users';
import { topUp, userIdOf } from '../support/wallet';

const MINUTE = 60_000;

/**
 * Ratings (spec trading-core 3, 4, 6, 8, 9): the trade loop records why a rating moves; scoring replays the events in
 * order, crossing the penalty ladders brings each consequence once, a block is enforced wherever it applies and ends
 * by itself. Events are recorded here as the trade loop records them (its own tests check that it does).
 */
describe('ratings: history, ladders, consequences, enforcement', () => {
  const clock = new TestClock();
  const files = tradeWorldForFile({ clock });

  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api(files.app.url, method, path, { token: user.access_token, body });
  const ratingsOf = async (user: TestUser) => (await call(user, 'GET', '/api/ratings')).body;

  /** Records events as the trade loop does (in a transaction of its own) and waits until they are scored. */
  async function record(user: TestUser, events: Array<Omit<RatingEvent, 'userId' | 'key'> & { key?: string }>) {
    const userId = userIdOf(user);
    const appDb = files.app.container.get<Db>(TYPES.Db);
    await appDb.transaction().execute((trx) =>
      files.app.container.get(RatingEvents).record(
        trx,
        events.map((e) => ({ ...e, userId, key: e.key ?? randomUUID() }) as RatingEvent),
      ),
    );
    await waitFor(
      async () =>
        (
          await files.db.query(
            'SELECT count(*)::int AS n FROM ratings.events WHERE user_id = $1 AND scored_at IS NULL',
            [userId],
          )
        ).rows[0].n,
      (n) => n === 0,
    );
  }
  const times = (n: number, event: Omit<RatingEvent, 'userId' | 'key'>) => Array.from({ length: n }, () => event);

  it('spec trading-core 3: a new user is a buyer at 80 and a seller at 70, with nothing restricting them', async () => {
    const user = await registerUser(files.app.url);
    expect(await ratingsOf(user)).to.deep.equal({
      buyer: { rating: 80, restriction: null },
      seller: { rating: 70, restriction: null },
      notices: [],
      unread: 0,
    });
  });

  it('spec trading-core 4 rating changes: buyer +2.5 per item collected, -1 per failure caused, -1.5 per cancelled offer; seller +0.5 per item sold, -6, -5, -1, -2, -2', async () => {
    const user = await registerUser(files.app.url);
    await record(user, [
      { role: 'buyer', reason: 'item_collected', count: 2 },
      { role: 'buyer', reason: 'trade_failed' },
      { role: 'buyer', reason: 'offer_cancelled' },
      { role: 'buyer', reason: 'purchase_cancelled' },
    ]);
    expect((await ratingsOf(user)).buyer.rating).to.equal(80 + 5 - 1 - 1.5 - 1);
    const seller = await registerUser(files.app.url);
    const cases: Array<[RatingEvent['reason'], number]> = [
      ['sale_completed', 0.5],
      ['items_missing', -6],
      ['too_many_friends', -5],
      ['account_problem', -1],
      ['kicked_buyer', -2],
      ['game_ban', -2],
    ];
    let expected = 70;
    for (const [reason, points] of cases) {
      await record(seller, [{ role: 'seller', reason } as Omit<RatingEvent, 'userId' | 'key'>]);
      expected += points;
      expect((await ratingsOf(seller)).seller.rating, reason).to.equal(expected);
    }
    // The history a rating is the replay of: newest first, each with its points and the rating after it.
    const history = (await call(seller, 'GET', '/api/ratings/history')).body.changes as any[];
    expect(history.map((h) => [h.reason, h.points, h.ratingAfter])).to.deep.equal(
      cases
        .map(([reason, points], n) => [reason, points, 70 + cases.slice(0, n + 1).reduce((s, [, p]) => s + p, 0)])
        .reverse(),
    );
  });

  it('spec trading-core 3: a seller never rises above 100 (the history says what each change really moved)', async () => {
    const seller = await registerUser(files.app.url);
    await record(seller, [{ role: 'seller', reason: 'sale_completed', count: 70 }]);
    expect((await ratingsOf(seller)).seller.rating).to.equal(100);
    const [change] = (await call(seller, 'GET', '/api/ratings/history')).body.changes;
    expect(change).to.include({ points: 30, ratingAfter: 100 });
  });

  it('a replayed event counts once (its key), and two scorings at once score it once', async () => {
    const user = await registerUser(files.app.url);
    const key = `replayed:${randomUUID()}`;
    await record(user, [{ role: 'buyer', reason: 'trade_failed', key }]);
    await record(user, [{ role: 'buyer', reason: 'trade_failed', key }]);
    const scorer = files.app.container.get(RatingsScorer);
    await Promise.all([scorer.score(userIdOf(user)), scorer.score(userIdOf(user))]);
    expect((await ratingsOf(user)).buyer.rating).to.equal(79);
  });

  it('spec trading-core 4 buyer ladder: 70 first warning, 60 a 30-minute block, each once; a rising rating gives a congratulation', async () => {
    const buyer = await registerUser(files.app.url);
    await record(buyer, times(10, { role: 'buyer', reason: 'trade_failed' }));
    let view = await ratingsOf(buyer);
    expect(view.buyer.rating).to.equal(70);
    expect(view.notices.map((n: any) => [n.kind, n.threshold])).to.deep.equal([['warning', 70]]);
    expect(view.buyer.restriction).to.equal(null);
    // Down to 60 in one step of several events: the 30-minute block, starting now.
    const before = clock.now().getTime();
    await record(buyer, times(10, { role: 'buyer', reason: 'trade_failed' }));
    view = await ratingsOf(buyer);
    expect(view.notices.map((n: any) => [n.kind, n.threshold])).to.deep.equal([
      ['block', 60],
      ['warning', 70],
    ]);
    const until = Date.parse(view.buyer.restriction.until);
    expect(until - before).to.be.within(30 * MINUTE, 30 * MINUTE + 5_000);
    expect(view.unread).to.equal(2);
    // Rising past 60 and 70: a congratulation for each, and no consequence again.
    await record(buyer, times(5, { role: 'buyer', reason: 'item_collected' }));
    view = await ratingsOf(buyer);
    expect(view.buyer.rating).to.equal(72.5);
    expect(view.notices.map((n: any) => [n.kind, n.threshold])).to.deep.equal([
      ['congratulation', 70],
      ['congratulation', 60],
      ['block', 60],
      ['warning', 70],
    ]);
    expect((await call(buyer, 'POST', '/api/ratings/notices/read')).status).to.equal(200);
    expect((await ratingsOf(buyer)).unread).to.equal(0);
  });

  it('spec trading-core 4 seller ladder: 60 warning, 50 a 24-hour block, 40 3 days, 30 7 days, 20 15 days, 15 final warning, 10 loss of sales access, 0 full block', async () => {
    const seller = await registerUser(files.app.url);
    await record(seller, times(12, { role: 'seller', reason: 'items_missing' }));
    const view = await ratingsOf(seller);
    expect(view.seller.rating).to.equal(0);
    const notices = (view.notices as any[]).map((n) => [
      n.kind,
      n.threshold,
      n.until && Math.round((Date.parse(n.until) - Date.parse(n.at)) / MINUTE),
    ]);
    expect(notices.reverse()).to.deep.equal([
      ['warning', 60, null],
      ['block', 50, 24 * 60],
      ['block', 40, 3 * 24 * 60],
      ['block', 30, 7 * 24 * 60],
      ['block', 20, 15 * 24 * 60],
      ['final_warning', 15, null],
      ['sales_access_lost', 10, null],
      ['block', 0, null],
    ]);
    expect(view.seller.restriction).to.deep.equal({ kind: 'sales_access_lost', until: null });
    expect(view.buyer.restriction, 'a seller block does not block buying').to.equal(null);
  });

  describe('enforcement (spec trading-core 6: a buyer ban blocks buying for its period; a seller block blocks selling)', () => {
    it('a blocked buyer cannot buy (BUYER_IS_BLOCKED, naming the end); the block ends by itself and the user hears it', async () => {
      const seller = await syncedSeller(files.app, files.world, { items: 1 });
      const buyer = await registerUser(files.app.url);
      await topUp(files.app, buyer.access_token, '50', 'usd');
      await record(buyer, times(20, { role: 'buyer', reason: 'trade_failed' }));
      const item = seller.items[0];
      const buy = () =>
        call(buyer, 'POST', '/api/adopt/buy', {
          currency: 'usd',
          items: [{ offerId: item.id, price: item.price.amount }],
        });
      const refused = await buy();
      expect(refused.status).to.equal(403);
      expect(refused.body.errorCode).to.equal('BUYER_IS_BLOCKED');
      expect(refused.body.details.until).to.equal((await ratingsOf(buyer)).buyer.restriction.until);
      expect(refused.body.message).to.contain('until');
      // 31 minutes later the block is over: buying works again, and the sweep tells the user once.
      clock.advance(31 * MINUTE);
      const ratings = files.app.container.get(RatingsService);
      const { blocks } = await ratings.overdue();
      expect(blocks).to.have.length.at.least(1);
      for (const id of blocks) await ratings.blockEnded(id);
      expect((await ratings.overdue()).blocks).to.deep.equal([]);
      expect((await ratingsOf(buyer)).buyer.restriction).to.equal(null);
      expect((await buy()).status).to.equal(200);
    });

    it('a check remembers what it read of a user (up to RESTRICTIONS_TTL_MS); a block from another process counts at once through its signal', async () => {
      const buyer = await registerUser(files.app.url);
      const userId = userIdOf(buyer);
      const ratings = files.app.container.get(RatingsService);
      await record(buyer, [{ role: 'buyer', reason: 'trade_failed' }]);
      await ratings.assertCanBuy(userId);
      // Another process's block: the row alone first, as its transaction writes it.
      const block = async (key: string) =>
        files.db.query(
          `INSERT INTO ratings.consequences (key, user_id, role, event_id, threshold, kind, rating, starts_at, until, created_at)
           SELECT $1, $2, 'buyer', max(id), 60, 'block', 55, $3, $4, $3 FROM ratings.events WHERE user_id = $2`,
          [key, userId, clock.now(), new Date(clock.now().getTime() + 30 * MINUTE)],
        );
      await block(randomUUID());
      await ratings.assertCanBuy(userId); // remembered: not read again within RESTRICTIONS_TTL_MS
      await files.db.query('SELECT pg_notify($1, $2)', [RESTRICTIONS_CHANGED_CHANNEL, '']);
      const signalled = Date.now();
      await waitFor(
        () =>
          ratings.assertCanBuy(userId).then(
            () => 'allowed',
            (err: { errorCode?: string }) => err.errorCode ?? String(err),
          ),
        (answer) => answer === 'BUYER_IS_BLOCKED',
        5_000,
      );
      expect(Date.now() - signalled).to.be.below(Math.min(2_000, RESTRICTIONS_TTL_MS));
      // Lifted here: at once.
      expect(await ratings.liftRestrictions(userId, 'buyer')).to.equal(1);
      await ratings.assertCanBuy(userId);
    });

    it('a blocked seller cannot list, reprice, sync, link, unlink (SELLER_IS_BLOCKED), nor quick-sell or exchange', async () => {
      const s = await syncedSeller(files.app, files.world, { items: 2, list: false });
      await record(s.user, times(4, { role: 'seller', reason: 'items_missing' }));
      expect((await ratingsOf(s.user)).seller.restriction).to.include({ kind: 'block' });
      const refusals = [
        await call(s.user, 'POST', '/api/adopt/inventory/sale/add', {
          currency: 'usd',
          items: [{ id: s.items[0].id, price: 1 }],
        }),
        await call(s.user, 'POST', '/api/adopt/inventory/sale/update', { items: [{ id: s.items[0].id, price: 1 }] }),
        await call(s.user, 'POST', `/api/adopt/accounts/${s.account.id}/sync`),
        await call(s.user, 'POST', '/api/adopt/accounts', { cookie: s.player.account.session_cookie }),
        await call(s.user, 'DELETE', `/api/adopt/accounts/${s.account.id}`),
        await call(s.user, 'POST', '/api/adopt/quick-sales', {
          accountId: s.account.id,
          currency: 'usd',
          items: [{ id: s.items[0].id, price: 1 }],
        }),
        await call(s.user, 'POST', '/api/adopt/exchanges', {
          accountId: s.account.id,
          currency: 'usd',
          give: [{ id: s.items[0].id, value: 1 }],
          take: [
            {
              itemId: 1,
              variant: { age: null, level: 'default', flyable: false, rideable: false, chroma: false },
              price: 1,
              quantity: 1,
            },
          ],
        }),
      ];
      expect(refusals.map((r) => [r.status, r.body.errorCode])).to.deep.equal(
        Array.from({ length: refusals.length }, () => [403, 'SELLER_IS_BLOCKED']),
      );
      // Nothing changed: the items are still there, not listed, the account linked.
      const items = (await call(s.user, 'GET', '/api/adopt/inventory?currency=usd')).body.items as any[];
      expect(items.map((i) => i.status)).to.deep.equal(['normal', 'normal']);
      // A seller block does not block buying.
      expect((await ratingsOf(s.user)).buyer.restriction).to.equal(null);
    });
  });
});
