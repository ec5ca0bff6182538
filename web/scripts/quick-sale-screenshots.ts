// Screenshots of the quick sale page (/profile/trade/fast-sell) against a running development server with demo data
// (the real API, the simulated game world driven through the dev game console):
//   npm run build && PORT=3100 BOTS_TIME_SCALE=0.2 node --import tsx src/main.ts
//   BASE_URL=http://localhost:3100 npx tsx web/scripts/quick-sale-screenshots.ts
// Writes PNGs to test/artifacts/quick-sale/ at 375 and 1440 px, light and dark (and a few in Russian). PetPalace
// shows the offer (a price change, refusals, the hub's link); MegaMarket runs a quick sale through its stages
// (friend request, Ready, the trade, paid) and cancels another; TradeTiger's fails in the game; a fresh user has no
// linked account. Run it once per server start: a quick sale that timed out makes the seller wait (code 14).
// ONLY=<name prefix> limits the run.
import { join } from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer-core';
import {
  accountsOf,
  api,
  base,
  consoleApi,
  login,
  only,
  openPage,
  playerAccepts,
  playerId,
  refuse,
  registerFresh,
  root,
  scrollTo,
  shootAll,
  type OfferItem,
  startSale,
  waitSale,
  withBrowser,
} from './common-screenshots';

const outDir = join(root, 'test/artifacts/quick-sale');

const waitItems = async (page: Page) => {
  await page.waitForSelector('.qs-item', { timeout: 20_000 });
};

/**
 * Ticks the first `count` items shown, each scrolled to the middle of the view first: the sticky summary (and its
 * Start button) covers the bottom of the view once an item is ticked.
 */
async function tick(page: Page, count: number) {
  const boxes = await page.$$('.qs-item .qs-item__check:not([disabled])');
  for (const box of boxes.slice(0, count)) {
    await box.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await box.click();
  }
  const ticked = await page.$$eval('.qs-item__check:checked', (list) => list.length);
  if (ticked !== count) throw new Error(`ticked ${ticked} items instead of ${count}`);
}

/**
 * Until Start is pressed, every offer answer shows the prices 7 cents higher than the server's (the page may read
 * the offer more than once, e.g. when the profile's currency arrives): Start meets the server's PRICES_HAVE_CHANGED.
 */
function stalePrices(): (request: HTTPRequest) => Promise<boolean> {
  let started = false;
  return async (request) => {
    if (/\/api\/adopt\/quick-sales$/.test(request.url()) && request.method() === 'POST') started = true;
    if (started || !request.url().includes('/quick-sales/offer') || request.method() !== 'GET') return false;
    const response = await fetch(request.url(), { headers: request.headers() });
    const body = (await response.json()) as { items: OfferItem[] };
    for (const item of body.items) item.price.amount += 7;
    await request.respond({ status: response.status, contentType: 'application/json', body: JSON.stringify(body) });
    return true;
  };
}

