import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { tradeWorldForFile } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { messages } from '../support/messages';
import { waitFor } from '../support/socket';
import { buyerWithAccount, buyListed, syncedSeller } from '../support/trade-loop';
import type { TestUser } from '../support/users';
import { topUp, userIdOf } from '../support/wallet';
import { click, closePage, fillMessage, noOverflow, openPage, text, textIs, toast, type } from './page-steps';

// After a deal completes (spec trading-core 2: the profile's buyer and seller statistics and reviews tabs, /reviews;
// 3: statistics fields), tried in Chromium as the buyer and the seller live it: a real purchase delivered by the
// seller's linked account through the bots, then the statistics with their charts, and reviews left and shown.
const t = messages('en');

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: artifactPath(`e2e/aftermath-${name}.png`), fullPage: true });
}

describe('e2e: statistics and reviews after a completed deal, in Chromium', function () {
  this.timeout(180_000);
  const files = tradeWorldForFile();
  let browser: TestBrowser;
  let seller: Awaited<ReturnType<typeof syncedSeller>>;
  let buyer: { user: TestUser; account: { nickname: string } };
  let item: { name: string; price: { amount: number } };

  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api(files.app.url, method, path, { token: user.access_token, body });

  before(async () => {
    browser = await browserForFile();
    // A deal completed the whole way: listed, bought, delivered to the buyer's game account.
    seller = await syncedSeller(files.app, files.world, { items: 2 });
    buyer = await buyerWithAccount(files.app, files.world);
    await topUp(files.app, buyer.user.access_token, '100', 'usd');
    const [bought] = await buyListed(files.app, buyer.user, 'adopt', seller.items.slice(0, 1));
    item = seller.items[0];
    const started = await call(buyer.user, 'POST', '/api/adopt/withdrawals', {
      items: [bought!.id],
      nickname: buyer.account.nickname,
    });
    expect(started.status, JSON.stringify(started.body)).to.equal(200);
    await waitFor(
      async () => ((await call(buyer.user, 'GET', '/api/adopt/withdrawals')).body.trades as any[])[0],
      (trade) => trade?.state === 'finished',
      30_000,
    );
  });
  after(async () => {
    await browser?.close();
  });

  async function statisticsPage(user: TestUser, role: 'buyer' | 'seller', width = 1440): Promise<Page> {
    const page = await openPage(browser, files.app.url, `/profile/statistics/${role}`, { user, width });
    await page.waitForSelector(`.statistics[data-role="${role}"] :is(.statistics-tiles, #statistics-empty)`, {
      timeout: 20_000,
    });
    return page;
  }
  const tile = (page: Page, id: string) => text(page, `.statistics-tile[data-tile="${id}"] .statistics-tile__value`);

  it('spec trading-core 3 buyer statistics: purchases and the successful-purchase percentage per month in a chart, and the most expensive item', async () => {
    const page = await statisticsPage(buyer.user, 'buyer');
    try {
      expect(await tile(page, 'purchases')).to.equal('1');
      expect(await tile(page, 'success')).to.equal('100%');
      expect(await text(page, '.statistics-tile[data-tile="most-expensive"] .statistics-tile__item')).to.equal(
        item.name,
      );
      // The charts are drawn (uPlot canvases) and their figures are readable as a table.
      await page.waitForSelector('#statistics-main .statistics-chart canvas');
      await page.waitForSelector('#statistics-rates .statistics-chart canvas');
      const months = (await call(buyer.user, 'GET', '/api/statistics/buyer')).body.months as any[];
      expect(months.at(-1)).to.include({ purchases: 1, successPercent: 100 });
      await shot(page, 'buyer-statistics-1440');
      await page.setViewport({ width: 375, height: 812 });
      await noOverflow(page, 375);
      await shot(page, 'buyer-statistics-375');
    } finally {
      await closePage(page);
    }
  });

  it('spec trading-core 3 seller statistics: sales, income and the successful-deal percentage per month in charts', async () => {
    const page = await statisticsPage(seller.user, 'seller');
    try {
      expect(await tile(page, 'sales')).to.equal('1');
      expect(await tile(page, 'success')).to.equal('100%');
      const income = (await call(seller.user, 'GET', '/api/statistics/seller?currency=usd')).body.months.at(-1).income;
      expect(income.amount).to.equal(Math.floor((item.price.amount * 80) / 100));
      expect(await tile(page, 'income')).to.not.equal('');
      await page.waitForSelector('#statistics-main .statistics-chart canvas');
      await shot(page, 'seller-statistics-1440');
      // A new seller's tab says what it will show instead of empty charts.
      const newcomer = await statisticsPage(buyer.user, 'seller');
      try {
        expect(await newcomer.$('#statistics-main')).to.equal(null);
        expect(await text(newcomer, '.statistics-empty__title')).to.equal(t['statistics.seller.empty.title']);
      } finally {
        await closePage(newcomer);
      }
    } finally {
      await closePage(page);
    }
  });

  it("reviews: the buyer reviews the seller of the deal from the profile (stars and a moderated text); the seller page and the seller's own reviews tab show it; the buyer reviews the site on /reviews", async () => {
    const page = await openPage(browser, files.app.url, '/profile/reviews', { user: buyer.user });
    try {
      await page.waitForSelector('#reviews-deals .reviews-deal');
      expect(await page.$$('#reviews-deals .reviews-deal')).to.have.length(1);
      expect(await text(page, '.reviews-deal__seller-link')).to.equal(seller.user.username);
      await click(page, '.reviews-deal__action');
      await page.waitForSelector('#seller-review-dialog .star-picker__input', { visible: true });
      // A link in the text is refused before anything is sent.
      await type(page, '#seller-review-dialog textarea', 'Fast delivery, see www.example.com');
      await page.click('#seller-review-dialog .star-picker__star:nth-child(5)');
      await click(page, '#seller-review-form button[type="submit"]');
      await page.waitForSelector('#seller-review-dialog .review-text .field__error');
      await shot(page, 'review-dialog-error-1440');
      await type(page, '#seller-review-dialog textarea', 'Fast delivery, friendly trade.');
      await click(page, '#seller-review-form button[type="submit"]');
      await toast(page, fillMessage(t['reviews.sent.seller']!, { seller: seller.user.username }));
      await page.waitForSelector('#reviews-deals-empty');
      expect((await call(buyer.user, 'GET', '/api/reviews/reviewable')).body.deals).to.deep.equal([]);
    } finally {
      await closePage(page);
    }

    // The seller page shows it, with the average, to anyone.
    const sellerPage = await openPage(browser, files.app.url, `/user/${userIdOf(seller.user)}`);
    try {
      await sellerPage.waitForSelector('#seller-review-list .review');
      expect(await text(sellerPage, '#seller-review-list .review__text')).to.equal('Fast delivery, friendly trade.');
      expect(await sellerPage.$eval('#seller-review-list .review', (el) => el.getAttribute('data-stars'))).to.equal(
        '5',
      );
      expect(await text(sellerPage, '#seller-rating .seller-rating__average')).to.contain('5');
      await shot(sellerPage, 'seller-page-reviews-1440');
    } finally {
      await closePage(sellerPage);
    }
    const own = await openPage(browser, files.app.url, '/profile/reviews', { user: seller.user });
    try {
      await own.waitForSelector('#reviews-mine .review');
      expect(await text(own, '#reviews-mine .review__author')).to.equal(buyer.user.username);
    } finally {
      await closePage(own);
    }

    // The site: a user with a completed deal reviews it once.
    const site = await openPage(browser, files.app.url, '/reviews', { user: buyer.user });
    try {
      await site.waitForSelector('#site-review-form .star-picker__input');
      await site.click('#site-review-form .star-picker__star:nth-child(4)');
      await type(site, '#site-review-form textarea', 'Collected in a minute.');
      await click(site, '#site-review-form button[type="submit"]');
      await toast(site, t['reviews.sent.site']!);
      await site.waitForSelector('#site-review-mine');
      await textIs(site, '.review-list .review[data-stars="4"] .review__text', 'Collected in a minute.');
      await shot(site, 'site-reviews-1440');
    } finally {
      await closePage(site);
    }
  });
});
