import { expect } from 'chai';
import pg from 'pg';
import type { HTTPRequest, Page } from 'puppeteer-core';
import type { InventoryItemView } from '../../modules/inventory-sync/inventory.schemas';
import { sellerReceives } from '../../modules/market/market.schemas';
import { startTestApp, type TestApp } from '../support/app';
import { click, text, toast } from './page-steps';
import { goToSettled, reloadSettled } from './settled';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { messages } from '../support/messages';
import { seedSeller, type SeededSeller } from '../support/sellers';
import { registerUser, type TestUser } from '../support/users';
import { waitFor } from '../support/socket';

const t = messages('en');
const ADMIN = 'operator-token-for-seller-tests-0123';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Money as the page shows it in English: 1250 eur -> "€12.50". */
const money = (minor: number, currency = 'eur') =>
  new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
const card = (id: string) => `.inv-card[data-item-id="${id}"]`;
const shot = (page: Page, name: string) => page.screenshot({ path: artifactPath(`e2e/seller-${name}.png`) });

async function fill(page: Page, selector: string, value: string) {
  await page.waitForSelector(selector, { visible: true });
  await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.click(selector, { count: 3 });
  await page.type(selector, value);
}

const dialogOpen = async (page: Page, selector: string) => {
  await page.waitForSelector(`.modal.is-open ${selector}`, { visible: true });
  await pause(400); // the 350 ms entry animation moves the dialog
};

