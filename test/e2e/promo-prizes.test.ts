import { expect } from 'chai';
import pg from 'pg';
import type { Page } from 'puppeteer-core';
import type { WorldAdmin } from '../../bots';
import { IdentityService } from '../../modules/identity';
import type { PurchasedItemView } from '../../modules/orders/orders.schemas';
import type { RbxOrderView } from '../../modules/rbx/rbx.schemas';
import { passPriceFor } from '../../modules/rbx/rbx.vocabulary.schemas';
import { WHEEL_PET_COLLECT_MINUTES } from '../../modules/promo/wheel.schemas';
import type { WithdrawalView } from '../../modules/withdrawals/withdrawals.schemas';
import { startTestApp, type TestApp } from '../support/app';
import { newPlayer, servicesOf } from '../support/bots';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { messages } from '../support/messages';
import { createPromoCode, rigNextSpin, segmentOf, sitePet, userWithSpins } from '../support/promo';
import { waitFor } from '../support/socket';
import { registerUser, type TestUser } from '../support/users';
import {
  click,
  closePage,
  closeToasts,
  fillMessage,
  noOverflow,
  openPage,
  text,
  textIs,
  toast,
  type,
  usd,
} from './page-steps';

// Promotion prizes to the end, in Chromium (spec trading-core 9, accounts-platform 4.3): the wheel's free pet from
// the site's stock, won (the spin rigged to the pet slice), collected from the purchased items and delivered live by
// the fleet bot that holds it; an R$ code chosen as R$ in the promo modal and sent to a game pass made in the game
// console, paid by nobody; a wheel R$ prize sent the same way. Expected texts come from the messages file.
const t = messages('en');
const ADMIN = 'promo-prizes-admin-token-for-e2e-0123';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fill = (id: string, values: Record<string, string | number> = {}) => fillMessage(t[id]!, values);

/** A full-page capture from the top (a scrolled page draws the sticky header mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await pause(300);
  await page.screenshot({ path: artifactPath(`e2e/promo-prizes-${name}.png`), fullPage: true });
}

/**
 * The screen with this element in its middle, or at its top below the header (a phone's fixed tab bar would cover a
 * full-page capture).
 */
async function view(page: Page, name: string, selector: string, at: 'center' | 'top' = 'center') {
  await page.$eval(
    selector,
    (el, top) => {
      el.scrollIntoView({ block: top ? 'start' : 'center', behavior: 'instant' });
      if (top) window.scrollBy({ top: -72, behavior: 'instant' });
    },
    at === 'top',
  );
  await pause(300);
  await page.screenshot({ path: artifactPath(`e2e/promo-prizes-${name}.png`) });
}

