import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { registerUser, type TestUser } from '../support/users';
import { balanceOf, cardIdOf, listedSeller, topUp } from '../support/wallet';
import { messages } from '../support/messages';
import { fillMessage, toast } from './page-steps';
import { goToSettled } from './settled';

// The cart reservation page (spec trading-core 2 /cart-reservation) with its flag on: hold the cart,
// others cannot buy the held item, pay for it.
describe('e2e: cart reservation in Chromium (flag cartReservation on)', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: TestBrowser;
  let buyer: TestUser;

  before(async () => {
    [app, browser] = await Promise.all([
      startTestApp({ env: { FEATURE_FLAGS: 'cartReservation=on' } }),
      browserForFile(),
    ]);
    buyer = await registerUser(app.url, { main_currency: 'usd' });
    await topUp(app, buyer.access_token, '100', 'usd');
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function open(width: number): Promise<Page> {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width, height: 900 });
    await page.evaluateOnNewDocument(() => localStorage.setItem('currency', 'usd'));
    await page.setCookie(
      { name: 'access_token', value: buyer.access_token, url: app.url },
      { name: 'refresh_token', value: buyer.refresh_token, url: app.url },
    );
    await goToSettled(page, `${app.url}/`);
    return page;
  }

  for (const width of [375, 1440]) {
    it(`spec trading-core 2: the cart is held for 10 minutes, nobody else can buy it, and Pay buys it (${width} px)`, async () => {
      const seller = await listedSeller(app, 'adopt', [{ slug: 'owl', price: 20 }]);
      const card = await cardIdOf(app, 'adopt', 'owl');
      const page = await open(width);
      try {
        const add = `.item-card[data-card-id="${card.cardId}"] .buy-buttons__cart`;
        await page.waitForSelector(add, { visible: true });
        await page.$eval(add, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await page.click(add);
        // The cart keeps the line once it says so; leaving before that could leave the cart empty.
        await toast(page, fillMessage(messages('en')['cart.toast.added']!, { name: 'Owl' }));
        await goToSettled(page, `${app.url}/cart-reservation`);
        await page.click('#reservation-hold');
        await page.waitForSelector('.reservation__item');
        expect(await page.$$eval('.reservation__item', (els) => els.length)).to.equal(1);
        expect(await page.$eval('.reservation__left', (el) => el.textContent)).to.match(/(09:5\d|10:00)/);
        await page.screenshot({ path: artifactPath(`e2e/reservation-held-${width}.png`) });

        const other = await registerUser(app.url);
        await topUp(app, other.access_token, '100', 'usd');
        const taken = await api(app.url, 'POST', '/api/adopt/buy', {
          body: { currency: 'usd', items: [{ offerId: seller.items[0]!.id, price: 2000 }] },
          token: other.access_token,
        });
        expect(taken.body.errorCode).to.equal('NOT_FOUND');

        const before = (await balanceOf(app, buyer.access_token)).available.usd!;
        await page.click('#reservation-pay');
        await page.waitForFunction(() => location.pathname === '/profile/purchased', { timeout: 15_000 });
        expect((await balanceOf(app, buyer.access_token)).available.usd).to.equal(before - 2000);
      } finally {
        await page.browserContext().close();
      }
    });
  }
});