describe('e2e: seller screens in Chromium (inventory, listing, freezing, store link, seller page)', function () {
  this.timeout(90_000);
  let app: TestApp;
  let browser: TestBrowser;
  let db: pg.Client;
  const clock = new TestClock();

  const inventory = async (s: SeededSeller, currency = 'eur') =>
    (await api(app.url, 'GET', `/api/adopt/inventory?currency=${currency}`, { token: s.user.access_token })).body
      .items as InventoryItemView[];
  const list = async (s: SeededSeller, ids: string[]) => {
    const views = await inventory(s);
    const items = ids.map((id) => ({ id, price: views.find((v) => v.id === id)!.recommended.amount / 100 }));
    const { status, body } = await api(app.url, 'POST', '/api/adopt/inventory/sale/add', {
      body: { currency: 'eur', items },
      token: s.user.access_token,
    });
    expect(status, JSON.stringify(body)).to.equal(200);
  };
  const sellerMarket = async (s: SeededSeller) =>
    (await api(app.url, 'GET', `/api/adopt/market?seller=${s.userId}&limit=96`)).body;
  const stockOf = async (s: SeededSeller) =>
    ((await sellerMarket(s)).cards as { count: number }[]).reduce((n, c) => n + c.count, 0);

  /** A page signed in as the user (the app keeps its tokens in cookies). */
  async function open(
    user: TestUser | null,
    path: string,
    options: { width?: number; theme?: 'light' | 'dark'; intercept?: (request: HTTPRequest) => Promise<void> } = {},
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
    if (options.intercept) {
      const intercept = options.intercept;
      await page.setRequestInterception(true);
      page.on('request', (request: HTTPRequest) => void intercept(request));
    }
    await goToSettled(page, `${app.url}${path}`);
    return page;
  }
  const close = (page: Page) => page.browserContext().close();

  before(async () => {
    [app, browser] = await Promise.all([startTestApp({ clock, env: { ADMIN_TOKEN: ADMIN } }), browserForFile()]);
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
  });
  after(async () => {
    await db?.end();
    await browser?.close();
    await app?.stop();
  });

  it('a seller without linked accounts sees how selling works and the way to link an account', async () => {
    const user = await registerUser(app.url);
    // /inventory (the header link) is the same page as /profile/trade/inventory.
    const page = await open(user, '/inventory', { width: 375 });
    try {
      await page.waitForSelector('#inventory-no-accounts');
      expect(await page.$eval('.bottom-nav .is-active', (a) => a.getAttribute('href'))).to.equal('/inventory');
      expect(await text(page, '#inventory-no-accounts-title')).to.equal(t['trade.empty.title']);
      expect(
        await page.$$eval('#inventory-no-accounts a', (links) => links.map((a) => a.getAttribute('href'))),
      ).to.deep.equal(['/profile/trade/connected']);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
      await click(page, '#inventory-no-accounts a');
      await page.waitForSelector('#link-form');
    } finally {
      await close(page);
    }
  });

  it('spec trading-core 9: the listing dialog shows what the seller receives after the 20% fee', async () => {
    const seller = await seedSeller(app, 'adopt', [{ slug: 'shadow-dragon' }, { slug: 'giraffe' }]);
    const item = seller.items[0]!;
    const view = (await inventory(seller)).find((v) => v.id === item.id)!;
    const page = await open(seller.user, '/profile/trade/inventory');
    try {
      await page.waitForSelector(card(item.id));
      // The menu has the seller tabs; the account and both items are listed.
      expect(await text(page, '.profile-nav__link--inventory')).to.equal(t['inventory.nav.inventory']);
      expect(await text(page, '.profile-nav__link--onSale')).to.equal(t['inventory.nav.onSale']);
      expect(await text(page, '.account-card__name')).to.equal(seller.account.nickname);
      expect(await page.$$('.inv-card')).to.have.length(2);
      expect(await text(page, `${card(item.id)} .status-badge`)).to.equal(t['itemStatus.normal']);

      await click(page, `${card(item.id)} .inv-card__sell`);
      await dialogOpen(page, '.price-row');
      expect(await text(page, '.price-row__name')).to.equal('Shadow Dragon');
      expect(await text(page, '.price-row__fee')).to.equal(t['inventory.dialog.fee']!.replace('{fee}', '20'));
      expect(await text(page, '.price-row .field__hint')).to.equal(
        t['inventory.dialog.bounds']!.replace('{min}', money(view.bounds.min.amount)).replace(
          '{max}',
          money(view.bounds.max.amount),
        ),
      );
      const price = view.recommended.amount + 37; // a price of the seller's own, in euro cents
      await fill(page, '.price-row input', String(price / 100));
      await page.waitForFunction(
        (expected) => document.querySelector('.price-row__receives-amount')?.textContent === expected,
        {},
        money(sellerReceives(price, 'eur')),
      );
      // The same live: another price, another amount after the fee.
      await fill(page, '.price-row input', String((price + 100) / 100));
      await page.waitForFunction(
        (expected) => document.querySelector('.price-row__receives-amount')?.textContent === expected,
        {},
        money(sellerReceives(price + 100, 'eur')),
      );
      await shot(page, 'listing-dialog');
      await click(page, '#price-submit');
      await toast(page, '1 item is on sale');
      await page.waitForSelector(`${card(item.id)}[data-status="on_sale"]`);
      expect(await text(page, `${card(item.id)} .inv-card__amount`)).to.equal(money(price + 100));
      expect(await text(page, `${card(item.id)} .inv-card__receives`)).to.equal(
        `you receive ${money(sellerReceives(price + 100, 'eur'))}`,
      );
      const after = (await inventory(seller)).find((v) => v.id === item.id)!;
      expect(after.price).to.deep.equal({ amount: price + 100, currency: 'eur' });
      expect(after.receives).to.deep.equal({ amount: Math.floor(((price + 100) * 80) / 100), currency: 'eur' });
      // The "Items on sale" tab shows only that item.
      await click(page, '.profile-nav__link--onSale');
      await page.waitForFunction(() => location.pathname === '/profile/trade/inventory/sale');
      await page.waitForSelector(card(item.id));
      expect(await page.$$('.inv-card')).to.have.length(1);
    } finally {
      await close(page);
    }
  });

  it('spec trading-core 8: a price above the maximum shows MAX_NUMBER with the maximum', async () => {
    const seller = await seedSeller(app, 'adopt', [{ slug: 'frost-dragon' }]);
    const item = seller.items[0]!;
    const view = (await inventory(seller)).find((v) => v.id === item.id)!;
    const maximum = money(view.bounds.max.amount);
    const page = await open(seller.user, '/profile/trade/inventory');
    try {
      // Typed above the maximum: the form says so before sending anything.
      await click(page, `${card(item.id)} .inv-card__sell`);
      await dialogOpen(page, '.price-row');
      await fill(page, '.price-row input', String(view.bounds.max.amount / 100 + 1));
      await page.waitForSelector('.price-row .field__error');
      expect(await text(page, '.price-row .field__error')).to.equal(
        t['inventory.price.error.max']!.replace('{max}', maximum),
      );
      await close(page);

      // A page that loaded a stale, higher maximum sends the price: the server's MAX_NUMBER and its maximum land on the field.
      const stale = await open(seller.user, '/profile/trade/inventory', { intercept: raiseMaximum });
      await click(stale, `${card(item.id)} .inv-card__sell`);
      await dialogOpen(stale, '.price-row');
      await fill(stale, '.price-row input', String(view.bounds.max.amount / 100 + 1));
      await click(stale, '#price-submit');
      await stale.waitForSelector('.price-row .field__error[data-code="MAX_NUMBER"]');
      expect(await text(stale, '.price-row .field__error')).to.equal(
        t['inventory.price.error.max']!.replace('{max}', maximum),
      );
      expect(await stale.$eval('.price-row input', (el) => el.getAttribute('aria-invalid'))).to.equal('true');
      await shot(stale, 'max-number');
      expect((await inventory(seller)).find((v) => v.id === item.id)!.status).to.equal('normal');
      await close(stale);
    } finally {
      if (!page.isClosed()) await close(page);
    }

    async function raiseMaximum(request: HTTPRequest) {
      if (request.method() !== 'GET' || !request.url().includes('/api/adopt/inventory?'))
        return void request.continue();
      const response = await fetch(request.url(), { headers: request.headers() });
      const body = (await response.json()) as { items: InventoryItemView[] };
      for (const i of body.items) i.bounds.max.amount *= 100;
      await request.respond({ status: response.status, contentType: 'application/json', body: JSON.stringify(body) });
    }
  });

  it('spec trading-core 4: freezing an account takes its items off sale and unfreezing restores them', async () => {
    const seller = await seedSeller(app, 'adopt', [{ slug: 'turtle' }, { slug: 'owl' }]);
    const ids = seller.items.map((i) => i.id);
    await list(seller, ids);
    expect(await stockOf(seller)).to.equal(2);
    const page = await open(seller.user, '/profile/trade/inventory', { width: 375, theme: 'dark' });
    try {
      await page.waitForSelector(`${card(ids[0]!)}[data-status="on_sale"]`);
      await click(page, '.account-card__freeze');
      await dialogOpen(page, '#freeze-dialog');
      expect(await text(page, '#freeze-dialog .price-form__title')).to.equal(
        t['inventory.freeze.title']!.replace('{nickname}', seller.account.nickname),
      );
      await shot(page, 'freeze-dialog-375-dark');
      await click(page, '#freeze-dialog .confirm-dialog__confirm');
      await page.waitForSelector('.account-card__frozen');
      for (const id of ids) await page.waitForSelector(`${card(id)}[data-status="frozen"]`);
      expect(await text(page, `${card(ids[0]!)} .status-badge`)).to.equal(t['itemStatus.frozen']);
      expect(await stockOf(seller)).to.equal(0);
      expect((await sellerMarket(seller)).cards).to.deep.equal([]);

      await click(page, '.account-card__unfreeze');
      await page.waitForSelector('.account-card__frozen', { hidden: true });
      for (const id of ids) await page.waitForSelector(`${card(id)}[data-status="on_sale"]`);
      expect(await stockOf(seller)).to.equal(2);
      const prices = (await inventory(seller)).map((v) => v.price?.amount);
      expect(prices.every((p) => typeof p === 'number' && p > 0)).to.equal(true);
    } finally {
      await close(page);
    }
  });

  it('store link: a taken link shows ALREADY_EXISTS; a new one is pending', async () => {
    const owner = await registerUser(app.url);
    expect(
      (await api(app.url, 'POST', '/api/user/store-link', { body: { link: 'taken_link' }, token: owner.access_token }))
        .status,
    ).to.equal(200);
    const user = await registerUser(app.url);
    const page = await open(user, '/profile/store-link');
    try {
      await page.waitForSelector('#store-link-current[data-status="none"]');
      await fill(page, 'input[name="link"]', 'ab');
      await click(page, '#store-link-submit');
      await page.waitForSelector('input[name="link"][aria-invalid="true"]');
      expect(await text(page, '.field__error')).to.equal(t['validation.tooShort']!.replace('{min}', '4'));

      await fill(page, 'input[name="link"]', 'TAKEN_link');
      await click(page, '#store-link-submit');
      await page.waitForFunction(
        (m) => document.querySelector('.field__error')?.textContent === m,
        {},
        t['storeLink.taken'],
      );
      await shot(page, 'store-link-taken');

      await fill(page, 'input[name="link"]', 'my-new_store');
      await click(page, '#store-link-submit');
      await page.waitForSelector('#store-link-current[data-status="pending"]');
      expect(await text(page, '#store-link-status')).to.equal(t['storeLink.status.pending']);
      expect(await text(page, '.store-link__value')).to.equal('my-new_store');
      expect(await text(page, '.store-link__note')).to.equal(t['storeLink.pending']);
      const state = await api(app.url, 'GET', '/api/user/store-link', { token: user.access_token });
      expect(state.body).to.deep.equal({ link: 'my-new_store', status: 'pending' });

      // Approved by an operator: the public address with a copy button.
      const userId = JSON.parse(Buffer.from(user.access_token.split('.')[1]!, 'base64url').toString()).sub as string;
      expect(
        (await api(app.url, 'POST', `/api/admin/store-links/${userId}`, { body: { approved: true }, token: ADMIN }))
          .status,
      ).to.be.within(200, 204);
      await reloadSettled(page);
      await page.waitForSelector('#store-link-current[data-status="approved"]');
      expect(await page.$eval('#store-link-url', (a) => (a as HTMLAnchorElement).href)).to.equal(
        `${app.url}/user/my-new_store`,
      );
      expect(await page.$('#store-link-copy')).to.not.equal(null);
    } finally {
      await close(page);
    }
  });

  it("/user/{id} shows the seller's items", async () => {
    const slugs = (
      await db.query(
        `SELECT slug FROM catalog.items WHERE game = 'adopt' AND type = 'pet' AND ref_values->>'default' IS NOT NULL ORDER BY id LIMIT 26`,
      )
    ).rows.map((r) => r.slug as string);
    const seller = await seedSeller(
      app,
      'adopt',
      slugs.map((slug) => ({ slug })),
    );
    await list(
      seller,
      seller.items.map((i) => i.id),
    );
    const market = await sellerMarket(seller);
    expect(market.total).to.equal(26);
    const page = await open(null, `/user/${seller.userId}`, { width: 375 });
    try {
      await page.waitForSelector('#seller-cards .item-card');
      expect(await text(page, '#seller-name')).to.equal(seller.user.username);
      expect(await text(page, '#seller-on-sale')).to.equal('26 items');
      expect(await text(page, '#seller-cards-total')).to.equal('26 cards');
      expect(await page.$$('#seller-cards .item-card')).to.have.length(24);
      expect(await page.$('#seller-store-link')).to.equal(null);
      await click(page, '#seller-more');
      await waitFor(
        async () => (await page.$$('#seller-cards .item-card')).length,
        (n) => n === 26,
      );
      const names = await page.$$eval('#seller-cards .item-card__name', (els) => els.map((el) => el.textContent));
      const expected = (market.cards as { name: string }[]).map((c) => c.name);
      expect([...names].sort()).to.deep.equal([...expected].sort());
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
      await shot(page, 'seller-page-375');
      await close(page);

      // An approved store link opens the same page and is shown on it; an unknown id is "Seller not found".
      await api(app.url, 'POST', '/api/user/store-link', {
        body: { link: 'dragon_den' },
        token: seller.user.access_token,
      });
      await api(app.url, 'POST', `/api/admin/store-links/${seller.userId}`, { body: { approved: true }, token: ADMIN });
      const byLink = await open(null, '/ru/user/dragon_den');
      await byLink.waitForSelector('#seller-cards .item-card');
      expect(await text(byLink, '#seller-name')).to.equal(seller.user.username);
      expect(await text(byLink, '#seller-store-link')).to.match(/\/user\/dragon_den$/);
      await close(byLink);
      const missing = await open(null, '/user/nobody_here');
      await missing.waitForSelector('#seller-not-found');
      expect(await text(missing, '#seller-not-found h1')).to.equal(t['seller.notFound.title']);
      await close(missing);
    } finally {
      if (!page.isClosed()) await close(page);
    }
  });

  // Runs last: it moves the server clock forward.
  it('spec trading-core 9: an item just changed cannot be acted on for 30 s', async () => {
    const seller = await seedSeller(app, 'adopt', [{ slug: 'giraffe' }, { slug: 'parrot' }]);
    const [listed, other] = seller.items.map((i) => i.id) as [string, string];
    await list(seller, [listed]);
    const page = await open(seller.user, '/profile/trade/inventory');
    try {
      // Just listed: a countdown, and no action on it.
      await page.waitForSelector(`${card(listed)} .pause-badge`);
      const seconds = async () => Number(/(\d+)/.exec(await text(page, `${card(listed)} .pause-badge`))?.[1]);
      const first = await seconds();
      expect(first).to.be.within(20, 30);
      expect(await page.$eval(`${card(listed)} .inv-card__reprice`, (b) => (b as HTMLButtonElement).disabled)).to.equal(
        true,
      );
      expect(await page.$eval(`${card(listed)} .inv-card__remove`, (b) => (b as HTMLButtonElement).disabled)).to.equal(
        true,
      );
      expect(
        await page.$eval(`${card(listed)} .inv-card__select input`, (b) => (b as HTMLInputElement).disabled),
      ).to.equal(true);
      await waitFor(seconds, (s) => s < first, 5_000);

      // The other item changes elsewhere while its price dialog is open: the server refuses the action with
      // ITEM_ACTION_PAUSED. (Listed first, the page could re-read the inventory and hide the sell button.)
      await click(page, `${card(other)} .inv-card__sell`);
      await dialogOpen(page, '.price-row');
      await list(seller, [other]);
      await click(page, '.price-row__use');
      await click(page, '#price-submit');
      await page.waitForSelector('.price-row .field__error[data-code="ITEM_ACTION_PAUSED"]');
      expect(await text(page, '.price-row .field__error')).to.match(
        new RegExp(`^${t['inventory.price.error.paused']!.replace('{seconds}', '(\\d+)')}$`),
      );
      await shot(page, 'item-action-paused');
      await page.keyboard.press('Escape');
      await page.waitForSelector(`${card(other)} .pause-badge`); // the inventory reloaded with its pause

      // 30 s later (the server's clock), both can be acted on again.
      clock.advance(31_000);
      await reloadSettled(page);
      await page.waitForSelector(card(listed));
      expect(await page.$(`${card(listed)} .pause-badge`)).to.equal(null);
      expect(await page.$eval(`${card(listed)} .inv-card__remove`, (b) => (b as HTMLButtonElement).disabled)).to.equal(
        false,
      );
      await click(page, `${card(listed)} .inv-card__remove`);
      await dialogOpen(page, '#remove-dialog');
      await click(page, '#remove-dialog .confirm-dialog__confirm');
      await page.waitForSelector(`${card(listed)}[data-status="normal"]`);
      expect((await inventory(seller)).find((v) => v.id === listed)!.status).to.equal('normal');
    } finally {
      await close(page);
    }
  });
});
