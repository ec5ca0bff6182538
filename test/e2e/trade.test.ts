import { expect } from 'chai';
import pg from 'pg';
import type { Page } from 'puppeteer-core';
import type { WorldAdmin } from '../../bots';
import type { AccountView, InventoryItemView } from '../../modules/inventory-sync/inventory.schemas';
import { startTestApp, type TestApp } from '../support/app';
import { newPlayer, servicesOf } from '../support/bots';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { messages } from '../support/messages';
import { waitFor } from '../support/socket';
import { registerUser, type TestUser } from '../support/users';
import { click, signUp, text, toast, type } from './page-steps';
import { goToSettled } from './settled';

const t = messages('en');
const PASSWORD = 'Sell1!pets';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const shot = (page: Page, name: string) =>
  page.screenshot({ path: artifactPath(`e2e/trade-${name}.png`), fullPage: true });
/** One part of the page (a full-page shot of a scrolled page draws the sticky header mid-page). */
async function shotOf(page: Page, selector: string, name: string) {
  await (await page.waitForSelector(selector))!.screenshot({ path: artifactPath(`e2e/trade-${name}.png`) });
}
/** A message with its placeholders filled the way the page fills them. */
const fill = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((m, [k, v]) => m.replaceAll(`{${k}}`, String(v)), t[id]!);
const card = (accountId: string) => `.account-card[data-account-id="${accountId}"]`;
const userIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;

/**
 * A new seller's whole path (spec trading-core 2 /profile/trade, /profile/trade/connected, /profile/trade/inventory,
 * 4 linked accounts and sync, 7 addAcc, startSync, deleteSync, itemsAdd, 8 their errors and sync codes).
 */