/** The server's flags with quick sale switched off. */
async function flagOff(request: HTTPRequest): Promise<boolean> {
  if (!request.url().endsWith('/api/flags')) return false;
  const response = await fetch(request.url(), { headers: request.headers() });
  const body = (await response.json()) as { flags: Record<string, boolean> };
  body.flags.fastSale = false;
  await request.respond({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  return true;
}

async function main() {
  const pet = await login('PetPalace');
  const fresh = await registerFresh('qsfresh');
  await withBrowser(outDir, async (browser) => {
    const page = '/profile/trade/fast-sell';
    // The offer: the top of the page, then three items ticked with the summary.
    await shootAll(browser, outDir, { name: 'offer-top', path: page, tokens: pet, act: waitItems }, [
      ['ru', 375, 'light'],
    ]);
    await shootAll(
      browser,
      outDir,
      {
        name: 'offer-selected',
        path: page,
        tokens: pet,
        act: async (p) => {
          await waitItems(p);
          await tick(p, 3);
          await scrollTo(p, '#quick-sale-items');
        },
      },
      [['ru', 375, 'light']],
    );
    await shootAll(
      browser,
      outDir,
      {
        name: 'prices-changed',
        path: page,
        tokens: pet,
        intercept: stalePrices,
        act: async (p) => {
          await waitItems(p);
          await tick(p, 3);
          await p.click('#quick-sale-start');
          await p.waitForSelector('#quick-sale-notice[data-message="quickSale.error.pricesChanged"]', {
            timeout: 10_000,
          });
          await scrollTo(p, '#quick-sale-items');
        },
      },
      [['ru', 375, 'light']],
    );
    for (const [name, status, code, text] of [
      ['refusal-no-bots', 503, 'FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND', 'No trading bots are available right now'],
      ['refusal-no-access', 403, 'NO_ACCESS', 'The game session has expired'],
    ] as const) {
      await shootAll(browser, outDir, {
        name,
        path: page,
        tokens: pet,
        intercept: refuse(/\/api\/adopt\/quick-sales$/, status, code, text),
        act: async (p) => {
          await waitItems(p);
          await tick(p, 2);
          await p.click('#quick-sale-start');
          await p.waitForSelector(`#quick-sale-notice[data-message^="quickSale.error."]`, { timeout: 10_000 });
        },
      });
    }
    await shootAll(browser, outDir, {
      name: 'no-accounts',
      path: page,
      tokens: fresh,
      act: async (p) => void (await p.waitForSelector('#quick-sale-no-accounts')),
    });
    await shootAll(browser, outDir, {
      name: 'unavailable',
      path: page,
      tokens: pet,
      intercept: () => flagOff,
      act: async (p) => void (await p.waitForSelector('#quick-sale-unavailable')),
    });
    await shootAll(browser, outDir, {
      name: 'hub',
      path: '/profile/trade',
      tokens: pet,
      act: async (p) => void (await p.waitForSelector('.trade-link--quickSale')),
    });

    // Live quick sales: MegaMarket's goes through to paid (friend request, Ready, the trade), then another is
    // cancelled; TradeTiger's fails in the game.
    if (!only || /^sale/.test(only)) {
      const mega = await login('MegaMarket');
      const tiger = await login('TradeTiger');
      const [megaAccount] = await accountsOf(mega.access_token);
      const [tigerAccount] = await accountsOf(tiger.access_token);
      if (!megaAccount || !tigerAccount) throw new Error('MegaMarket and TradeTiger need an adopt account');

      // A failed one: the seller's next meeting fails in the game (friends interfered: 304).
      const failing = await startSale(tiger.access_token, tigerAccount.id, 2);
      const tigerPlayer = await playerId(tigerAccount.nickname);
      await playerAccepts(tigerPlayer, 'friend');
      await waitSale(tiger.access_token, failing.id, (s) => s.needsReady, 'Ready');
      await api('POST', `${consoleApi}/players/${tigerPlayer}/inject`, { code: '504' });
      await api('POST', `/api/adopt/quick-sales/${failing.id}/ready`, {}, tiger.access_token);
      await waitSale(tiger.access_token, failing.id, (s) => s.state !== 'active', 'its end');
      const cardOf = (id: string) => (p: Page) =>
        p.waitForSelector(`#quick-sale-${id}`, { timeout: 20_000 }).then(() => {});
      await shootAll(browser, outDir, {
        path: page,
        tokens: tiger,
        fullPage: true,
        name: 'sale-failed',
        act: cardOf(failing.id),
      });

      // The one that is paid: each stage the seller acts in, shot on the way.
      const sale = await startSale(mega.access_token, megaAccount.id, 4);
      const megaPlayer = await playerId(megaAccount.nickname);
      await waitSale(mega.access_token, sale.id, (s) => s.stage === 'adding_friend', 'adding_friend');
      const running = { path: page, tokens: mega, fullPage: true, act: cardOf(sale.id) };
      await shootAll(browser, outDir, { ...running, name: 'sale-adding-friend' });
      await playerAccepts(megaPlayer, 'friend');
      await waitSale(mega.access_token, sale.id, (s) => s.needsReady, 'Ready');
      await shootAll(browser, outDir, { ...running, name: 'sale-ready' }, [['ru', 375, 'light']]);
      // Ready pressed on the page; the player accepts the trade in the game; the page follows the socket to the end.
      const tab = await openPage(browser, mega, 1440);
      await tab.goto(base + page, { waitUntil: 'networkidle2' });
      await tab.waitForSelector(`#quick-sale-${sale.id} .qs-sale__ready`);
      await tab.click(`#quick-sale-${sale.id} .qs-sale__ready`);
      await playerAccepts(megaPlayer, 'trade');
      await tab.waitForSelector(`#quick-sale-${sale.id}[data-state="finished"] .qs-sale__paid`, { timeout: 60_000 });
      await tab.close();
      // Another, cancelled before the bot enters the game.
      const cancelled = await startSale(mega.access_token, megaAccount.id, 1);
      await api('POST', `/api/adopt/quick-sales/${cancelled.id}/cancel`, {}, mega.access_token);
      await waitSale(mega.access_token, cancelled.id, (s) => s.state === 'cancelled', 'cancelled');
      await shootAll(browser, outDir, { ...running, name: 'sale-finished' }, [['ru', 375, 'light']]);
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
