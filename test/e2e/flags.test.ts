import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { waitFor } from '../support/socket';
import { registerUser } from '../support/users';
import { userIdOf } from '../support/wallet';
import { closePage, openPage } from './page-steps';

const ADMIN = 'flags-e2e-admin-token-0123456789';

// Staff switch flags and the dev status while pages are open (issue 19; spec accounts-platform 4.10, 6): each page
// follows live (FLAGS_CHANGE, DEV_STATUS_CHANGE). One test per flag the web alone gates (the server's gates:
// test/integration/operations-flags.test.ts). WEB_DIST=<folder> serves another build of the web app.
describe('e2e: feature flags and the dev status, switched live', function () {
  this.timeout(90_000);
  let app: TestApp;
  let browser: TestBrowser;
  before(async () => {
    [app, browser] = await Promise.all([
      startTestApp({
        env: { ADMIN_TOKEN: ADMIN, ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) },
      }),
      browserForFile(),
    ]);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  const setFlag = async (flag: string, value: boolean | null) => {
    const answer =
      value === null
        ? await api(app.url, 'DELETE', `/api/admin/flags/${flag}`, { token: ADMIN })
        : await api(app.url, 'PUT', `/api/admin/flags/${flag}`, { token: ADMIN, body: { value } });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  };
  const setDevStatus = async (status: string | null) =>
    expect((await api(app.url, 'PUT', '/api/admin/dev-status', { token: ADMIN, body: { status } })).status).to.equal(
      200,
    );
  const present = (page: Page, selector: string) => page.$(selector).then((el) => el !== null);
  const until = <T>(read: () => Promise<T>, ok: (value: T) => boolean) => waitFor(read, ok, 10_000);
  const pathOf = (page: Page) => page.evaluate(() => window.location.pathname);
  /** The page's socket connects shortly after the first paint; a switch before it would be caught up anyway. */
  const settled = (page: Page) =>
    until(
      () => page.evaluate(() => performance.now()),
      (ms) => ms > 2500,
    );

  it('darkTheme: off, a page in the dark appearance turns light and the appearance picker goes; on, both come back', async () => {
    const page = await openPage(browser, app.url, '/', { theme: 'dark' });
    try {
      await settled(page);
      expect(await page.$eval('html', (h) => h.dataset.theme)).to.equal('dark');
      expect(await present(page, '.picker--theme')).to.equal(true);
      await setFlag('darkTheme', false);
      await until(
        () => page.$eval('html', (h) => h.dataset.theme),
        (t) => t === 'light',
      );
      expect(await present(page, '.picker--theme')).to.equal(false);
      await setFlag('darkTheme', null);
      await until(
        () => page.$eval('html', (h) => h.dataset.theme),
        (t) => t === 'dark',
      );
    } finally {
      await setFlag('darkTheme', null);
      await closePage(page);
    }
  });

  it('gameSwitcher: on, the header offers the game switch at once; off, it goes', async () => {
    const page = await openPage(browser, app.url, '/');
    try {
      await settled(page);
      expect(await present(page, '.header__game')).to.equal(false);
      await setFlag('gameSwitcher', true);
      await until(
        () => present(page, '.header__game'),
        (shown) => shown,
      );
      await setFlag('gameSwitcher', null);
      await until(
        () => present(page, '.header__game'),
        (shown) => !shown,
      );
    } finally {
      await setFlag('gameSwitcher', null);
      await closePage(page);
    }
  });

  it('techWorks: on, a service under maintenance shows the maintenance page; off, the page itself shows', async () => {
    const maintenanceShown = async (page: Page) =>
      (await page.$$eval('#error-title', (els) => els.map((e) => e.textContent ?? ''))).some((t) =>
        t.includes('under maintenance'),
      );
    await api(app.url, 'PUT', '/api/admin/maintenance/adopt/sales', { token: ADMIN, body: { mode: 'update' } });
    const page = await openPage(browser, app.url, '/');
    try {
      await until(
        () => maintenanceShown(page),
        (shown) => shown,
      );
      await settled(page);
      await setFlag('techWorks', false);
      await page.waitForSelector('#hero-title');
      expect(await maintenanceShown(page)).to.equal(false);
      await setFlag('techWorks', null);
      await until(
        () => maintenanceShown(page),
        (shown) => shown,
      );
    } finally {
      await setFlag('techWorks', null);
      await api(app.url, 'DELETE', '/api/admin/maintenance/adopt/sales', { token: ADMIN });
      await closePage(page);
    }
  });

  it('newProfile: off, an open seller page (/user/:id) goes home at once', async () => {
    const page = await openPage(browser, app.url, '/user/someone');
    try {
      await settled(page);
      expect(await pathOf(page)).to.equal('/user/someone');
      await setFlag('newProfile', false);
      await until(
        () => pathOf(page),
        (path) => path === '/',
      );
    } finally {
      await setFlag('newProfile', null);
      await closePage(page);
    }
  });

  it('newMarketBackend: off, a visitor at a /shop item address goes home; on, the address is the item page', async () => {
    const path = '/shop/pets/no-such-pet/999999';
    await setFlag('newMarketBackend', false);
    let page = await openPage(browser, app.url, path);
    try {
      await until(
        () => pathOf(page),
        (p) => p === '/',
      );
    } finally {
      await closePage(page);
      await setFlag('newMarketBackend', null);
    }
    // On: the item page answers for itself (no such item here: its not-found page).
    page = await openPage(browser, app.url, path);
    try {
      await until(
        () => pathOf(page),
        (p) => p !== '/',
      );
      expect(await pathOf(page)).to.not.equal('/');
    } finally {
      await closePage(page);
    }
  });

  it('securityPage: off, an open security settings page goes home (it needs twoFactor on as well)', async () => {
    await setFlag('twoFactor', true);
    const user = await registerUser(app.url);
    const page = await openPage(browser, app.url, '/profile/security-settings', { user });
    try {
      await settled(page);
      expect(await pathOf(page)).to.equal('/profile/security-settings');
      await setFlag('securityPage', false);
      await until(
        () => pathOf(page),
        (p) => p === '/',
      );
    } finally {
      await setFlag('securityPage', null);
      await setFlag('twoFactor', null);
      await closePage(page);
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1440]) {
      it(`spec 4.10 DEV_STATUS_CHANGE: development shows a banner, testing a badge, live nothing (${theme}, ${width} px, screenshots)`, async () => {
        const page = await openPage(browser, app.url, '/', { theme, width });
        try {
          await settled(page);
          expect(await present(page, '.dev-status')).to.equal(false);
          await setDevStatus('development');
          await page.waitForSelector('[data-dev-status="development"]');
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(width);
          await page.screenshot({ path: artifactPath(`e2e/dev-status-development-${theme}-${width}.png`) });
          await setDevStatus('testing');
          await page.waitForSelector('[data-dev-status="testing"]');
          await page.screenshot({ path: artifactPath(`e2e/dev-status-testing-${theme}-${width}.png`) });
          await setDevStatus(null);
          await until(
            () => present(page, '.dev-status'),
            (shown) => !shown,
          );
        } finally {
          await setDevStatus(null);
          await closePage(page);
        }
      });
    }
  }

  it('the dev status set before a page opens is shown from its first load (GET /api/flags carries it)', async () => {
    await setDevStatus('development');
    const page = await openPage(browser, app.url, '/');
    try {
      await page.waitForSelector('[data-dev-status="development"]');
    } finally {
      await setDevStatus(null);
      await closePage(page);
    }
  });

  describe('the console: /admin/switches', () => {
    const click = async (page: Page, selector: string) => {
      await page.waitForSelector(selector);
      await page.$eval(selector, (el) => (el as HTMLElement).click());
    };
    const maintenanceShown = async (page: Page) =>
      (await page.$$eval('#error-title', (els) => els.map((e) => e.textContent ?? ''))).some((t) =>
        t.includes('under maintenance'),
      );

    it('an admin switches a flag, a maintenance, the season and the dev status; a visitor page follows each live', async () => {
      const admin = await registerUser(app.url);
      const granted = await api(app.url, 'PUT', `/api/admin/users/${userIdOf(admin)}/role`, {
        token: ADMIN,
        body: { role: 'admin' },
      });
      expect(granted.status).to.equal(200);
      const staff = await openPage(browser, app.url, '/admin/switches', { user: admin });
      const visitor = await openPage(browser, app.url, '/');
      try {
        await settled(visitor);
        await staff.waitForSelector('.switches__flag[data-flag="gameSwitcher"] input');
        // A flag: the visitor's header offers the game switch.
        await click(staff, '.switches__flag[data-flag="gameSwitcher"] input');
        await visitor.waitForSelector('.header__game');
        await staff.waitForSelector('.switches__flag[data-flag="gameSwitcher"] [data-status="override"]');
        await click(staff, '.switches__flag[data-flag="gameSwitcher"] button');
        await until(
          () => present(visitor, '.header__game'),
          (shown) => !shown,
        );
        // A maintenance of the market: the visitor's home becomes the maintenance page, and back.
        const sales = '.switches__service[data-game="adopt"][data-service="sales"]';
        await click(staff, `${sales} button`);
        await until(
          () => maintenanceShown(visitor),
          (shown) => shown,
        );
        await staff.waitForSelector(`${sales}[data-up="false"]`);
        await click(staff, `${sales} button.btn--ghost`);
        await until(
          () => maintenanceShown(visitor),
          (shown) => !shown,
        );
        // The season.
        await staff.select('#switches-season', 'NEW_YEAR_2024');
        await until(
          () => visitor.$eval('html', (h) => h.classList.contains('season-new-year-2024')),
          (on) => on,
        );
        await staff.select('#switches-season', 'DEFAULT');
        // The dev status.
        await staff.$$eval('.switches__dev-status .segmented__item', (items) =>
          (items.find((i) => i.textContent === 'development') as HTMLElement).click(),
        );
        await visitor.waitForSelector('[data-dev-status="development"]');
        await staff.waitForSelector('[data-dev-status="development"]');
      } finally {
        await setDevStatus(null);
        await api(app.url, 'PUT', '/api/admin/season', { token: ADMIN, body: { season: 'DEFAULT' } });
        await closePage(staff);
        await closePage(visitor);
      }
    });

    for (const theme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        it(`the switches panel with a maintenance and an override on (${theme}, ${width} px, screenshot)`, async () => {
          const admin = await registerUser(app.url);
          await api(app.url, 'PUT', `/api/admin/users/${userIdOf(admin)}/role`, {
            token: ADMIN,
            body: { role: 'admin' },
          });
          await api(app.url, 'PUT', '/api/admin/maintenance/mm2/trades', {
            token: ADMIN,
            body: { mode: 'tradesUpdate', until: new Date(Date.now() + 3_600_000).toISOString() },
          });
          await setFlag('reviews', false);
          const staff = await openPage(browser, app.url, '/admin/switches', { user: admin, theme, width });
          try {
            await staff.waitForSelector('.switches__flag[data-flag="reviews"] [data-status="override"]');
            await staff.waitForSelector('.switches__service[data-game="mm2"][data-service="trades"][data-up="false"]');
            expect(await staff.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(width);
            await staff.screenshot({ path: artifactPath(`e2e/admin-switches-${theme}-${width}.png`), fullPage: true });
            // Each section on its own, readable at a phone's width.
            const sections = await staff.$$('.switches__section');
            for (const [i, section] of sections.entries()) {
              await section.screenshot({ path: artifactPath(`e2e/admin-switches-${theme}-${width}-part${i + 1}.png`) });
            }
          } finally {
            await setFlag('reviews', null);
            await api(app.url, 'DELETE', '/api/admin/maintenance/mm2/trades', { token: ADMIN });
            await closePage(staff);
          }
        });
      }
    }
  });
});
