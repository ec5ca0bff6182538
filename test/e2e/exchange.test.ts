import { expect } from 'chai';
import pg from 'pg';
import type { Page } from 'puppeteer-core';
import type { WorldAdmin } from '../../bots';
import type { Variant } from '../../modules/catalog/catalog.schemas';
import type { ExchangeBoard, ExchangeView, StockItem, StockVariant } from '../../modules/exchange/exchange.schemas';
import { type ExchangeQuote, quoteExchange } from '../../modules/exchange/exchange.vocabulary.schemas';
import { IdentityService } from '../../modules/identity';
import { TOPUP_LIMITS } from '../../modules/wallet/wallet.schemas';
import type { QuickSaleOfferItem, QuickSaleView } from '../../modules/quick-sale/quick-sale.schemas';
import { startTestApp, type TestApp } from '../support/app';
import { servicesOf } from '../support/bots';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { messages, plain } from '../support/messages';
import { waitFor } from '../support/socket';
import { syncedSeller } from '../support/trade-loop';
import { balanceOf } from '../support/wallet';
import {
  acceptFriendInConsole,
  click,
  closePage,
  closeToasts,
  consoleButton,
  fillMessage,
  noOverflow,
  openPage,
  payTopUp,
  signUp,
  text,
  textIs,
  toast,
  tokensOf,
  type SessionTokens,
  usd,
} from './page-steps';
import { goToSettled } from './settled';

// The /trade exchange as a new user meets it (README "Exchanging items for the site's stock (/trade)", spec
// trading-core 1, 2, 5, 8): a supplier sells items to the site by quick sale (over HTTP, as their browser would),
// which makes the site's stock; a new user signs up in the page, links and syncs a game account played by hand in
// the game console (over HTTP, as the user's browser would), gives one of its items for a site item on /trade (the
// difference from a balance topped up through the page), befriends the bot and accepts the trade in the console,
// and watches the exchange end live. Expected texts come from the messages file; amounts from quoteExchange.
const t = messages('en');
const PASSWORD = 'Exchange1!pets';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fill = (id: string, values: Record<string, string | number> = {}) => fillMessage(t[id]!, values);
/** English plurals of "item" as the messages say them ("# item", "# items"). */
const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
/** The summary's difference line and its kind, for a quote (the site pays back at most 10 %). */
function difference(quote: ExchangeQuote): { kind: string; text: string } {
  if (quote.refused) {
    const owed = usd(quote.userValue - quote.siteValue);
    return {
      kind: 'refused',
      text: plain(fill('exchange.summary.refused', { owed, max: usd(quote.maxChange), share: '10%' })),
    };
  }
  if (quote.balance > 0)
    return { kind: 'balance', text: fill('exchange.summary.addBalance', { amount: usd(quote.balance) }) };
  if (quote.change > 0) return { kind: 'change', text: fill('exchange.summary.change', { amount: usd(quote.change) }) };
  return { kind: 'even', text: t['exchange.summary.even']! };
}
const available = (lot: StockVariant) => lot.count - lot.own;
const giveRow = (id: string) => `#exchange-give-items .qs-item[data-item-id="${id}"]`;
const stockCard = (itemId: number) => `#exchange-stock-${itemId}`;
/** An item as the game console's trades name it: its slug, then its neon level and age when it has them. */
const consoleItem = (item: { slug: string; variant: Variant }) =>
  [item.slug, item.variant.level !== 'default' ? item.variant.level : '', item.variant.age ?? '']
    .filter(Boolean)
    .join(' · ');

/** The whole page, from the top (a full-page capture of a scrolled page draws the sticky header mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: artifactPath(`e2e/exchange-${name}.png`), fullPage: true });
}

/**
 * The screen with this element at its top, below the header: a full-page capture would draw the sticky summary and
 * a phone's fixed tab bar in the middle of the page, and leave lazy images below the screen empty.
 */
async function view(page: Page, name: string, selector: string) {
  await page.$eval(selector, (el) => {
    el.scrollIntoView({ block: 'start', behavior: 'instant' });
    window.scrollBy({ top: -80, behavior: 'instant' });
  });
  await pause(300);
  await page.screenshot({ path: artifactPath(`e2e/exchange-${name}.png`) });
}

