import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import type { WorldAdmin } from '../../bots';
import type { QuickSaleOfferItem, QuickSaleView } from '../../modules/quick-sale/quick-sale.schemas';
import { startTestApp, type TestApp } from '../support/app';
import { servicesOf } from '../support/bots';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { messages } from '../support/messages';
import { waitFor } from '../support/socket';
import { syncedSeller } from '../support/trade-loop';
import type { TestUser } from '../support/users';
import { balanceOf } from '../support/wallet';
import { acceptFriendInConsole, click, closeToasts, consoleButton, signUp, text, toast } from './page-steps';
import { goToSettled } from './settled';

// Sellers sell synced items to the site at once (spec trading-core 2 /profile/trade/fast-sell, 4 "Quick sale" and
// the bot trade stages shown to the user, 7 StartDepositTrade, the seller's Ready, CancelDelayedDepositTrade and the
// deposit trade's real-time events, 8 quick sale start errors and cancel) in Chromium. The seller's game account is
// played by hand in the game console (the friend request and the trade); linking and syncing go through HTTP, as
// a seller's browser would send them; the quick sale itself goes through the page.
const t = messages('en');
const PASSWORD = 'QuickSale1!pets';
const ADMIN = 'quick-sale-e2e-admin-token';
const PAGE = '/profile/trade/fast-sell';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fill = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((m, [k, v]) => m.replaceAll(`{${k}}`, String(v)), t[id]!);
/** A message with rich-text tags, as the page shows it (the tags' text kept). */
const plain = (id: string, values: Record<string, string | number> = {}) => fill(id, values).replace(/<\/?b>/g, '');
const usd = (minor: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(minor / 100);
const sale = (id: string) => `#quick-sale-${id}`;
const offerItem = (id: string) => `.qs-item[data-item-id="${id}"]`;

async function shot(page: Page, name: string, fullPage = true) {
  // A full-page capture of a scrolled page draws the sticky header mid-page: start at the top.
  if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: artifactPath(`e2e/quick-sale-${name}.png`), fullPage });
}

/** Waits until an element's text is the expected one (the page updates live). */
async function textIs(page: Page, selector: string, expected: string, timeout = 20_000) {
  await page
    .waitForFunction(
      (s, e) => (document.querySelector(s) as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim() === e,
      { timeout },
      selector,
      expected,
    )
    .catch(async (error: unknown) => {
      const actual = await page.$eval(selector, (el) => (el as HTMLElement).innerText).catch(() => '(missing)');
      throw new Error(`${selector}: expected "${expected}", got "${actual}" (${String(error)})`);
    });
}

const noOverflow = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'horizontal overflow').to.be.at.most(width);

