// Screenshots of the exchange page (/trade) against a running development server with demo data (the real API, the
// simulated game world driven through the dev game console):
//   npm run build && PORT=3100 BOTS_TIME_SCALE=0.2 node --import tsx src/main.ts
//   BASE_URL=http://localhost:3100 npx tsx web/scripts/exchange-screenshots.ts
// Writes PNGs to test/artifacts/exchange/ at 375 and 1440 px, light and dark (and a few in Russian). First PetPalace
// sells items to the site (a quick sale played through), so the site has stock, a pet in several ages among it. A
// visitor sees the stock and a sign-in notice; MegaMarket (topped up) picks both sides, opens a site item by its
// address, meets the refusals (new values, no bots, change too large, too many bots), runs an exchange through its
// stages (friend request, Ready, the trade, done), cancels another and sees a third fail in the game; PetPalace sees
// the units it sold marked as its own; a fresh user has no linked account. Run it once per server start.
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
  type OfferItem,
  openPage,
  playerAccepts,
  playerId,
  refuse,
  registerFresh,
  root,
  scrollTo,
  sellToSite,
  shootAll,
  type Tokens,
  topUp,
  type BotTrade,
  waitUntil,
  withBrowser,
} from './common-screenshots';

const outDir = join(root, 'test/artifacts/exchange');
const PAGE = '/trade';
const START = /\/api\/adopt\/exchanges$/;

interface Money {
  amount: number;
  currency: string;
}
interface StockVariant {
  variant: Record<string, unknown> & { age: string | null };
  price: Money;
  count: number;
  own: number;
}
interface StockItem {
  itemId: number;
  slug: string;
  type: string;
  ageRequired: boolean;
  variants: StockVariant[];
}
interface Board {
  stock: StockItem[];
  give: { id: string; accountId: string; value: Money }[] | null;
}

const board = async (token: string) =>
  (await api<Board>('GET', '/api/adopt/exchange/board?currency=usd', undefined, token)).data;

/** PetPalace's items for the site's stock: a pet in as many ages as it has (up to 3), and the 5 cheapest others. */
function stockPick(items: OfferItem[]): OfferItem[] {
  const pets = new Map<number, OfferItem[]>();
  for (const item of items.filter((i) => i.type === 'pet' && i.variant.age)) {
    const same = pets.get(item.itemId) ?? [];
    if (!same.some((i) => i.variant.age === item.variant.age)) pets.set(item.itemId, [...same, item]);
  }
  const pet = [...pets.values()].sort((a, b) => b.length - a.length)[0]?.slice(0, 3) ?? [];
  const others = items
    .filter((i) => !pet.includes(i))
    .sort((a, b) => a.price.amount - b.price.amount)
    .slice(0, 5);
  return [...pet, ...others];
}

