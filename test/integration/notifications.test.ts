import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { Db } from '../../src/platform/db/database';
import type { Inbox } from '../../src/platform/inbox';
import { TYPES } from '../../src/platform/tokens';
import { NOTIFICATION_ADDED, NOTIFICATIONS_CHANGED, NotificationsService } from '../../modules/notifications';
import { OrdersService } from '../../modules/orders';
import { GiveawayService } from '../../modules/promo';
import { RatingEvents, type RatingEvent } from '../../modules/ratings';
import { ChatsService, QuestionsService } from '../../modules/support';
import { tradeWorldForFile } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { rigNextSpin, segmentOf, userWithSpins } from '../support/promo';
import { connectNotifications, waitFor } from '../support/socket';
import { buyerWithAccount, buyListed, syncedSeller } from '../support/trade-loop';
import { registerUser, type TestUser } from '../support/users';
import { topUp, userIdOf } from '../support/wallet';

const ADMIN = 'notifications-admin-token';

/**
 * Header notifications, the bell (spec accounts-platform 3 headerNotifications and its placeholders, 4.9 "added at
 * the top, marked read or hidden; unread count = neither read nor hidden", 7 "Real-time"): kept per user, written by
 * each module in the transaction of what it tells, pushed live once committed.
 */
describe('notifications: the header bell', () => {
  const clock = new TestClock();
  const files = tradeWorldForFile({ clock, env: { ADMIN_TOKEN: ADMIN } });

  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api(files.app.url, method, path, { token: user.access_token, body });
  const bell = async (user: TestUser, query = '') => {
    const res = await call(user, 'GET', `/api/notifications${query}`);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body as { notifications: any[]; unread: number; next: string | null };
  };
  const kinds = async (user: TestUser) => (await bell(user)).notifications.map((n) => n.kind);
  const waitForKind = (user: TestUser, kind: string) =>
    waitFor(
      async () => (await bell(user)).notifications.find((n) => n.kind === kind),
      (n) => n !== undefined,
      15_000,
    );
  const inbox = () => files.app.container.get<Inbox>(TYPES.Inbox);
  const appDb = () => files.app.container.get<Db>(TYPES.Db);

  describe('the list and its rules', () => {
    it('spec accounts-platform 4.9: added at the top; marked read or hidden; unread count = neither read nor hidden', async () => {
      const user = await registerUser(files.app.url);
      const id = userIdOf(user);
      expect(await bell(user)).to.deep.equal({ notifications: [], unread: 0, next: null });
      await inbox().add(id, 'support_answer');
      await inbox().add(id, 'prize_spin', { num: 1 });
      await inbox().add(id, 'prize_balance', { amount: 250, currency: 'usd' });
      let page = await bell(user);
      expect(
        page.notifications.map((n) => n.kind),
        'newest first',
      ).to.deep.equal(['prize_balance', 'prize_spin', 'support_answer']);
      expect(page.notifications[0]).to.deep.include({
        params: { amount: 250, currency: 'usd' },
        isRead: false,
        hidden: false,
      });
      expect(page.unread).to.equal(3);
      const [newest, middle, oldest] = page.notifications;

      // Read: still listed, no longer unread; reading it again changes nothing.
      expect((await call(user, 'POST', `/api/notifications/${newest.id}/read`)).body).to.deep.equal({ unread: 2 });
      expect((await call(user, 'POST', `/api/notifications/${newest.id}/read`)).body).to.deep.equal({ unread: 2 });
      // Hidden: gone from the list and from the count.
      expect((await call(user, 'POST', `/api/notifications/${middle.id}/hide`)).body).to.deep.equal({ unread: 1 });
      // Hiding a read one leaves the count as it is (it was not unread).
      expect((await call(user, 'POST', `/api/notifications/${newest.id}/hide`)).body).to.deep.equal({ unread: 1 });
      page = await bell(user);
      expect(page.notifications.map((n) => n.id)).to.deep.equal([oldest.id]);
      expect((await call(user, 'GET', '/api/notifications/unread')).body).to.deep.equal({ unread: 1 });

      // A new one goes on top; mark all read.
      await inbox().add(id, 'support_chat_answer');
      page = await bell(user);
      expect(page.notifications.map((n) => n.kind)).to.deep.equal(['support_chat_answer', 'support_answer']);
      expect(page.unread).to.equal(2);
      expect((await call(user, 'POST', '/api/notifications/read-all')).body).to.deep.equal({ unread: 0 });
      expect((await bell(user)).notifications.every((n) => n.isRead)).to.equal(true);
    });

    it('pages newest first: `next` is the `before` of the following page', async () => {
      const user = await registerUser(files.app.url);
      for (let num = 1; num <= 5; num++) await inbox().add(userIdOf(user), 'prize_spin', { num });
      const first = await bell(user, '?limit=2');
      expect(first.notifications.map((n) => n.params.num)).to.deep.equal([5, 4]);
      const second = await bell(user, `?limit=2&before=${first.next}`);
      expect(second.notifications.map((n) => n.params.num)).to.deep.equal([3, 2]);
      const third = await bell(user, `?limit=2&before=${second.next}`);
      expect(third.notifications.map((n) => n.params.num)).to.deep.equal([1]);
      expect(third.next).to.equal(null);
      expect(third.unread, 'the count is over all, not the page').to.equal(5);
      for (const bad of ['?limit=0', '?limit=51', '?before=abc', '?before=-1'])
        expect((await call(user, 'GET', `/api/notifications${bad}`)).status, bad).to.equal(400);
    });

    it('another user cannot read or hide yours (NOT_FOUND, nothing changes); a visitor has no bell (401)', async () => {
      const owner = await registerUser(files.app.url);
      const other = await registerUser(files.app.url);
      await inbox().add(userIdOf(owner), 'support_answer');
      const [mine] = (await bell(owner)).notifications;
      for (const action of ['read', 'hide']) {
        const res = await call(other, 'POST', `/api/notifications/${mine.id}/${action}`);
        expect(res.status, action).to.equal(404);
        expect(res.body.errorCode).to.equal('NOT_FOUND');
      }
      expect((await call(other, 'POST', '/api/notifications/read-all')).body).to.deep.equal({ unread: 0 });
      expect(await bell(other)).to.deep.include({ notifications: [], unread: 0 });
      expect((await bell(owner)).notifications[0]).to.include({ id: mine.id, isRead: false, hidden: false });
      expect((await bell(owner)).unread).to.equal(1);
      expect((await call(owner, 'POST', '/api/notifications/99999999/read')).status).to.equal(404);
      expect((await call(owner, 'POST', '/api/notifications/x1/hide')).status).to.equal(400);
      expect((await api(files.app.url, 'GET', '/api/notifications')).status).to.equal(401);
    });

    it('an unknown kind is refused (a programming error), and writes nothing', async () => {
      const user = await registerUser(files.app.url);
      let failed = false;
      await inbox()
        .add(userIdOf(user), 'no_such_kind')
        .catch(() => {
          failed = true;
        });
      expect(failed).to.equal(true);
      expect((await bell(user)).notifications).to.have.length(0);
    });
  });

  describe('live and transactional (spec accounts-platform 7 "Real-time")', () => {
    it('a new one reaches the user s sockets once (NOTIFICATION_ADDED), only after its transaction commits; a rolled-back one is neither kept nor pushed', async () => {
      const user = await registerUser(files.app.url);
      const other = await registerUser(files.app.url);
      const socket = await connectNotifications(files.app.url, user.access_token);
      const otherSocket = await connectNotifications(files.app.url, other.access_token);
      try {
        const id = userIdOf(user);
        await appDb()
          .transaction()
          .execute(async (trx) => {
            await inbox().add(id, 'prize_spin', { num: 1 }, trx);
            throw new Error('rolled back');
          })
          .catch(() => undefined);
        await appDb()
          .transaction()
          .execute(async (trx) => {
            await inbox().add(id, 'prize_rbx', { amount: 30 }, trx);
            await new Promise((resolve) => setTimeout(resolve, 300));
            expect(socket.received, 'nothing before the commit').to.have.length(0);
          });
        const added = await waitFor(
          () => socket.received.filter((n) => n.payloadType === NOTIFICATION_ADDED),
          (list) => list.length > 0,
        );
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(
          socket.received.filter((n) => n.payloadType === NOTIFICATION_ADDED),
          'pushed once',
        ).to.have.length(1);
        expect(added[0]!.payload).to.deep.include({ kind: 'prize_rbx', params: { amount: 30 }, isRead: false });
        expect(
          (await bell(user)).notifications.map((n) => n.kind),
          'the rolled-back one is not kept',
        ).to.deep.equal(['prize_rbx']);
        expect(otherSocket.received.filter((n) => n.payloadType === NOTIFICATION_ADDED)).to.have.length(0);

        // Reading tells the user's other tabs (NOTIFICATIONS_CHANGED with the count).
        await call(user, 'POST', '/api/notifications/read-all');
        const changed = await waitFor(
          () => socket.received.find((n) => n.payloadType === NOTIFICATIONS_CHANGED),
          (n) => n !== undefined,
        );
        expect(changed!.payload).to.deep.equal({ unread: 0 });
      } finally {
        socket.socket.disconnect();
        otherSocket.socket.disconnect();
      }
    });

    it('the sweep pushes one whose signal was lost, once', async () => {
      const user = await registerUser(files.app.url);
      const socket = await connectNotifications(files.app.url, user.access_token);
      try {
        // Written as if its NOTIFY never reached anyone, and older than the sweep's grace.
        await files.db.query(
          `INSERT INTO notifications.notifications (user_id, kind, params, created_at) VALUES ($1, 'support_answer', '{}', now() - interval '1 minute')`,
          [userIdOf(user)],
        );
        const service = files.app.container.get(NotificationsService);
        for (const id of await service.unpushed()) await service.push(id);
        for (const id of await service.unpushed()) await service.push(id);
        await waitFor(
          () => socket.received.filter((n) => n.payloadType === NOTIFICATION_ADDED).length,
          (n) => n === 1,
        );
      } finally {
        socket.socket.disconnect();
      }
    });
  });

  describe('who writes them, from the real action', () => {
    it('sales: the seller hears that their items were bought (items, num, what they receive), live in the bell', async () => {
      const seller = await syncedSeller(files.app, files.world, { items: 2 });
      const buyer = await buyerWithAccount(files.app, files.world, seller.game);
      await topUp(files.app, buyer.user.access_token, '500', 'usd');
      const socket = await connectNotifications(files.app.url, seller.user.access_token);
      try {
        await buyListed(files.app, buyer.user, seller.game, seller.items.slice(0, 2));
        const pushed = await waitFor(
          () => socket.received.find((n) => n.payloadType === NOTIFICATION_ADDED),
          (n) => n !== undefined,
        );
        expect(pushed!.payload).to.deep.include({ kind: 'sale' });
        const sale = await waitForKind(seller.user, 'sale');
        const prices = seller.items.slice(0, 2).map((i: any) => i.price.amount as number);
        expect(sale.params).to.include({ num: 2, currency: 'usd' });
        expect(sale.params.amount).to.equal(prices.reduce((sum, p) => sum + Math.floor((p * 80) / 100), 0));
        for (const item of seller.items.slice(0, 2)) expect(sale.params.items).to.contain(item.name);
        expect(await kinds(buyer.user), 'the buyer is not told of their own purchase').to.deep.equal([]);
      } finally {
        socket.socket.disconnect();
      }
    });

    it('sales: a purchase rolled back leaves the seller no notification', async () => {
      const seller = await syncedSeller(files.app, files.world, { items: 1 });
      const buyer = await registerUser(files.app.url);
      await topUp(files.app, buyer.access_token, '500', 'usd');
      const item = seller.items[0];
      await appDb()
        .transaction()
        .execute(async (trx) => {
          await files.app.container
            .get(OrdersService)
            .buyWithin(trx, userIdOf(buyer), 'adopt', 'usd', [
              { offerId: item.id, price: item.price.amount, quantity: 1 },
            ]);
          throw new Error('rolled back after the purchase');
        })
        .catch((err: Error) => expect(err.message).to.equal('rolled back after the purchase'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await kinds(seller.user)).to.deep.equal([]);
      // The same purchase committed is told once.
      await buyListed(files.app, buyer, 'adopt', [item]);
      await waitForKind(seller.user, 'sale');
      expect(await kinds(seller.user)).to.deep.equal(['sale']);
    });

    /** A seller who listed, a buyer with a game account who bought one item of it. */
    async function bought() {
      const seller = await syncedSeller(files.app, files.world, { items: 2 });
      const buyer = await buyerWithAccount(files.app, files.world, seller.game);
      await topUp(files.app, buyer.user.access_token, '500', 'usd');
      const items = await buyListed(files.app, buyer.user, seller.game, seller.items.slice(0, 1));
      const collect = () =>
        call(buyer.user, 'POST', `/api/${seller.game}/withdrawals`, {
          items: items.map((i) => i.id),
          nickname: buyer.account.nickname,
        });
      return { seller, buyer, items, collect };
    }

    it('deliveries: the buyer hears their item was delivered, and to which game account', async () => {
      const { seller, buyer, collect } = await bought();
      expect((await collect()).status).to.equal(200);
      const delivered = await waitForKind(buyer.user, 'delivered');
      expect(delivered.params).to.deep.equal({
        items: seller.items[0].name,
        num: 1,
        robloxAccountName: buyer.account.nickname,
      });
    });

    it('deliveries: a delivery failed on the buyer s side; the buyer hears it, with the time the items wait until', async () => {
      const { buyer, collect } = await bought();
      await files.world.inject(buyer.account.id, 'DECLINE');
      expect((await collect()).status).to.equal(200);
      const failed = await waitForKind(buyer.user, 'delivery_failed');
      expect(failed.params).to.include({ num: 1, robloxAccountName: buyer.account.nickname });
      expect(Date.parse(failed.params.time)).to.be.greaterThan(clock.now().getTime());
    });

    it('deliveries: a delivery failed on the seller s side; the buyer hears the money is back', async () => {
      const { seller, buyer, collect } = await bought();
      await files.world.setCookie(seller.player.account.id, { renew: true });
      expect((await collect()).status).to.equal(200);
      const refunded = await waitForKind(buyer.user, 'delivery_refunded');
      expect(refunded.params).to.deep.equal({
        items: seller.items[0].name,
        num: 1,
        amount: seller.items[0].price.amount,
        currency: 'usd',
      });
    });

    it('warnings and bans: falling through the rating ladder brings a warning and a ban (until when) to the bell, once each', async () => {
      const user = await registerUser(files.app.url);
      const userId = userIdOf(user);
      const record = async (events: Array<Omit<RatingEvent, 'userId' | 'key'>>) => {
        await appDb()
          .transaction()
          .execute((trx) =>
            files.app.container.get(RatingEvents).record(
              trx,
              events.map((e) => ({ ...e, userId, key: randomUUID() }) as RatingEvent),
            ),
          );
      };
      // The buyer starts at 80: 20 failures take them to 60, through the warning at 70 and the 30-minute block at 60.
      await record([{ role: 'buyer', reason: 'trade_failed', count: 20 }]);
      const ban = await waitForKind(user, 'buyer_ban');
      const warning = await waitForKind(user, 'buyer_warning');
      expect(warning.params).to.deep.equal({ num: 60 });
      expect(Date.parse(ban.params.time) - clock.now().getTime()).to.be.within(29 * 60_000, 30 * 60_000 + 1000);
      // The seller at 70 falls to 58 (two missing items): the seller warning at 60.
      await record([{ role: 'seller', reason: 'items_missing', count: 2 }]);
      expect((await waitForKind(user, 'seller_warning')).params).to.deep.equal({ num: 58 });
      expect((await kinds(user)).sort()).to.deep.equal(['buyer_ban', 'buyer_warning', 'seller_warning']);
    });

    it('support answers: an operator answers a signed-in user s question; an operator answers in their chat (once per answer, not per message)', async () => {
      const user = await registerUser(files.app.url);
      const operator = await registerUser(files.app.url);
      const userId = userIdOf(user);
      const questions = files.app.container.get(QuestionsService);
      const { question } = await questions.create(
        { userId },
        { category: 'bugs', title: 'The page does not load', description: 'It stays blank.' },
        [],
      );
      expect(await kinds(user)).to.deep.equal([]);
      await questions.answer(userIdOf(operator), question.id, 'Try again now, please.', []);
      await waitForKind(user, 'support_answer');

      const chats = files.app.container.get(ChatsService);
      const { chat } = await chats.start(
        { userId },
        { text: 'Hello, I need a person', clientId: randomUUID(), language: 'en' },
      );
      await chats.handover({ userId }, chat.id).catch(() => undefined);
      await chats.send({ userId }, chat.id, { text: 'Anyone there?', clientId: randomUUID() });
      await chats.answer(userIdOf(operator), chat.id, { text: 'Hi! How can I help?', clientId: randomUUID() });
      await chats.answer(userIdOf(operator), chat.id, { text: 'One more detail.', clientId: randomUUID() });
      await waitForKind(user, 'support_chat_answer');
      expect(await kinds(user)).to.deep.equal(['support_chat_answer', 'support_answer']);
    });

    it('prizes: a spin of the fortune wheel tells what it gave', async () => {
      const user = await userWithSpins(files.app.url, ADMIN, 1);
      await rigNextSpin(files.app.url, files.db, user, segmentOf('balance'));
      const spin = await call(user, 'POST', '/api/fortune/spin', { petOfferId: null });
      expect(spin.status, JSON.stringify(spin.body)).to.equal(200);
      const prize = await waitForKind(user, 'prize_balance');
      expect(prize.params).to.deep.equal({ amount: spin.body.prize.amount, currency: 'usd' });
    });

    // Last: it moves the app's clock past the day's end.
    it('prizes: the giveaway s winner hears they won, and what', async () => {
      const user = await registerUser(files.app.url, { main_currency: 'usd' });
      const joined = await call(user, 'POST', '/api/giveaway/join');
      expect(joined.status, JSON.stringify(joined.body)).to.equal(200);
      clock.advance(Date.parse(joined.body.drawsAt) - clock.now().getTime() + 1000);
      await files.app.container.get(GiveawayService).drawOverdue();
      const service = files.app.container.get(NotificationsService);
      const page = await service.list(userIdOf(user), { limit: 20 });
      expect(page.notifications.map((n) => n.kind)).to.deep.equal(['giveaway_won']);
      expect(page.notifications[0]!.params).to.deep.equal({ amount: joined.body.prize.usd, currency: 'usd' });
    });
  });
});
