import { expect } from 'chai';
import pg from 'pg';
import { SettlementService, PURCHASE_EXPIRY_QUEUE } from '../../modules/orders';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { registerUser, type TestUser } from '../support/users';
import { balanceOf, cardIdOf, listedSeller, topUp } from '../support/wallet';

describe('orders: buying, cancelling, expiry and delivery (spec trading-core 4, 5, 8, 9)', () => {
  let app: TestApp;
  let db: pg.Client;
  const clock = new TestClock();
  const one = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0];
  const itemStatus = async (id: string) =>
    (await one('SELECT status FROM inventory_sync.items WHERE id = $1', [id]))?.status as string | undefined;
  const listed = async (id: string) =>
    Number((await one('SELECT count(*) AS n FROM catalog.listings WHERE inventory_item_id = $1', [id])).n) === 1;
  const buy = (user: TestUser, body: unknown, game = 'adopt') =>
    api(app.url, 'POST', `/api/${game}/buy`, { body, token: user.access_token });
  const platformSum = async (kind: string, currency: string) =>
    Number(
      (
        await one(
          `SELECT coalesce(sum(p.amount), 0) AS s FROM wallet.postings p JOIN wallet.accounts a ON a.id = p.account_id
                        WHERE a.kind = $1 AND a.currency = $2`,
          [kind, currency],
        )
      ).s,
    );

  before(async () => {
    app = await startTestApp({ clock });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
  });
  after(async () => {
    await db?.end();
    await app?.stop();
  });

  it('spec trading-core 4 and 9: a buy reserves the item, debits the buyer, holds the seller share after the 20% fee, and waits 60 minutes', async () => {
    const seller = await listedSeller(app, 'adopt', [{ slug: 'shadow-dragon', price: 25 }]);
    const buyer = await registerUser(app.url, { main_currency: 'usd' });
    await topUp(app, buyer.access_token, '100', 'usd');
    const card = await cardIdOf(app, 'adopt', 'shadow-dragon');
    const feeBefore = await platformSum('fee_revenue', 'usd');
    const { status, body } = await buy(buyer, {
      currency: 'usd',
      items: [{ cardId: card.cardId, quantity: 1, price: card.price }],
    });
    expect(status, JSON.stringify(body)).to.equal(200);
    expect(body.total).to.deep.equal({ amount: 2500, currency: 'usd' });
    expect(body.items).to.have.length(1);
    const item = body.items[0];
    expect(item).to.include({ status: 'waiting', name: 'Shadow Dragon', slug: 'shadow-dragon' });
    expect(new Date(item.collectBy).getTime() - new Date(item.createdAt).getTime()).to.equal(60 * 60_000);
    expect(await itemStatus(seller.items[0]!.id)).to.equal('transfer');
    expect(await listed(seller.items[0]!.id)).to.equal(false);
    expect((await balanceOf(app, buyer.access_token)).available.usd).to.equal(7500);
    const sellerBalance = await balanceOf(app, seller.user.access_token);
    expect(sellerBalance.held.usd).to.equal(2000);
    expect(sellerBalance.available.usd).to.equal(0);
    expect((await platformSum('fee_revenue', 'usd')) - feeBefore).to.equal(500);
    const purchased = await api(app.url, 'GET', '/api/adopt/purchases', { token: buyer.access_token });
    expect(purchased.body.items.map((i: any) => i.id)).to.deep.equal([item.id]);
    const job = await one(`SELECT start_after FROM pgboss.job WHERE name = $1 AND data->>'purchaseId' = $2`, [
      PURCHASE_EXPIRY_QUEUE,
      body.purchaseId,
    ]);
    expect(new Date(job.start_after).toISOString()).to.equal(item.collectBy);
  });

  it('spec trading-core 9: across currencies the buyer pays the market price in eur; the seller keeps 85% of the ruble price', async () => {
    const seller = await listedSeller(app, 'adopt', [{ slug: 'frost-dragon', price: 2000 }], 'rub');
    const buyer = await registerUser(app.url, { main_currency: 'eur' });
    await topUp(app, buyer.access_token, '100', 'eur');
    const card = await cardIdOf(app, 'adopt', 'frost-dragon', 'eur');
    const { status, body } = await buy(buyer, { currency: 'eur', items: [{ cardId: card.cardId, price: card.price }] });
    expect(status, JSON.stringify(body)).to.equal(200);
    expect(body.total).to.deep.equal({ amount: card.price, currency: 'eur' });
    expect((await balanceOf(app, buyer.access_token)).available.eur).to.equal(10_000 - card.price);
    expect((await balanceOf(app, seller.user.access_token)).held.rub).to.equal(170_000);
  });

  it('spec trading-core 8: PRICES_HAVE_CHANGED when the item costs more than the buyer saw; nothing changes', async () => {
    const seller = await listedSeller(app, 'adopt', [{ slug: 'bat-dragon', price: 30 }]);
    const buyer = await registerUser(app.url);
    await topUp(app, buyer.access_token, '100', 'usd');
    const card = await cardIdOf(app, 'adopt', 'bat-dragon');
    const r = await buy(buyer, { currency: 'usd', items: [{ cardId: card.cardId, price: card.price - 1 }] });
    expect(r.status).to.equal(409);
    expect(r.body.errorCode).to.equal('PRICES_HAVE_CHANGED');
    expect(r.body.details.changes).to.deep.equal([{ cardId: card.cardId, price: card.price }]);
    expect(await listed(seller.items[0]!.id)).to.equal(true);
    expect(await itemStatus(seller.items[0]!.id)).to.equal('on_sale');
    expect((await balanceOf(app, buyer.access_token)).available.usd).to.equal(10_000);
    // A cheaper price than seen is simply charged.
    const ok = await buy(buyer, { currency: 'usd', items: [{ cardId: card.cardId, price: card.price + 500 }] });
    expect(ok.body.total.amount).to.equal(card.price);
  });

  it('spec trading-core 8: INVALID_USER_BALANCE when the balance does not cover it; the item stays on sale', async () => {
    const seller = await listedSeller(app, 'adopt', [{ slug: 'giraffe', price: 60 }]);
    const buyer = await registerUser(app.url);
    await topUp(app, buyer.access_token, '5', 'usd');
    const card = await cardIdOf(app, 'adopt', 'giraffe');
    const r = await buy(buyer, { currency: 'usd', items: [{ cardId: card.cardId, price: card.price }] });
    expect(r.status).to.equal(400);
    expect(r.body.errorCode).to.equal('INVALID_USER_BALANCE');
    expect(await listed(seller.items[0]!.id)).to.equal(true);
    expect((await balanceOf(app, buyer.access_token)).available.usd).to.equal(500);
    expect(
      Number(
        (
          await one(
            'SELECT count(*) AS n FROM orders.purchases WHERE buyer_id = (SELECT id FROM identity.users WHERE username = $1)',
            [buyer.username],
          )
        ).n,
      ),
    ).to.equal(0);
  });

  it('spec trading-core 6 and 8: CANNOT_BUY_YOUR_PRODUCT for an own offer or a card only the buyer sells', async () => {
    const seller = await listedSeller(app, 'adopt', [{ slug: 'owl', price: 40 }]);
    await topUp(app, seller.user.access_token, '100', 'usd');
    const offer = await buy(seller.user, { currency: 'usd', items: [{ offerId: seller.items[0]!.id, price: 4000 }] });
    expect(offer.body.errorCode).to.equal('CANNOT_BUY_YOUR_PRODUCT');
    const card = await cardIdOf(app, 'adopt', 'owl');
    const byCard = await buy(seller.user, { currency: 'usd', items: [{ cardId: card.cardId, price: card.price }] });
    expect(byCard.body.errorCode).to.equal('CANNOT_BUY_YOUR_PRODUCT');
    expect(await listed(seller.items[0]!.id)).to.equal(true);
  });

  it('spec trading-core 8: NOT_FOUND for an item gone, NONE_IN_STOCK when fewer are left than asked', async () => {
    await listedSeller(app, 'adopt', [
      { slug: 'crow', price: 20 },
      { slug: 'crow', price: 21 },
    ]);
    const buyer = await registerUser(app.url);
    await topUp(app, buyer.access_token, '200', 'usd');
    const card = await cardIdOf(app, 'adopt', 'crow');
    const tooMany = await buy(buyer, { currency: 'usd', items: [{ cardId: card.cardId, quantity: 3, price: 2100 }] });
    expect(tooMany.status).to.equal(409);
    expect(tooMany.body).to.deep.include({ errorCode: 'NONE_IN_STOCK' });
    expect(tooMany.body.details).to.deep.equal({ cardId: card.cardId, available: 2 });
    const gone = await buy(buyer, {
      currency: 'usd',
      items: [{ offerId: '00000000-0000-4000-8000-000000000001', price: 100 }],
    });
    expect(gone.status).to.equal(404);
    expect(gone.body.errorCode).to.equal('NOT_FOUND');
    expect((await buy(buyer, { currency: 'usd', items: [{ cardId: 999_999, price: 100 }] })).body.errorCode).to.equal(
      'NOT_FOUND',
    );
    expect((await balanceOf(app, buyer.access_token)).available.usd).to.equal(20_000);
  });

  it('bad input on buy is a 400 that changes nothing; guests get 401', async () => {
    const buyer = await registerUser(app.url);
    const bad: unknown[] = [
      {},
      { currency: 'usd' },
      { currency: 'usd', items: [] },
      { currency: 'btc', items: [{ cardId: 1, price: 1 }] },
      { currency: 'usd', items: [{ price: 1 }] },
      { currency: 'usd', items: [{ cardId: 1, offerId: '00000000-0000-4000-8000-000000000001', price: 1 }] },
      { currency: 'usd', items: [{ cardId: 'abc', price: 1 }] },
      { currency: 'usd', items: [{ cardId: 1, price: 1e309 }] },
      { currency: 'usd', items: [{ cardId: 1, price: -1 }] },
      { currency: 'usd', items: [{ cardId: 1, price: 0.5 }] },
      { currency: 'usd', items: [{ cardId: 1, quantity: 41, price: 1 }] },
      { currency: 'usd', items: [{ offerId: "1' OR 1=1 --", price: 1 }] },
      { currency: 'usd', items: Array.from({ length: 41 }, (_, i) => ({ cardId: i + 1, price: 1 })) },
      {
        currency: 'usd',
        items: [
          { cardId: 1, quantity: 30, price: 1 },
          { cardId: 2, quantity: 11, price: 1 },
        ],
      },
    ];
    for (const body of bad) {
      const r = await buy(buyer, body);
      expect(r.status, JSON.stringify(body)).to.equal(400);
      expect(r.body.errorCode).to.equal('VALIDATION_ERROR');
    }
    expect((await buy(buyer, { currency: 'usd', items: [{ cardId: 1, price: 1 }] }, 'roblox')).status).to.equal(400);
    expect(
      (await api(app.url, 'POST', '/api/adopt/buy', { body: { currency: 'usd', items: [{ cardId: 1, price: 1 }] } }))
        .status,
    ).to.equal(401);
  });

  it('spec trading-core 4: the buyer cancels a waiting purchase: refunded, and the item is back on sale at its price', async () => {
    const seller = await listedSeller(app, 'adopt', [{ slug: 'shadow-dragon', price: 15 }]);
    const buyer = await registerUser(app.url);
    const other = await registerUser(app.url);
    await topUp(app, buyer.access_token, '20', 'usd');
    const { body } = await buy(buyer, { currency: 'usd', items: [{ offerId: seller.items[0]!.id, price: 1500 }] });
    const id = body.items[0].id;
    expect(
      (await api(app.url, 'POST', `/api/adopt/purchases/${id}/cancel`, { token: other.access_token })).status,
    ).to.equal(404);
    const cancel = await api(app.url, 'POST', `/api/adopt/purchases/${id}/cancel`, { token: buyer.access_token });
    expect(cancel.status).to.equal(200);
    expect((await balanceOf(app, buyer.access_token)).available.usd).to.equal(2000);
    expect((await balanceOf(app, seller.user.access_token)).held.usd).to.equal(0);
    expect(await itemStatus(seller.items[0]!.id)).to.equal('on_sale');
    expect(await listed(seller.items[0]!.id)).to.equal(true);
    const again = await api(app.url, 'POST', `/api/adopt/purchases/${id}/cancel`, { token: buyer.access_token });
    expect(again.body.errorCode).to.equal('INVALID_STATUS');
    const old = await api(app.url, 'GET', '/api/adopt/purchases?state=old', { token: buyer.access_token });
    expect(old.body.items[0]).to.include({ id, status: 'cancelled', cancelReason: 'buyer_cancel' });
  });

  it('spec trading-core 4 and 9: not collected within 60 minutes: refunded, back on sale, shown under old items', async () => {
    const seller = await listedSeller(app, 'adopt', [{ slug: 'shadow-dragon', price: 12 }]);
    const buyer = await registerUser(app.url);
    await topUp(app, buyer.access_token, '12', 'usd');
    const { body } = await buy(buyer, { currency: 'usd', items: [{ offerId: seller.items[0]!.id, price: 1200 }] });
    const settlement = app.container.get(SettlementService);
    clock.advance(59 * 60_000);
    expect(await settlement.expireDue(body.purchaseId)).to.equal(0);
    clock.advance(2 * 60_000);
    try {
      expect(await settlement.expireDue(body.purchaseId)).to.equal(1);
      expect(await settlement.expireDue(body.purchaseId)).to.equal(0); // a second run (the sweeper, a retried job) finds nothing left
    } finally {
      clock.advance(-61 * 60_000);
    }
    expect((await balanceOf(app, buyer.access_token)).available.usd).to.equal(1200);
    expect(await listed(seller.items[0]!.id)).to.equal(true);
    const old = await api(app.url, 'GET', '/api/adopt/purchases?state=old', { token: buyer.access_token });
    expect(old.body.items[0]).to.include({ status: 'expired', cancelReason: 'reservation_expired' });
    expect(
      (await api(app.url, 'GET', '/api/adopt/purchases', { token: buyer.access_token })).body.items,
    ).to.have.length(0);
  });

  it('spec trading-core 4: delivered items pay the seller and leave the inventory; a late expiry or cancel then does nothing', async () => {
    const seller = await listedSeller(app, 'adopt', [{ slug: 'shadow-dragon', price: 10 }]);
    const buyer = await registerUser(app.url);
    await topUp(app, buyer.access_token, '10', 'usd');
    const { body } = await buy(buyer, { currency: 'usd', items: [{ offerId: seller.items[0]!.id, price: 1000 }] });
    const settlement = app.container.get(SettlementService);
    const id = body.items[0].id;
    await app.container
      .get<Db>(TYPES.Db)
      .transaction()
      .execute((trx) => settlement.startDelivery(trx, [id]));
    expect(await settlement.complete([id])).to.equal(1);
    expect(await settlement.complete([id])).to.equal(0);
    expect(await settlement.cancel([id], 'timeout')).to.equal(0);
    const sellerBalance = await balanceOf(app, seller.user.access_token);
    expect(sellerBalance).to.deep.include({ held: { eur: 0, usd: 0, rub: 0 } });
    expect(sellerBalance.available.usd).to.equal(800);
    expect(await itemStatus(seller.items[0]!.id)).to.equal(undefined);
    expect((await balanceOf(app, buyer.access_token)).available.usd).to.equal(0);
    const sales = await api(app.url, 'GET', '/api/history/sales', { token: seller.user.access_token });
    expect(sales.body.rows[0]).to.deep.include({
      status: 'completed',
      price: { amount: 1000, currency: 'usd' },
      fee: { amount: 200, currency: 'usd' },
      received: { amount: 800, currency: 'usd' },
    });
    const purchases = await api(app.url, 'GET', '/api/history/purchases?status=paid', { token: buyer.access_token });
    expect(purchases.body.rows.map((r: any) => r.id)).to.include(id);
  });

  it('spec trading-core 4: a cancel caused by the seller sets the item aside instead of back on sale', async () => {
    const seller = await listedSeller(app, 'adopt', [{ slug: 'shadow-dragon', price: 10 }]);
    const buyer = await registerUser(app.url);
    await topUp(app, buyer.access_token, '10', 'usd');
    const { body } = await buy(buyer, { currency: 'usd', items: [{ offerId: seller.items[0]!.id, price: 1000 }] });
    await app.container.get(SettlementService).cancel([body.items[0].id], 'item_gone');
    expect(await itemStatus(seller.items[0]!.id)).to.equal('purchase_cancelled');
    expect(await listed(seller.items[0]!.id)).to.equal(false);
    expect((await balanceOf(app, buyer.access_token)).available.usd).to.equal(1000);
  });

  it("one user can never see another's purchases or sales history", async () => {
    const stranger = await registerUser(app.url);
    expect(
      (await api(app.url, 'GET', '/api/adopt/purchases', { token: stranger.access_token })).body.items,
    ).to.deep.equal([]);
    expect((await api(app.url, 'GET', '/api/history/purchases', { token: stranger.access_token })).body.total).to.equal(
      0,
    );
    expect((await api(app.url, 'GET', '/api/history/sales', { token: stranger.access_token })).body.total).to.equal(0);
  });

  it('spec trading-core 2: maintenance of sales stops buying with TECH_WORKS', async () => {
    const platform = app.container.get<any>(Symbol.for('operations.OperationsService'));
    const seller = await listedSeller(app, 'mm2', [{ slug: 'default-knife-knife', price: 1 }]);
    const buyer = await registerUser(app.url);
    await topUp(app, buyer.access_token, '10', 'usd');
    await platform.startMaintenance('mm2', 'sales', 'bigTechWorks');
    try {
      const r = await buy(buyer, { currency: 'usd', items: [{ offerId: seller.items[0]!.id, price: 100 }] }, 'mm2');
      expect(r.status).to.equal(503);
      expect(r.body.errorCode).to.equal('TECH_WORKS');
    } finally {
      await platform.endMaintenance('mm2', 'sales');
    }
  });
});