describe('e2e: promotion prizes in Chromium (the free wheel pet delivered, R$ prizes sent to a game pass)', function () {
  this.timeout(240_000);
  let app: TestApp;
  let browser: TestBrowser;
  let world: WorldAdmin;
  let db: pg.Pool;

  before(async () => {
    // As the site's stock e2e test: bots slow enough to follow the trade on the page, fast enough to run.
    [app, browser] = await Promise.all([
      startTestApp({
        env: {
          ADMIN_TOKEN: ADMIN,
          BOTS_TIME_SCALE: '0.25',
          BOTS_PER_GAME: '2',
          ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
        },
      }),
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

  const open = (user: TestUser, path: string, width = 1440, theme: 'light' | 'dark' = 'light') =>
    openPage(browser, app.url, path, { user, width, theme });
  const rbxOrders = async (user: TestUser) =>
    (await api<{ orders: RbxOrderView[] }>(app.url, 'GET', '/api/adopt/rbx/orders', { token: user.access_token })).body
      .orders;

  /** A player of the game console, and its page there (at 1440 px), ready to make game passes. */
  async function consolePlayer(nickname: string) {
    const created = await api(app.url, 'POST', '/dev/game-console/api/players', { body: { game: 'adopt', nickname } });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1440, height: 900 });
    await page.goto(`${app.url}/dev/game-console?player=${created.body.id}`);
    await page.waitForFunction(
      (n) => document.querySelector('#account-name')?.textContent?.startsWith(n),
      { timeout: 20_000 },
      nickname,
    );
    return page;
  }

  /** Makes a game pass at this price in the game console, as a player does; its id. */
  async function createPass(gameConsole: Page, price: number): Promise<string> {
    const before = await gameConsole.$$eval('#passes .pass-id', (ids) => ids.length);
    await gameConsole.$eval('#pass-price', (el) => {
      (el as HTMLInputElement).value = '';
    });
    await gameConsole.type('#pass-price', String(price));
    await gameConsole.click('#create-pass');
    await gameConsole.waitForFunction(
      (n) => document.querySelectorAll('#passes .pass-id').length === n + 1,
      {
        timeout: 15_000,
      },
      before,
    );
    // The newest pass is listed first.
    return gameConsole.$eval('#passes .pass-id', (el) => el.textContent!);
  }

  /**
   * On /rbx with a prize: the page names the pass's price; the pass is made at that price in the game console; the
   * nickname and the pass are sent; the page says it is claimed and the order follows (game pass, pending), free.
   */
  async function sendPrizeToPass(page: Page, user: TestUser, amount: number, from: 'code' | 'won', tag: string) {
    await textIs(page, '#rbx-prize-amount', fill('rbx.prize.amount', { amount }));
    await textIs(page, '#rbx-pass-price', String(passPriceFor(amount)));
    expect(await page.$('#rbx-total'), 'no price for a prize').to.equal(null);
    // Free of charge, and where the prize comes from.
    await textIs(
      page,
      '#rbx-summary .rbx-bar__total',
      fill(`rbx.prize.summary${from === 'won' ? '.won' : ''}`, { amount }),
    );
    const nickname = `Prize_${tag}`;
    const gameConsole = await consolePlayer(nickname);
    try {
      // The pass is made at the price the page shows.
      const passId = await createPass(gameConsole, Number(await text(page, '#rbx-pass-price')));
      await type(page, 'input[name="nickname"]', nickname);
      await type(page, 'input[name="pass"]', `https://www.roblox.com/game-pass/${passId}/My-pass`);
      await click(page, '#rbx-submit');
      await textIs(page, '#rbx-notice', t['rbx.prize.claimed']!);
      const [order] = await waitFor(
        () => rbxOrders(user),
        (o) => o[0]?.state === 'pending',
        30_000,
      );
      expect(order).to.include({ amount, method: 'game_pass', payment: 'prize', nickname });
      // The page follows it: delivery (pending), paid by nobody.
      await page.waitForSelector(`#rbx-order-${order!.id}[data-state="pending"]`, { timeout: 20_000 });
      await textIs(page, `#rbx-order-status-${order!.id}`, t['rbx.status.delivery']!);
      expect(await text(page, `#rbx-order-${order!.id} .rbx-order__facts`)).to.contain(t['rbx.method.game_pass']);
      expect(await text(page, `#rbx-order-${order!.id} .rbx-order__facts`)).to.contain(t['rbx.order.prize']);
      await textIs(page, '#header-balance .header-balance__amount', usd(0));
      await gameConsole.waitForFunction(
        (a) => document.querySelector('#pass-totals')?.textContent?.includes(`pending: ${a}`),
        { timeout: 15_000 },
        amount,
      );
      return order!;
    } finally {
      await gameConsole.browserContext().close();
    }
  }

  it('free wheel pet, spec trading-core 9: the pet of the site stock is shown beside the wheel, won, collected within 60 minutes and delivered live by the fleet bot', async () => {
    // Setup: a pet sold to the site by quick sale, its site listing priced at $1 so the wheel offers it.
    const offerId = await sitePet({ app, world, db });
    const { body: offered } = await api(app.url, 'GET', '/api/fortune');
    expect(offered.pet?.offerId).to.equal(offerId);
    const pet = offered.pet as { name: string; art: string };
    const bot = (
      await db.query(
        `SELECT a.game_account_id AS bot FROM inventory_sync.items i
           JOIN inventory_sync.game_accounts a ON a.id = i.account_id WHERE i.id = $1`,
        [offerId],
      )
    ).rows[0].bot;
    // A new user gets one free spin from a code the operator made; their game account is a scripted player.
    const user = await userWithSpins(app.url, ADMIN, 1);
    const buyer = (await newPlayer(world, 'adopt', {}, 0)).account;

    // The wheel at a phone's width in the dark theme first: the pet beside it, by name and picture.
    const phone = await open(user, '/fortune', 390, 'dark');
    try {
      await phone.waitForSelector('#wheel-pet img', { timeout: 20_000 });
      await noOverflow(phone, 390);
      await view(phone, 'wheel-pet-390-dark', '#wheel-pet');
    } finally {
      await closePage(phone);
    }

    // The theme follows the device here, so the prize can be seen in the dark theme as well without a new spin.
    const page = await openPage(browser, app.url, '/fortune', {
      user,
      beforeLoad: async (p) => {
        await p.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
        await p.evaluateOnNewDocument(() => localStorage.setItem('theme', 'system'));
      },
    });
    try {
      await page.waitForSelector('#wheel-pet img', { timeout: 20_000 });
      await textIs(page, '#wheel-pet', fill('fortune.pet.today', { name: pet.name }));
      expect(await page.$eval('#wheel-pet img', (img) => (img as HTMLImageElement).getAttribute('src'))).to.equal(
        pet.art,
      );
      await page.waitForFunction(
        () => (document.querySelector('#wheel-pet img') as HTMLImageElement).naturalWidth > 0,
        {
          timeout: 10_000,
        },
      );
      expect(await text(page, `#wheel-odds [data-segment="${segmentOf('pet')}"] .wheel-legend__prize`)).to.equal(
        pet.name,
      );
      await textIs(page, '#free-spins', '1 free spin');
      await shot(page, 'wheel-pet-1440-light');

      // The draw is rigged to land on the pet slice (tests only); Spin.
      await rigNextSpin(app.url, db, user, segmentOf('pet'));
      await page.click('#spin-button');
      await page.waitForSelector('#spin-prize[data-kind="pet"]', { timeout: 20_000 });
      await textIs(page, '#spin-prize .spin-prize__title', fill('fortune.won', { prize: pet.name }));
      const collectText = fill('fortune.won.pet', { minutes: WHEEL_PET_COLLECT_MINUTES }).split(' (')[0]!;
      expect(collectText).to.equal('Collect it within 60 minutes');
      expect(await text(page, '#spin-prize .spin-prize__text')).to.contain(collectText);
      expect(await text(page, '#spin-prize .spin-prize__action')).to.equal(t['fortune.won.petCollect']);
      await textIs(page, '#free-spins', 'No free spins');
      // The pointer rests on the pet's slice, still named so though the pet has left the stock (the legend says so).
      const wonSlice = `#fortune-wheel [data-segment="${segmentOf('pet')}"]`;
      expect(await page.$eval(`${wonSlice} path`, (p) => p.classList.contains('wheel__slice--won'))).to.equal(true);
      expect(await page.$eval(`${wonSlice} text`, (l) => l.textContent)).to.equal(t['promo.prize.pet']);
      expect(await text(page, '#wheel-pet')).to.contain('No pet is on offer now');
      await shot(page, 'pet-prize-1440-light');
      // The same prize at a phone's width in the dark theme.
      await page.setViewport({ width: 390, height: 812 });
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      await pause(500); // the theme's change animates
      await noOverflow(page, 390);
      await view(page, 'pet-won-wheel-390-dark', '#fortune-wheel', 'top');
      await view(page, 'pet-prize-390-dark', '#spin-prize');
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
      await page.setViewport({ width: 1440, height: 900 });

      // The prize's link: the purchased items, where the pet waits at no price.
      await click(page, '#spin-prize .spin-prize__action');
      await page.waitForFunction(() => location.pathname === '/profile/purchased', { timeout: 15_000 });
      const purchased = (await api(app.url, 'GET', '/api/adopt/purchases?state=active', { token: user.access_token }))
        .body.items as PurchasedItemView[];
      expect(purchased).to.have.length(1);
      const won = purchased[0]!;
      expect(won).to.include({ name: pet.name, status: 'waiting' });
      expect(won.price.amount).to.equal(0);
      const row = `.purchased-item[data-purchase-item="${won.id}"]`;
      await page.waitForSelector(row, { timeout: 15_000 });
      expect(await text(page, `${row} .purchased-item__name`)).to.equal(pet.name);
      await shot(page, 'purchased-pet-1440-light');

      // Collect it as any purchase: tick, Collect, the game account's nickname; the trade starts.
      await click(page, `${row} .purchased-item__check`);
      await textIs(page, '#purchased-collect', fill('purchased.collect.selected', { count: 1 }));
      await click(page, '#purchased-collect');
      await page.waitForSelector('.modal.is-open #collect-form', { visible: true });
      await pause(400); // the entry animation moves the dialog
      await type(page, 'input[name="nickname"]', buyer.nickname);
      await page.click('#collect-form button[type="submit"]');
      await page.waitForFunction(() => location.pathname === '/profile/items-withdrawal', { timeout: 15_000 });
      await toast(page, 'The trade has started.');
      // From here the page must follow the trade by itself: a reload would lose this mark.
      await page.evaluate(() => {
        (window as unknown as { notReloaded: boolean }).notReloaded = true;
      });
      const [started] = (
        (await api(app.url, 'GET', '/api/adopt/withdrawals', { token: user.access_token })).body as {
          trades: WithdrawalView[];
        }
      ).trades;
      expect(started).to.include({ nickname: buyer.nickname });
      const trade = `.withdrawal[data-trade-id="${started!.id}"]`;
      await page.waitForSelector(trade);
      expect(await text(page, `${trade} .withdrawal-item__name`)).to.equal(pet.name);

      // The scripted player accepts the fleet bot's friend request and trade: delivered, live.
      await page.waitForSelector(`${trade}[data-state="finished"]`, { timeout: 60_000 });
      await textIs(
        page,
        `${trade} .withdrawal__status`,
        fill('withdrawals.now.finished', { nickname: buyer.nickname }),
      );
      await textIs(page, `${trade} .withdrawal-item .status-badge`, t['history.status.purchase.completed']!);
      expect(
        await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
        'followed live, without a reload',
      ).to.equal(true);
      await closeToasts(page);
      await shot(page, 'delivered-1440-light');

      // The purchase is completed at no price; the fleet bot that held the pet gave it to the player.
      const ended = (
        await db.query('SELECT status, seller_id, price_minor::int AS price FROM orders.purchase_items WHERE id = $1', [
          won.id,
        ])
      ).rows[0];
      expect(ended).to.deep.equal({
        status: 'completed',
        seller_id: await app.container.get(IdentityService).siteUser(),
        price: 0,
      });
      const flow = (
        await db.query(
          `SELECT f.actor, b.account_id AS bot FROM withdrawals.trades w JOIN bots.flows f ON f.id = w.flow_id
             LEFT JOIN bots.fleet b ON b.id = f.fleet_bot_id WHERE w.id = $1`,
          [started!.id],
        )
      ).rows[0];
      expect(flow).to.deep.equal({ actor: 'fleet', bot });
      await textIs(page, '#header-balance .header-balance__amount', usd(0));
    } finally {
      await closePage(page);
    }

    // The delivered trade at a phone's width, dark.
    const delivered = await open(user, '/profile/items-withdrawal', 390, 'dark');
    try {
      await delivered.waitForSelector('.withdrawal[data-state="finished"]', { timeout: 20_000 });
      await noOverflow(delivered, 390);
      await view(delivered, 'delivered-390-dark', '.withdrawal[data-state="finished"]');
    } finally {
      await closePage(delivered);
    }
  });

  it("an R$ code's prize sent to a game pass, spec accounts-platform 4.3: chosen as R$ in the promo modal, claimed on /rbx, ordered by game pass, free; the code is then used", async () => {
    const code = await createPromoCode(app.url, ADMIN, { system: 'rbx', rbx: 100 });
    const user = await registerUser(app.url, { main_currency: 'usd' });
    const page = await open(user, '/promocode');
    try {
      await page.waitForSelector('.modal.is-open #promo-form', { visible: true });
      await pause(400);
      await type(page, '#promo-code', code);
      await page.click('#promo-form button[type="submit"]');
      await page.waitForSelector('#promo-type-rbx', { visible: true });
      expect(await page.$('#promo-type-item'), 'only the R$ system has the code').to.equal(null);
      expect(await text(page, '#promo-type-rbx')).to.contain(fill('promo.select.rbx', { amount: 100 }));
      await page.click('#promo-type-rbx');
      await page.waitForFunction(() => location.pathname === '/rbx', { timeout: 15_000 });
      expect(new URL(page.url()).search).to.equal(`?promo=${code}&amount=100`);

      const order = await sendPrizeToPass(page, user, 100, 'code', Date.now().toString(36));
      expect(order.price).to.equal(null);
      const ledger = await db.query('SELECT kind FROM wallet.transactions WHERE reference = $1', [order.id]);
      expect(ledger.rows, 'no money moves').to.deep.equal([]);
      await shot(page, 'rbx-code-claimed-1440-light');
    } finally {
      await closePage(page);
    }

    // The same code again: used.
    const again = await open(user, `/promocode?code=${code}`, 390, 'dark');
    try {
      await again.waitForSelector('.modal.is-open #promo-form', { visible: true });
      await pause(400);
      await again.click('#promo-form button[type="submit"]');
      await textIs(again, '.promo-form__error', t['promo.error.used']!);
      expect(t['promo.error.used']).to.equal('You have already used this promo code');
      await again.screenshot({ path: artifactPath('e2e/promo-prizes-rbx-code-used-390-dark.png') });
    } finally {
      await closePage(again);
    }
    expect(await rbxOrders(user)).to.have.length(1);
  });

  it("a wheel R$ prize, spec trading-core 9: the prize's link opens /rbx with it, and it is sent to a game pass, free", async () => {
    const user = await userWithSpins(app.url, ADMIN, 1);
    await rigNextSpin(app.url, db, user, segmentOf('rbx'));
    const page = await open(user, '/fortune');
    try {
      await page.waitForSelector('#spin-button:not([disabled])', { timeout: 20_000 });
      await page.click('#spin-button');
      await page.waitForSelector('#spin-prize[data-kind="rbx"]', { timeout: 20_000 });
      const { spins } = (await api(app.url, 'GET', '/api/fortune/spins', { token: user.access_token })).body;
      const prize = spins[0].prize as { amount: number; rbxPrizeId: string };
      await textIs(page, '#spin-prize .spin-prize__title', fill('fortune.won', { prize: `${prize.amount} R$` }));
      await shot(page, 'rbx-prize-1440-light');
      await click(page, '#spin-prize .spin-prize__action');
      await page.waitForFunction(() => location.pathname === '/rbx', { timeout: 15_000 });
      expect(new URL(page.url()).search).to.equal(`?prize=${prize.rbxPrizeId}&amount=${prize.amount}`);
      await page.waitForSelector('#rbx-submit');
      await view(page, 'rbx-wheel-form-1440-light', '#rbx-step-amount', 'top');
      await sendPrizeToPass(page, user, prize.amount, 'won', `w${Date.now().toString(36)}`);
      const tab = (await api(app.url, 'GET', '/api/user/promo-subscriptions', { token: user.access_token })).body;
      expect(tab.rbxPrizes[0].orderId).to.equal((await rbxOrders(user))[0]!.id);
      await shot(page, 'rbx-wheel-claimed-1440-light');
    } finally {
      await closePage(page);
    }
  });
});
