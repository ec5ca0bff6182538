import { expect } from 'chai';
import pg from 'pg';
import type { WorldAdmin } from '../../bots';
import { IdentityService } from '../../modules/identity';
import { OLD_STOCK_DAYS, QuickSaleItems } from '../../modules/inventory-sync';
import { PriceRulesService } from '../../modules/market';
import { startTestApp, type TestApp } from '../support/app';
import { servicesOf } from '../support/bots';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { waitFor } from '../support/socket';
import { syncedSeller } from '../support/trade-loop';

/**
 * Old inventory items (spec trading-core 9: "auto-sold at the minimum price after 60 days"): the site's stock that
 * has not sold 60 days after the site bought it in a quick sale goes on sale at the lowest price its rules allow.
 */
describe('quick sale: the site stock unsold for 60 days', () => {
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

  it('spec trading-core 9: after 60 days the site lists its unsold stock at the minimum price; before, and for stock already that cheap, nothing changes', async () => {
    const s = await syncedSeller(app, world, { items: 2, list: false });
    const call = (method: string, path: string, body?: unknown) =>
      api(app.url, method, path, { token: s.user.access_token, body });
    const offered = (await call('GET', '/api/adopt/quick-sales/offer?currency=usd')).body.items as any[];
    const started = await call('POST', '/api/adopt/quick-sales', {
      accountId: s.account.id,
      currency: 'usd',
      items: offered.map((i) => ({ id: i.id, price: i.price.amount })),
    });
    const id = started.body.quickSale.id;
    const saleNow = async () =>
      ((await call('GET', '/api/adopt/quick-sales')).body.quickSales as any[]).find((q) => q.id === id);
    await waitFor(saleNow, (q) => q.needsReady, 15_000);
    await call('POST', `/api/adopt/quick-sales/${id}/ready`);
    await waitFor(saleNow, (q) => q.state === 'finished' && q.paid !== null, 15_000);

    const site = await app.container.get(IdentityService).siteUser();
    const prices = async () =>
      (
        await db.query(
          `SELECT l.price_minor::int AS price FROM catalog.listings l JOIN inventory_sync.items i ON i.id = l.inventory_item_id
            WHERE l.seller_id = $1 AND i.game_item_id IN (SELECT game_item_id FROM quick_sale.sale_items WHERE sale_id = $2)
            ORDER BY l.inventory_item_id`,
          [site, id],
        )
      ).rows.map((r) => r.price as number);
    const listed = await prices();
    expect(listed).to.have.length(2);
    const stock = app.container.get(QuickSaleItems);

    // The lowest price allowed: the market's lower bound for each variant (a cheap item may already be listed at it).
    const carried = (
      await db.query(
        'SELECT item_id, variant FROM quick_sale.sale_items WHERE sale_id = $1 ORDER BY inventory_item_id',
        [id],
      )
    ).rows;
    const rules = await app.container.get(PriceRulesService).priceRules(
      carried.map((c) => ({ itemId: c.item_id, variant: c.variant })),
      'usd',
    );
    const minimums = rules.map((r) => r!.bounds.min.amount).sort();
    const aboveMinimum = listed.filter((price) => !minimums.includes(price)).length;

    clock.advance((OLD_STOCK_DAYS - 1) * 86_400_000);
    expect(await stock.sellOldStock(site), 'after 59 days').to.equal(0);
    expect(await prices()).to.deep.equal(listed);

    clock.advance(2 * 86_400_000);
    expect(await stock.sellOldStock(site), 'after 61 days').to.equal(aboveMinimum);
    expect((await prices()).sort()).to.deep.equal(minimums);
    expect(await stock.sellOldStock(site), 'already at the minimum').to.equal(0);
  });
});
