// Screenshots of the quick sale page (/profile/trade/fast-sell) against a running development server with demo data
// (the real API, the simulated game world driven through the dev game console):
//   npm run build && PORT=3100 BOTS_TIME_SCALE=0.2 node --import tsx src/main.ts
//   BASE_URL=http://localhost:3100 npx tsx web/scripts/quick-sale-screenshots.ts
// Writes PNGs to test/artifacts/quick-sale/ at 375 and 1440 px, light and dark (and a few in Russian). PetPalace
// shows the offer (a price change, refusals, the hub's link); MegaMarket runs a quick sale through its stages
// (friend request, Ready, the trade, paid) and cancels another; TradeTiger's fails in the game; a fresh user has no
// linked account. Run it once per server start: a quick sale that timed out makes the seller wait (code 14).
// ONLY=<name prefix> limits the run.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(root, 'test/artifacts/quick-sale');
const base = process.env.BASE_URL ?? 'http://localhost:3100';
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
const only = process.env.ONLY;
const DEMO_PASSWORD = 'Demo1234!';
const consoleApi = `${base}/dev/game-console/api`;

type Tokens = { access_token: string; refresh_token: string };
type Theme = 'light' | 'dark';
type Language = 'en' | 'ru';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function api<T>(
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; data: T }> {
  const response = await fetch(url.startsWith('http') ? url : base + url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, data: (text ? JSON.parse(text) : null) as T };
}

async function login(name: string): Promise<Tokens> {
  const { status, data } = await api<Tokens>('POST', '/api/user/login', { email: name, password: DEMO_PASSWORD });
  if (status !== 200) throw new Error(`login ${name}: ${status} ${JSON.stringify(data)}`);
  return data;
}

async function registerFresh(): Promise<Tokens> {
  const name = `qsfresh${Date.now().toString(36)}`;
  const { status, data } = await api<Tokens>('POST', '/api/user/register', {
    username: name,
    email: `${name}@example.com`,
    password: 'Secret1!',
    main_currency: 'usd',
    main_language: 'en',
    email_name: null,
  });
  if (status !== 201 && status !== 200) throw new Error(`register: ${status} ${JSON.stringify(data)}`);
  return data;
}

interface OfferItem {
  id: string;
  accountId: string;
  price: { amount: number; currency: string };
}
interface Sale {
  id: string;
  state: string;
  stage: string;
  needsReady: boolean;
  botNickname: string | null;
  nickname: string;
}
interface Account {
  id: string;
  nickname: string;
}

async function accountsOf(token: string): Promise<Account[]> {
  return (await api<{ accounts: Account[] }>('GET', '/api/adopt/accounts', undefined, token)).data.accounts;
}

/** Starts a quick sale of `count` of the account's cheapest offered items. */
async function startSale(token: string, accountId: string, count: number): Promise<Sale> {
  const offer = await api<{ items: OfferItem[] }>('GET', '/api/adopt/quick-sales/offer?currency=usd', undefined, token);
  const items = offer.data.items
    .filter((i) => i.accountId === accountId)
    .sort((a, b) => a.price.amount - b.price.amount)
    .slice(0, count)
    .map((i) => ({ id: i.id, price: i.price.amount }));
  const started = await api<{ quickSale: Sale }>(
    'POST',
    '/api/adopt/quick-sales',
    { accountId, currency: 'usd', items },
    token,
  );
  if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.data)}`);
  return started.data.quickSale;
}

async function saleOf(token: string, id: string): Promise<Sale> {
  const { data } = await api<{ quickSales: Sale[] }>('GET', '/api/adopt/quick-sales', undefined, token);
  const sale = data.quickSales.find((s) => s.id === id);
  if (!sale) throw new Error(`quick sale ${id} is not listed`);
  return sale;
}

async function waitSale(token: string, id: string, done: (s: Sale) => boolean, what: string): Promise<Sale> {
  for (let n = 0; n < 240; n++) {
    const sale = await saleOf(token, id);
    if (done(sale)) return sale;
    await pause(500);
  }
  throw new Error(`quick sale ${id} never reached ${what}`);
}

/** The simulated player behind a linked account (its nickname in the game). */
async function playerId(nickname: string): Promise<string> {
  const { data } = await api<{ players: { id: string; nickname: string }[] }>(
    'GET',
    `${consoleApi}/players?game=adopt`,
  );
  const player = data.players.find((p) => p.nickname === nickname);
  if (!player) throw new Error(`no player ${nickname}`);
  return player.id;
}

interface PlayerView {
  requests: { id: string; from: string }[];
  trades: { id: string }[];
}

/** The player accepts the bot's friend request, then (when `trade`) the trade it opens, as a person would. */
async function playerAccepts(player: string, what: 'friend' | 'trade'): Promise<void> {
  for (let n = 0; n < 240; n++) {
    const { data } = await api<PlayerView>('GET', `${consoleApi}/players/${player}`);
    const pending = what === 'friend' ? data.requests[0] : data.trades[0];
    if (pending) {
      const path = what === 'friend' ? 'friend-requests' : 'trades';
      const answer = await api('POST', `${consoleApi}/players/${player}/${path}/${pending.id}`, { answer: 'accept' });
      if (answer.status === 200) return;
    }
    await pause(500);
  }
  throw new Error(`player ${player} had no ${what} to accept`);
}

interface ShotOptions {
  name: string;
  path: string;
  tokens: Tokens | null;
  act?: (page: Page) => Promise<void>;
  /** Makes, for each page, what answers some of its requests itself (true: answered). */
  intercept?: () => (request: HTTPRequest) => Promise<boolean>;
  fullPage?: boolean;
}

async function shoot(browser: Browser, shot: ShotOptions, language: Language, width: number, theme: Theme) {
  const page = await browser.newPage();
  await page.setViewport({ width, height: width < 744 ? 812 : 900, deviceScaleFactor: 1 });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
  await page.evaluateOnNewDocument(
    (t, pair, lang) => {
      localStorage.setItem('theme', t);
      localStorage.setItem('language', lang);
      localStorage.setItem('currency', 'usd');
      if (pair) {
        document.cookie = `access_token=${pair.access_token}; path=/; max-age=1860`;
        document.cookie = `refresh_token=${pair.refresh_token}; path=/; max-age=1860`;
      }
    },
    theme,
    shot.tokens,
    language,
  );
  const intercept = shot.intercept?.();
  if (intercept) {
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      void intercept(request).then((handled) => (handled ? undefined : request.continue()));
    });
  }
  page.on('pageerror', (error) => console.error(`[${shot.name}] page error:`, error));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[${shot.name}] console:`, message.text());
  });
  const suffix = `${language}-${width}-${theme}`;
  await page.goto(base + (language === 'en' ? '' : `/${language}`) + shot.path, { waitUntil: 'networkidle2' });
  try {
    await shot.act?.(page);
  } catch (error) {
    await page.screenshot({ path: join(outDir, `FAILED-${shot.name}-${suffix}.png`), fullPage: true });
    await page.close();
    throw error;
  }
  await pause(600); // entry animations and toasts settle
  await page.screenshot({ path: join(outDir, `${shot.name}-${suffix}.png`), fullPage: shot.fullPage ?? false });
  console.log(`${shot.name} ${suffix}`);
  await page.close();
}

