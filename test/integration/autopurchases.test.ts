import { expect } from 'chai';
import sinon from 'sinon';
import { AUTOPURCHASE_DAYS, AutopurchaseMatching, AutopurchasesService } from '../../modules/autopurchases';
import { AutopurchasesRepo } from '../../modules/autopurchases/autopurchases.repo';
import { RatingEvents } from '../../modules/ratings';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import { tradeWorldForFile } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { connectNotifications, waitFor } from '../support/socket';
import { AGES, type Variant } from '../../modules/catalog';
import { seedSeller } from '../support/sellers';
import { registerUser, type TestUser } from '../support/users';
import { balanceOf, topUp, userIdOf } from '../support/wallet';

const DAY = 86_400_000;

/**
 * Autopurchases (spec trading-core 1 "set autopurchases", 2 /profile/autobuy and /inventory/autobuy, 3 item, price per
 * piece, quantity, sum, 5 price and quantity must be acceptable): a standing order holds its sum, is filled from
 * listings that cross it the moment they appear, at the listing's price, and never past its quantity.
 */
describe('autopurchases: standing orders, their holds, matching and the order book', () => {
  const clock = new TestClock();
  const files = tradeWorldForFile({ clock });

  const call = (user: TestUser | null, method: string, path: string, body?: unknown) =>
    api(files.app.url, method, path, { token: user?.access_token, body });
  const usd = async (user: TestUser) => {
    const b = await balanceOf(files.app, user.access_token);
    return { available: b.available.usd ?? 0, held: b.held.usd ?? 0 };
  };
  /** A buyer with money on the balance (whole dollars). */
  async function buyer(dollars = 100) {
    const user = await registerUser(files.app.url);
    await topUp(files.app, user.access_token, String(dollars), 'usd');
    return user;
  }
  /** Each test trades a variant of its own (an age and properties), so no test meets another's orders or listings. */
  let variants = 0;
  const ownVariant = (): Variant => {
    const n = variants++;
    return { age: AGES[n % AGES.length]!, level: 'neon', flyable: n % 2 === 0, rideable: n % 4 < 2, chroma: false };
  };
  /** A seller with unlisted Frost Dragons (and `others` Shadow Dragons) of the test's variant; `list` puts one on sale at a price in cents. */
  async function seller(dragons = 3, others = 0) {
    const variant = ownVariant();
    const s = await seedSeller(files.app, 'adopt', [
      ...Array.from({ length: dragons }, () => ({ slug: 'frost-dragon', variant })),
      ...Array.from({ length: others }, () => ({ slug: 'shadow-dragon', variant })),
    ]);
    const items = (await call(s.user, 'GET', '/api/adopt/inventory?currency=usd')).body.items as any[];
    const list = async (item: any, cents: number) => {
      const r = await call(s.user, 'POST', '/api/adopt/inventory/sale/add', {
        currency: 'usd',
        items: [{ id: item.id, price: cents / 100 }],
      });
      expect(r.status, JSON.stringify(r.body)).to.equal(200);
    };
    return { ...s, items, list };
  }
  const order = (user: TestUser, item: any, cents: number | string, quantity = 1) =>
    call(user, 'POST', '/api/adopt/autopurchases', {
      itemId: item.itemId,
      variant: item.variant,
      currency: 'usd',
      price: typeof cents === 'number' ? cents / 100 : cents,
      quantity,
    });
  const mine = async (user: TestUser, status = 'active') =>
    (await call(user, 'GET', `/api/adopt/autopurchases?status=${status}`)).body.autopurchases as any[];
  const purchased = async (user: TestUser) =>
    (await call(user, 'GET', '/api/adopt/purchases?state=active')).body.items as any[];
  const filledTo = (user: TestUser, id: string, filled: number) =>
    waitFor(
      async () => [...(await mine(user)), ...(await mine(user, 'ended'))].find((a) => a.id === id),
      (a) => a?.filled === filled,
      10_000,
    );
  /** Bounds an item may be priced in (the inventory's view of it, in US cents). */
  const within = (item: any) => ({ min: item.bounds.min.amount as number, max: item.bounds.max.amount as number });

  it('spec trading-core 3: an autopurchase names the item, the price per piece, the quantity and the sum, which is held on the balance', async () => {
    const s = await seller(1);
    const b = await buyer(100);
    const item = s.items[0];
    const price = within(item).min + 5;
    const created = await order(b, item, price, 3);
    expect(created.status, JSON.stringify(created.body)).to.equal(200);
    expect(created.body.autopurchase).to.include({ quantity: 3, filled: 0, status: 'active', itemId: item.itemId });
    expect(created.body.autopurchase.price).to.deep.equal({ amount: price, currency: 'usd' });
    expect(created.body.autopurchase.held).to.deep.equal({ amount: price * 3, currency: 'usd' });
    expect(created.body.autopurchase.variant).to.deep.equal(item.variant);
    expect(await usd(b)).to.deep.equal({ available: 10_000 - price * 3, held: price * 3 });
    const days = (Date.parse(created.body.autopurchase.expiresAt) - clock.now().getTime()) / DAY;
    expect(days).to.be.closeTo(AUTOPURCHASE_DAYS, 0.01);
  });

  it('spec trading-core 5: the price and the quantity must be acceptable (the item bounds, minimum and maximum); a refusal holds nothing', async () => {
    const s = await seller(1);
    const b = await buyer(5);
    const item = s.items[0];
    const { min, max } = within(item);
    const refusals: Array<[unknown, number, string]> = [
      [await order(b, item, min - 1), 400, 'MIN_NUMBER'],
      [await order(b, item, max + 1), 400, 'MAX_NUMBER'],
      [await order(b, item, '0.001'), 400, 'UNSAFE_NUMBER'],
      [await order(b, item, 'lots'), 400, 'VALIDATION_ERROR'],
      [await order(b, item, min, 0), 400, 'VALIDATION_ERROR'],
      [await order(b, item, min, 101), 400, 'VALIDATION_ERROR'],
      [await order(b, item, min, 1.5), 400, 'VALIDATION_ERROR'],
      [await order(b, { ...item, variant: { ...item.variant, level: 'gold' } }, min), 400, 'VALIDATION_ERROR'],
      [await order(b, { ...item, itemId: 999_999 }, min), 404, 'NOT_FOUND'],
      [await order(b, item, Math.min(max, 600), 100), 400, 'INVALID_USER_BALANCE'],
    ];
    for (const [r, status, code] of refusals as Array<[any, number, string]>) {
      expect(r.status, JSON.stringify(r.body)).to.equal(status);
      expect(r.body.errorCode).to.equal(code);
    }
    expect(refusals[0]![0]).to.have.nested.property('body.details.min.amount', min);
    expect(refusals[1]![0]).to.have.nested.property('body.details.max.amount', max);
    expect(await usd(b)).to.deep.equal({ available: 500, held: 0 });
    expect(await mine(b)).to.deep.equal([]);
  });

  it('spec trading-core 1: a listing at or below the price is bought at once at its own price; the buyer gets the difference back and the item waits in purchased for 60 minutes', async () => {
    const s = await seller(1, 1);
    const b = await buyer(100);
    const item = s.items.find((i: any) => i.slug === 'frost-dragon');
    const other = s.items.find((i: any) => i.slug === 'shadow-dragon');
    const price = within(item).min + 40;
    const created = (await order(b, item, price, 2)).body.autopurchase;
    const socket = await connectNotifications(files.app.url, b.access_token);
    try {
      await s.list(item, price - 15);
      const filled = await filledTo(b, created.id, 1);
      expect(filled.spent).to.deep.equal({ amount: price - 15, currency: 'usd' });
      expect(filled.held).to.deep.equal({ amount: price, currency: 'usd' });
      expect(await usd(b)).to.deep.equal({ available: 10_000 - 2 * price + 15, held: price });
      const bought = await purchased(b);
      expect(bought).to.have.length(1);
      expect(bought[0]).to.include({ itemId: item.itemId, status: 'waiting' });
      expect(bought[0].price).to.deep.equal({ amount: price - 15, currency: 'usd' });
      expect(Date.parse(bought[0].collectBy) - Date.parse(bought[0].createdAt)).to.equal(60 * 60_000);
      await waitFor(
        () => socket.received,
        (r) => r.some((m: any) => m.payloadType === 'AUTOPURCHASE_CHANGED' && m.payload.filled),
      );
      // The seller sees a normal sale: the item left the market and is in a deal.
      const sellerItem = ((await call(s.user, 'GET', '/api/adopt/inventory?currency=usd')).body.items as any[]).find(
        (i) => i.id === item.id,
      );
      expect(sellerItem.status).to.not.equal('on_sale');
      // A listing of another variant is not this autopurchase's business.
      await s.list(other, within(other).min);
      await new Promise((r) => setTimeout(r, 300));
      expect((await mine(b))[0].filled).to.equal(1);
    } finally {
      socket.socket.disconnect();
    }
  });

  it('a listing above the price waits; repriced down to the price, it is bought', async () => {
    const s = await seller(1);
    const b = await buyer(100);
    const item = s.items[0];
    const price = within(item).min + 20;
    const created = (await order(b, item, price)).body.autopurchase;
    await s.list(item, price + 1);
    await new Promise((r) => setTimeout(r, 500));
    expect((await mine(b))[0].filled).to.equal(0);
    clock.advance(31_000); // an item rests 30 s between actions (spec trading-core 9)
    const repriced = await call(s.user, 'POST', '/api/adopt/inventory/sale/update', {
      currency: 'usd',
      items: [{ id: item.id, price: price / 100 }],
    });
    expect(repriced.status, JSON.stringify(repriced.body)).to.equal(200);
    const done = await filledTo(b, created.id, 1);
    expect(done.status).to.equal('filled');
    expect(done.held.amount).to.equal(0);
    expect(await usd(b)).to.deep.equal({ available: 10_000 - price, held: 0 });
  });

  it("one request's listings are looked up in one query: only the card with an open autopurchase is matched, and it is bought", async () => {
    const s = await seller(1, 2);
    const b = await buyer(100);
    const dragon = s.items.find((i: any) => i.slug === 'frost-dragon');
    const others = s.items.filter((i: any) => i.slug === 'shadow-dragon');
    const price = within(dragon).min + 25;
    const created = (await order(b, dragon, price)).body.autopurchase;
    const lookups = sinon.spy(AutopurchasesRepo.prototype, 'cardsWithOpen');
    const matched = sinon.spy(AutopurchaseMatching.prototype, 'match');
    try {
      const r = await call(s.user, 'POST', '/api/adopt/inventory/sale/add', {
        currency: 'usd',
        items: [dragon, ...others].map((i: any, n: number) => ({ id: i.id, price: (within(i).min + n) / 100 })),
      });
      expect(r.status, JSON.stringify(r.body)).to.equal(200);
      expect((await filledTo(b, created.id, 1)).status).to.equal('filled');
      // Both cards (the two Shadow Dragons share one) in one look-up; matching ran for the dragon's card alone.
      expect(lookups.callCount).to.equal(1);
      expect(lookups.firstCall.args[0]).to.have.length(2);
      expect(matched.args.map(([cardId]) => cardId)).to.deep.equal([created.cardId]);
    } finally {
      sinon.restore();
    }
  });

  it('a new autopurchase buys the listings already on sale, cheapest first, up to its quantity, in its answer', async () => {
    const s = await seller(3);
    const b = await buyer(100);
    const [a] = s.items;
    const same = s.items.filter(
      (i: any) => i.itemId === a.itemId && JSON.stringify(i.variant) === JSON.stringify(a.variant),
    );
    const price = within(a).min + 30;
    for (const [n, i] of same.entries()) await s.list(i, price - n);
    const created = await order(b, a, price, 1);
    expect(created.body.autopurchase).to.include({ filled: 1, status: 'filled' });
    // The cheapest of them was bought.
    expect(created.body.autopurchase.spent.amount).to.equal(price - (same.length - 1));
  });

  it('price, then time priority: the highest price is filled first, then the oldest at the same price', async () => {
    const s = await seller(1);
    const [early, late, low] = [await buyer(), await buyer(), await buyer()];
    const item = s.items[0];
    const price = within(item).min + 50;
    const lowOrder = (await order(low, item, price - 10)).body.autopurchase;
    const earlyOrder = (await order(early, item, price)).body.autopurchase;
    const lateOrder = (await order(late, item, price)).body.autopurchase;
    await s.list(item, price - 20);
    await filledTo(early, earlyOrder.id, 1);
    expect((await mine(late)).find((a) => a.id === lateOrder.id).filled).to.equal(0);
    expect((await mine(low)).find((a) => a.id === lowOrder.id).filled).to.equal(0);
  });

  it('a buyer is never matched against their own listing', async () => {
    const s = await seller(1);
    await topUp(files.app, s.user.access_token, '50', 'usd');
    const item = s.items[0];
    const price = within(item).min + 10;
    const created = (await order(s.user, item, price)).body.autopurchase;
    await s.list(item, price - 5);
    await new Promise((r) => setTimeout(r, 500));
    expect((await mine(s.user)).find((a) => a.id === created.id).filled).to.equal(0);
    // Another buyer's lower order takes it.
    const other = await buyer();
    const theirs = (await order(other, item, price - 5)).body.autopurchase;
    expect(theirs.filled).to.equal(1);
  });

  it('editing moves the hold: more pieces hold more, a lower price holds less; never fewer than bought; cancelling releases the rest', async () => {
    const s = await seller(1);
    const b = await buyer(100);
    const item = s.items[0];
    const price = within(item).min + 10;
    const created = (await order(b, item, price, 2)).body.autopurchase;
    await s.list(item, price);
    await filledTo(b, created.id, 1);
    const more = await call(b, 'PATCH', `/api/adopt/autopurchases/${created.id}`, { quantity: 4 });
    expect(more.status, JSON.stringify(more.body)).to.equal(200);
    expect(more.body.autopurchase.held.amount).to.equal(price * 3);
    const cheaper = await call(b, 'PATCH', `/api/adopt/autopurchases/${created.id}`, { price: (price - 5) / 100 });
    expect(cheaper.body.autopurchase.held.amount).to.equal((price - 5) * 3);
    expect(await usd(b)).to.deep.equal({ available: 10_000 - price - (price - 5) * 3, held: (price - 5) * 3 });
    const tooFew = await call(b, 'PATCH', `/api/adopt/autopurchases/${created.id}`, { quantity: 0 });
    expect(tooFew.status).to.equal(400);
    const belowBought = await call(b, 'PATCH', `/api/adopt/autopurchases/${created.id}`, { quantity: 1 });
    expect(belowBought.status).to.equal(200);
    expect(belowBought.body.autopurchase).to.include({ status: 'filled', quantity: 1 });
    expect(await usd(b)).to.deep.equal({ available: 10_000 - price, held: 0 });

    const second = (await order(b, item, price, 2)).body.autopurchase;
    const cancelled = await call(b, 'POST', `/api/adopt/autopurchases/${second.id}/cancel`);
    expect(cancelled.body.autopurchase).to.include({ status: 'cancelled' });
    expect(await usd(b)).to.deep.equal({ available: 10_000 - price, held: 0 });
    const again = await call(b, 'POST', `/api/adopt/autopurchases/${second.id}/cancel`);
    expect(again.body.errorCode).to.equal('AUTOPURCHASE_ENDED');
    const stranger = await buyer(1);
    expect((await call(stranger, 'POST', `/api/adopt/autopurchases/${created.id}/cancel`)).status).to.equal(404);
    expect((await mine(b, 'ended')).map((a) => a.status).sort()).to.deep.equal(['cancelled', 'filled']);
  });

  it('many orders and listings at once: no listing bought twice, no order filled past its quantity, holds equal what is still wanted, money conserved', async () => {
    const sellers = await Promise.all([seller(8), seller(8), seller(8)]);
    // The three sellers' dragons are three variants: each buyer orders all three.
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer(100)));
    const price = (item: any) => within(item).min + 60;
    const created = await Promise.all(
      buyers.flatMap((b, i) =>
        sellers.map(async (s) => ({
          buyer: b,
          id: (await order(b, s.items[0], price(s.items[0]) - i, 3)).body.autopurchase.id,
        })),
      ),
    );
    // All 24 listings arrive together, some above every order, while the orders are edited.
    await Promise.all([
      ...sellers.flatMap((s) => s.items.map((item: any, n: number) => s.list(item, price(item) - 8 + n))),
      ...created
        .slice(0, 4)
        .map(({ buyer: b, id }) => call(b, 'PATCH', `/api/adopt/autopurchases/${id}`, { quantity: 4 })),
    ]);
    const db = files.db;
    // Quiet: no listing left that some open order crosses (the sweep's test, run here).
    await waitFor(
      async () =>
        (
          await db.query(
            `SELECT count(*)::int AS n FROM autopurchases.autopurchases a
                            JOIN catalog.listings l ON l.card_id = a.card_id AND l.seller_id <> a.buyer_id AND l.base_cents <= a.limit_cents
                           WHERE a.status = 'active' AND a.id = ANY($1)`,
            [created.map((c) => c.id)],
          )
        ).rows[0].n,
      (n) => n === 0,
      15_000,
    );
    const ids = created.map((c) => c.id);
    const { rows: orders } = await db.query('SELECT * FROM autopurchases.autopurchases WHERE id = ANY($1)', [ids]);
    const { rows: fills } = await db.query(
      `SELECT f.*, pi.inventory_item_id, pi.price_minor FROM autopurchases.fills f
         JOIN orders.purchase_items pi ON pi.id = f.purchase_item_id WHERE f.autopurchase_id = ANY($1)`,
      [ids],
    );
    expect(fills.length).to.be.greaterThan(10);
    expect(new Set(fills.map((f) => f.inventory_item_id)).size, 'a listing bought twice').to.equal(fills.length);
    for (const o of orders) {
      const mineFilled = fills.filter((f) => f.autopurchase_id === o.id);
      expect(o.filled).to.equal(mineFilled.length).and.to.be.at.most(o.quantity);
      expect(Number(o.held_minor)).to.equal(
        o.status === 'active' ? Number(o.price_minor) * (o.quantity - o.filled) : 0,
      );
      for (const f of mineFilled) expect(Number(f.price_minor)).to.be.at.most(Number(o.price_minor));
    }
    // Each buyer's money: what they topped up is what is spendable, held and spent.
    for (const b of buyers) {
      const spent = fills
        .filter((f) => orders.find((o) => o.id === f.autopurchase_id)!.buyer_id === userIdOf(b))
        .reduce((sum, f) => sum + Number(f.price_minor), 0);
      const { available, held } = await usd(b);
      expect(available + held + spent).to.equal(10_000);
    }
  });

  it(`an autopurchase ends by itself after ${AUTOPURCHASE_DAYS} days; its rest is released`, async () => {
    const s = await seller(1);
    const b = await buyer(20);
    const created = (await order(b, s.items[0], within(s.items[0]).min, 2)).body.autopurchase;
    clock.advance((AUTOPURCHASE_DAYS + 1) * DAY);
    try {
      expect(await files.app.container.get(AutopurchasesService).expireDue()).to.be.at.least(1);
    } finally {
      // Back, so the buyer's session (a day long) is valid again.
      clock.advance(-(AUTOPURCHASE_DAYS + 1) * DAY);
    }
    const ended = (await mine(b, 'ended')).find((a) => a.id === created.id);
    expect(ended).to.include({ status: 'expired' });
    expect(await usd(b)).to.deep.equal({ available: 2_000, held: 0 });
  });

  it('spec trading-core 6: a blocked buyer cannot set autopurchases (BUYER_IS_BLOCKED)', async () => {
    const s = await seller(1);
    const b = await buyer(20);
    const appDb = files.app.container.get<Db>(TYPES.Db);
    await appDb.transaction().execute((trx) =>
      files.app.container.get(RatingEvents).record(
        trx,
        Array.from({ length: 20 }, (_, i) => ({
          userId: userIdOf(b),
          role: 'buyer' as const,
          reason: 'trade_failed' as const,
          key: `test-block:${userIdOf(b)}:${i}`,
        })),
      ),
    );
    await waitFor(
      async () => (await call(b, 'GET', '/api/ratings')).body.buyer.restriction,
      (r) => r !== null,
    );
    const refused = await order(b, s.items[0], within(s.items[0]).min);
    expect(refused.status).to.equal(403);
    expect(refused.body.errorCode).to.equal('BUYER_IS_BLOCKED');
    expect(await usd(b)).to.deep.equal({ available: 2_000, held: 0 });
  });

  it("the order book: a card's cheapest asks and best autopurchases, with the pieces at each price (for visitors too)", async () => {
    const s = await seller(1);
    const item = s.items[0];
    const price = within(item).min + 100;
    const [x, y] = [await buyer(), await buyer()];
    await order(x, item, price - 50, 2);
    await order(y, item, price - 50, 3);
    await order(y, item, price - 60, 1);
    await s.list(item, price);
    const created = (await order(x, item, price - 50)).body.autopurchase;
    const cardId = created.cardId;
    const book = (await call(null, 'GET', `/api/adopt/cards/${cardId}/book?currency=usd`)).body;
    expect(book.asks).to.deep.equal([{ price: { amount: price, currency: 'usd' }, quantity: 1 }]);
    expect(book.bids).to.deep.equal([
      { price: { amount: price - 50, currency: 'usd' }, quantity: 6 },
      { price: { amount: price - 60, currency: 'usd' }, quantity: 1 },
    ]);
    expect((await call(null, 'GET', '/api/adopt/cards/0/book')).status).to.equal(400);
  });
});
