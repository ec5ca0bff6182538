import { expect } from 'chai';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { registerUser } from '../support/users';
import { balanceOf, cardIdOf, listedSeller, topUp } from '../support/wallet';

describe('orders: cart reservation behind its flag (spec trading-core 2 /cart-reservation; accounts-platform 6)', () => {
  let app: TestApp;
  const clock = new TestClock();
  const reserve = (token: string, body: unknown) =>
    api(app.url, 'POST', '/api/adopt/cart/reservation', { body, token });

  before(async () => {
    app = await startTestApp({ clock, env: { FEATURE_FLAGS: 'cartReservation=on' } });
  });
  after(async () => {
    await app?.stop();
  });

  it('spec accounts-platform 6: with the flag off (its default) reservation does not exist', async () => {
    const off = await startTestApp();
    try {
      const user = await registerUser(off.url);
      const r = await api(off.url, 'POST', '/api/adopt/cart/reservation', {
        body: { currency: 'usd', items: [{ cardId: 1, price: 1 }] },
        token: user.access_token,
      });
      expect(r.status).to.equal(404);
      expect(r.body.errorCode).to.equal('FEATURE_DISABLED');
    } finally {
      await off.stop();
    }
  });

  it('held items cannot be bought by anyone else; and the holder buys them', async () => {
    await listedSeller(app, 'adopt', [
      { slug: 'owl', price: 20 },
      { slug: 'owl', price: 22 },
    ]);
    const card = await cardIdOf(app, 'adopt', 'owl');
    const holder = await registerUser(app.url);
    const other = await registerUser(app.url);
    await topUp(app, holder.access_token, '50', 'usd');
    await topUp(app, other.access_token, '50', 'usd');

    const held = await reserve(holder.access_token, {
      currency: 'usd',
      items: [{ cardId: card.cardId, quantity: 1, price: 2000 }],
    });
    expect(held.status, JSON.stringify(held.body)).to.equal(200);
    expect(held.body.items).to.have.length(1);
    const [item] = held.body.items;
    expect(item.price).to.deep.equal({ amount: 2000, currency: 'usd' });
    expect(new Date(item.reservedUntil).getTime() - clock.now().getTime()).to.be.within(9 * 60_000, 10 * 60_000 + 1000);

    // The other buyer gets the 22 one, not the held 20 one, and then nothing.
    const otherBuy = await api(app.url, 'POST', '/api/adopt/buy', {
      body: { currency: 'usd', items: [{ cardId: card.cardId, quantity: 2, price: 2200 }] },
      token: other.access_token,
    });
    expect(otherBuy.body).to.deep.include({ errorCode: 'NONE_IN_STOCK' });
    const direct = await api(app.url, 'POST', '/api/adopt/buy', {
      body: { currency: 'usd', items: [{ offerId: item.offerId, price: 2000 }] },
      token: other.access_token,
    });
    expect(direct.body.errorCode).to.equal('NOT_FOUND');

    const listed = await api(app.url, 'GET', '/api/adopt/cart/reservation?currency=usd', {
      token: holder.access_token,
    });
    expect(listed.body.items.map((i: any) => i.offerId)).to.deep.equal([item.offerId]);
    const paid = await api(app.url, 'POST', '/api/adopt/buy', {
      body: { currency: 'usd', items: [{ offerId: item.offerId, price: 2000 }] },
      token: holder.access_token,
    });
    expect(paid.status).to.equal(200);
    expect((await balanceOf(app, holder.access_token)).available.usd).to.equal(3000);
    expect(
      (await api(app.url, 'GET', '/api/adopt/cart/reservation?currency=usd', { token: holder.access_token })).body
        .items,
    ).to.deep.equal([]);
  });

  it('a hold lapses after 10 minutes and can be released early', async () => {
    const seller = await listedSeller(app, 'adopt', [{ slug: 'parrot', price: 25 }]);
    const holder = await registerUser(app.url);
    const other = await registerUser(app.url);
    await topUp(app, other.access_token, '50', 'usd');
    const offerId = seller.items[0]!.id;
    expect(
      (await reserve(holder.access_token, { currency: 'usd', items: [{ offerId, price: 2500 }] })).status,
    ).to.equal(200);
    expect(
      (await reserve(other.access_token, { currency: 'usd', items: [{ offerId, price: 2500 }] })).body.errorCode,
    ).to.equal('NOT_FOUND');
    clock.advance(10 * 60_000 + 1000);
    try {
      expect(
        (await api(app.url, 'GET', '/api/adopt/cart/reservation', { token: holder.access_token })).body.items,
      ).to.deep.equal([]);
      expect(
        (await reserve(other.access_token, { currency: 'usd', items: [{ offerId, price: 2500 }] })).status,
      ).to.equal(200);
      const released = await api(app.url, 'DELETE', '/api/adopt/cart/reservation', { token: other.access_token });
      expect(released.body).to.deep.equal({ released: 1 });
    } finally {
      clock.advance(-(10 * 60_000 + 1000));
    }
  });

  it('spec trading-core 8: reserving shows the buy errors: own items, price changed; bad input is 400', async () => {
    const seller = await listedSeller(app, 'adopt', [{ slug: 'giraffe', price: 30 }]);
    const own = await reserve(seller.user.access_token, {
      currency: 'usd',
      items: [{ offerId: seller.items[0]!.id, price: 3000 }],
    });
    expect(own.body.errorCode).to.equal('CANNOT_BUY_YOUR_PRODUCT');
    const buyer = await registerUser(app.url);
    const cheap = await reserve(buyer.access_token, {
      currency: 'usd',
      items: [{ offerId: seller.items[0]!.id, price: 100 }],
    });
    expect(cheap.body.errorCode).to.equal('PRICES_HAVE_CHANGED');
    expect(
      (await api(app.url, 'GET', '/api/adopt/cart/reservation', { token: buyer.access_token })).body.items,
    ).to.deep.equal([]);
    expect((await reserve(buyer.access_token, { currency: 'usd', items: [] })).status).to.equal(400);
  });
});
