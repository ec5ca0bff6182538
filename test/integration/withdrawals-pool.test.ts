import { expect } from 'chai';
import type { WorldAdmin } from '../../bots';
import { startTestApp, type TestApp } from '../support/app';
import { servicesOf } from '../support/bots';
import { api } from '../support/http';
import { buyerWithAccount, buyListed, syncedSeller } from '../support/trade-loop';
import { topUp } from '../support/wallet';

/**
 * Collects (and syncs) start a bots flow inside their own transaction. A flow start that read through the pool
 * while its caller held a connection would, with as many requests in flight as the pool has connections, leave
 * every connection waiting for another one: the server would hang for good. A pool of 2 makes that certain.
 */
describe('withdrawals: more collects at once than the database pool has connections', () => {
  const POOL = 2;
  const BUYERS = 6;
  let app: TestApp;
  let world: WorldAdmin;

  before(async () => {
    app = await startTestApp({
      env: { BOTS_TIME_SCALE: '0', BOTS_PER_GAME: '1', ACCESS_TOKEN_TTL_SECONDS: '86400', DB_POOL_MAX: String(POOL) },
    });
    world = servicesOf(app.container).world;
  });
  after(() => app?.stop());

  it(`spec trading-core 7 createWithdraw: ${BUYERS} buyers collecting at once on a pool of ${POOL} all get their trades`, async function () {
    this.timeout(120_000);
    const sellers = [];
    for (let i = 0; i < 2; i++) sellers.push(await syncedSeller(app, world, { items: BUYERS / 2 }));
    const buyers = [];
    for (let i = 0; i < BUYERS; i++) {
      const buyer = await buyerWithAccount(app, world);
      await topUp(app, buyer.user.access_token, '500', 'usd');
      const seller = sellers[i % 2]!;
      const bought = await buyListed(app, buyer.user, 'adopt', [seller.items[Math.floor(i / 2)]]);
      buyers.push({ ...buyer, bought });
    }

    const answered = await Promise.race([
      Promise.all(
        buyers.map((b) =>
          api(app.url, 'POST', '/api/adopt/withdrawals', {
            token: b.user.access_token,
            body: { items: b.bought.map((i) => i.id), nickname: b.account.nickname },
          }),
        ),
      ),
      new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 30_000).unref()),
    ]);
    expect(answered, 'every collect answered within 30 s').not.to.equal('hung');
    const results = answered as Array<{ status: number; body: any }>;
    expect(results.map((r) => r.status)).to.deep.equal(Array(BUYERS).fill(200));
    for (const r of results) expect(r.body.trades).to.have.length(1);
  });
});