/** Starts an exchange through the API: the account's `give` cheapest items for one unit of the cheapest site row. */
async function startExchange(token: string, accountId: string, give: number): Promise<BotTrade> {
  const data = await board(token);
  const items = (data.give ?? [])
    .filter((i) => i.accountId === accountId)
    .sort((a, b) => a.value.amount - b.value.amount)
    .slice(0, give);
  const rows = data.stock.flatMap((item) =>
    item.variants.filter((v) => v.count > v.own).map((v) => ({ itemId: item.itemId, row: v })),
  );
  const [cheapest] = rows.sort((a, b) => a.row.price.amount - b.row.price.amount);
  if (!cheapest) throw new Error('the site has no stock to take');
  const body = {
    accountId,
    currency: 'usd',
    give: items.map((i) => ({ id: i.id, value: i.value.amount })),
    take: [{ itemId: cheapest.itemId, variant: cheapest.row.variant, price: cheapest.row.price.amount, quantity: 1 }],
  };
  const started = await api<{ exchange: BotTrade }>('POST', '/api/adopt/exchanges', body, token);
  if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.data)}`);
  return started.data.exchange;
}

const exchangeOf = async (token: string, id: string) => {
  const { data } = await api<{ exchanges: BotTrade[] }>('GET', '/api/adopt/exchanges', undefined, token);
  const exchange = data.exchanges.find((e) => e.id === id);
  if (!exchange) throw new Error(`exchange ${id} is not listed`);
  return exchange;
};
const waitExchange = (token: string, id: string, done: (e: BotTrade) => boolean, what: string) =>
  waitUntil(() => exchangeOf(token, id), done, `exchange ${id}: ${what}`);

/** Brings an element to the middle of the view. */
const center = (page: Page, selector: string) =>
  page.$eval(selector, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));

const waitBoard = async (page: Page) => {
  await page.waitForSelector('.ex-stock', { timeout: 20_000 });
};
const waitBoth = async (page: Page) => {
  await waitBoard(page);
  await page.waitForSelector('.qs-item', { timeout: 20_000 });
};

/**
 * Ticks `count` of the user's items (the most valuable first, or the cheapest: `last`) and adds one unit of the first
 * `take` site rows one can add.
 */
async function pick(page: Page, count: number, take: number, order: 'first' | 'last' = 'first') {
  // The cheapest are last: every page of the list drawn first.
  while (order === 'last' && (await page.$('#exchange-give-more'))) await page.click('#exchange-give-more');
  const boxes = await page.$$('.qs-item .qs-item__check:not([disabled])');
  for (const box of order === 'first' ? boxes.slice(0, count) : boxes.slice(-count)) {
    await box.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await box.click();
  }
  for (let n = 0; n < take; n++) {
    const add = await page.$('.ex-row .ex-stepper__add:not([disabled])');
    if (!add) break;
    await add.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await add.click();
  }
}

/** Until Start is pressed, every board shows the user's items 7 cents higher than the server counts them. */
function staleValues(): (request: HTTPRequest) => Promise<boolean> {
  let started = false;
  return async (request) => {
    if (START.test(request.url()) && request.method() === 'POST') started = true;
    if (started || !request.url().includes('/exchange/board') || request.method() !== 'GET') return false;
    const response = await fetch(request.url(), { headers: request.headers() });
    const body = (await response.json()) as Board;
    for (const item of body.give ?? []) item.value.amount += 7;
    await request.respond({ status: response.status, contentType: 'application/json', body: JSON.stringify(body) });
    return true;
  };
}

/** The balance answered as empty: the difference falls short. */
async function emptyBalance(request: HTTPRequest): Promise<boolean> {
  if (!request.url().endsWith('/api/wallet/balance')) return false;
  const zero = { usd: 0, eur: 0, rub: 0 };
  const body = { available: zero, held: zero, cashoutAvailable: zero };
  await request.respond({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  return true;
}

async function main() {
  const pet = await login('PetPalace');
  const mega = await login('MegaMarket');
  const fresh = await registerFresh('exfresh');
  const [petAccount] = await accountsOf(pet.access_token);
  const [megaAccount] = await accountsOf(mega.access_token);
  if (!petAccount || !megaAccount) throw new Error('PetPalace and MegaMarket need an adopt account');

  // The site's stock: what PetPalace sells it (once per server start).
  if ((await board(mega.access_token)).stock.length === 0) {
    const sold = await sellToSite(pet.access_token, petAccount, stockPick);
    console.log(`PetPalace sold to the site: ${sold.state}`);
  }
  // MegaMarket's currency is the rouble: the balance that covers a difference is in it.
  await topUp(mega.access_token, '3000.00', 'rub');
  const stock = (await board(mega.access_token)).stock;
  // MegaMarket's own units (what it gave the site in an earlier run) are not its to take.
  const takes = (i: StockItem) => i.variants.filter((v) => v.count > v.own);
  const aged =
    stock.find((i) => i.ageRequired && new Set(takes(i).map((v) => v.variant.age)).size > 1) ??
    stock.find((i) => takes(i).length > 0);
  const plain = stock.find((i) => !i.ageRequired && takes(i).length > 0) ?? stock.find((i) => takes(i).length > 0);
  if (!aged || !plain) throw new Error('the site has no stock');
  const itemPath = (i: StockItem) => `${PAGE}/${i.type}/${i.slug}/${i.itemId}`;

  await withBrowser(outDir, async (browser) => {
    // A visitor: the stock and the sign-in notice; an address of an item the site does not have.
    await shootAll(browser, outDir, { name: 'visitor', path: PAGE, tokens: null, act: waitBoard }, [
      ['ru', 375, 'light'],
    ]);
    await shootAll(browser, outDir, {
      name: 'visitor-stock',
      path: PAGE,
      tokens: null,
      act: async (p) => {
        await waitBoard(p);
        await scrollTo(p, '#exchange-take');
      },
    });
    await shootAll(browser, outDir, {
      name: 'visitor-missing',
      path: `${PAGE}/pet/no-such-pet/999999`,
      tokens: null,
      act: async (p) => void (await p.waitForSelector('#exchange-missing', { timeout: 20_000 })),
    });

    // Signed in: both sides, then a pick with its summary.
    await shootAll(browser, outDir, { name: 'board', path: PAGE, tokens: mega, act: waitBoth }, [['ru', 375, 'light']]);
    await shootAll(
      browser,
      outDir,
      {
        name: 'picked',
        path: PAGE,
        tokens: mega,
        act: async (p) => {
          await waitBoth(p);
          await pick(p, 2, 2, 'last');
          await scrollTo(p, '#exchange-take');
        },
      },
      [['ru', 375, 'light']],
    );
    await shootAll(browser, outDir, {
      name: 'summary',
      path: PAGE,
      tokens: mega,
      act: async (p) => {
        await waitBoth(p);
        await pick(p, 2, 3, 'last');
        await scrollTo(p, '#exchange-summary');
      },
    });
    // Opened by an item's address: a pet of several ages waits for its age; another item is taken at once.
    await shootAll(browser, outDir, {
      name: 'preselect-pet',
      path: itemPath(aged),
      tokens: mega,
      act: async (p) => {
        await waitBoth(p);
        await center(p, `#exchange-stock-${aged.itemId}`);
      },
    });
    await shootAll(browser, outDir, {
      name: 'preselect-item',
      path: itemPath(plain),
      tokens: mega,
      act: async (p) => {
        await waitBoth(p);
        await p.waitForSelector(`#exchange-stock-${plain.itemId}.is-picked`);
        await center(p, `#exchange-stock-${plain.itemId}`);
      },
    });
    // The user's items worth far more than what is taken: refused beyond the margin.
    await shootAll(browser, outDir, {
      name: 'refused',
      path: PAGE,
      tokens: mega,
      act: async (p) => {
        await waitBoth(p);
        await pick(p, 12, 1);
        await p.waitForSelector('#exchange-difference[data-kind="refused"]');
        await scrollTo(p, '#exchange-summary');
      },
    });
    await shootAll(browser, outDir, {
      name: 'balance-short',
      path: PAGE,
      tokens: mega,
      intercept: () => emptyBalance,
      act: async (p) => {
        await waitBoth(p);
        await pick(p, 1, 3, 'last');
        await scrollTo(p, '#exchange-summary');
      },
    });
    await shootAll(
      browser,
      outDir,
      {
        name: 'prices-changed',
        path: PAGE,
        tokens: mega,
        intercept: staleValues,
        act: async (p) => {
          await waitBoth(p);
          await pick(p, 2, 1, 'last');
          await p.click('#exchange-start');
          await p.waitForSelector('#exchange-notice[data-message="exchange.error.pricesChanged"]', { timeout: 10_000 });
          await scrollTo(p, '#exchange-summary');
        },
      },
      [['ru', 375, 'light']],
    );
    for (const [name, status, code, details] of [
      ['refusal-no-bots', 503, 'FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND', null],
      ['refusal-too-many-bots', 400, '4', null],
      [
        'refusal-change',
        409,
        'EXCHANGE_CHANGE_TOO_LARGE',
        { owed: { amount: 412, currency: 'usd' }, maxChange: { amount: 35, currency: 'usd' } },
      ],
    ] as const) {
      await shootAll(browser, outDir, {
        name,
        path: PAGE,
        tokens: mega,
        intercept: refuse(START, status, code, 'refused', details),
        act: async (p) => {
          await waitBoth(p);
          await pick(p, 1, 1, 'last');
          await p.click('#exchange-start');
          await p.waitForSelector('#exchange-notice', { timeout: 10_000 });
          await scrollTo(p, '#exchange-summary');
        },
      });
    }
    // The seller of the site's stock: the units it sold are its own, not to take back.
    await shootAll(browser, outDir, {
      name: 'own-units',
      path: PAGE,
      tokens: pet,
      act: async (p) => {
        await waitBoard(p);
        await p.waitForSelector('.ex-row__own');
        await scrollTo(p, '.ex-row__own');
      },
    });
    await shootAll(browser, outDir, {
      name: 'no-accounts',
      path: PAGE,
      tokens: fresh,
      act: async (p) => void (await p.waitForSelector('#exchange-no-accounts', { timeout: 20_000 })),
    });

    if (!only || /^exchange/.test(only)) await liveExchanges(browser, mega, megaAccount);
  });
}

