import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { messages } from '../support/messages';
import { registerUser, signInAgain, type TestUser } from '../support/users';
import { topUp, userIdOf } from '../support/wallet';
import { click, closePage, noOverflow, openPage, text, textIs, type } from './page-steps';

// The operators' console in Chromium (issue 19 "tried as an admin would"): a player is told the console is for staff;
// an admin grants a user the operator role, decides a cash-out, blocks a user with a reason, switches a maintenance
// mode while a player's page is open (it reacts at once) and reads all of it in the audit log; the new operator sees
// only the sections the role opens. At 1440 and 390 px. WEB_DIST=<folder> serves another build of the web app.
const t = messages('en');
const ADMIN = 'console-admin-token-for-e2e-0123456789';
const DAY_MS = 86_400_000;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: artifactPath(`e2e/admin-${name}.png`), fullPage: true });
}

const sectionLinks = (page: Page) =>
  page.$$eval('.admin-nav__link', (links) =>
    links.map((l) => (l.className.match(/admin-nav__link--([\w-]+)/) ?? [])[1]),
  );

describe('e2e: the operators’ console — roles, a cash-out, a block, a maintenance switch, the audit log', function () {
  this.timeout(240_000);
  let app: TestApp;
  let browser: TestBrowser;
  const clock = new TestClock();
  let admin: TestUser;
  let helper: TestUser;
  let player: TestUser;
  let cashoutId = '';
  let consolePage: Page;

  before(async () => {
    [app, browser] = await Promise.all([
      startTestApp({
        clock,
        env: { ADMIN_TOKEN: ADMIN, ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) },
      }),
      browserForFile(),
    ]);
    [admin, helper, player] = await Promise.all([
      registerUser(app.url, { main_currency: 'usd' }),
      registerUser(app.url, { main_currency: 'usd' }),
      registerUser(app.url, { main_currency: 'usd' }),
    ]);
    const granted = await api(app.url, 'PUT', `/api/admin/users/${userIdOf(admin)}/role`, {
      token: ADMIN,
      body: { role: 'admin' },
    });
    expect(granted.status, JSON.stringify(granted.body)).to.equal(200);
    // The player's cash-out: topped up, cashable 10 days later (spec trading-core 9).
    await topUp(app, player.access_token, '30');
    clock.advance(10 * DAY_MS + 1000);
    await Promise.all([admin, helper, player].map((who) => signInAgain(app.url, who)));
    const made = await api(app.url, 'POST', '/api/wallet/cashouts', {
      body: { amount: '20', currency: 'usd', method: 'ewallet_a', destination: 'WALLET 1234 5678' },
      token: player.access_token,
    });
    expect(made.status, JSON.stringify(made.body)).to.equal(200);
    cashoutId = made.body.id;
  });
  after(async () => {
    if (consolePage) await closePage(consolePage).catch(() => undefined);
    await browser?.close();
    await app?.stop();
  });

  it('a player opening /admin is told the console is for staff; the user menu offers it to staff only', async () => {
    const page = await openPage(browser, app.url, '/admin', { user: player });
    try {
      await page.waitForSelector('.admin-no-access');
      expect(await text(page, '.admin-no-access .market-state__title')).to.equal(t['admin.noAccess']);
      await page.click('#user-menu-button');
      await page.waitForSelector('[role="menu"] [role="menuitem"]');
      expect(await page.$('[role="menu"] a[href="/admin"]')).to.equal(null);
    } finally {
      await closePage(page);
    }
  });

  it('an admin opens the console from the user menu and sees every section', async () => {
    consolePage = await openPage(browser, app.url, '/', { user: admin });
    await click(consolePage, '#user-menu-button');
    await click(consolePage, '[role="menu"] a[href="/admin"]');
    await consolePage.waitForSelector('#admin-console[data-section="cashouts"]');
    expect(await sectionLinks(consolePage)).to.deep.equal([
      'cashouts',
      'store-links',
      'users',
      'bots',
      'analytics',
      'switches',
      'promo-codes',
      'audit',
    ]);
  });

  it('the admin decides the cash-out: paid leaves the waiting list and the ledger settles it', async () => {
    const row = `tr[data-cashout-id="${cashoutId}"]`;
    await consolePage.waitForSelector(row);
    await shot(consolePage, 'cashouts');
    await click(consolePage, `${row} button[data-decision="paid"]`);
    await consolePage.waitForSelector(row, { hidden: true });
    const mine = await api(app.url, 'GET', '/api/wallet/cashouts', { token: player.access_token });
    expect(mine.body.rows[0]).to.include({ id: cashoutId, status: 'paid' });
  });

  it('the admin finds a user and grants the operator role; that operator sees only what the role opens', async () => {
    await click(consolePage, '.admin-nav__link--users');
    await type(consolePage, '.admin-users input[name="q"]', helper.username);
    await click(consolePage, `.admin-users__pick[data-user-id="${userIdOf(helper)}"]`);
    await consolePage.waitForSelector('.admin-user select[name="role"]');
    await consolePage.select('.admin-user select[name="role"]', 'operator');
    await consolePage.waitForFunction(
      (id) => document.querySelector(`.admin-users__pick[data-user-id="${id}"]`)?.textContent?.includes('operator'),
      {},
      userIdOf(helper),
    );
    await shot(consolePage, 'users');
    const page = await openPage(browser, app.url, '/admin', { user: helper });
    try {
      await page.waitForSelector('#admin-console[data-role="operator"]');
      expect(await sectionLinks(page)).to.deep.equal(['cashouts', 'store-links', 'users', 'bots', 'analytics']);
    } finally {
      await closePage(page);
    }
  });

  it('the admin blocks a user with a reason: the account is signed out and cannot sign in', async () => {
    await type(consolePage, '.admin-users input[name="q"]', player.username);
    await click(consolePage, `.admin-users__pick[data-user-id="${userIdOf(player)}"]`);
    await consolePage.waitForSelector(`.admin-user[data-user-id="${userIdOf(player)}"] input[name="reason"]`);
    await type(consolePage, '.admin-user input[name="reason"]', 'Chargeback on the top-up');
    await click(consolePage, '.admin-user .admin-actions button');
    await consolePage.waitForSelector('.admin-user [data-blocked="true"]');
    expect(await text(consolePage, '.admin-user [data-blocked="true"]')).to.include('Chargeback on the top-up');
    const login = await api(app.url, 'POST', '/api/user/login', {
      body: { email: player.email, password: player.password },
    });
    expect([login.status, login.body.errorCode]).to.deep.equal([403, 'ACCOUNT_BLOCKED']);
  });

  it('the admin switches sales maintenance on: a visitor’s open home page shows the maintenance page at once', async () => {
    const visitor = await openPage(browser, app.url, '/');
    try {
      await click(consolePage, '.admin-nav__link--switches');
      const sales = '.switches__service[data-game="adopt"][data-service="sales"]';
      await consolePage.waitForSelector(`${sales}[data-up="true"]`);
      await click(consolePage, `${sales} .switches__service-form button`);
      await consolePage.waitForSelector(`${sales}[data-up="false"]`);
      await shot(consolePage, 'switches');
      await visitor.waitForFunction(() => document.querySelector('#error-title')?.textContent?.includes('maintenance'));
      await click(consolePage, `${sales} .switches__service-form button:last-of-type`);
      await consolePage.waitForSelector(`${sales}[data-up="true"]`);
      await visitor.waitForSelector('#hero-title');
    } finally {
      await closePage(visitor);
    }
  });

  it('the admin creates a promo code in the console: it is listed with its prize, and the check finds it', async () => {
    await click(consolePage, '.admin-nav__link--promo-codes');
    await type(consolePage, '.admin-form input[name="code"]', 'CONSOLE2');
    await type(consolePage, '.admin-form input[name="prize"]', '2');
    await click(consolePage, '.admin-form button[type="submit"]');
    await consolePage.waitForSelector('tr[data-code="CONSOLE2"]');
    expect(await text(consolePage, 'tr[data-code="CONSOLE2"]')).to.include('2 free spins');
    await shot(consolePage, 'promo-codes');
    const check = await api(app.url, 'GET', '/api/user/promocodes/absolute_promo?code=CONSOLE2', {
      token: admin.access_token,
    });
    expect(check.body.code).to.equal('CONSOLE2');
  });

  it('the audit log shows each of these actions with who did it and the state before and after', async () => {
    await click(consolePage, '.admin-nav__link--audit');
    await consolePage.waitForSelector('.admin-audit__entry');
    const actions = await consolePage.$$eval('.admin-audit__entry', (entries) =>
      entries.map((e) => e.getAttribute('data-action')),
    );
    for (const action of [
      'POST /admin/cashouts/:id',
      'PUT /admin/users/:id/role',
      'POST /admin/users/:id/block',
      'PUT /admin/maintenance/:game/:service',
      'DELETE /admin/maintenance/:game/:service',
      'POST /admin/promocodes',
    ])
      expect(actions, action).to.include(action);
    const block = '.admin-audit__entry[data-action="POST /admin/users/:id/block"]';
    expect(await text(consolePage, `${block} .admin-audit__head`)).to.include(admin.username);
    expect(await text(consolePage, `${block} .admin-audit__detail`)).to.include('Chargeback on the top-up');
    // What changed comes first: the granted role, user → operator.
    const role =
      '.admin-audit__entry[data-action="PUT /admin/users/:id/role"] .admin-audit__changes [data-field="role"]';
    expect(await text(consolePage, role)).to.equal('role: "user" → "operator"');
    await shot(consolePage, 'audit');
    await type(consolePage, '.admin-audit input[name="action"]', 'cashouts');
    await textIs(consolePage, '.admin-audit__entry .admin-audit__head code', 'POST /admin/cashouts/:id');
  });

  it('at 390 px the console stacks its navigation above the panel without overflowing', async () => {
    const phone = await openPage(browser, app.url, '/admin/audit', { user: admin, width: 390, theme: 'dark' });
    try {
      await phone.waitForSelector('.admin-audit__entry');
      await noOverflow(phone, 390);
      await shot(phone, 'phone-dark');
    } finally {
      await closePage(phone);
    }
  });
});
