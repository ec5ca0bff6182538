import { expect } from 'chai';
import pg from 'pg';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { waitFor } from '../support/socket';
import { registerUser } from '../support/users';
import { userIdOf } from '../support/wallet';
import { closePage, noOverflow, openPage, signUp, tokensOf } from './page-steps';

const ADMIN = 'analytics-e2e-admin-token-0123456789';
/** A web build of one's own (`WEB_DIST=/tmp/dist-x npx mocha ...`), else web/dist. */
const WEB_DIST: Record<string, string> = process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {};

/** Goes to another route inside the app, as a link does (no page load). */
const navigate = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** Makes the queue flush now: it flushes every 60 s and when the tab is hidden (a closing tab sends what it has). */
const hideTab = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/**
 * Analytics in Chromium (spec accounts-platform 2.4 page_visit per route, 3 queue / UTM / A-B record, 4.6, 4.12) and
 * the console's analytics panel (issue 19).
 */
describe('e2e: analytics queue, A-B variants and the console panel', function () {
  this.timeout(90_000);
  let app: TestApp;
  let browser: TestBrowser;
  let db: pg.Pool;
  const eventsOf = async (trackId: string) =>
    (
      await db.query('SELECT event, payload, user_id, ab_name FROM analytics.events WHERE track_id = $1 ORDER BY id', [
        trackId,
      ])
    ).rows;
  const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

  before(async () => {
    [app, browser] = await Promise.all([startTestApp({ env: { ADMIN_TOKEN: ADMIN, ...WEB_DIST } }), browserForFile()]);
    db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
  });
  after(async () => {
    await db?.end();
    await browser?.close();
    await app?.stop();
  });

  it('spec 2.4 / 4.12: page_visit events with the route names reach the server after navigating, with the UTM values (spec 3)', async () => {
    const page = await openPage(browser, app.url, '/?utm_source=e2e&utm_medium=test&utm_campaign=winter');
    try {
      // Each route change counts, even one left before its lazy page finished loading.
      for (const path of ['/terms', '/rbx', '/storyPage']) await navigate(page, path);
      await page.waitForNetworkIdle({ idleTime: 300 });
      // The queue loads once the page is idle, then keeps a trackId in local storage.
      const trackId = await waitFor(
        () => storage(page, 'trackId'),
        (id) => !!id,
        10_000,
      );
      await waitFor(
        async () => JSON.parse((await storage(page, 'analytics-queue')) ?? '[]').length,
        (n) => n >= 4,
        10_000,
      );
      expect(await eventsOf(trackId!)).to.deep.equal([]);
      await hideTab(page);
      const events = await waitFor(
        () => eventsOf(trackId!),
        (rows) => rows.length >= 4,
        10_000,
      );
      expect(events.map((e) => [e.event, e.payload.route])).to.deep.equal([
        ['page_visit', 'home'],
        ['page_visit', 'terms'],
        ['page_visit', 'rbx'],
        ['page_visit', 'storyPage'],
      ]);
      for (const e of events)
        expect(e.payload.utm).to.deep.equal({ source: 'e2e', medium: 'test', campaign: 'winter' });
      // Cleared on the 201; the data layer kept every event with the A-B record.
      await waitFor(
        () => storage(page, 'analytics-queue'),
        (q) => q === null,
        5_000,
      );
      const layer = await page.evaluate(() =>
        (window as unknown as { dataLayer: { event: string; route?: string }[] }).dataLayer.filter(
          (e) => e.event === 'page_visit',
        ),
      );
      expect(layer.map((e) => e.route)).to.deep.equal(['home', 'terms', 'rbx', 'storyPage']);
      expect(events[0].ab_name).to.be.oneOf(['email_free_pet', 'exclusive_club']);
    } finally {
      await closePage(page);
    }
  });

  it('spec 4.6: the browser is given its A-B group; it picks the register form a newcomer sees and becomes the user’s group, linked to the trackId (spec 7 cga/create)', async () => {
    const page = await openPage(browser, app.url, '/');
    try {
      const record = await waitFor(
        async () => JSON.parse((await storage(page, 'ab-test')) ?? 'null'),
        (r) => !!r,
        10_000,
      );
      expect(record.version).to.equal(7);
      const tag = Math.random().toString(36).slice(2, 8);
      const user = { email: `ab_${tag}@example.com`, username: `ab_${tag}`, password: 'Passw0rd!' };
      await page.click('.header__signin');
      await page.waitForSelector('.modal.is-open input[name="email"]', { visible: true });
      await page.click('.auth-form__switch .link-button');
      await page.waitForSelector('.modal.is-open input[name="email"]', { visible: true });
      await new Promise((resolve) => setTimeout(resolve, 400));
      // email_free_pet (userGroup 1) sees the free_pet banner; exclusive_club the default form.
      expect(!!(await page.$('.modal.is-open .free-pet'))).to.equal(record.name === 'email_free_pet');
      await page.screenshot({ path: artifactPath(`e2e/analytics-register-${record.name}.png`) });
      await page.keyboard.press('Escape');
      await new Promise((resolve) => setTimeout(resolve, 500));
      await signUp(page, user);
      const tokens = await tokensOf(page);
      const profile = await api(app.url, 'GET', '/api/user/profile', { token: tokens.access_token });
      expect(profile.body.ab_test).to.deep.equal(record);
      // Spec 7 cga/create: the new user is linked to this browser's trackId ("creation of an analytics link").
      const trackId = await storage(page, 'trackId');
      const links = await waitFor(
        async () =>
          (
            await db.query(
              'SELECT l.data FROM identity.cga_links l JOIN identity.users u ON u.id = l.user_id WHERE u.username = $1 AND l.client_id = $2',
              [user.username, trackId],
            )
          ).rows,
        (rows) => rows.length === 1,
        10_000,
      );
      expect(links[0].data.ab_test).to.deep.equal(record);
    } finally {
      await closePage(page);
    }
  });

  it('spec 4.12 consent: with analytics denied nothing is queued or sent', async () => {
    const calls: string[] = [];
    const page = await openPage(browser, app.url, '/', {
      beforeLoad: async (p) => {
        await p.evaluateOnNewDocument(() => localStorage.setItem('analytics-consent', 'denied'));
        p.on('request', (request) => {
          if (request.url().includes('/api/v1/')) calls.push(request.url());
        });
      },
    });
    try {
      await navigate(page, '/terms');
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await hideTab(page);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await storage(page, 'trackId')).to.equal(null);
      expect(await storage(page, 'analytics-queue')).to.equal(null);
      expect(calls).to.deep.equal([]);
    } finally {
      await closePage(page);
    }
  });

  it('issue 19 console: the analytics panel shows events per day, the funnel and page visits (screenshots, light and dark, phone and desktop)', async () => {
    const admin = await registerUser(app.url);
    const granted = await api(app.url, 'PUT', `/api/admin/users/${userIdOf(admin)}/role`, {
      token: ADMIN,
      body: { role: 'admin' },
    });
    expect(granted.status, JSON.stringify(granted.body)).to.equal(200);
    // Visits of its own, so the panel has something to draw whichever tests ran before.
    const visits = ['home', 'terms', 'rbx', 'home'].map((route, n) => ({
      id: `e2e-console-${n}`,
      event: 'page_visit',
      payload: { route },
      datetime: new Date().toISOString(),
    }));
    const sent = await api(app.url, 'POST', '/api/v1/client-events', {
      body: { trackId: 'e2e-console-browser', events: visits },
    });
    expect(sent.status).to.equal(201);
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        const page = await openPage(browser, app.url, '/admin/analytics', { user: admin, theme, width });
        try {
          await page.waitForSelector('.analytics-panel', { timeout: 15_000 });
          await page.waitForSelector('.analytics-panel__chart .uplot', { timeout: 15_000 });
          const routes = await page.$$eval('.analytics-bars code', (els) => els.map((e) => e.textContent));
          expect(routes).to.include.members(['home', 'terms', 'rbx']);
          const funnel = await page.$$eval('.analytics-bars__value', (els) => els.map((e) => e.textContent));
          expect(funnel.length).to.be.greaterThan(3);
          await noOverflow(page, width);
          // Nor is anything inside the panel wider than the panel (a clipped overflow would not show above).
          expect(await page.$eval('.analytics-panel', (el) => el.scrollWidth - el.clientWidth)).to.be.at.most(1);
          await page.screenshot({ path: artifactPath(`e2e/analytics-panel-${theme}-${width}.png`), fullPage: true });
        } finally {
          await closePage(page);
        }
      }
    }
  });
});
