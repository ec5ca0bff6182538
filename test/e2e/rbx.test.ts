import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import type { RbxOrderView, RbxQuote } from '../../modules/rbx/rbx.schemas';
import { passPriceFor } from '../../modules/rbx/rbx.vocabulary.schemas';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { messages } from '../support/messages';
import { waitFor } from '../support/socket';
import { registerUser } from '../support/users';
import {
  click,
  closePage,
  fillMessage,
  noOverflow,
  openPage,
  payTopUp,
  signUp,
  text,
  textIs,
  tokensOf,
  type,
  type SessionTokens,
  usd,
} from './page-steps';
import { goToSettled } from './settled';

// Buying R$ as a new user meets it (README "R$", spec trading-core 1, 2, 9, accounts-platform 2.2): /robux leads to
// /rbx, where a visitor sees the prices and is asked to sign in; a new user signs up, tops up, makes a game pass in
// the game console at the price the page computes, buys 500 R$ by game pass and sees the order pending (delivery)
// until the game credits it; then buys 100 R$ by fast pass and watches it delivered live. Expected texts come from
// the messages file; amounts from the quote API. WEB_DIST=<folder> serves another build of the web app.
const t = messages('en');
const PASSWORD = 'Robux1!passes';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fill = (id: string, values: Record<string, string | number> = {}) => fillMessage(t[id]!, values);

/** The screen with this element at its top, below the header (a phone's sticky summary stays where it is). */
async function view(page: Page, name: string, selector: string) {
  await page.$eval(selector, (el) => {
    el.scrollIntoView({ block: 'start', behavior: 'instant' });
    window.scrollBy({ top: -80, behavior: 'instant' });
  });
  await pause(300);
  await page.screenshot({ path: artifactPath(`e2e/rbx-${name}.png`) });
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await pause(200);
  await page.screenshot({ path: artifactPath(`e2e/rbx-${name}.png`), fullPage: true });
}