describe("e2e: the /trade exchange in Chromium (a new user's item and balance for an item of the site's stock, in one bot trade played by hand)", function () {
  this.timeout(180_000);
  let app: TestApp;
  let browser: TestBrowser;
  let world: WorldAdmin;
  let db: pg.Pool;
  /** What the setup's quick sale left: the site's seller account, its bot, and the supplier's cheapest item kept. */
  let site: { userId: string; bot: string; kept: QuickSaleOfferItem };

  before(async () => {
    // As the quick sale e2e test: at 0.25 a player by hand has 75 s for the friend request and for Ready, 45 s for
    // the trade, and the game's accept cooldown is 0.75 s.
    [app, browser] = await Promise.all([
      startTestApp({ env: { BOTS_TIME_SCALE: '0.25', BOTS_PER_GAME: '2' } }),
      browserForFile(),
    ]);
    world = servicesOf(app.container).world;
    db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
    site = await sellToTheSite();
  });
  after(async () => {
    await db?.end();
    await browser?.close();
    await app?.stop();
  });

  const open = (user: SessionTokens | null, path: string, options: Parameters<typeof openPage>[3] = {}) =>
    openPage(browser, app.url, path, { ...options, user });
  const stockOf = async () =>
    (await api<ExchangeBoard>(app.url, 'GET', '/api/adopt/exchange/stock?currency=usd')).body.stock;

  /**
   * The setup: a scripted supplier sells two of its four synced items to the site by quick sale (the two with the
   * highest recommended price), to the end: they are the site's stock, listed under the site's seller account and
   * held by the bot that took them. It keeps the cheapest of the four.
   */
  async function sellToTheSite() {
    const supplier = await syncedSeller(app, world, { items: 4, list: false });
    const call = (method: string, path: string, body?: unknown) =>
      api(app.url, method, path, { token: supplier.user.access_token, body });
    const offer = (await call('GET', '/api/adopt/quick-sales/offer?currency=usd')).body.items as QuickSaleOfferItem[];
    expect(offer, 'the site offers for every synced item').to.have.length(4);
    const byWorth = [...offer].sort((a, b) => b.recommended.amount - a.recommended.amount || a.id.localeCompare(b.id));
    const sold = byWorth.slice(0, 2);
    const started = await call('POST', '/api/adopt/quick-sales', {
      accountId: supplier.account.id,
      currency: 'usd',
      items: sold.map((i) => ({ id: i.id, price: i.price.amount })),
    });
    expect(started.status, JSON.stringify(started.body)).to.equal(200);
    const id = (started.body.quickSale as QuickSaleView).id;
    const sale = async () =>
      ((await call('GET', '/api/adopt/quick-sales')).body.quickSales as QuickSaleView[]).find((q) => q.id === id)!;
    // The scripted supplier accepts the bot's friend request at once; then Ready, as the seller presses it.
    await waitFor(sale, (q) => q.needsReady, 30_000);
    expect((await call('POST', `/api/adopt/quick-sales/${id}/ready`)).status).to.equal(200);
    const done = await waitFor(sale, (q) => q.state !== 'active' && q.paid !== null, 30_000);
    expect(done.state, JSON.stringify(done)).to.equal('finished');
    const userId = await app.container.get(IdentityService).siteUser();
    const listed = await waitFor(
      () =>
        db.query(
          `SELECT l.seller_id, a.game_account_id AS bot
             FROM catalog.listings l JOIN inventory_sync.items i ON i.id = l.inventory_item_id
             JOIN inventory_sync.game_accounts a ON a.id = i.account_id
            WHERE i.game_item_id IN (SELECT game_item_id FROM quick_sale.sale_items WHERE sale_id = $1)`,
          [id],
        ),
      (r) => r.rows.length === 2,
      15_000,
    );
    expect(listed.rows.map((r) => r.seller_id)).to.deep.equal([userId, userId]);
    expect(listed.rows[0].bot, 'one bot holds both').to.equal(listed.rows[1].bot);
    return { userId, bot: listed.rows[0].bot as string, kept: byWorth.at(-1)! };
  }

  it("spec trading-core 2 /trade: a visitor (signed out) sees the site's stock, with prices and nothing to pick, beside a card asking to sign in", async () => {
    const stock = await stockOf();
    expect(stock.length, 'the stock the setup made').to.be.at.least(1);
    for (const width of [1440, 375]) {
      const page = await open(null, '/trade', { width });
      try {
        await page.waitForSelector('#exchange-stock .ex-stock', { timeout: 20_000 });
        expect(await text(page, '#exchange-sign-in-title')).to.equal(t['exchange.signIn.title']);
        expect(await text(page, '#exchange-sign-in .ex-sign-in__text')).to.equal(t['exchange.signIn.text']);
        expect(await page.$('#exchange-sign-in-button'), 'a sign-in button').to.not.equal(null);
        expect(await text(page, '#exchange-take-count')).to.equal(items(stock.length));
        const cards = await page.$$eval('#exchange-stock .ex-stock', (els) => els.map((el) => el.id));
        expect([...cards].sort()).to.deep.equal(stock.map((i) => `exchange-stock-${i.itemId}`).sort());
        for (const item of stock) {
          const from = Math.min(...item.variants.map((v) => v.price.amount));
          expect(await text(page, `${stockCard(item.itemId)} .ex-stock__name`)).to.equal(item.name);
          expect(await text(page, `${stockCard(item.itemId)} .ex-stock__from-price`)).to.equal(usd(from));
        }
        // Nothing to pick or start for a visitor.
        expect(await page.$('.ex-stepper__add'), 'no Add').to.equal(null);
        expect(await page.$('#exchange-summary'), 'no summary').to.equal(null);
        expect(await page.$('#exchange-give'), 'no items of theirs').to.equal(null);
        await noOverflow(page, width);
        if (width > 744) await shot(page, `visitor-${width}`);
        else {
          await view(page, `visitor-${width}`, '#exchange-sign-in');
          await view(page, `visitor-stock-${width}`, '#exchange-take');
        }
      } finally {
        await closePage(page);
      }
    }
  });

  it("spec trading-core 1, 2 /trade and /trade/{type}/{slug}/{id}, 5, 8: a new user signs up, links and syncs a game account played by hand, is told the balance falls short (and the server's INVALID_USER_BALANCE in words), tops up, gives their cheapest item for the site's dearest, befriends the bot and accepts the trade in the game console, presses Ready, and watches the exchange finish live; the items swap owners in the game and on the site, the balance moves by exactly the difference", async () => {
    // A game account played by hand (it answers only through the game console): two random items, one food item, and
    // a copy of the supplier's cheapest item, so that one of its items is worth less than the site's dearest.
    const tag = Date.now().toString(36);
    const player = await world.createAccount({
      game: 'adopt',
      nickname: `Trader_${tag.slice(-6)}`,
      behaviour: { manual: true },
    });
    await world.giveRandomInventory(player.id, 2, 1);
    await world.giveItems(player.id, [{ slug: site.kept.slug, ...site.kept.variant }]);

    const page = await open(null, '/');
    const gameConsole = await (await browser.createBrowserContext()).newPage();
    try {
      // A new user signs up in the browser (the page's currency, usd, becomes theirs).
      await signUp(page, { email: `exchange.${tag}@example.com`, username: `Exch_${tag}`, password: PASSWORD });
      const user = await tokensOf(page);
      const token = user.access_token;
      const call = (method: string, path: string, body?: unknown) => api(app.url, method, path, { token, body });
      // Links the player's account by its session cookie and syncs it (addAcc, startSync), as the user's pages do.
      const linked = await call('POST', '/api/adopt/accounts', { cookie: player.session_cookie });
      expect(linked.status, JSON.stringify(linked.body)).to.equal(201);
      const accountId = linked.body.account.id as string;
      expect((await call('POST', `/api/adopt/accounts/${accountId}/sync`)).status).to.equal(202);
      await waitFor(
        async () => ((await call('GET', '/api/adopt/accounts')).body.accounts as any[])[0],
        (a) => a?.sync === null && a.status === 'success',
        20_000,
      );
      const exchangesOf = async () => (await call('GET', '/api/adopt/exchanges')).body.exchanges as ExchangeView[];
      const board = (await call('GET', '/api/adopt/exchange/board?currency=usd')).body as ExchangeBoard;
      const give = board.give!;
      expect(
        give.map((g) => g.accountId),
        'the three items of the account (not the food)',
      ).to.deep.equal([accountId, accountId, accountId]);

      // The choice, by value: the user gives their cheapest item and takes the site's dearest unit. Its price is at
      // least the recommended price of the supplier's cheapest item, which the user's cheapest is worth at most: the
      // user adds the difference, and the site's margin (it pays back at most 10 %) cannot refuse it.
      const given = [...give].sort((a, b) => a.value.amount - b.value.amount || a.id.localeCompare(b.id))[0]!;
      const lots = board.stock.flatMap((item) =>
        item.variants.filter((lot) => available(lot) > 0).map((lot) => ({ item, lot })),
      );
      const { item: taken, lot } = lots.sort(
        (a, b) => b.lot.price.amount - a.lot.price.amount || a.item.itemId - b.item.itemId,
      )[0]!;
      const quote = quoteExchange([given.value.amount], [lot.price.amount]);
      expect(quote.refused, JSON.stringify(quote)).to.equal(false);
      expect(quote.balance, 'the site item is worth more than the item given').to.be.greaterThan(0);
      const everything = quoteExchange(
        give.map((g) => g.value.amount),
        [lot.price.amount],
      );

      // /trade/{type}/{slug}/{id} on a phone: the site item opened first, picked (or waiting for its pet's age).
      await preselected(user, taken);

      // /trade: the account's items with their trade-in values, the site's stock, nothing picked yet.
      await goToSettled(page, `${app.url}/trade`);
      await page.waitForSelector(`${giveRow(given.id)}`, { timeout: 20_000 });
      await page.waitForSelector(stockCard(taken.itemId));
      await textIs(page, '#header-balance .header-balance__amount', usd(0));
      expect(await page.$$eval('#exchange-give-items .qs-item', (els) => els.length)).to.equal(3);
      for (const g of give) expect(await text(page, `${giveRow(g.id)} .qs-item__price`)).to.equal(usd(g.value.amount));
      expect(await text(page, '.qs-account.is-checked .qs-account__name')).to.equal(player.nickname);
      expect(await page.$eval('#exchange-start', (b) => (b as HTMLButtonElement).disabled)).to.equal(true);

      // Every item of theirs against the site's dearest: the summary says both sides and the difference as
      // quoteExchange does (refused beyond the margin, whatever these random items make of it).
      for (const g of give) await tick(page, g.id);
      await pick(page, taken, lot);
      await summaryIs(page, everything, 4);
      expect(
        await page.$eval('#exchange-start', (b) => (b as HTMLButtonElement).disabled),
        'held back when refused or when the (empty) balance would have to add something',
      ).to.equal(everything.refused || everything.balance > 0);
      await view(page, 'everything-1440', '.ex-board');
      // Only the cheapest: the user adds the difference, which the balance (nothing yet) does not cover. Start is
      // held back, pointing at the words that say so, with a top-up link.
      for (const g of give) if (g.id !== given.id) await tick(page, g.id);
      await summaryIs(page, quote, 2);
      const short = `${fill('exchange.summary.balance', { amount: usd(0) })} ${fill('exchange.summary.short', {
        amount: usd(quote.balance),
      })} ${t['exchange.fix.topUp']}`;
      await textIs(page, '#exchange-balance', short);
      expect(await page.$eval('#exchange-start', (b) => (b as HTMLButtonElement).disabled)).to.equal(true);
      expect(await page.$eval('#exchange-start', (b) => b.getAttribute('aria-describedby'))).to.equal(
        'exchange-balance',
      );
      await view(page, 'short-1440', '.ex-board');

      // The server refuses it too (INVALID_USER_BALANCE), in words beside Start: seen on a phone whose balance could
      // not be read, so the page lets Start through. Nothing starts.
      await refusedForBalance(user, given.id, taken, lot);
      expect(await exchangesOf(), 'no exchange').to.have.length(0);

      // The summary's top-up link: the amount short prefilled (at least the smallest top-up), paid.
      await click(page, '#exchange-balance .qs-bar__fix');
      await page.waitForFunction(() => location.pathname === '/topups', { timeout: 15_000 });
      const paid = Math.max(quote.balance, TOPUP_LIMITS.usd.min);
      await page.waitForFunction(
        (v) => (document.querySelector('#topup-amount') as HTMLInputElement | null)?.value === v,
        { timeout: 15_000 },
        (paid / 100).toFixed(2),
      );
      await payTopUp(page);
      await textIs(page, '#header-balance .header-balance__amount', usd(paid));

      // Back on /trade: the same pick, now covered; Start.
      await goToSettled(page, `${app.url}/trade`);
      await page.waitForSelector(giveRow(given.id), { timeout: 20_000 });
      await tick(page, given.id);
      await pick(page, taken, lot);
      await summaryIs(page, quote, 2);
      await textIs(page, '#exchange-balance', fill('exchange.summary.balance', { amount: usd(paid) }));
      await page.waitForSelector('#exchange-start:not([disabled])');
      await view(page, 'ready-to-start-1440', '.ex-board');
      // The page is never loaded again from here: the exchange is followed live.
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      await closeToasts(page);
      await click(page, '#exchange-start');
      await toast(page, fill('exchange.started', { nickname: player.nickname }));
      const [started] = await exchangesOf();
      expect(started).to.deep.include({
        state: 'active',
        nickname: player.nickname,
        accountId,
        userValue: { amount: quote.userValue, currency: 'usd' },
        siteValue: { amount: quote.siteValue, currency: 'usd' },
        balance: { amount: quote.balance, currency: 'usd' },
        change: { amount: 0, currency: 'usd' },
      });
      const card = `#exchange-${started!.id}`;

      // The card, live: the bot to befriend, the stage, both sides and the money; the balance added is held.
      await page.waitForSelector(`${card}[data-stage="adding_friend"] .qs-sale__bot-name`, { timeout: 20_000 });
      const bot = (await exchangesOf())[0]!.botNickname!;
      expect(bot, "the bot's nickname").to.be.a('string').and.not.equal('');
      expect(await text(page, `${card} .qs-sale__bot-name`)).to.equal(bot);
      expect(await text(page, `${card} .qs-sale__bot-text`)).to.equal(plain(fill('exchange.trade.botAdd', { bot })));
      await textIs(page, `${card} .qs-sale__status`, plain(fill('exchange.now.adding_friend', { bot })));
      expect(await text(page, `${card} .qs-sale__state`)).to.equal(t['exchange.state.active']);
      expect(await page.$$eval(`${card} .ex-trade__give .qs-sale-item__name`, names)).to.deep.equal([given.name]);
      expect(await page.$$eval(`${card} .ex-trade__take .qs-sale-item__name`, names)).to.deep.equal([taken.name]);
      expect(await text(page, `${card} .ex-trade__user-value`)).to.equal(usd(quote.userValue));
      expect(await text(page, `${card} .ex-trade__site-value`)).to.equal(usd(quote.siteValue));
      expect(await text(page, `${card} .ex-trade__balance`)).to.equal(usd(quote.balance));
      expect(await page.$(`${card} .ex-trade__change`), 'no change paid back').to.equal(null);
      expect(await page.$(`${card} .qs-sale__cancel`), 'cancellable before the game').to.not.equal(null);
      expect(await page.$(`${card} .qs-sale__ready`), 'no Ready before the friendship').to.equal(null);
      await page.waitForSelector('#exchange-no-items[data-hint="busy"]', { timeout: 20_000 });
      // The difference is held (the header is checked once the exchange ended: until then it still shows the balance
      // from before Start, which nothing on the page reads again).
      const during = await balanceOf(app, token);
      expect([during.available.usd, during.held.usd], 'the difference is held').to.deep.equal([
        paid - quote.balance,
        quote.balance,
      ]);
      await shot(page, 'adding-friend-1440');

      // In the game console: the bot's friend request, accepted by hand.
      await acceptFriendInConsole(gameConsole, app.url, player, bot);

      // The page asks for Ready (the bot is a friend now); Ready is pressed.
      await page.waitForSelector(`${card}[data-stage="pending_ready"] .qs-sale__ready`, { timeout: 20_000 });
      await textIs(page, `${card} .qs-sale__status`, plain(fill('exchange.now.pending_ready', { bot })));
      await shot(page, 'pending-ready-1440');
      await click(page, `${card} .qs-sale__ready`);
      await toast(page, fill('exchange.ready.done', { bot }));

      // The bot joins and opens the trade: both sides give. Accepted in the game console.
      await gameConsole.waitForFunction(
        (b) => document.querySelector('#trades')?.textContent?.includes(b),
        { timeout: 30_000 },
        bot,
      );
      const lines = await gameConsole.$$eval('#trades li > span', (spans) => spans.map((el) => el.textContent));
      expect(lines, 'both sides give').to.include.members([
        `you give: ${consoleItem(given)}`,
        `you get: ${consoleItem({ slug: taken.slug, variant: lot.variant })}`,
      ]);
      await page.waitForSelector(`${card}[data-stage="trading"]`, { timeout: 20_000 });
      await textIs(page, `${card} .qs-sale__status`, plain(fill('exchange.now.trading')));
      expect(await page.$(`${card} .qs-sale__cancel`), 'no cancel once the bot is in the game').to.equal(null);
      await gameConsole.screenshot({ path: artifactPath('e2e/exchange-console-trade-1440.png') });
      await consoleButton(gameConsole, '#trades', 'Accept');

      // Exchanged, live: the state, both items moved, the balance as held (nothing paid back), no reload.
      await page.waitForSelector(`${card}[data-state="finished"]`, { timeout: 30_000 });
      await textIs(page, `${card} .qs-sale__status`, fill('exchange.now.finished'));
      expect(await text(page, `${card} .qs-sale__state`)).to.equal(t['exchange.state.finished']);
      expect(await text(page, `${card} .qs-sale__bot-text`)).to.equal(plain(fill('exchange.trade.bot', { bot })));
      expect(
        await page.$$eval(`${card} .qs-sale-item`, (els) => els.map((el) => el.getAttribute('data-moved'))),
      ).to.deep.equal(['true', 'true']);
      expect(await page.$$eval(`${card} .qs-sale-item .status-badge`, names)).to.deep.equal([
        t['exchange.item.given'],
        t['exchange.item.received'],
      ]);
      expect(
        await page.$$eval(`${card} .trade-step`, (steps) => steps.map((s) => s.getAttribute('data-state'))),
        'no failed stage',
      ).to.not.include('failed');
      expect(await page.$(`${card} .qs-sale__actions`), 'nothing left to do').to.equal(null);
      await textIs(page, '#header-balance .header-balance__amount', usd(paid - quote.balance));
      // The item given joined the site's stock on the same page.
      await page.waitForSelector(stockCard(given.itemId), { timeout: 20_000 });
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'no reload').to.equal(true);
      await shot(page, 'finished-1440');

      // The API agrees: finished, every item moved, the balance down by exactly the difference (-balance + change).
      const [ended] = await exchangesOf();
      expect(ended).to.deep.include({ id: started!.id, state: 'finished', code: null });
      expect([...ended!.give, ...ended!.take].map((i) => i.moved)).to.deep.equal([true, true]);
      const after = await balanceOf(app, token);
      expect((after.available.usd ?? 0) - paid).to.equal(-quote.balance + quote.change);
      expect(after.held.usd ?? 0, 'nothing held any more').to.equal(0);

      // On the site and in the game: the user's item is the site's stock (listed by the site's seller, held by the
      // bot that ran the trade); the site's item is in the user's game account and off the market.
      const rows = (
        await db.query(
          `SELECT x.side, x.game_item_id, x.moved, g.account_id AS holder, l.seller_id, e.bot_account_id AS bot
             FROM exchange.exchange_items x JOIN exchange.exchanges e ON e.id = x.exchange_id
             JOIN game_world.items g ON g.id = x.game_item_id
             LEFT JOIN inventory_sync.items i ON i.game_item_id = x.game_item_id
             LEFT JOIN catalog.listings l ON l.inventory_item_id = i.id
            WHERE x.exchange_id = $1 ORDER BY x.side DESC`,
          [started!.id],
        )
      ).rows;
      expect(rows.map((r) => r.side)).to.deep.equal(['user', 'site']);
      const [mine, theirs] = rows;
      expect(mine.bot, 'the bot that holds the stock ran the trade').to.equal(site.bot);
      expect(mine).to.include({ moved: true, holder: site.bot, seller_id: site.userId });
      expect(theirs).to.include({ moved: true, holder: player.id, seller_id: null });
      const inGame = (await world.playerView(player.id)).inventory.map((i: { id: string }) => i.id);
      expect(inGame).to.include(theirs.game_item_id).and.not.include(mine.game_item_id);
      const lotOfGiven = (await call('GET', '/api/adopt/exchange/board?currency=usd')).body.stock
        .find((s: StockItem) => s.itemId === given.itemId)
        .variants.find((v: StockVariant) => JSON.stringify(v.variant) === JSON.stringify(given.variant));
      expect(lotOfGiven.own, 'marked as the user’s own: not theirs to take back').to.equal(1);

      // The screen at 1440 and 375 px, light and dark, with the exchange just finished: nothing wider than the screen.
      for (const theme of ['light', 'dark'] as const) {
        for (const width of [1440, 375]) {
          const screen = await open(user, '/trade', { width, theme });
          try {
            await screen.waitForSelector(`${card}[data-state="finished"]`, { timeout: 20_000 });
            await screen.waitForSelector('#exchange-stock .ex-stock', { timeout: 20_000 });
            await pause(300);
            await noOverflow(screen, width);
            if (width > 744) await shot(screen, `finished-${width}-${theme}`);
            else await view(screen, `finished-${width}-${theme}`, card);
          } finally {
            await closePage(screen);
          }
        }
      }
    } finally {
      await gameConsole.browserContext().close();
      await closePage(page);
    }
  });

  const names = (els: Element[]) => els.map((el) => (el as HTMLElement).innerText.trim());

  /** Ticks (or unticks) one of the user's items, scrolled to the middle (the sticky summary covers the bottom). */
  async function tick(page: Page, id: string) {
    const was = await page.$eval(giveRow(id), (el) => el.classList.contains('is-selected'));
    await click(page, `${giveRow(id)} .qs-item__check`);
    await page.waitForSelector(was ? `${giveRow(id)}:not(.is-selected)` : `${giveRow(id)}.is-selected`);
  }

  /**
   * Takes one unit of a site item's lot: its pet's age chosen first when the card asks, then Add on the lot's row
   * (the rows of the age, cheapest first, as the card orders them).
   */
  async function pick(page: Page, item: StockItem, lot: StockVariant) {
    const card = stockCard(item.itemId);
    const age = lot.variant.age;
    if (item.ageRequired && age && (await page.$(`${card} .ex-stock__age-select`))) {
      await page.$eval(`${card} .ex-stock__age-select`, (el) => el.scrollIntoView({ block: 'center' }));
      await page.select(`${card} .ex-stock__age-select`, age);
    }
    const rows = item.variants
      .filter((v) => !item.ageRequired || v.variant.age === age)
      .sort((a, b) => Number(available(b) > 0) - Number(available(a) > 0) || a.price.amount - b.price.amount);
    const row = `${card} .ex-stock__rows > .ex-row:nth-child(${rows.indexOf(lot) + 1})`;
    expect(await page.$eval(row, (el) => Number(el.getAttribute('data-price')))).to.equal(lot.price.amount);
    await click(page, `${row} .ex-stepper__add`);
    await page.waitForSelector(`${row} .ex-stepper__count`);
    expect(await text(page, `${row} .ex-stepper__count`)).to.equal('1');
  }

  /** The summary: how many items, both sides' values, and the difference in the words of quoteExchange's result. */
  async function summaryIs(page: Page, quote: ExchangeQuote, count: number) {
    await textIs(page, '#exchange-count', `${items(count)} in the trade (at most 40)`);
    await page.waitForFunction(
      (give, take) =>
        Array.from(document.querySelectorAll('#exchange-summary .ex-bar__side'), (el) => el.textContent).join('|') ===
        `${give}|${take}`,
      { timeout: 10_000 },
      usd(quote.userValue),
      usd(quote.siteValue),
    );
    const expected = difference(quote);
    await textIs(page, '#exchange-difference', expected.text);
    expect(await page.$eval('#exchange-difference', (el) => el.getAttribute('data-kind'))).to.equal(expected.kind);
  }

  /** /trade/{type}/{slug}/{id} on a phone: that site item first and marked, picked (or waiting for its pet's age). */
  async function preselected(user: SessionTokens, item: StockItem) {
    const lots = item.variants.filter((v) => available(v) > 0);
    const ages = new Set(lots.map((v) => v.variant.age));
    const phone = await open(user, `/trade/${item.type}/${item.slug}/${item.itemId}`, { width: 375 });
    try {
      const card = stockCard(item.itemId);
      await phone.waitForSelector(`${card}.is-target`, { timeout: 20_000 });
      expect(await phone.$eval('#exchange-stock .ex-stock', (el) => el.id), 'the item opened first').to.equal(
        card.slice(1),
      );
      expect(await phone.$('#exchange-missing'), 'in stock').to.equal(null);
      if (item.ageRequired && ages.size > 1) {
        // A pet in several ages: picked, its age to choose before Start.
        await phone.waitForSelector(`${card}.is-pending .ex-stock__age-hint`);
        await textIs(phone, '#exchange-blocker', fill('exchange.blocked.age', { name: item.name }));
      } else {
        // Taken at once: one unit of its cheapest lot, in the summary.
        const cheapest = Math.min(...lots.map((v) => v.price.amount));
        await phone.waitForSelector(`${card}.is-picked[data-taken="1"]`, { timeout: 10_000 });
        await textIs(phone, '#exchange-count', `${items(1)} in the trade (at most 40)`);
        await textIs(phone, '#exchange-summary .ex-bar__sides > span:last-child .ex-bar__side', usd(cheapest));
        await textIs(phone, '#exchange-blocker', t['exchange.blocked.noGive']!);
      }
      await noOverflow(phone, 375);
      await view(phone, 'preselect-375', card);
    } finally {
      await closePage(phone);
    }
  }

  /**
   * Start refused by the server for the balance (INVALID_USER_BALANCE), on a phone whose balance read fails (the page
   * then cannot hold Start back itself): the message from the messages file beside Start, with a top-up link.
   */
  async function refusedForBalance(user: SessionTokens, id: string, item: StockItem, lot: StockVariant) {
    const phone = await open(user, '/trade', {
      width: 375,
      beforeLoad: async (p) => {
        await p.setRequestInterception(true);
        p.on('request', (request) => {
          if (new URL(request.url()).pathname === '/api/wallet/balance')
            void request.respond({ status: 503, contentType: 'application/json', body: '{"errorCode":"UNAVAILABLE"}' });
          else void request.continue();
        });
      },
    });
    try {
      await phone.waitForSelector(giveRow(id), { timeout: 20_000 });
      await tick(phone, id);
      await pick(phone, item, lot);
      expect(await phone.$('#exchange-balance'), 'the balance is unknown').to.equal(null);
      await phone.waitForSelector('#exchange-start:not([disabled])');
      await closeToasts(phone);
      await click(phone, '#exchange-start');
      await phone.waitForSelector('#exchange-notice', { timeout: 20_000 });
      expect(await phone.$eval('#exchange-notice', (el) => el.getAttribute('data-message'))).to.equal(
        'exchange.error.balance',
      );
      expect(await phone.$eval('#exchange-notice', (el) => el.getAttribute('role'))).to.equal('alert');
      await textIs(phone, '#exchange-notice', `${t['exchange.error.balance']} ${t['exchange.fix.topUp']}`);
      expect(await phone.$eval('#exchange-notice .qs-bar__fix', (a) => a.getAttribute('href'))).to.equal('/topups');
      await noOverflow(phone, 375);
      await view(phone, 'refused-balance-375', '#exchange-summary');
    } finally {
      await closePage(phone);
    }
  }
});
