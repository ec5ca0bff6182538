import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import type { Inbox } from '../../src/platform/inbox';
import { TYPES } from '../../src/platform/tokens';
import { startTestApp, type TestApp } from '../support/app';
import { pageSocketOf } from '../support/socket';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { messages } from '../support/messages';
import { registerUser, type TestUser } from '../support/users';
import { cardIdOf, listedSeller, topUp, userIdOf } from '../support/wallet';
import { click, closePage, noOverflow, openPage, textIs } from './page-steps';
import { reloadSettled } from './settled';

// The header's bell (spec accounts-platform 3 headerNotifications, 4.9 added at the top / marked read or hidden /
// unread count = neither read nor hidden, 7 "Real-time") in Chromium: a buyer buys from a seller and the seller's
// bell shows it live; the seller opens it, marks it read and hides it.
const t = messages('en');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function shot(page: Page, name: string) {
  await page.screenshot({ path: artifactPath(`e2e/notifications-${name}.png`) });
}

describe('e2e: header notifications in Chromium (the bell, live)', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: TestBrowser;
  let buyer: TestUser;
  let seller: Awaited<ReturnType<typeof listedSeller>>;
  let cardId: number;

  before(async () => {
    [app, browser] = await Promise.all([
      startTestApp({ env: { WEB_DIST: process.env.WEB_DIST ?? 'web/dist', ACCESS_TOKEN_TTL_SECONDS: '3600' } }),
      browserForFile(),
    ]);
    buyer = await registerUser(app.url, { main_currency: 'usd' });
    seller = await listedSeller(app, 'adopt', [{ slug: 'crow', price: 5 }]);
    cardId = (await cardIdOf(app, 'adopt', 'crow')).cardId;
    await topUp(app, buyer.access_token, '50', 'usd');
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  const open = (user: TestUser | null, path: string, options: { width?: number; theme?: 'light' | 'dark' } = {}) =>
    openPage(browser, app.url, path, { user, ...options });
  const bellItems = (page: Page) =>
    page.$$eval('.bell__item', (els) =>
      els.map((el) => ({
        kind: el.getAttribute('data-kind'),
        unread: el.classList.contains('is-unread'),
        text: (el.querySelector('.bell__text') as HTMLElement).innerText,
      })),
    );

  it('a visitor has no bell; a signed-in user with nothing yet sees an empty bell', async () => {
    const visitor = await open(null, '/');
    try {
      expect(await visitor.$('#notification-bell')).to.equal(null);
    } finally {
      await closePage(visitor);
    }
    const page = await open(buyer, '/');
    try {
      await page.waitForSelector('#notification-bell');
      expect(await page.$('#notification-unread'), 'no badge with nothing unread').to.equal(null);
      await click(page, '#notification-bell');
      await page.waitForSelector('.bell__panel .bell__empty');
      expect(await page.$eval('.bell__empty', (el) => (el as HTMLElement).innerText.trim())).to.equal(
        t['notifications.empty'],
      );
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.bell__panel'));
    } finally {
      await closePage(page);
    }
  });

  it('spec accounts-platform 4.9 and 7: a buyer buys from the seller; the seller s bell shows it live at the top, unread; opened, it is marked read, then hidden', async () => {
    const sellerPage = await open(seller.user, '/profile');
    const buyerPage = await open(buyer, '/');
    try {
      await sellerPage.waitForSelector('#notification-bell');
      expect(await sellerPage.$('#notification-unread')).to.equal(null);
      // Wait for the seller's socket (connected a moment after the first paint).
      await pageSocketOf(app, seller.user);

      // The buyer buys the seller's crow with "Buy now".
      await click(buyerPage, `.item-card[data-card-id="${cardId}"] .buy-buttons__now`);
      await buyerPage.waitForSelector('.modal.is-open .fast-buy', { visible: true });
      await pause(400);
      await buyerPage.click('#fast-buy-confirm');
      await buyerPage.waitForFunction(() => location.pathname === '/profile/purchased', { timeout: 15_000 });

      // Live: the badge appears without a reload.
      await textIs(sellerPage, '#notification-unread', '1');
      expect(await sellerPage.$eval('#notification-bell', (b) => b.getAttribute('aria-label'))).to.equal(
        'Notifications, 1 unread',
      );
      await click(sellerPage, '#notification-bell');
      await sellerPage.waitForSelector('.bell__item');
      const [sale] = await bellItems(sellerPage);
      expect(sale).to.deep.include({ kind: 'sale', unread: true });
      // $5.00 less the 20 % usd fee.
      expect(sale!.text).to.equal('Sold: Crow. You receive $4.00 once it is delivered.');
      await shot(sellerPage, 'sale-live-1440-light');

      // More kinds arrive live on top of it (the newest first).
      const inbox = app.container.get<Inbox>(TYPES.Inbox);
      const sellerId = userIdOf(seller.user);
      await inbox.add(sellerId, 'seller_warning', { num: 58 });
      await inbox.add(sellerId, 'prize_spin', { num: 2 });
      await sellerPage.waitForFunction(() => document.querySelectorAll('.bell__item').length === 3);
      expect((await bellItems(sellerPage)).map((i) => i.kind)).to.deep.equal(['prize_spin', 'seller_warning', 'sale']);
      await textIs(sellerPage, '#notification-unread', '3');
      expect((await bellItems(sellerPage))[0]!.text).to.equal('Prize: 2 free spins of the fortune wheel.');

      // Marked read with its check: still listed, no longer counted.
      await click(sellerPage, '.bell__item[data-kind="sale"] .bell__mark-read');
      await textIs(sellerPage, '#notification-unread', '2');
      expect((await bellItems(sellerPage)).find((i) => i.kind === 'sale')!.unread).to.equal(false);
      // Hidden: it leaves the list; the count stays (it was read).
      await click(sellerPage, '.bell__item[data-kind="sale"] .bell__hide');
      await sellerPage.waitForFunction(() => document.querySelectorAll('.bell__item').length === 2);
      await textIs(sellerPage, '#notification-unread', '2');
      // Hiding an unread one takes it off the count.
      await click(sellerPage, '.bell__item[data-kind="prize_spin"] .bell__hide');
      await textIs(sellerPage, '#notification-unread', '1');

      // Kept in the database: a reload shows the same.
      await reloadSettled(sellerPage);
      await textIs(sellerPage, '#notification-unread', '1');
      await click(sellerPage, '#notification-bell');
      await sellerPage.waitForSelector('.bell__item');
      expect((await bellItems(sellerPage)).map((i) => i.kind)).to.deep.equal(['seller_warning']);
      // Mark all read: the badge goes.
      await click(sellerPage, '.bell__read-all');
      await sellerPage.waitForFunction(() => !document.querySelector('#notification-unread'));
      expect((await bellItems(sellerPage))[0]!.unread).to.equal(false);
    } finally {
      await closePage(sellerPage);
      await closePage(buyerPage);
    }
  });

  it('screens: desktop and phone (390), light and dark; following a notification marks it read and goes to its page', async () => {
    const inbox = app.container.get<Inbox>(TYPES.Inbox);
    const user = await registerUser(app.url, { main_currency: 'usd' });
    const id = userIdOf(user);
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    await inbox.add(id, 'support_answer');
    await inbox.add(id, 'buyer_ban', { time: inAnHour });
    await inbox.add(id, 'delivery_failed', {
      items: 'Frost Dragon, Owl ×2',
      num: 3,
      robloxAccountName: 'PetFan_42',
      time: inAnHour,
    });
    await inbox.add(id, 'delivered', { items: 'Golden Unicorn', num: 1, robloxAccountName: 'PetFan_42' });
    await inbox.add(id, 'prize_balance', { amount: 250, currency: 'usd' });
    for (const theme of ['light', 'dark'] as const)
      for (const width of [1440, 390]) {
        const page = await open(user, '/', { width, theme });
        try {
          await textIs(page, '#notification-unread', '5');
          await click(page, '#notification-bell');
          await page.waitForFunction(() => document.querySelectorAll('.bell__item').length === 5);
          await pause(300);
          await noOverflow(page, width);
          // The panel stays on the screen.
          const box = await page.$eval('.bell__panel', (el) => el.getBoundingClientRect().toJSON());
          expect(box.left, 'panel left edge').to.be.at.least(0);
          expect(box.right, 'panel right edge').to.be.at.most(width);
          await shot(page, `panel-${width}-${theme}`);
        } finally {
          await closePage(page);
        }
      }

    // The narrowest screen the spec names: the header still fits with the bell.
    const narrow = await open(user, '/', { width: 320 });
    try {
      await textIs(narrow, '#notification-unread', '5');
      await noOverflow(narrow, 320);
      await click(narrow, '#notification-bell');
      await narrow.waitForSelector('.bell__item');
      await pause(300);
      await noOverflow(narrow, 320);
      await shot(narrow, 'panel-320-light');
    } finally {
      await closePage(narrow);
    }

    const page = await open(user, '/', { width: 390 });
    try {
      await click(page, '#notification-bell');
      await page.waitForSelector('.bell__item[data-kind="support_answer"]');
      await click(page, '.bell__item[data-kind="support_answer"] .bell__body');
      await page.waitForFunction(() => location.pathname === '/help/my-questions', { timeout: 15_000 });
      await textIs(page, '#notification-unread', '4');
    } finally {
      await closePage(page);
    }
  });
});
