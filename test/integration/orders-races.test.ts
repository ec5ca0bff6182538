import { expect } from 'chai';
import pg from 'pg';
import { startTestApp, type TestApp } from '../support/app';
import { api } from '../support/http';
import { registerUser } from '../support/users';
import { balanceOf, cardIdOf, listedSeller, topUp } from '../support/wallet';

describe('orders: races against the real database (spec trading-core 4, 6)', function () {
  this.timeout(120_000);
  let app: TestApp;
  let db: pg.Client;

  before(async () => {
    app = await startTestApp({ env: { DB_POOL_MAX: '10' } });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
  });
  after(async () => {
    await db?.end();
    await app?.stop();
  });

  it('50 buyers buying the same item at once: exactly one purchase, one debit, the others told it is gone', async () => {
    const seller = await listedSeller(app, 'adopt', [{ slug: 'shadow-dragon', price: 20 }]);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => registerUser(app.url)));
    await Promise.all(buyers.map((b) => topUp(app, b.access_token, '50', 'usd')));
    const offerId = seller.items[0]!.id;
    const results = await Promise.all(
      buyers.map((b) =>
        api(app.url, 'POST', '/api/adopt/buy', {
          body: { currency: 'usd', items: [{ offerId, price: 2000 }] },
          token: b.access_token,
        }),
      ),
    );
    const won = results.filter((r) => r.status === 200);
    expect(won).to.have.length(1);
    expect(results.filter((r) => r.status !== 200).map((r) => r.body.errorCode)).to.satisfy((codes: string[]) =>
      codes.every((c) => c === 'NOT_FOUND'),
    );
    const balances = await Promise.all(buyers.map((b) => balanceOf(app, b.access_token)));
    expect(balances.map((b) => b.available.usd).sort((a, b) => a! - b!)).to.deep.equal([3000, ...Array(49).fill(5000)]);
    expect(
      (await db.query('SELECT count(*)::int AS n FROM orders.purchase_items WHERE inventory_item_id = $1', [offerId]))
        .rows[0].n,
    ).to.equal(1);
  });

  it('50 buyers racing for the cheapest of a card with 10 in stock: exactly 10 purchases of 10 different items', async () => {
    await listedSeller(
      app,
      'adopt',
      Array.from({ length: 10 }, (_, i) => ({ slug: 'frost-dragon', price: 20 + i })),
    );
    const card = await cardIdOf(app, 'adopt', 'frost-dragon');
    const buyers = await Promise.all(Array.from({ length: 50 }, () => registerUser(app.url)));
    await Promise.all(buyers.map((b) => topUp(app, b.access_token, '50', 'usd')));
    const results = await Promise.all(
      buyers.map((b) =>
        api(app.url, 'POST', '/api/adopt/buy', {
          body: { currency: 'usd', items: [{ cardId: card.cardId, price: 3000 }] },
          token: b.access_token,
        }),
      ),
    );
    const won = results.filter((r) => r.status === 200);
    expect(won).to.have.length(10);
    const bought = won.map((r) => r.body.items[0].id);
    expect(new Set(bought).size).to.equal(10);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.errorCode === 'NOT_FOUND')).to.equal(true);
    expect((await cardIdOf(app, 'adopt', 'frost-dragon').catch(() => ({ count: 0 }))).count).to.equal(0);
  });

  it('one buyer spending the same balance on 50 items at once never goes below zero', async () => {
    const seller = await listedSeller(
      app,
      'adopt',
      Array.from({ length: 50 }, () => ({ slug: 'bat-dragon', price: 10 })),
    );
    const buyer = await registerUser(app.url);
    await topUp(app, buyer.access_token, '100', 'usd'); // enough for 10
    const results = await Promise.all(
      seller.items.map((item) =>
        api(app.url, 'POST', '/api/adopt/buy', {
          body: { currency: 'usd', items: [{ offerId: item.id, price: 1000 }] },
          token: buyer.access_token,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).to.have.length(10);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.errorCode === 'INVALID_USER_BALANCE')).to.equal(
      true,
    );
    const balance = await balanceOf(app, buyer.access_token);
    expect(balance.available.usd).to.equal(0);
    // The 40 refused items are still on sale.
    expect(
      (
        await db.query(
          `SELECT count(*)::int AS n FROM inventory_sync.items WHERE user_id = $1 AND status = 'on_sale'`,
          [seller.userId],
        )
      ).rows[0].n,
    ).to.equal(40);
  });

  it('ten concurrent cancels of one purchase: refunded exactly once', async () => {
    const seller = await listedSeller(app, 'adopt', [{ slug: 'giraffe', price: 25 }]);
    const buyer = await registerUser(app.url);
    await topUp(app, buyer.access_token, '25', 'usd');
    const { body } = await api(app.url, 'POST', '/api/adopt/buy', {
      body: { currency: 'usd', items: [{ offerId: seller.items[0]!.id, price: 2500 }] },
      token: buyer.access_token,
    });
    const id = body.items[0].id;
    const cancels = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(app.url, 'POST', `/api/adopt/purchases/${id}/cancel`, { token: buyer.access_token }),
      ),
    );
    expect(cancels.filter((r) => r.status === 200)).to.have.length(1);
    expect((await balanceOf(app, buyer.access_token)).available.usd).to.equal(2500);
    expect(
      (
        await db.query(`SELECT count(*)::int AS n FROM wallet.transactions WHERE idempotency_key = $1`, [
          `refund:${id}`,
        ])
      ).rows[0].n,
    ).to.equal(1);
  });

  it('a buy that deadlocks with a transaction taking the item before its listing (a sync ending, an account parked) is retried and answers 4xx, never 500', async () => {
    const seller = await listedSeller(app, 'adopt', [{ slug: 'giraffe', price: 30 }]);
    const buyer = await registerUser(app.url);
    await topUp(app, buyer.access_token, '30', 'usd');
    const offerId = seller.items[0]!.id;
    // The other side, as SyncService.apply locks them: the item first, then its listing.
    const other = new pg.Client({ connectionString: app.databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT id FROM inventory_sync.items WHERE id = $1 FOR UPDATE', [offerId]);
      const buying = api(app.url, 'POST', '/api/adopt/buy', {
        body: { currency: 'usd', items: [{ offerId, price: 3000 }] },
        token: buyer.access_token,
      });
      // The buy takes the listing, then waits for the item.
      for (let waited = 0; ; waited += 20) {
        const { rows } = await db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
        );
        if (rows[0].n > 0) break;
        if (waited > 5000) throw new Error('the buy never waited for the item');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const took = other.query('DELETE FROM catalog.listings WHERE inventory_item_id = $1', [offerId]).then(
        async () => {
          await other.query('COMMIT');
          return null;
        },
        async (err: Error) => {
          await other.query('ROLLBACK');
          return err;
        },
      );
      const [res, otherOutcome] = await Promise.all([buying, took]);
      expect(res.status, JSON.stringify(res.body)).to.be.within(200, 499);
      // Whichever Postgres chose as the deadlock's victim, the item was sold at most once and money moved once.
      const sold = (
        await db.query('SELECT count(*)::int AS n FROM orders.purchase_items WHERE inventory_item_id = $1', [offerId])
      ).rows[0].n;
      expect(sold).to.equal(res.status === 200 ? 1 : 0);
      expect((await balanceOf(app, buyer.access_token)).available.usd).to.equal(res.status === 200 ? 0 : 3000);
      expect(otherOutcome === null || (otherOutcome as { code?: string }).code === '40P01').to.equal(true);
    } finally {
      await other.end();
    }
  });
});