describe('e2e: selling in Chromium (link a game account by cookie, sync it, list its items)', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: TestBrowser;
  let world: WorldAdmin;
  let db: pg.Client;

  before(async () => {
    [app, browser] = await Promise.all([
      startTestApp({ env: { BOTS_TIME_SCALE: '0', BOTS_PER_GAME: '2' } }),
      browserForFile(),
    ]);
    world = servicesOf(app.container).world;
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
  });
  after(async () => {
    await db?.end();
    await browser?.close();
    await app?.stop();
  });

  async function open(
    user: TestUser | null,
    path: string,
    options: { width?: number; theme?: 'light' | 'dark' } = {},
  ): Promise<Page> {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: options.width ?? 1440, height: 900 });
    await page.evaluateOnNewDocument((th) => localStorage.setItem('theme', th), options.theme ?? 'light');
    if (user) {
      await page.setCookie(
        { name: 'access_token', value: user.access_token, url: app.url },
        { name: 'refresh_token', value: user.refresh_token, url: app.url },
      );
    }
    await goToSettled(page, `${app.url}${path}`);
    return page;
  }
  const close = (page: Page) => page.browserContext().close();
  const accountsOf = async (user: TestUser) =>
    (await api(app.url, 'GET', '/api/adopt/accounts', { token: user.access_token })).body.accounts as AccountView[];
  const noOverflow = async (page: Page, width: number) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(width);

  /** A seller (through the API) with a scripted player's account linked, synced once, and `listed` items on sale. */
  async function syncedSeller(items: number, listed: number) {
    const user = await registerUser(app.url);
    const player = await newPlayer(world, 'adopt', {}, items);
    const linked = await api(app.url, 'POST', '/api/adopt/accounts', {
      token: user.access_token,
      body: { cookie: player.account.session_cookie },
    });
    expect(linked.status, JSON.stringify(linked.body)).to.equal(201);
    const accountId = linked.body.account.id as string;
    expect(
      (await api(app.url, 'POST', `/api/adopt/accounts/${accountId}/sync`, { token: user.access_token })).status,
    ).to.equal(202);
    await waitFor(
      () => accountsOf(user),
      (a) => a[0]?.sync === null && a[0].status === 'success',
      15_000,
    );
    if (listed > 0) {
      const views = (await api(app.url, 'GET', '/api/adopt/inventory?currency=eur', { token: user.access_token })).body
        .items as InventoryItemView[];
      const body = {
        currency: 'eur',
        items: views
          .slice(0, listed)
          .map((v) => ({ id: v.id, price: Math.max(v.bounds.min.amount, v.recommended.amount) / 100 })),
      };
      expect(
        (await api(app.url, 'POST', '/api/adopt/inventory/sale/add', { token: user.access_token, body })).status,
      ).to.equal(200);
    }
    return { user, player, accountId };
  }

  it('a new user signs up, links a game account by its session cookie, syncs it live, lists two items and finds them on the market', async () => {
    const page = await open(null, '/');
    try {
      const tag = Date.now().toString(36);
      await signUp(page, { email: `seller.${tag}@example.com`, username: `Seller_${tag}`, password: PASSWORD });

      // The home page's "Start selling" leads to the hub, empty for a new user, which leads to linking.
      await click(page, `.hero__actions a[href="/profile/trade"]`);
      await page.waitForSelector('#trade-empty');
      expect(await text(page, '#trade-empty-title')).to.equal(t['trade.empty.title']);
      expect(await text(page, '.profile-nav__link--trade')).to.equal(t['trade.nav.hub']);
      await click(page, '#trade-empty .seller-empty__action');
      await page.waitForFunction(() => location.pathname === '/profile/trade/connected');
      await page.waitForSelector('#link-form');
      expect(await page.$eval('#connected-none', (el) => el.textContent)).to.equal(t['trade.connected.empty']);
      // The how-to names the development game console, linked on this (local) server.
      expect(await page.$eval('#cookie-howto-dev a', (a) => a.getAttribute('href'))).to.equal('/dev/game-console');

      // The form checks the cookie as the server does (16 to 4096 visible characters) before sending it...
      await type(page, 'input[name="cookie"]', 'a cookie with spaces in it');
      await click(page, '#link-submit');
      await page.waitForSelector('input[name="cookie"][aria-invalid="true"]');
      expect(await text(page, '.link-account__cookie .field__error')).to.equal(t['trade.link.error.symbols']);
      await type(page, 'input[name="cookie"]', 'short');
      await click(page, '#link-submit');
      await page.waitForFunction(
        (m) => document.querySelector('.link-account__cookie .field__error')?.textContent === m,
        {},
        fill('validation.tooShort', { min: 16 }),
      );
      // ...and an unknown cookie is the server's NOT_FOUND, shown on the field.
      await type(page, 'input[name="cookie"]', 'x'.repeat(40));
      await click(page, '#link-submit');
      await page.waitForFunction(
        (m) => document.querySelector('.link-account__cookie .field__error')?.textContent === m,
        {},
        t['trade.link.error.notFound'],
      );
      await shotOf(page, '.link-account', 'link-not-found-1440');

      // A player of the simulated game (as the game console makes them) and its session cookie.
      const player = await newPlayer(world, 'adopt', {}, 6);
      await type(page, 'input[name="cookie"]', player.account.session_cookie);
      await click(page, '#link-submit');
      await page.waitForSelector('#link-done');
      await page.waitForSelector('#connected-accounts .account-card');
      const accountId = await page.$eval(
        '#connected-accounts .account-card',
        (el) => el.getAttribute('data-account-id')!,
      );
      expect(await text(page, `${card(accountId)} .account-card__name`)).to.equal(player.account.nickname);
      expect(await text(page, `${card(accountId)} .account-card__status`)).to.equal(t['inventory.accountStatus.setup']);
      expect(await text(page, `${card(accountId)} .account-card__game`)).to.equal(t['game.adopt.name']);
      expect(await page.$eval('input[name="cookie"]', (el) => (el as HTMLInputElement).value)).to.equal('');

      // To the hub: Sync now, and the timeline runs to its end.
      await click(page, '#link-done a');
      await page.waitForFunction(() => location.pathname === '/profile/trade');
      await page.waitForSelector(`${card(accountId)} .account-card__sync:not([disabled])`);
      expect(await text(page, `${card(accountId)} .account-card__synced-at`)).to.equal(t['trade.account.neverSynced']);
      await click(page, `${card(accountId)} .account-card__sync`);
      await page.waitForSelector(`${card(accountId)} .sync-timeline`);
      await page.waitForSelector(`${card(accountId)} .sync-timeline[data-state="finished"]`, { timeout: 20_000 });
      expect(await text(page, `${card(accountId)} .sync-timeline__status`)).to.equal('Done: 6 items loaded');
      expect(
        await page.$$eval(`${card(accountId)} .sync-step`, (steps) => steps.map((s) => s.getAttribute('data-state'))),
      ).to.deep.equal(['done', 'done', 'done', 'done', 'done']);
      expect(await page.$eval(`${card(accountId)} .sync-timeline__status`, (el) => el.getAttribute('role'))).to.equal(
        'status',
      );
      await page.waitForFunction(
        (sel) => document.querySelector(sel)?.getAttribute('data-status') === 'success',
        {},
        card(accountId),
      );
      expect(await text(page, `${card(accountId)} .account-card__status`)).to.equal(
        t['inventory.accountStatus.success'],
      );
      expect(await text(page, `${card(accountId)} .account-card__count`)).to.equal('6 items · 0 on sale');
      // Once per 20 minutes: Sync now waits, counting down.
      expect(
        await page.$eval(`${card(accountId)} .account-card__sync`, (b) => (b as HTMLButtonElement).disabled),
      ).to.equal(true);
      expect(await text(page, `${card(accountId)} .account-card__sync`)).to.match(/^Sync in (19:[0-5]\d|20:00)$/);
      expect(await text(page, '.trade-link--inventory .trade-link__meta')).to.equal('6 items');
      await shotOf(page, card(accountId), 'hub-synced-1440');

      // The inventory: list two items at their recommended prices with the price dialog.
      await click(page, '.trade-link--inventory');
      await page.waitForFunction(() => location.pathname === '/profile/trade/inventory');
      await waitFor(
        async () => (await page.$$('.inv-card')).length,
        (n) => n === 6,
      );
      const ids = await page.$$eval('.inv-card', (cards) =>
        cards.slice(0, 2).map((c) => c.getAttribute('data-item-id')!),
      );
      for (const id of ids) await click(page, `.inv-card[data-item-id="${id}"] .inv-card__select input`);
      await click(page, '#inventory-put-on-sale');
      await page.waitForSelector('.modal.is-open .price-row', { visible: true });
      await pause(400);
      expect(await page.$$('.modal.is-open .price-row')).to.have.length(2);
      await click(page, '#price-use-recommended-all');
      await click(page, '#price-submit');
      await toast(page, '2 items are on sale');
      for (const id of ids) await page.waitForSelector(`.inv-card[data-item-id="${id}"][data-status="on_sale"]`);

      // Items on sale: the same page, filtered.
      await click(page, '.profile-nav__link--onSale');
      await page.waitForFunction(() => location.pathname === '/profile/trade/inventory/sale');
      await waitFor(
        async () => (await page.$$('.inv-card')).length,
        (n) => n === 2,
      );

      // On the market: the seller's page shows both.
      const token = (await page.cookies()).find((c) => c.name === 'access_token')!.value;
      const market = await open(null, `/user/${userIdOf(token)}`);
      await market.waitForSelector('#seller-cards .item-card');
      expect(await text(market, '#seller-on-sale')).to.equal('2 items');
      await close(market);
    } finally {
      await close(page);
    }
  });

  it('spec trading-core 8 inventory sync failure 505: the timeline fails with its text and the account says so', async () => {
    const user = await registerUser(app.url);
    const player = await newPlayer(world, 'adopt', {}, 3);
    const linked = await api(app.url, 'POST', '/api/adopt/accounts', {
      token: user.access_token,
      body: { cookie: player.account.session_cookie },
    });
    const accountId = linked.body.account.id as string;
    await world.inject(player.account.id, '505');
    const page = await open(user, '/profile/trade', { width: 375 });
    try {
      await click(page, `${card(accountId)} .account-card__sync`);
      await page.waitForSelector(`${card(accountId)} .sync-timeline[data-state="failed"]`, { timeout: 20_000 });
      const reason = t['trade.syncCode.505']!;
      expect(await text(page, `${card(accountId)} .sync-timeline__status`)).to.equal(
        fill('trade.timeline.failed', { reason }),
      );
      // A ban shows on entering the game: the session check passed, the rest did not happen.
      expect(
        await page.$$eval(`${card(accountId)} .sync-step`, (steps) => steps.map((s) => s.getAttribute('data-state'))),
      ).to.deep.equal(['done', 'done', 'failed', 'pending', 'failed']);
      await page.waitForSelector(`${card(accountId)} .account-card__failure[data-code="505"]`);
      expect(await text(page, `${card(accountId)} .account-card__failure`)).to.equal(
        fill('trade.account.lastFailure', { reason }),
      );
      expect(await text(page, `${card(accountId)} .account-card__status`)).to.equal(
        t['inventory.accountStatus.tempBlocked'],
      );
      await noOverflow(page, 375);
      await shotOf(page, card(accountId), 'sync-failed-375');
      // Hidden on request; the account keeps the failure.
      await click(page, `${card(accountId)} .sync-timeline__dismiss`);
      await page.waitForSelector(`${card(accountId)} .sync-timeline`, { hidden: true });
      expect(await page.$(`${card(accountId)} .account-card__failure`)).to.not.equal(null);
    } finally {
      await close(page);
    }
  });

  it('spec trading-core 4, 8 cancel sync: a sync waiting in line for its account can be cancelled; unlinking asks first', async () => {
    const user = await registerUser(app.url);
    const player = await newPlayer(world, 'adopt', {}, 2);
    const linked = await api(app.url, 'POST', '/api/adopt/accounts', {
      token: user.access_token,
      body: { cookie: player.account.session_cookie },
    });
    const accountId = linked.body.account.id as string;
    // Another flow holds the account (as a delivery will): the sync waits in line.
    await db.query('UPDATE bots.linked_accounts SET busy_flow_id = gen_random_uuid() WHERE account_id = $1', [
      player.account.id,
    ]);
    const page = await open(user, '/profile/trade/connected');
    try {
      await click(page, `${card(accountId)} .account-card__sync`);
      await page.waitForSelector(`${card(accountId)} .account-card__cancel-sync`, { timeout: 15_000 });
      await page.waitForFunction(
        (sel, m) => document.querySelector(sel)?.textContent === m,
        {},
        `${card(accountId)} .sync-timeline__status`,
        t['trade.timeline.delayed'],
      );
      expect(await text(page, `${card(accountId)} .account-card__status`)).to.equal(
        t['inventory.accountStatus.loading'],
      );
      expect(
        await page.$eval(`${card(accountId)} .sync-step[data-state="current"]`, (s) => s.getAttribute('data-stage')),
      ).to.equal('searching_bot');
      await shotOf(page, card(accountId), 'sync-waiting-1440');
      await click(page, `${card(accountId)} .account-card__cancel-sync`);
      await toast(page, fill('trade.sync.cancelled', { nickname: player.account.nickname }));
      await page.waitForSelector(`${card(accountId)} .sync-timeline[data-state="cancelled"]`, { timeout: 15_000 });
      expect(await text(page, `${card(accountId)} .sync-timeline__status`)).to.equal(t['trade.timeline.cancelled']);

      // Unlink: a question first, then the account is gone and the form says none is linked.
      await click(page, `${card(accountId)} .account-card__unlink`);
      await page.waitForSelector('.modal.is-open #unlink-dialog', { visible: true });
      await pause(400);
      expect(await text(page, '#unlink-dialog .price-form__title')).to.equal(
        fill('trade.unlink.title', { nickname: player.account.nickname }),
      );
      await click(page, '#unlink-dialog .confirm-dialog__confirm');
      await toast(page, fill('trade.unlink.done', { nickname: player.account.nickname }));
      await page.waitForSelector('#connected-none');
      expect(await accountsOf(user)).to.have.length(0);
    } finally {
      await close(page);
    }
  });

  it('the seller pages at 375 and 1440 px, light and dark: nothing wider than the screen', async () => {
    const { user } = await syncedSeller(5, 2);
    const pages: [string, string, string][] = [
      ['hub', '/profile/trade', '#trade-accounts .account-card'],
      ['connected', '/profile/trade/connected', '#connected-accounts .account-card'],
      ['inventory', '/profile/trade/inventory', '.inv-card'],
      ['sale', '/profile/trade/inventory/sale', '.inv-card'],
    ];
    for (const theme of ['light', 'dark'] as const) {
      const page = await open(user, '/profile/trade', { theme });
      try {
        for (const width of [375, 1440]) {
          await page.setViewport({ width, height: 900 });
          for (const [name, path, ready] of pages) {
            await page.goto(`${app.url}${path}`, { waitUntil: 'load' });
            await page.waitForSelector(ready);
            await pause(300);
            await noOverflow(page, width);
            await shot(page, `${name}-${width}-${theme}`);
          }
        }
      } finally {
        await close(page);
      }
    }
  });
});