describe('e2e: buying R$ on /rbx in Chromium (game pass pending, fast pass delivered live)', function () {
  this.timeout(180_000);
  let app: TestApp;
  let browser: TestBrowser;

  before(async () => {
    [app, browser] = await Promise.all([
      startTestApp({
        env: {
          BOTS_TIME_SCALE: '0',
          BOTS_PER_GAME: '1',
          ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
        },
      }),
      browserForFile(),
    ]);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  const quote = async (amount: number, method: string) =>
    (
      await api<{ quote: RbxQuote }>(
        app.url,
        'GET',
        `/api/adopt/rbx/quote?amount=${amount}&method=${method}&currency=usd`,
      )
    ).body.quote;
  const unit = (q: RbxQuote) =>
    fill('rbx.price.perRbx', {
      price: new Intl.NumberFormat('en', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        maximumFractionDigits: 4,
      }).format(q.unitPriceMinor / 100),
    });

  it('accounts-platform 2.2 and trading-core 2 /rbx: /robux leads to /rbx; a visitor sees both prices and is asked to sign in', async () => {
    const fast = await quote(800, 'fast_pass');
    const slow = await quote(800, 'game_pass');
    for (const [width, theme] of [
      [1440, 'light'],
      [390, 'dark'],
    ] as const) {
      const page = await openPage(browser, app.url, '/robux', { width, theme });
      try {
        await page.waitForFunction(() => location.pathname === '/rbx', { timeout: 15_000 });
        await page.waitForSelector('#rbx-sign-in');
        expect(await text(page, '#rbx-sign-in-title')).to.equal(t['rbx.signIn.title']);
        await textIs(page, '#rbx-method-fast_pass .rbx-method__price', unit(fast));
        await textIs(page, '#rbx-method-game_pass .rbx-method__price', unit(slow));
        expect(await page.$('#rbx-submit'), 'no buying for a visitor').to.equal(null);
        await noOverflow(page, width);
        if (width > 744) await shot(page, `visitor-${width}-${theme}`);
        else await view(page, `visitor-${width}-${theme}`, '#rbx-step-amount');
      } finally {
        await closePage(page);
      }
    }
  });

  it('spec trading-core 2 help anchors: /help/faq/rbx#howManageGamepass tells the real steps (the page links there)', async () => {
    const page = await openPage(browser, app.url, '/help/faq/rbx#howManageGamepass');
    try {
      await page.waitForFunction(
        (title) => document.querySelector('.faq-main')?.textContent?.includes(title),
        { timeout: 20_000 },
        'How do I create the game pass?',
      );
      const body = await text(page, '.faq-main');
      expect(body).to.not.contain('Coming soon');
      expect(body).to.contain('1,429 R$');
      await shot(page, 'faq-1440');
    } finally {
      await closePage(page);
    }
  });

  it("accounts-platform 4: /robux?promo=CODE&amount=N opens /rbx with the promo's prize amount fixed and no price", async () => {
    const user = await registerUser(app.url, { main_currency: 'usd' });
    const page = await openPage(browser, app.url, '/robux?promo=SPRING24&amount=300', { user, width: 390 });
    try {
      await page.waitForFunction(() => location.pathname === '/rbx' && location.search.includes('promo=SPRING24'), {
        timeout: 15_000,
      });
      await textIs(page, '#rbx-prize-amount', fill('rbx.prize.amount', { amount: 300 }));
      await textIs(page, '#rbx-pass-price', String(passPriceFor(300)));
      expect(await page.$('input[name="amount"]'), 'the amount is fixed').to.equal(null);
      expect(await page.$('#rbx-total'), 'no price').to.equal(null);
      expect(await text(page, '#rbx-submit')).to.equal(t['rbx.prize.submit']);
      await noOverflow(page, 390);
      await view(page, 'prize-390', '#rbx-step-amount');
    } finally {
      await closePage(page);
    }
  });

  it('spec trading-core 1, 9: a new user tops up, makes a game pass in the game console at the computed price, buys by game pass (pending) and by fast pass (delivered live)', async () => {
    const tag = Date.now().toString(36);
    const nickname = `RbxBuyer_${tag}`;
    const created = await api(app.url, 'POST', '/dev/game-console/api/players', { body: { game: 'adopt', nickname } });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const playerId = created.body.id as string;

    const page = await openPage(browser, app.url, '/rbx');
    const gameConsole = await (await browser.createBrowserContext()).newPage();
    try {
      await signUp(page, { email: `rbx.${tag}@example.com`, username: `Rbx_${tag}`, password: PASSWORD });
      const user: SessionTokens = await tokensOf(page);
      await goToSettled(page, `${app.url}/topups?amount=20`);
      await page.waitForSelector('#topup-form button[type="submit"]', { timeout: 20_000 });
      await payTopUp(page);
      await goToSettled(page, `${app.url}/rbx`);

      // 500 R$ by game pass: the page prices it and names the pass's price (500 / 0.7, rounded up).
      const slow = await quote(500, 'game_pass');
      await type(page, 'input[name="amount"]', '500');
      await click(page, '#rbx-method-game_pass');
      await textIs(page, '#rbx-total', usd(slow.total.amount));
      await textIs(page, '#rbx-pass-price', String(passPriceFor(500)));
      expect(slow.passPrice).to.equal(715);
      await textIs(page, '#rbx-balance', fill('rbx.price.balance', { balance: usd(2000) }));
      expect(await page.$eval('#rbx-faq-link', (a) => a.getAttribute('href'))).to.equal(
        '/help/faq/rbx#howManageGamepass',
      );
      await shot(page, 'buyer-1440');

      // The player makes the pass in the game console at that price, and copies its id.
      await gameConsole.setViewport({ width: 1440, height: 900 });
      await gameConsole.goto(`${app.url}/dev/game-console?player=${playerId}`);
      await gameConsole.waitForFunction(
        (n) => document.querySelector('#account-name')?.textContent?.startsWith(n),
        { timeout: 20_000 },
        nickname,
      );
      await gameConsole.type('#pass-price', String(slow.passPrice));
      await gameConsole.click('#create-pass');
      await gameConsole.waitForSelector('#passes .pass-id', { timeout: 15_000 });
      const passId = await gameConsole.$eval('#passes .pass-id', (el) => el.textContent!);

      await type(page, 'input[name="nickname"]', nickname);
      await type(page, 'input[name="pass"]', `https://www.roblox.com/game-pass/${passId}/My-pass`);
      await click(page, '#rbx-submit');
      const orders = async () =>
        (await api<{ orders: RbxOrderView[] }>(app.url, 'GET', '/api/adopt/rbx/orders', { token: user.access_token }))
          .body.orders;
      const pending = await waitFor(orders, (o) => o[0]?.state === 'pending', 20_000);
      const first = pending[0]!;
      // The page follows it: delivery (pending) with the date the game credits the R$.
      await page.waitForSelector(`#rbx-order-${first.id}[data-state="pending"]`, { timeout: 20_000 });
      await textIs(page, `#rbx-order-status-${first.id}`, t['rbx.status.delivery']!);
      await textIs(page, '#header-balance .header-balance__amount', usd(2000 - slow.total.amount));
      await gameConsole.waitForFunction(
        () => document.querySelector('#pass-totals')?.textContent?.includes('pending: 500'),
        { timeout: 15_000 },
      );
      await gameConsole.screenshot({ path: artifactPath('e2e/rbx-console.png'), fullPage: true });
      await shot(page, 'pending-1440');

      // 100 R$ by fast pass, through a second pass at its price: delivered live.
      const fast = await quote(100, 'fast_pass');
      await gameConsole.$eval('#pass-price', (el) => ((el as HTMLInputElement).value = ''));
      await gameConsole.type('#pass-price', String(fast.passPrice));
      await gameConsole.click('#create-pass');
      await gameConsole.waitForFunction(() => document.querySelectorAll('#passes .pass-id').length === 2, {
        timeout: 15_000,
      });
      const fastPass = await gameConsole.$eval('#passes .pass-id', (el) => el.textContent!);
      await type(page, 'input[name="amount"]', '100');
      await click(page, '#rbx-method-fast_pass');
      await textIs(page, '#rbx-total', usd(fast.total.amount));
      await type(page, 'input[name="pass"]', fastPass);
      await click(page, '#rbx-submit');
      await page.waitForFunction(() => document.querySelectorAll('#rbx-orders .rbx-order').length === 2, {
        timeout: 20_000,
      });
      const second = (await orders())[0]!;
      await page.waitForSelector(`#rbx-order-${second.id}[data-state="delivered"]`, { timeout: 20_000 });
      await textIs(page, `#rbx-order-status-${second.id}`, t['rbx.status.paid']!);
      await textIs(page, '#header-balance .header-balance__amount', usd(2000 - slow.total.amount - fast.total.amount));
      await gameConsole.waitForFunction(
        () => document.querySelector('#pass-totals')?.textContent?.includes('received: 100'),
        { timeout: 15_000 },
      );
      await shot(page, 'delivered-1440');

      // A pass that is not there: the order fails with the gateway's words and the price comes back.
      await type(page, 'input[name="pass"]', 'pass_nothing_here');
      await click(page, '#rbx-submit');
      await page.waitForFunction(() => document.querySelectorAll('#rbx-orders .rbx-order').length === 3, {
        timeout: 20_000,
      });
      const third = (await orders())[0]!;
      await page.waitForSelector(`#rbx-order-${third.id}[data-state="failed"]`, { timeout: 20_000 });
      expect(await text(page, `#rbx-order-${third.id} .rbx-order__state`)).to.contain(t['rbx.failure.NOT_FOUND']);

      // The same page on a phone, dark; and the history's R$ tab.
      const phone = await openPage(browser, app.url, '/rbx', { user, width: 390, theme: 'dark' });
      try {
        await phone.waitForSelector(`#rbx-order-${first.id}`, { timeout: 20_000 });
        await noOverflow(phone, 390);
        await view(phone, 'amount-390-dark', '#rbx-step-amount');
        await view(phone, 'pass-390-dark', '#rbx-step-pass');
        await view(phone, 'orders-390-dark', '#rbx-orders-title');
        await goToSettled(phone, `${app.url}/profile/history?tab=rbx`);
        await phone.waitForSelector('.data-table--rbx', { timeout: 20_000 });
        await noOverflow(phone, 390);
        await view(phone, 'history-390-dark', '.data-table--rbx');
      } finally {
        await closePage(phone);
      }
      await goToSettled(page, `${app.url}/profile/history?tab=rbx`);
      await page.waitForSelector('.data-table--rbx', { timeout: 20_000 });
      await shot(page, 'history-1440');
    } finally {
      await gameConsole.browserContext().close();
      await closePage(page);
    }
  });
});