describe('e2e: quick sale in Chromium (the offer, Start, the friend request and the trade in the game console, Ready, paid live; cancel; a refusal)', function () {
  this.timeout(180_000);
  let app: TestApp;
  let browser: TestBrowser;
  let world: WorldAdmin;

  before(async () => {
    // Not an instant world: at time scale 0 a quick sale waits for Ready only the 2 s deadline floor, too short to
    // press it on a page. At 0.25 a player by hand has 75 s for the friend request and for Ready, 45 s for the trade.
    [app, browser] = await Promise.all([
      startTestApp({ env: { BOTS_TIME_SCALE: '0.25', BOTS_PER_GAME: '2', ADMIN_TOKEN: ADMIN } }),
      browserForFile(),
    ]);
    world = servicesOf(app.container).world;
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function open(
    user: Pick<TestUser, 'access_token' | 'refresh_token'> | null,
    path: string,
    options: { width?: number; theme?: 'light' | 'dark' } = {},
  ): Promise<Page> {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const width = options.width ?? 1440;
    await page.setViewport({ width, height: width < 744 ? 812 : 900 });
    await page.evaluateOnNewDocument((th) => {
      localStorage.setItem('theme', th);
      localStorage.setItem('currency', 'usd');
    }, options.theme ?? 'light');
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
  const tokensOf = async (page: Page) => {
    const cookies = await page.cookies();
    return {
      access_token: cookies.find((c) => c.name === 'access_token')!.value,
      refresh_token: cookies.find((c) => c.name === 'refresh_token')!.value,
    };
  };
  const offerOf = async (token: string, currency = 'usd') =>
    (await api(app.url, 'GET', `/api/adopt/quick-sales/offer?currency=${currency}`, { token })).body
      .items as QuickSaleOfferItem[];
  const salesOf = async (token: string) =>
    (await api(app.url, 'GET', '/api/adopt/quick-sales', { token })).body.quickSales as QuickSaleView[];

  /** Ticks these offered items on the page, each scrolled to the middle (the sticky summary covers the bottom). */
  async function tick(page: Page, ids: string[]) {
    for (const id of ids) {
      await click(page, `${offerItem(id)} .qs-item__check`);
      await page.waitForSelector(`${offerItem(id)}.is-selected`);
    }
  }

  /** Clicks Start once the toasts are closed (on a phone they sit over the sticky summary and would take the click). */
  async function start(page: Page) {
    await closeToasts(page);
    await click(page, '#quick-sale-start');
  }

  it('spec trading-core 2 /profile/trade/fast-sell, 4 quick sale and 7 StartDepositTrade: a new user signs up, links and syncs a game account played by hand, ticks two items, starts, accepts the bot in the game console, presses Ready, accepts the trade, and watches the sale paid live; the balance grows by exactly the total', async () => {
    // A game account played by hand: it answers only through the game console.
    const player = await world.createAccount({
      game: 'adopt',
      nickname: `QuickSeller_${Date.now().toString(36).slice(-6)}`,
      behaviour: { manual: true },
    });
    await world.giveRandomInventory(player.id, 4, 1);
    const itemsInGame = (await world.playerView(player.id)).inventory.length;

    const page = await open(null, '/');
    const gameConsole = await (await browser.createBrowserContext()).newPage();
    try {
      // A new user signs up in the browser (the page's currency, usd, becomes theirs).
      const tag = Date.now().toString(36);
      await signUp(page, { email: `quick.${tag}@example.com`, username: `Quick_${tag}`, password: PASSWORD });
      const user = await tokensOf(page);
      const token = user.access_token;
      const call = (method: string, path: string, body?: unknown) => api(app.url, method, path, { token, body });
      expect((await call('GET', '/api/user/profile')).body.main_currency).to.equal('usd');

      // Links the player's account by its session cookie and syncs it (addAcc, startSync), as the seller's pages do.
      const linked = await call('POST', '/api/adopt/accounts', { cookie: player.session_cookie });
      expect(linked.status, JSON.stringify(linked.body)).to.equal(201);
      const accountId = linked.body.account.id as string;
      expect((await call('POST', `/api/adopt/accounts/${accountId}/sync`)).status).to.equal(202);
      await waitFor(
        async () => ((await call('GET', '/api/adopt/accounts')).body.accounts as any[])[0],
        (a) => a?.sync === null && a.status === 'success',
        20_000,
      );
      const offered = await offerOf(token);
      expect(offered.length, 'items on offer').to.be.at.least(2);
      const before = (await balanceOf(app, token)).available.usd ?? 0;

      // The quick sale page: the account, its items with what the site pays, nothing ticked yet.
      await goToSettled(page, `${app.url}${PAGE}`);
      await page.waitForSelector('.qs-item', { timeout: 20_000 });
      await textIs(page, '#header-balance .header-balance__amount', usd(before));
      expect(await page.$$eval('.qs-item', (items) => items.length)).to.equal(offered.length);
      expect(await text(page, `.qs-account[data-account-id="${accountId}"] .qs-account__name`)).to.equal(
        player.nickname,
      );
      expect(await page.$eval('#quick-sale-start', (b) => (b as HTMLButtonElement).disabled)).to.equal(true);
      // The page is never loaded again from here: the sale is followed live.
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });

      // Ticks two items: the summary counts them and shows the total the site pays.
      const chosen = offered.slice(0, 2);
      const total = chosen.reduce((sum, i) => sum + i.price.amount, 0);
      expect(total, 'the site pays something').to.be.greaterThan(0);
      for (const item of chosen) {
        expect(await text(page, `${offerItem(item.id)} .qs-item__price`)).to.equal(usd(item.price.amount));
      }
      await tick(
        page,
        chosen.map((i) => i.id),
      );
      await textIs(page, '#quick-sale-selected', '2 items selected (at most 40)');
      await textIs(page, '#quick-sale-total', usd(total));
      await shot(page, 'ticked-1440');

      // Start: the sale is under way at the top of the page, with the bot to befriend.
      await start(page);
      await toast(page, fill('quickSale.started', { nickname: player.nickname }));
      const [started] = await salesOf(token);
      expect(started).to.include({ state: 'active', nickname: player.nickname, accountId });
      expect(started!.total).to.deep.equal({ amount: total, currency: 'usd' });
      const card = sale(started!.id);
      await page.waitForSelector(`${card}[data-stage="adding_friend"]`, { timeout: 20_000 });
      const bot = (await salesOf(token)).find((s) => s.id === started!.id)!.botNickname!;
      expect(bot, "the bot's nickname").to.be.a('string').and.not.equal('');
      expect(await text(page, `${card} .qs-sale__bot-name`)).to.equal(bot);
      expect(await text(page, `${card} .qs-sale__bot-text`)).to.equal(plain('quickSale.sale.botAdd', { bot }));
      await textIs(page, `${card} .qs-sale__status`, plain('quickSale.now.adding_friend', { bot }));
      expect(await text(page, `${card} .qs-sale__state`)).to.equal(t['quickSale.state.active']);
      expect(await page.$$eval(`${card} .qs-sale-item__name`, (els) => els.map((el) => el.textContent))).to.deep.equal(
        chosen.map((i) => i.name),
      );
      expect(await text(page, `${card} .qs-sale__total`)).to.equal(usd(total));
      expect(await page.$(`${card} .qs-sale__cancel`), 'cancellable before the game').to.not.equal(null);
      expect(await page.$(`${card} .qs-sale__ready`), 'no Ready before the friendship').to.equal(null);
      // The account is busy while its sale runs: nothing else to sell from it.
      await page.waitForSelector('#quick-sale-no-items[data-hint="busy"]', { timeout: 20_000 });
      await shot(page, 'adding-friend-1440');

      // In the game console: the bot's friend request, accepted by hand.
      await acceptFriendInConsole(gameConsole, app.url, player, bot);

      // The page asks for Ready (the bot is a friend now); Ready is pressed.
      await page.waitForSelector(`${card}[data-stage="pending_ready"] .qs-sale__ready`, { timeout: 20_000 });
      await textIs(page, `${card} .qs-sale__status`, plain('quickSale.now.pending_ready', { bot }));
      await shot(page, 'pending-ready-1440');
      await click(page, `${card} .qs-sale__ready`);
      await toast(page, fill('quickSale.ready.done', { bot }));

      // The bot joins and opens the trade with the two items; accepted in the game console.
      await gameConsole.waitForFunction(
        (b) => document.querySelector('#trades')?.textContent?.includes(b),
        { timeout: 20_000 },
        bot,
      );
      const gives = await gameConsole.$eval('#trades', (el) => el.textContent ?? '');
      for (const item of chosen) expect(gives, 'the trade carries the ticked items').to.contain(item.slug);
      await page.waitForSelector(`${card}[data-stage="trading"]`, { timeout: 20_000 });
      await textIs(page, `${card} .qs-sale__status`, plain('quickSale.now.trading'));
      expect(await page.$(`${card} .qs-sale__cancel`), 'no cancel once the bot is in the game').to.equal(null);
      await consoleButton(gameConsole, '#trades', 'Accept');

      // Sold and paid, live: the status, the items moved, and the header balance up by exactly the total.
      await page.waitForSelector(`${card}[data-state="finished"] .qs-sale__paid`, { timeout: 30_000 });
      await textIs(page, `${card} .qs-sale__status`, fill('quickSale.now.finished', { amount: usd(total) }));
      expect(await text(page, `${card} .qs-sale__state`)).to.equal(t['quickSale.state.finished']);
      expect(await text(page, `${card} .qs-sale__paid`)).to.equal(usd(total));
      expect(await text(page, `${card} .qs-sale__bot-text`)).to.equal(plain('quickSale.sale.bot', { bot }));
      expect(
        await page.$$eval(`${card} .qs-sale-item`, (items) => items.map((i) => i.getAttribute('data-moved'))),
      ).to.deep.equal(['true', 'true']);
      expect(
        await page.$$eval(`${card} .trade-step`, (steps) => steps.map((s) => s.getAttribute('data-state'))),
        'no failed stage',
      ).to.not.include('failed');
      expect(await page.$eval(`${card} .trade-step[data-stage="end"]`, (s) => s.getAttribute('data-state'))).to.equal(
        'done',
      );
      expect(await page.$(`${card} .qs-sale__actions`), 'nothing left to do').to.equal(null);
      await page.waitForSelector(`#header-balance[data-amount="${before + total}"]`, { timeout: 20_000 });
      await textIs(page, '#header-balance .header-balance__amount', usd(before + total));
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'no reload').to.equal(true);
      // The account can sell again: the items left are on offer.
      await page.waitForSelector('.qs-item', { timeout: 20_000 });
      for (const item of chosen) expect(await page.$(offerItem(item.id)), `${item.name} sold`).to.equal(null);
      await shot(page, 'finished-1440');

      // The API agrees: paid in usd, the balance grew by exactly the total, the items left the game account.
      const ended = (await salesOf(token)).find((s) => s.id === started!.id)!;
      expect(ended).to.include({ state: 'finished', code: null });
      expect(ended.paid).to.deep.equal({ amount: total, currency: 'usd' });
      const after = await balanceOf(app, token);
      expect((after.available.usd ?? 0) - before).to.equal(total);
      expect((await world.playerView(player.id)).inventory).to.have.length(itemsInGame - 2);

      // The screen at 375 and 1440 px, light and dark, with the sale just finished: nothing wider than the screen.
      for (const theme of ['light', 'dark'] as const) {
        for (const width of [375, 1440]) {
          const screen = await open(user, PAGE, { width, theme });
          try {
            await screen.waitForSelector(`${card}[data-state="finished"]`, { timeout: 20_000 });
            await screen.waitForSelector('.qs-item', { timeout: 20_000 });
            await pause(300);
            await noOverflow(screen, width);
            await shot(screen, `finished-${width}-${theme}`);
          } finally {
            await close(screen);
          }
        }
      }
    } finally {
      await gameConsole.browserContext().close();
      await close(page);
    }
  });

  it('spec trading-core 7 CancelDelayedDepositTrade and 8 quick sale start errors: a sale waiting for Ready is cancelled and its items are on offer again; with no healthy bot Start is refused in words (FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND)', async () => {
    // A scripted player who accepts the bot at once: the sale then waits for Ready.
    const seller = await syncedSeller(app, world, { items: 3, list: false });
    const token = seller.user.access_token;
    const offered = await offerOf(token, 'eur');
    expect(offered.length).to.be.at.least(2);
    const chosen = offered.slice(0, 2).map((i) => i.id);

    const page = await open(seller.user, PAGE, { width: 375 });
    try {
      await page.waitForSelector('.qs-item', { timeout: 20_000 });
      await tick(page, chosen);
      await start(page);
      await toast(page, fill('quickSale.started', { nickname: seller.player.account.nickname }));
      const [started] = await salesOf(token);
      const card = sale(started!.id);
      await page.waitForSelector(`${card}[data-stage="pending_ready"] .qs-sale__ready`, { timeout: 20_000 });
      for (const id of chosen) expect(await page.$(offerItem(id)), 'off the offer while it runs').to.equal(null);

      // Cancel while it waits for Ready: cancelled, and the items come back on the offer list.
      await click(page, `${card} .qs-sale__cancel`);
      await toast(page, t['quickSale.cancel.done']!);
      await page.waitForSelector(`${card}[data-state="cancelled"]`, { timeout: 20_000 });
      await textIs(page, `${card} .qs-sale__status`, t['quickSale.now.cancelled']!);
      expect(await text(page, `${card} .qs-sale__state`)).to.equal(t['quickSale.state.cancelled']);
      expect(await text(page, `${card} .qs-sale__outcome`)).to.equal(t['quickSale.outcome.back']);
      for (const id of chosen) await page.waitForSelector(offerItem(id), { timeout: 20_000 });
      expect((await offerOf(token, 'eur')).map((i) => i.id)).to.include.members(chosen);
      await noOverflow(page, 375);
      await closeToasts(page);
      await shot(page, 'cancelled-375');

      // No adopt bot can trade (an operator took them out of service): Start is refused, in words, beside it.
      const admin = (method: string, path: string, body?: unknown) =>
        api(app.url, method, path, { token: ADMIN, body });
      const fleet = (await admin('GET', '/api/admin/bots')).body.bots as { id: string; game: string; health: string }[];
      const adoptBots = fleet.filter((b) => b.game === 'adopt');
      expect(adoptBots).to.have.length(2);
      try {
        for (const b of adoptBots) {
          expect((await admin('PUT', `/api/admin/bots/${b.id}/health`, { health: 'broken' })).status).to.equal(200);
        }
        await tick(page, [chosen[0]!]);
        await start(page);
        await page.waitForSelector('#quick-sale-notice', { timeout: 20_000 });
        expect(await page.$eval('#quick-sale-notice', (el) => el.getAttribute('data-message'))).to.equal(
          'quickSale.error.noBots',
        );
        expect(await text(page, '#quick-sale-notice')).to.equal(t['quickSale.error.noBots']);
        expect(await page.$eval('#quick-sale-notice', (el) => el.getAttribute('role'))).to.equal('alert');
        expect(await salesOf(token), 'no sale started').to.have.length(1);
        await noOverflow(page, 375);
        await shot(page, 'no-bots-375', false);
      } finally {
        for (const b of adoptBots) await admin('PUT', `/api/admin/bots/${b.id}/health`, { health: 'ok' });
      }
      const healed = (await admin('GET', '/api/admin/bots')).body.bots as { game: string; health: string }[];
      expect(healed.filter((b) => b.game === 'adopt').map((b) => b.health)).to.deep.equal(['ok', 'ok']);

      // With the bots back, the same Start goes through.
      await start(page);
      const again = await waitFor(
        () => salesOf(token),
        (sales) => sales.length === 2,
        20_000,
      );
      await page.waitForSelector(`${sale(again.find((s) => s.id !== started!.id)!.id)}[data-state="active"]`, {
        timeout: 20_000,
      });
      expect(await page.$('#quick-sale-notice'), 'the refusal is gone').to.equal(null);
    } finally {
      await close(page);
    }
  });
});
