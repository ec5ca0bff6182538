import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import type { WorldAdmin } from '../../bots';
import type { PurchasedItemView } from '../../modules/orders/orders.schemas';
import type { WithdrawalView } from '../../modules/withdrawals/withdrawals.schemas';
import { startTestApp, type TestApp } from '../support/app';
import { newPlayer, servicesOf } from '../support/bots';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { messages } from '../support/messages';
import { waitFor } from '../support/socket';
import { buyListed, syncedSeller } from '../support/trade-loop';
import { registerUser, type TestUser } from '../support/users';
import { balanceOf, topUp } from '../support/wallet';
import { acceptFriendInConsole, click, consoleButton, signUp, text, toast, type } from './page-steps';
import { goToSettled, reloadSettled } from './settled';

// Buyers collect what they bought (spec trading-core 2 /profile/purchased, /profile/items-withdrawal and the
// history tables, 4 bot trade stages and withdrawal trade ends, 5 the food item, 7 createWithdraw and its
// real-time events, 8 create withdrawal errors, 9 the 20 % usd fee) in Chromium, with the buyer's game account
// played by hand in the game console. The seller links, syncs and lists through HTTP as a real seller does.
const t = messages('en');
const PASSWORD = 'Collect1!pets';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fill = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((m, [k, v]) => m.replaceAll(`{${k}}`, String(v)), t[id]!);
/** A message with rich-text tags, as the page shows it (the tags' text kept). */
const plain = (id: string, values: Record<string, string | number> = {}) => fill(id, values).replace(/<\/?b>/g, '');
const usd = (minor: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(minor / 100);
const trade = (id: string) => `.withdrawal[data-trade-id="${id}"]`;
const userIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;

async function shot(page: Page, name: string, fullPage = true) {
  // A full-page capture of a scrolled page draws the sticky header mid-page: start at the top.
  if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: artifactPath(`e2e/withdrawal-${name}.png`), fullPage });
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

