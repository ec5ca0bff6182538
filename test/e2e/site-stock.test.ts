import { expect } from 'chai';
import pg from 'pg';
import type { Page } from 'puppeteer-core';
import type { WorldAdmin } from '../../bots';
import { IdentityService } from '../../modules/identity';
import { PriceRulesService } from '../../modules/market';
import type { ItemPage } from '../../modules/market/market.schemas';
import type { PurchasedItemView } from '../../modules/orders/orders.schemas';
import type { QuickSaleOfferItem, QuickSaleView } from '../../modules/quick-sale/quick-sale.schemas';
import type { WithdrawalView } from '../../modules/withdrawals/withdrawals.schemas';
import { startTestApp, type TestApp } from '../support/app';
import { newPlayer, servicesOf } from '../support/bots';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { messages } from '../support/messages';
import { waitFor } from '../support/socket';
import { syncedSeller } from '../support/trade-loop';
import { click, signUp, text, textIs, toast, type } from './page-steps';
import { goToSettled } from './settled';

// The site's stock as a new user meets it (spec trading-core 1 and 2, README "Selling to the site (quick sale) and
// the site's stock"): what the site bought in a quick sale is on the market under its own seller account,
// Tradehall, at the recommended price; a visitor signs up, tops up, finds it, buys it and collects it, and the
// fleet bot that holds it hands it over (a fleet withdrawal, not a seller's linked account). The quick sale that
// puts the item in the site's stock goes through HTTP, as a supplier's browser would send it.
const t = messages('en');
const PASSWORD = 'SiteStock1!pets';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fill = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((m, [k, v]) => m.replaceAll(`{${k}}`, String(v)), t[id]!);
const usd = (minor: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(minor / 100);

async function shot(page: Page, name: string) {
  // A full-page capture of a scrolled page draws the sticky header mid-page: start at the top.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: artifactPath(`e2e/site-stock-${name}.png`), fullPage: true });
}

describe("e2e: the site's stock in Chromium (a new user buys what the site bought in a quick sale and the site's bot delivers it)", function () {
  this.timeout(180_000);
  let app: TestApp;
  let browser: TestBrowser;
  let world: WorldAdmin;
  let db: pg.Pool;

  before(async () => {
    // As the withdrawal and quick sale e2e tests: slow enough to follow the trade on the page, fast enough to run.
    [app, browser] = await Promise.all([
      startTestApp({ env: { BOTS_TIME_SCALE: '0.25', BOTS_PER_GAME: '2' } }),
      browserForFile(),
    ]);
    world = servicesOf(app.container).world;
    db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
  });
  after(async () => {
    await db?.end();
    await browser?.close();
    await app?.stop();
  });

  /** A guest's page in US dollars, in its own browser context. */
  async function guestPage(path: string, width = 1440): Promise<Page> {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width, height: width < 744 ? 812 : 900 });
    await page.evaluateOnNewDocument(() => {
      localStorage.setItem('theme', 'light');
      localStorage.setItem('currency', 'usd');
    });
    await goToSettled(page, `${app.url}${path}`);
    return page;
  }
  const close = (page: Page) => page.browserContext().close();
  const noOverflow = async (page: Page, width: number) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'horizontal overflow').to.be.at.most(width);

  /**
   * A supplier sells one synced item to the site by quick sale, to the end: of three, the one with the highest
   * recommended price (the lowest prices all stop at the market's minimum). The item sold and the sale as it ended.
   */
  async function sellToTheSite() {
    const supplier = await syncedSeller(app, world, { items: 3, list: false });
    const call = (method: string, path: string, body?: unknown) =>
      api(app.url, method, path, { token: supplier.user.access_token, body });
    const offer = (await call('GET', '/api/adopt/quick-sales/offer?currency=usd')).body.items as QuickSaleOfferItem[];
    expect(offer, 'the site offers for every synced item').to.have.length(3);
    const sold = offer.reduce((best, i) => (i.recommended.amount > best.recommended.amount ? i : best));
    const started = await call('POST', '/api/adopt/quick-sales', {
      accountId: supplier.account.id,
      currency: 'usd',
      items: [{ id: sold.id, price: sold.price.amount }],
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
    return { supplier, offered: sold, sale: done };
  }

  it("spec trading-core 1 and 2: a new user finds the item the site bought under Tradehall on the market, buys it, collects it to their game account and watches the site's bot deliver it live; the site's seller account is paid the price less the fee", async () => {
    // Setup: the site buys an item by quick sale; it becomes the site's stock, listed under the site's seller.
    const { supplier, offered, sale } = await sellToTheSite();
    const siteId = await app.container.get(IdentityService).siteUser();
    const stock = (
      await waitFor(
        () =>
          db.query(
            `SELECT l.inventory_item_id AS id, l.price_minor::int AS price, l.currency, l.seller_id, i.game_item_id,
                    a.fleet, a.game_account_id AS bot
               FROM catalog.listings l JOIN inventory_sync.items i ON i.id = l.inventory_item_id
               JOIN inventory_sync.game_accounts a ON a.id = i.account_id
              WHERE i.game_item_id = (SELECT game_item_id FROM quick_sale.sale_items WHERE sale_id = $1)`,
            [sale.id],
          ),
        (r) => r.rows.length === 1,
        15_000,
      )
    ).rows[0];
    expect(stock).to.include({ currency: 'usd', seller_id: siteId, fleet: true });
    const [rule] = await app.container
      .get(PriceRulesService)
      .priceRules([{ itemId: offered.itemId, variant: offered.variant }], 'usd');
    expect(stock.price, 'the recommended price, at least the lowest allowed').to.equal(
      Math.max(rule!.recommended.amount, rule!.bounds.min.amount),
    );
    const bot = (
      await db.query(
        `SELECT b.account_id, b.nickname FROM quick_sale.sales s JOIN bots.flows f ON f.id = s.flow_id
           JOIN bots.fleet b ON b.id = f.fleet_bot_id WHERE s.id = $1`,
        [sale.id],
      )
    ).rows[0];
    expect(bot.account_id, 'the bot that took it holds it').to.equal(stock.bot);
    // The card of the variant the site bought; the market answers from a snapshot of the cards in stock: wait for it.
    const variant = (await waitFor(
      async () =>
        (
          await api<ItemPage>(app.url, 'GET', `/api/adopt/items/${offered.slug}?currency=usd`)
        ).body.variants.find((v) => JSON.stringify(v.variant) === JSON.stringify(offered.variant)),
      (v) => v !== undefined,
      15_000,
    ))!;
    await waitFor(
      async () =>
        (await api(app.url, 'GET', `/api/adopt/market?currency=usd&q=${encodeURIComponent(offered.name)}`)).body
          .cards as { cardId: number }[],
      (cards) => cards.some((c) => c.cardId === variant.cardId),
      15_000,
    );
    const card = `.item-card[data-card-id="${variant.cardId}"]`;
    const buyerAccount = (await newPlayer(world, 'adopt', {}, 0)).account;

    const page = await guestPage('/');
    try {
      // A new user signs up, then tops up from the header balance through the simulated payment provider.
      const tag = Date.now().toString(36);
      await signUp(page, { email: `stock.${tag}@example.com`, username: `Stock_${tag}`, password: PASSWORD });
      const dollars = Math.ceil(stock.price / 100) + 5;
      await textIs(page, '#header-balance .header-balance__amount', usd(0));
      await page.click('#header-balance');
      await page.waitForFunction(() => location.pathname === '/topups');
      await type(page, '#topup-amount', String(dollars));
      await Promise.all([page.waitForNavigation(), page.click('#topup-form button[type="submit"]')]);
      await Promise.all([page.waitForNavigation(), page.click('button.pay')]);
      await page.waitForSelector('#payment-result[data-status="paid"]', { timeout: 15_000 });
      await textIs(page, '#header-balance .header-balance__amount', usd(dollars * 100));
      const token = (await page.cookies()).find((c) => c.name === 'access_token')!.value;

      // The market: the user searches for the item; its card asks the site's price.
      await goToSettled(page, `${app.url}/`);
      await type(page, '.market-search__input', offered.name);
      await page.keyboard.press('Enter');
      await page.waitForSelector(`.market-grid ${card}`, { timeout: 15_000 });
      expect(await text(page, `${card} .item-card__name`)).to.equal(offered.name);
      expect(await text(page, `${card} .item-card__price`)).to.equal(usd(stock.price));
      expect(await text(page, `${card} .item-card__offers`)).to.equal('1 offer');
      await shot(page, 'market-1440');

      // The item page: one offer, from Tradehall, at the site's price; its seller link opens the site's seller page.
      await click(page, `${card} .item-card__link`);
      await page.waitForSelector('#item-title');
      await page.waitForSelector('.offer');
      const offers = await page.$$eval('.offer', (rows) =>
        rows.map((row) => ({
          seller: row.querySelector('.offer__seller-link span')?.textContent,
          href: row.querySelector('.offer__seller-link')?.getAttribute('href'),
          price: row.querySelector('.offer__price')?.textContent,
        })),
      );
      expect(offers).to.deep.equal([{ seller: 'Tradehall', href: `/user/${siteId}`, price: usd(stock.price) }]);
      await shot(page, 'item-1440');
      await click(page, '.offer .offer__seller-link');
      await page.waitForFunction((p) => location.pathname === p, {}, `/user/${siteId}`);
      await page.waitForSelector(`#seller-cards ${card}`);
      expect(await text(page, '#seller-name')).to.equal('Tradehall');
      expect(await text(page, '#seller-on-sale')).to.equal('1 item');
      expect(await text(page, `#seller-cards ${card} .item-card__price`)).to.equal(usd(stock.price));
      await noOverflow(page, 1440);
      await shot(page, 'seller-1440');

      // The same card on a phone: on the market and on the site's seller page.
      for (const [name, path, ready] of [
        ['market', `/?q=${encodeURIComponent(offered.name)}`, `.market-grid ${card}`],
        ['seller', `/user/${siteId}`, `#seller-cards ${card}`],
      ] as const) {
        const phone = await guestPage(path, 375);
        try {
          await phone.waitForSelector(ready, { timeout: 15_000 });
          await noOverflow(phone, 375);
          // The card in the middle of the screen: a full-page capture would draw the fixed tab bar over the page.
          await phone.$eval(ready, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
          await pause(300);
          await phone.screenshot({ path: artifactPath(`e2e/site-stock-${name}-375.png`) });
        } finally {
          await close(phone);
        }
      }

      // "Buy now" on the site's card: the dialog, Confirm, the purchased items.
      await click(page, `#seller-cards ${card} .buy-buttons__now`);
      await page.waitForSelector('.modal.is-open .fast-buy', { visible: true });
      await pause(400); // the entry animation moves the dialog
      expect(await text(page, '.fast-buy .cart-line__name')).to.equal(offered.name);
      expect(await text(page, '#fast-buy-confirm-total')).to.equal(usd(stock.price));
      expect(await text(page, '#fast-buy-confirm-after')).to.equal(usd(dollars * 100 - stock.price));
      await page.screenshot({ path: artifactPath('e2e/site-stock-fast-buy-1440.png') });
      await page.click('#fast-buy-confirm');
      await page.waitForFunction(() => location.pathname === '/profile/purchased', { timeout: 15_000 });
      await page.waitForSelector('.purchased-item');
      const purchased = (await api(app.url, 'GET', '/api/adopt/purchases?state=active', { token })).body
        .items as PurchasedItemView[];
      expect(purchased).to.have.length(1);
      const bought = purchased[0]!;
      expect(bought).to.include({ name: offered.name, status: 'waiting' });
      expect(bought.price).to.deep.equal({ amount: stock.price, currency: 'usd' });
      await textIs(page, '#header-balance .header-balance__amount', usd(dollars * 100 - stock.price));

      // Collect: tick it, Collect, the buyer's game account's nickname.
      const row = `.purchased-item[data-purchase-item="${bought.id}"]`;
      await click(page, `${row} .purchased-item__check`);
      await textIs(page, '#purchased-collect', fill('purchased.collect.selected', { count: 1 }));
      await shot(page, 'purchased-1440');
      await click(page, '#purchased-collect');
      await page.waitForSelector('.modal.is-open #collect-form', { visible: true });
      await pause(400);
      await type(page, 'input[name="nickname"]', buyerAccount.nickname);
      await page.screenshot({ path: artifactPath('e2e/site-stock-collect-dialog-1440.png') });
      await page.click('#collect-form button[type="submit"]');
      await page.waitForFunction(() => location.pathname === '/profile/items-withdrawal', { timeout: 15_000 });
      await toast(page, 'The trade has started.');
      // From here the page must follow the trade by itself: a reload would lose this mark.
      await page.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });
      const [started] = (
        (await api(app.url, 'GET', '/api/adopt/withdrawals', { token })).body as { trades: WithdrawalView[] }
      ).trades;
      // The site's bot delivers it, not the supplier's account the site bought it from.
      expect(started).to.include({ nickname: buyerAccount.nickname, sellerNickname: bot.nickname });
      const trade = `.withdrawal[data-trade-id="${started!.id}"]`;
      await page.waitForSelector(trade);
      expect(await text(page, `${trade} .withdrawal-item__name`)).to.equal(offered.name);
      expect(await text(page, `${trade} .withdrawal-item__price`)).to.equal(usd(stock.price));
      await shot(page, 'withdrawal-started-1440');

      // The scripted buyer accepts the friend request and the trade: finished, live.
      await page.waitForSelector(`${trade}[data-state="finished"]`, { timeout: 30_000 });
      await textIs(
        page,
        `${trade} .withdrawal__status`,
        fill('withdrawals.now.finished', { nickname: buyerAccount.nickname }),
      );
      expect(await text(page, `${trade} .withdrawal__state`)).to.equal(t['withdrawals.state.finished']);
      expect(
        await page.$$eval(`${trade} .trade-step`, (steps) => steps.map((s) => s.getAttribute('data-state'))),
      ).to.deep.equal(['done', 'done', 'done', 'done', 'done', 'done']);
      await textIs(page, `${trade} .withdrawal-item .status-badge`, t['history.status.purchase.completed']!);
      expect(
        await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
        'followed live, without a reload',
      ).to.equal(true);
      await shot(page, 'withdrawal-finished-1440');

      // The purchase is completed; the item is in the buyer's game account.
      const ended = (
        await db.query('SELECT status, seller_id, price_minor::int AS price FROM orders.purchase_items WHERE id = $1', [
          bought.id,
        ])
      ).rows[0];
      expect(ended).to.deep.equal({ status: 'completed', seller_id: siteId, price: stock.price });
      const owner = await db.query('SELECT account_id FROM game_world.items WHERE id = $1', [stock.game_item_id]);
      expect(owner.rows[0].account_id, "in the buyer's game account").to.equal(buyerAccount.id);

      // A fleet bot delivered it: the bot that bought it in the quick sale.
      const flow = (
        await db.query(
          `SELECT f.actor, f.kind, f.state, b.account_id AS bot
             FROM withdrawals.trades w JOIN bots.flows f ON f.id = w.flow_id
             LEFT JOIN bots.fleet b ON b.id = f.fleet_bot_id
            WHERE w.id = $1`,
          [started!.id],
        )
      ).rows[0];
      expect(flow).to.deep.equal({ actor: 'fleet', kind: 'withdrawal', state: 'finished', bot: stock.bot });
      expect(bot.nickname).to.not.equal(supplier.player.account.nickname);

      // The ledger: the site's seller account held its share at the purchase and got it on delivery (20 % usd fee).
      const share = Math.floor((stock.price * 80) / 100);
      const ledger = await db.query(
        `SELECT t.kind, a.kind AS account, p.amount::int AS amount
           FROM wallet.transactions t JOIN wallet.postings p ON p.transaction_id = t.id
           JOIN wallet.accounts a ON a.id = p.account_id
          WHERE a.owner_id = $1 AND t.reference IN ($2, $3)
          ORDER BY t.id, a.kind`,
        [siteId, bought.purchaseId, bought.id],
      );
      expect(ledger.rows).to.deep.equal([
        { kind: 'purchase', account: 'held', amount: share },
        { kind: 'sale_release', account: 'available', amount: share },
        { kind: 'sale_release', account: 'held', amount: -share },
      ]);

      // The buyer's withdrawals history shows the delivery by the site's bot.
      await goToSettled(page, `${app.url}/profile/history?tab=withdrawals`);
      const historyRow = `.data-table--withdrawals tr[data-row-id="${started!.id}"]`;
      await page.waitForSelector(historyRow);
      expect(await text(page, `${historyRow} .data-table__item`)).to.equal(offered.name);
      expect(await text(page, `${historyRow} .status-badge`)).to.equal(t['history.status.withdrawal.paid']);
      await shot(page, 'history-withdrawals-1440');
    } finally {
      await close(page);
    }
  });
});