const VARIANTS: [Language, number, Theme][] = [
  ['en', 375, 'light'],
  ['en', 375, 'dark'],
  ['en', 1440, 'light'],
  ['en', 1440, 'dark'],
];

async function shootAll(browser: Browser, shot: ShotOptions, extra: [Language, number, Theme][] = []) {
  if (only && !shot.name.startsWith(only)) return;
  for (const [language, width, theme] of [...VARIANTS, ...extra]) {
    await shoot(browser, shot, language, width, theme).catch((error: unknown) =>
      console.error(`${shot.name} ${language} ${width} ${theme} FAILED`, error),
    );
  }
}

/** Scrolls an element to the top of the view (below the sticky header). */
const scrollTo = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 80, behavior: 'instant' });
  });

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

/** Answers StartDepositTrade with a refusal, as the server words it. */
function refuse(status: number, errorCode: string, message: string) {
  return () => async (request: HTTPRequest) => {
    if (!/\/api\/adopt\/quick-sales$/.test(request.url()) || request.method() !== 'POST') return false;
    await request.respond({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ errorCode, message, details: null }),
    });
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
  mkdirSync(outDir, { recursive: true });
  const pet = await login('PetPalace');
  const fresh = await registerFresh();
  const userDataDir = mkdtempSync(join(tmpdir(), 'tradehall-quick-sale-shots-'));
  const browser = await puppeteer.launch({
    executablePath: chromium,
    userDataDir,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--lang=en-US',
    ],
  });
  const page = '/profile/trade/fast-sell';
  try {
    // The offer: the top of the page, then three items ticked with the summary.
    await shootAll(browser, { name: 'offer-top', path: page, tokens: pet, act: waitItems }, [['ru', 375, 'light']]);
    await shootAll(
      browser,
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
      await shootAll(browser, {
        name,
        path: page,
        tokens: pet,
        intercept: refuse(status, code, text),
        act: async (p) => {
          await waitItems(p);
          await tick(p, 2);
          await p.click('#quick-sale-start');
          await p.waitForSelector(`#quick-sale-notice[data-message^="quickSale.error."]`, { timeout: 10_000 });
        },
      });
    }
    await shootAll(browser, {
      name: 'no-accounts',
      path: page,
      tokens: fresh,
      act: async (p) => void (await p.waitForSelector('#quick-sale-no-accounts')),
    });
    await shootAll(browser, {
      name: 'unavailable',
      path: page,
      tokens: pet,
      intercept: () => flagOff,
      act: async (p) => void (await p.waitForSelector('#quick-sale-unavailable')),
    });
    await shootAll(browser, {
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
      await shootAll(browser, {
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
      await shootAll(browser, { ...running, name: 'sale-adding-friend' });
      await playerAccepts(megaPlayer, 'friend');
      await waitSale(mega.access_token, sale.id, (s) => s.needsReady, 'Ready');
      await shootAll(browser, { ...running, name: 'sale-ready' }, [['ru', 375, 'light']]);
      // Ready pressed on the page; the player accepts the trade in the game; the page follows the socket to the end.
      const tab = await browser.newPage();
      await tab.setViewport({ width: 1440, height: 900 });
      await tab.evaluateOnNewDocument((pair) => {
        document.cookie = `access_token=${pair.access_token}; path=/; max-age=1860`;
        document.cookie = `refresh_token=${pair.refresh_token}; path=/; max-age=1860`;
      }, mega);
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
      await shootAll(browser, { ...running, name: 'sale-finished' }, [['ru', 375, 'light']]);
    }
  } finally {
    await browser.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