describe('e2e: collecting bought items in Chromium (purchased items, the collect dialog, the live withdrawal page, the game console, histories)', function () {
  this.timeout(180_000);
  let app: TestApp;
  let browser: TestBrowser;
  let world: WorldAdmin;

  before(async () => {
    // Slow enough to play by hand (75 s to accept the friend request, 45 s for the trade, a 0.75 s accept
    // cooldown), fast enough to run.
    [app, browser] = await Promise.all([
      startTestApp({ env: { BOTS_TIME_SCALE: '0.25', BOTS_PER_GAME: '2' } }),
      browserForFile(),
    ]);
    world = servicesOf(app.container).world;
  });
  after(async () => {
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
  const tokenOf = async (page: Page) => (await page.cookies()).find((c) => c.name === 'access_token')!.value;
  const tradesOf = async (token: string) =>
    (await api(app.url, 'GET', '/api/adopt/withdrawals', { token })).body as {
      trades: WithdrawalView[];
      recipient: string | null;
    };
  const purchasedOf = async (token: string) =>
    (await api(app.url, 'GET', '/api/adopt/purchases?state=active', { token })).body.items as PurchasedItemView[];

  /** A game account played by hand (it answers only through the game console), holding one cup to trade in. */
  async function manualPlayer(name: string) {
    const account = await world.createAccount({
      game: 'adopt',
      nickname: `${name}_${Date.now().toString(36).slice(-6)}`,
      behaviour: { manual: true },
    });
    await world.giveItems(account.id, [{ slug: 'cup', kind: 'food' }]);
    return account;
  }

  it('spec trading-core 7 createWithdraw and 4 withdrawal trade ends (finished): a new user signs up, tops up, buys, collects to a game account played by hand, and watches the trade finish live; the seller gets the price less the 20 % usd fee; both histories show it', async () => {
    const seller = await syncedSeller(app, world, { items: 3 });
    const sellerNickname = seller.player.account.nickname;
    const wanted = seller.items[0];
    const buyerAccount = await manualPlayer('Collector');
    const sellerBefore = await balanceOf(app, seller.user.access_token);

    const page = await open(null, '/');
    const gameConsole = await (await browser.createBrowserContext()).newPage();
    try {
      // A new user signs up and tops up through the simulated payment provider.
      const tag = Date.now().toString(36);
      await signUp(page, { email: `buyer.${tag}@example.com`, username: `Buyer_${tag}`, password: PASSWORD });
      await goToSettled(page, `${app.url}/topups?amount=20`);
      await page.waitForSelector('#topup-amount');
      await Promise.all([page.waitForNavigation(), page.click('#topup-form button[type="submit"]')]);
      await Promise.all([page.waitForNavigation(), page.click('button.pay')]);
      await page.waitForSelector('#payment-result[data-status="paid"]', { timeout: 15_000 });
      await textIs(page, '#header-balance .header-balance__amount', '$20.00');
      const token = await tokenOf(page);

      // Buys one item on the seller's market page with "Buy now".
      await goToSettled(page, `${app.url}/user/${userIdOf(seller.user.access_token)}`);
      const card = await page.waitForSelector(`#seller-cards .item-card:has(.item-card__name)`);
      expect(card).to.not.equal(null);
      const names = await page.$$eval('#seller-cards .item-card__name', (els) => els.map((el) => el.textContent));
      const index = names.indexOf(wanted.name);
      expect(index, `${wanted.name} in ${names.join(', ')}`).to.be.at.least(0);
      const cards = await page.$$('#seller-cards .item-card');
      await cards[index]!.$eval('.buy-buttons__now', (b) =>
        (b as HTMLButtonElement).scrollIntoView({ block: 'center' }),
      );
      await (await cards[index]!.$('.buy-buttons__now'))!.click();
      await page.waitForSelector('.modal.is-open .fast-buy', { visible: true });
      await pause(400);
      await page.click('#fast-buy-confirm');
      await page.waitForFunction(() => location.pathname === '/profile/purchased', { timeout: 15_000 });
      await page.waitForSelector('.purchased-item');
      const [bought] = await purchasedOf(token);
      expect(bought, 'one purchased item').to.include({ name: wanted.name, status: 'waiting' });
      const row = `.purchased-item[data-purchase-item="${bought!.id}"]`;

      // Spec trading-core 2 /profile/purchased: tick the item (or all), then Collect.
      await page.waitForSelector('#collect-bar');
      expect(await text(page, '#collect-bar .collect-bar__all')).to.equal(fill('purchased.selectAll', { count: 1 }));
      expect(await page.$eval('#purchased-collect', (b) => (b as HTMLButtonElement).disabled)).to.equal(true);
      await click(page, `${row} .purchased-item__check`);
      await textIs(page, '#purchased-collect', fill('purchased.collect.selected', { count: 1 }));
      await shot(page, 'purchased-ticked-1440');
      await click(page, '#purchased-collect');
      await page.waitForSelector('.modal.is-open #collect-form', { visible: true });
      await pause(400);
      // The dialog explains the trade: the friend request, ONE cheap food item from the list, accept.
      expect(await text(page, '#collect-steps')).to.contain(
        plain('withdrawals.steps.food', {
          foods: 'cup, sandwich, apple, gold apple, cheese, bottle, tea, watermelon, or ice cream',
        }),
      );
      expect(await page.$eval('input[name="nickname"]', (i) => (i as HTMLInputElement).value)).to.equal('');

      // The server's rule on the nickname, then a nickname no game account has (trade creation code 9), on the field.
      await type(page, 'input[name="nickname"]', 'a b');
      await page.click('#collect-form button[type="submit"]');
      await textIs(page, '#collect-form .field__error', t['purchased.collect.nickname.invalid']!);
      await type(page, 'input[name="nickname"]', 'Nobody_Has_This');
      await page.click('#collect-form button[type="submit"]');
      await textIs(page, '#collect-form .field__error', t['trades.code.9']!);
      await page.screenshot({ path: artifactPath('e2e/withdrawal-collect-dialog-1440.png') });

      // The manual player's nickname: the trade starts and the page goes to /profile/items-withdrawal.
      await type(page, 'input[name="nickname"]', buyerAccount.nickname);
      await page.click('#collect-form button[type="submit"]');
      await page.waitForFunction(() => location.pathname === '/profile/items-withdrawal', { timeout: 15_000 });
      await toast(page, 'The trade has started.');
      const [started] = (await tradesOf(token)).trades;
      expect(started).to.include({ state: 'active', nickname: buyerAccount.nickname, sellerNickname });
      const card1 = trade(started!.id);
      await page.waitForSelector(card1);
      expect(await text(page, `${card1} .withdrawal__seller-name`)).to.equal(sellerNickname);
      expect(await text(page, `${card1} .withdrawal-item__name`)).to.equal(wanted.name);
      expect(await text(page, `${card1} .withdrawal-item__price`)).to.equal(usd(bought!.price.amount));

      // Spec trading-core 4: the stages shown to the user; the trade waits for the friend request to be accepted.
      await page.waitForSelector(`${card1} .trade-step[data-stage="adding_friend"][data-state="current"]`, {
        timeout: 20_000,
      });
      expect(
        await page.$$eval(`${card1} .trade-step`, (steps) =>
          steps.map((s) => [s.getAttribute('data-stage'), s.getAttribute('data-state')]),
        ),
      ).to.deep.equal([
        ['searching_bot', 'done'],
        ['checking_friendship', 'done'],
        ['adding_friend', 'current'],
        ['bot_enabling', 'pending'],
        ['trading', 'pending'],
        ['end', 'pending'],
      ]);
      expect(await page.$$eval(`${card1} .trade-step--done time`, (times) => times.length)).to.equal(2);
      expect(await text(page, `${card1} .withdrawal__status`)).to.equal(
        plain('withdrawals.now.adding_friend', { seller: sellerNickname }),
      );
      expect(await text(page, `${card1} .withdrawal__state`)).to.equal(t['withdrawals.state.active']);
      expect(await page.$(`${card1} .withdrawal__cancel`), 'cancellable before the game').to.not.equal(null);
      await shot(page, 'active-1440');

      // The item is being delivered on /profile/purchased, with the way to follow the trade; no cancel button.
      const cookies = await page.cookies();
      const signedIn = {
        access_token: token,
        refresh_token: cookies.find((c) => c.name === 'refresh_token')!.value,
      } as TestUser;
      const purchased = await open(signedIn, '/profile/purchased', { width: 375 });
      await purchased.waitForSelector(`${row}[data-status="delivering"]`);
      expect(await text(purchased, `${row} .purchased-item__delivering`)).to.equal(t['purchased.delivering']);
      expect(await purchased.$eval(`${row} .purchased-item__follow`, (a) => a.getAttribute('href'))).to.equal(
        '/profile/items-withdrawal',
      );
      expect(await purchased.$(`${row} .purchased-item__cancel`)).to.equal(null);
      expect(await purchased.$('#collect-bar'), 'nothing left to collect').to.equal(null);
      await noOverflow(purchased, 375);
      await shot(purchased, 'purchased-delivering-375');
      await close(purchased);

      // The seller sees the account delivering to a buyer and the item on its way (spec trading-core 4 statuses).
      const sellerPage = await open(seller.user, '/profile/trade/inventory');
      await sellerPage.waitForSelector(`.inv-card[data-item-id="${wanted.id}"]`);
      expect(await text(sellerPage, `.inv-card[data-item-id="${wanted.id}"] .status-badge`)).to.equal(
        t['itemStatus.withdrawal'],
      );
      await goToSettled(sellerPage, `${app.url}/profile/trade`);
      await textIs(
        sellerPage,
        `.account-card[data-account-id="${seller.account.id}"] .account-card__status`,
        t['inventory.accountStatus.marketSell']!,
      );
      await shot(sellerPage, 'seller-delivering-1440');
      await close(sellerPage);

      // In the game console: accept the friend request; the trade opens; put the cup in; accept.
      await acceptFriendInConsole(gameConsole, app.url, buyerAccount, sellerNickname);
      // Live: the page follows the trade to the trading stage.
      await page.waitForSelector(`${card1} .trade-step[data-stage="trading"][data-state="current"]`, {
        timeout: 20_000,
      });
      expect(await text(page, `${card1} .withdrawal__status`)).to.equal(plain('withdrawals.now.trading'));
      expect(await page.$(`${card1} .withdrawal__cancel`), 'no cancel once in the game').to.equal(null);
      await shot(page, 'trading-1440');
      await consoleButton(gameConsole, '#trades', 'Put in cup');
      await gameConsole.waitForFunction(() =>
        document.querySelector('#trades')?.textContent?.includes('you give: cup'),
      );
      await gameConsole.screenshot({ path: artifactPath('e2e/withdrawal-console-trade-1440.png') });
      await consoleButton(gameConsole, '#trades', 'Accept');

      // Finished, live on the withdrawal page.
      await page.waitForSelector(`${card1}[data-state="finished"]`, { timeout: 20_000 });
      await textIs(
        page,
        `${card1} .withdrawal__status`,
        fill('withdrawals.now.finished', { nickname: buyerAccount.nickname }),
      );
      expect(await text(page, `${card1} .withdrawal__state`)).to.equal(t['withdrawals.state.finished']);
      expect(
        await page.$$eval(`${card1} .trade-step`, (steps) => steps.map((s) => s.getAttribute('data-state'))),
      ).to.deep.equal(['done', 'done', 'done', 'done', 'done', 'done']);
      expect(await page.$(`${card1} .withdrawal__actions`)).to.equal(null);
      expect(await text(page, `${card1} .withdrawal-item .status-badge`)).to.equal(
        t['history.status.purchase.completed'],
      );
      await shot(page, 'finished-1440');
      await page.setViewport({ width: 375, height: 812 });
      await pause(300);
      await noOverflow(page, 375);
      await shot(page, 'finished-375');
      await page.setViewport({ width: 1440, height: 900 });

      // The item left the seller's account for the buyer's.
      const inGame = await world.playerView(buyerAccount.id);
      expect(
        inGame.inventory.some((i) => i.slug === wanted.slug),
        `${wanted.slug} in the buyer's game inventory`,
      ).to.equal(true);
      expect(
        inGame.inventory.some((i) => i.kind === 'food'),
        'the cup went to the seller',
      ).to.equal(false);

      // Spec trading-core 9: the seller gets the price less the 20 % usd fee (a fraction of a cent stays with the site).
      const sellerAfter = await waitFor(
        () => balanceOf(app, seller.user.access_token),
        (b) => (b.available.usd ?? 0) > (sellerBefore.available.usd ?? 0),
        15_000,
      );
      expect((sellerAfter.available.usd ?? 0) - (sellerBefore.available.usd ?? 0)).to.equal(
        Math.floor((wanted.price.amount * 80) / 100),
      );
      expect(sellerAfter.held.usd ?? 0).to.equal(0);

      // Both histories show it: the buyer's withdrawals tab, the seller's sales tab.
      await goToSettled(page, `${app.url}/profile/history?tab=withdrawals`);
      const historyRow = `.data-table--withdrawals tr[data-row-id="${started!.id}"]`;
      await page.waitForSelector(historyRow);
      expect(await text(page, `${historyRow} .data-table__item`)).to.equal(wanted.name);
      expect(await text(page, `${historyRow} .history-account__name`)).to.equal(buyerAccount.nickname);
      expect(await text(page, `${historyRow} .data-table__sum`)).to.equal(usd(bought!.price.amount));
      expect(await text(page, `${historyRow} .status-badge`)).to.equal(t['history.status.withdrawal.paid']);
      expect(await text(page, '.history-tabs [aria-selected="true"]')).to.equal(t['history.tab.withdrawals']);
      await shot(page, 'history-withdrawals-1440');

      const sales = await open(seller.user, '/profile/history?tab=sales');
      await sales.waitForSelector('.data-table--sales');
      const sale = await sales.$$eval('.data-table--sales tbody tr', (rows) =>
        rows.map((r) => [
          r.querySelector('.history-item__name')?.textContent,
          r.querySelector('.data-table__received')?.textContent,
          r.querySelector('.status-badge')?.getAttribute('data-status'),
        ]),
      );
      expect(sale).to.deep.include([wanted.name, usd(Math.floor((wanted.price.amount * 80) / 100)), 'completed']);
      await shot(sales, 'seller-sales-1440');
      await close(sales);
    } finally {
      await gameConsole.browserContext().close();
      await close(page);
    }
  });

  it("spec trading-core 4 withdrawal trade ends and 8: the buyer's side (the friend request declined, FRIEND_DECLINED) leaves the items waiting: Retry starts a new trade, which can be cancelled before the game; the seller's side (an expired session) refunds", async () => {
    const seller = await syncedSeller(app, world, { items: 3 });
    const buyer = await registerUser(app.url, { main_currency: 'usd' });
    await topUp(app, buyer.access_token, '50', 'usd');
    const bought = await buyListed(app, buyer, 'adopt', seller.items.slice(0, 2));
    const player = await manualPlayer('Decliner');
    const call = (method: string, path: string, body?: unknown) =>
      api(app.url, method, path, { token: buyer.access_token, body });

    // The buyer collects the first item; in the game console the friend request is declined.
    const first = await call('POST', '/api/adopt/withdrawals', { items: [bought[0]!.id], nickname: player.nickname });
    expect(first.status, JSON.stringify(first.body)).to.equal(200);
    const declined = first.body.trades[0] as WithdrawalView;
    const page = await open(buyer, '/profile/items-withdrawal');
    try {
      await page.waitForSelector(
        `${trade(declined.id)} .trade-step[data-stage="adding_friend"][data-state="current"]`,
        {
          timeout: 20_000,
        },
      );
      const request = await waitFor(
        async () => (await world.playerView(player.id)).requests[0],
        (r) => Boolean(r),
      );
      await world.answerFriendRequest(player.id, request!.id, false);
      await page.waitForSelector(`${trade(declined.id)}[data-state="failed"]`, { timeout: 20_000 });
      await textIs(page, `${trade(declined.id)} .withdrawal__reason`, t['trades.code.FRIEND_DECLINED']!);
      expect(await text(page, `${trade(declined.id)} .withdrawal__outcome`)).to.equal(
        t['withdrawals.outcome.buyerSide'],
      );
      expect(
        await page.$$eval(`${trade(declined.id)} .trade-step`, (steps) =>
          steps.map((s) => s.getAttribute('data-state')),
        ),
      ).to.deep.equal(['done', 'done', 'failed', 'pending', 'pending', 'failed']);
      await page.waitForSelector(`${trade(declined.id)} .withdrawal__retry`);
      await shot(page, 'buyer-side-1440');

      // Retry: a new trade with the same items to the same nickname, live on the page.
      await click(page, `${trade(declined.id)} .withdrawal__retry`);
      await toast(page, t['withdrawals.retry.done']!);
      const retried = await waitFor(
        async () => (await call('GET', '/api/adopt/withdrawals')).body.trades as WithdrawalView[],
        (trades) => trades.some((tr) => tr.state === 'active'),
      );
      const again = retried.find((tr) => tr.state === 'active')!;
      expect(again.items.map((i) => i.id)).to.deep.equal([bought[0]!.id]);
      expect(again.nickname).to.equal(player.nickname);
      await page.waitForSelector(`${trade(again.id)} .withdrawal__cancel`, { timeout: 15_000 });
      // The running trade comes first.
      expect(await page.$eval('.withdrawals__list .withdrawal', (el) => el.getAttribute('data-trade-id'))).to.equal(
        again.id,
      );

      // Cancel it before the seller's account enters the game: the item waits again.
      await click(page, `${trade(again.id)} .withdrawal__cancel`);
      await toast(page, t['withdrawals.cancel.done']!);
      await page.waitForSelector(`${trade(again.id)}[data-state="cancelled"]`, { timeout: 15_000 });
      expect(await text(page, `${trade(again.id)} .withdrawal__status`)).to.equal(t['withdrawals.now.cancelled']);
      expect(await text(page, `${trade(again.id)} .withdrawal__outcome`)).to.equal(t['withdrawals.outcome.cancelled']);
      await waitFor(
        () => purchasedOf(buyer.access_token),
        (items) => items.find((i) => i.id === bought[0]!.id)?.status === 'waiting',
      );

      // The seller's session expires (a fresh cookie in the game); the second item's trade fails on the seller's side.
      await world.setCookie(seller.player.account.id, { renew: true });
      const balanceBefore = await balanceOf(app, buyer.access_token);
      const second = await call('POST', '/api/adopt/withdrawals', {
        items: [bought[1]!.id],
        nickname: player.nickname,
      });
      expect(second.status, JSON.stringify(second.body)).to.equal(200);
      const expired = second.body.trades[0] as WithdrawalView;
      await page.waitForSelector(`${trade(expired.id)}[data-state="failed"]`, { timeout: 20_000 });
      await textIs(page, `${trade(expired.id)} .withdrawal__reason`, t['trades.code.SELLER_SESSION_EXPIRED']!);
      await textIs(
        page,
        `${trade(expired.id)} .withdrawal__outcome`,
        fill('withdrawals.outcome.refunded', { amount: usd(seller.items[1].price.amount) }),
      );
      expect(await page.$(`${trade(expired.id)} .withdrawal__retry`), 'nothing to retry after a refund').to.equal(null);
      const balanceAfter = await balanceOf(app, buyer.access_token);
      expect((balanceAfter.available.usd ?? 0) - (balanceBefore.available.usd ?? 0)).to.equal(
        seller.items[1].price.amount,
      );
      await shot(page, 'ended-1440');
      await noOverflow(page, 1440);

      // The withdrawals history: one row per trade, with each failure's reason.
      await goToSettled(page, `${app.url}/profile/history?tab=withdrawals&status=failed`);
      await page.waitForSelector('.data-table--withdrawals');
      expect(await page.$$('.data-table--withdrawals tbody tr')).to.have.length(3);
      expect(
        await text(page, `.data-table--withdrawals tr[data-row-id="${expired.id}"] .history-trade-status__reason`),
      ).to.equal(t['trades.code.SELLER_SESSION_EXPIRED']);

      // Collecting again: the dialog comes with the nickname collected to last time.
      await goToSettled(page, `${app.url}/profile/purchased`);
      await click(page, '#purchased-collect-all');
      await page.waitForSelector('.modal.is-open #collect-form', { visible: true });
      expect(await page.$eval('input[name="nickname"]', (i) => (i as HTMLInputElement).value)).to.equal(
        player.nickname,
      );

      // The screens at 375 and 1440 px, light and dark: nothing wider than the screen.
      for (const theme of ['light', 'dark'] as const) {
        for (const width of [375, 1440]) {
          const screen = await open(buyer, '/profile/items-withdrawal', { width, theme });
          await screen.waitForSelector('.withdrawal');
          await pause(300);
          await noOverflow(screen, width);
          await shot(screen, `page-${width}-${theme}`);
          for (const [name, path, ready] of [
            ['history-withdrawals', '/profile/history?tab=withdrawals', '.data-table--withdrawals'],
            ['history-deposits', '/profile/history?tab=deposits', '#history-empty'],
          ] as const) {
            await goToSettled(screen, `${app.url}${path}`);
            await screen.waitForSelector(ready);
            await noOverflow(screen, width);
            await shot(screen, `${name}-${width}-${theme}`);
          }
          await close(screen);
        }
      }
    } finally {
      await close(page);
    }
  });

  it('spec trading-core 2 /profile/items-withdrawal and 8 create withdrawal NOT_FOUND: with no trades the page leads to the purchased items; collecting items of which one was cancelled meanwhile asks for a refresh', async () => {
    const seller = await syncedSeller(app, world, { items: 2 });
    const buyer = await registerUser(app.url, { main_currency: 'usd' });
    await topUp(app, buyer.access_token, '50', 'usd');
    const player = await newPlayer(world, 'adopt', {}, 0);

    const page = await open(buyer, '/profile/items-withdrawal', { width: 375 });
    try {
      await page.waitForSelector('#withdrawals-empty');
      expect(await text(page, '#withdrawals-empty .withdrawals__empty-title')).to.equal(t['withdrawals.empty.title']);
      await noOverflow(page, 375);
      await shot(page, 'empty-375');
      await click(page, '#withdrawals-empty a');
      await page.waitForFunction(() => location.pathname === '/profile/purchased');
      await page.waitForSelector('#purchased-empty');

      // Two items bought; the page shows them; one is cancelled elsewhere before "Collect all" is pressed.
      const bought = await buyListed(app, buyer, 'adopt', seller.items);
      await reloadSettled(page);
      await page.waitForSelector('#purchased-collect-all');
      expect(await text(page, '#purchased-collect-all')).to.equal(fill('purchased.collect.all', { count: 2 }));
      await click(page, '#purchased-select-all');
      await textIs(page, '#purchased-collect', fill('purchased.collect.selected', { count: 2 }));
      await noOverflow(page, 375);
      await shot(page, 'purchased-ticked-375');
      await click(page, '#purchased-collect');
      await page.waitForSelector('.modal.is-open #collect-form', { visible: true });
      await pause(400);
      await type(page, 'input[name="nickname"]', player.account.nickname);
      // Meanwhile one of the two is cancelled elsewhere (another tab).
      const cancelled = await api(app.url, 'POST', `/api/adopt/purchases/${bought[1]!.id}/cancel`, {
        token: buyer.access_token,
        body: {},
      });
      expect(cancelled.status).to.equal(200);
      await page.click('#collect-form button[type="submit"]');
      await textIs(page, '#collect-error', t['withdrawals.error.notFound']!);
      await page.screenshot({ path: artifactPath('e2e/withdrawal-collect-not-found-375.png') });
      // The list was read again: the cancelled item is gone.
      await page.waitForFunction(() => document.querySelectorAll('.purchased-item').length === 1);
    } finally {
      await close(page);
    }
  });

  it("spec trading-core 2 and 3 history tables, deposits: the user's quick sales, each with the game account, the items it moved, what the site paid, its status and a failure's code in words", async () => {
    // A seller who linked and synced an account sells to the site twice: 2 items, then 1 that fails (code 304).
    const seller = await syncedSeller(app, world, { items: 3, list: false });
    const user = seller.user;
    const call = (method: string, path: string, body?: unknown) =>
      api(app.url, method, path, { token: user.access_token, body });
    const quickSale = async (count: number, inject?: string) => {
      if (inject) await world.inject(seller.player.account.id, inject);
      const offered = ((await call('GET', '/api/adopt/quick-sales/offer?currency=usd')).body.items as any[]).slice(
        0,
        count,
      );
      const started = await call('POST', '/api/adopt/quick-sales', {
        accountId: seller.account.id,
        currency: 'usd',
        items: offered.map((i) => ({ id: i.id, price: i.price.amount })),
      });
      expect(started.status, JSON.stringify(started.body)).to.equal(200);
      const id = started.body.quickSale.id as string;
      const saleNow = async () =>
        ((await call('GET', '/api/adopt/quick-sales')).body.quickSales as any[]).find((q) => q.id === id);
      // The seller presses Ready after adding the bot (the quick sale's pending_friend step).
      const ready = await waitFor(saleNow, (q) => q.needsReady || q.state !== 'active', 20_000);
      if (ready.state === 'active') await call('POST', `/api/adopt/quick-sales/${id}/ready`);
      return waitFor(saleNow, (q) => q.state !== 'active' && q.paid !== null, 20_000);
    };
    const sold = await quickSale(2);
    expect(sold.state).to.equal('finished');
    const failed = await quickSale(1, '504');
    expect(failed.state).to.not.equal('finished');

    for (const width of [1440, 375]) {
      const page = await open(user, '/profile/history?tab=deposits', { width });
      try {
        await page.waitForSelector('.data-table--deposits');
        const row = (id: string) => `.data-table--deposits tr[data-row-id="${id}"]`;
        expect(await text(page, `${row(sold.id)} .history-account__name`)).to.equal(seller.player.account.nickname);
        expect(await text(page, `${row(sold.id)} .history-deposit-count`)).to.equal('2 items');
        expect(await text(page, `${row(sold.id)} .history-money`)).to.equal(usd(sold.paid.amount));
        expect(await text(page, `${row(sold.id)} .status-badge`)).to.equal(t['history.status.deposit.paid']);
        expect(await text(page, `${row(failed.id)} .status-badge`)).to.equal(t['history.status.deposit.failed']);
        expect(await text(page, `${row(failed.id)} .history-trade-status__reason`)).to.equal(
          t[`trades.code.${failed.code}`],
        );
        await noOverflow(page, width);
        await shot(page, `history-deposits-rows-${width}`);
      } finally {
        await close(page);
      }
    }
  });
});