/** MegaMarket's exchange played through (each stage it acts in shot on the way), then another one cancelled. */
async function liveExchanges(
  browser: Parameters<typeof shootAll>[0],
  mega: Tokens,
  account: { id: string; nickname: string },
) {
  const running = (id: string) => ({
    path: PAGE,
    tokens: mega,
    act: async (p: Page) => {
      await p.waitForSelector(`#exchange-${id}`, { timeout: 20_000 });
      await scrollTo(p, `#exchange-${id}`);
    },
  });
  // What an earlier run left running is cancelled first (one trade with the site per account at a time).
  const { data } = await api<{ exchanges: BotTrade[] }>('GET', '/api/adopt/exchanges', undefined, mega.access_token);
  for (const left of data.exchanges.filter((e) => e.state === 'active'))
    await api('POST', `/api/adopt/exchanges/${left.id}/cancel`, {}, mega.access_token);
  const exchange = await startExchange(mega.access_token, account.id, 2);
  const player = await playerId(account.nickname);
  // The bot may be the player's friend already (an earlier run): then it waits for Ready at once.
  await waitExchange(mega.access_token, exchange.id, (e) => e.stage === 'adding_friend' || e.needsReady, 'the bot');
  await shootAll(browser, outDir, { ...running(exchange.id), name: 'exchange-adding-friend' });
  await playerAccepts(player, 'friend', async () => (await exchangeOf(mega.access_token, exchange.id)).needsReady);
  await waitExchange(mega.access_token, exchange.id, (e) => e.needsReady, 'Ready');
  await shootAll(browser, outDir, { ...running(exchange.id), name: 'exchange-ready' }, [['ru', 375, 'light']]);
  // Ready pressed on the page; the player accepts the trade in the game; the page follows the socket to the end.
  const tab = await openPage(browser, mega, 1440);
  await tab.goto(base + PAGE, { waitUntil: 'networkidle2' });
  await tab.waitForSelector(`#exchange-${exchange.id} .qs-sale__ready`);
  await tab.click(`#exchange-${exchange.id} .qs-sale__ready`);
  await playerAccepts(player, 'trade');
  await tab.waitForSelector(`#exchange-${exchange.id}[data-state="finished"]`, { timeout: 60_000 });
  await tab.close();
  // Another, cancelled before the bot enters the game.
  const cancelled = await startExchange(mega.access_token, account.id, 1);
  await api('POST', `/api/adopt/exchanges/${cancelled.id}/cancel`, {}, mega.access_token);
  await waitExchange(mega.access_token, cancelled.id, (e) => e.state === 'cancelled', 'cancelled');
  await shootAll(browser, outDir, { ...running(exchange.id), name: 'exchange-finished' }, [['ru', 375, 'light']]);
  // One that fails in the game: the player's next meeting fails (friends interfered).
  const failing = await startExchange(mega.access_token, account.id, 1);
  await playerAccepts(player, 'friend', async () => (await exchangeOf(mega.access_token, failing.id)).needsReady);
  await waitExchange(mega.access_token, failing.id, (e) => e.needsReady, 'Ready');
  await api('POST', `${consoleApi}/players/${player}/inject`, { code: '504' });
  await api('POST', `/api/adopt/exchanges/${failing.id}/ready`, {}, mega.access_token);
  await waitExchange(mega.access_token, failing.id, (e) => e.state !== 'active', 'its end');
  await shootAll(browser, outDir, { ...running(failing.id), name: 'exchange-failed' });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
