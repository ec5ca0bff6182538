import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { NEON_FLY, seedSeller } from '../support/sellers';
import { registerUser } from '../support/users';
import { topUp } from '../support/wallet';
import { click, closePage, noOverflow, openPage, text, type } from './page-steps';
import { goToSettled } from './settled';

// Autopurchases tried as a new buyer would (spec trading-core 1 "set autopurchases", 2 /inventory/autobuy started
// from an item page, /profile/autobuy, 3 item, price per piece, quantity, sum): the order is set from the item
// page under the cheapest ask, the order book shows it, a seller lists a matching item, and the buyer sees the
// order fill live and the item in purchased, bought at the listing's price.
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: artifactPath(`e2e/autobuy-${name}.png`), fullPage: true });
}

describe('e2e: autopurchases in Chromium (set from the item page, filled live by a new listing)', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: TestBrowser;

  before(async () => {
    [app, browser] = await Promise.all([startTestApp(), browserForFile()]);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('spec trading-core 1, 2, 3: an autopurchase set from the item page under the cheapest ask is filled live when a seller lists at its price; the item waits in purchased', async () => {
    const seller = await seedSeller(app, 'adopt', [
      { slug: 'frost-dragon', variant: NEON_FLY },
      { slug: 'frost-dragon', variant: NEON_FLY },
    ]);
    const list = async (id: string, cents: number) => {
      const r = await api(app.url, 'POST', '/api/adopt/inventory/sale/add', {
        token: seller.user.access_token,
        body: { currency: 'usd', items: [{ id, price: cents / 100 }] },
      });
      expect(r.status, JSON.stringify(r.body)).to.equal(200);
    };
    const views = (await api(app.url, 'GET', '/api/adopt/inventory?currency=usd', { token: seller.user.access_token }))
      .body.items as any[];
    const { min, max } = { min: views[0].bounds.min.amount as number, max: views[0].bounds.max.amount as number };
    const ask = Math.min(max, min + 200);
    const price = ask - 100;
    await list(views[0].id, ask);
    const buyer = await registerUser(app.url);
    await topUp(app, buyer.access_token, '100', 'usd');
    // The buyer pays in US dollars (a profile's currency is what its pages price in).
    expect(
      (await api(app.url, 'POST', '/api/user/currency', { token: buyer.access_token, body: { currency: 'usd' } }))
        .status,
    ).to.equal(200);

    // The item page: the variant on sale, its order book, and "Set autopurchase".
    const market = (await api(app.url, 'GET', `/api/adopt/market?seller=${seller.userId}&currency=usd`)).body;
    const cardId = market.cards[0].cardId as number;
    const page = await openPage(browser, app.url, `/itemInfo/pet/frost-dragon/${views[0].itemId}?variant=${cardId}`, {
      user: buyer,
    });
    try {
      await page.waitForSelector(`#order-book[data-card-id="${cardId}"] .order-book__row[data-side="ask"]`);
      expect(await page.$$eval('.order-book__row[data-side="bid"]', (rows) => rows.length)).to.equal(0);
      await click(page, '.item-summary__autobuy');
      await page.waitForSelector('#autobuy-form input[name="price"]', { visible: true });
      expect(await text(page, '#autobuy-item-name')).to.contain('Frost Dragon');
      await type(page, '#autobuy-form input[name="price"]', (price / 100).toFixed(2));
      await type(page, '#autobuy-form input[name="quantity"]', '2');
      await page.waitForFunction(
        (sum) => document.querySelector('#autobuy-sum')?.getAttribute('data-amount') === String(sum),
        {},
        price * 2,
      );
      await shot(page, 'add-1440');
      await click(page, '#autobuy-submit');
      await page.waitForFunction(() => location.pathname.endsWith('/profile/autobuy'), { timeout: 15_000 });
      const row = '.autobuy-row[data-status="active"]';
      await page.waitForSelector(row);
      expect(await page.$eval(`${row} .autobuy-row__filled`, (el) => el.getAttribute('data-filled'))).to.equal('0');
      const balance = (await api(app.url, 'GET', '/api/wallet/balance', { token: buyer.access_token })).body;
      expect(balance.held.usd).to.equal(price * 2);

      // A seller lists a matching Frost Dragon below the price: it is bought at once, and the row moves live.
      await list(views[1].id, price - 10);
      await page.waitForFunction(
        (r) => document.querySelector(`${r} .autobuy-row__filled`)?.getAttribute('data-filled') === '1',
        { timeout: 15_000 },
        row,
      );
      await page.waitForFunction(
        () =>
          Array.from(document.querySelectorAll('.toast__message')).some((el) =>
            el.textContent?.includes('Frost Dragon'),
          ),
        { timeout: 15_000 },
      );
      await shot(page, 'filled-live-1440');
      await page.setViewport({ width: 375, height: 812 });
      await noOverflow(page, 375);
      await shot(page, 'filled-live-375');
      await page.setViewport({ width: 1440, height: 900 });

      // The item waits in purchased, bought at the listing's price; the rest of the hold stays for the second piece.
      await goToSettled(page, `${app.url}/profile/purchased`);
      await page.waitForFunction(() => document.body.innerText.includes('Frost Dragon'), { timeout: 15_000 });
      const bought = (await api(app.url, 'GET', '/api/adopt/purchases?state=active', { token: buyer.access_token }))
        .body.items as any[];
      expect(bought).to.have.length(1);
      expect(bought[0].price).to.deep.equal({ amount: price - 10, currency: 'usd' });
      const after = (await api(app.url, 'GET', '/api/wallet/balance', { token: buyer.access_token })).body;
      expect(after.held.usd).to.equal(price);
      expect(after.available.usd).to.equal(10_000 - price - (price - 10));
      await shot(page, 'purchased-1440');
    } finally {
      await closePage(page);
    }
  });
});
