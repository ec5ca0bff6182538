// Not a script: what the screenshot scripts of the trade pages share (quick-sale-screenshots.ts,
// exchange-screenshots.ts): the server's API and the dev game console (a simulated player accepts a friend request
// or a trade as a person would), the demo sign-in, a top-up through the simulated provider, and shooting a page at
// 375 and 1440 px, light and dark (and more when asked), signed in or not, with some of its requests answered by the
// script. BASE_URL, CHROMIUM and ONLY (a name prefix) come from the environment.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const base = process.env.BASE_URL ?? 'http://localhost:3100';
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const only = process.env.ONLY;
const DEMO_PASSWORD = 'Demo1234!';
export const consoleApi = `${base}/dev/game-console/api`;

export type Tokens = { access_token: string; refresh_token: string };
export type Theme = 'light' | 'dark';
export type Language = 'en' | 'ru';

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function api<T>(
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

/** A demo user (PetPalace, MegaMarket, ...). */
export async function login(name: string): Promise<Tokens> {
  const { status, data } = await api<Tokens>('POST', '/api/user/login', { email: name, password: DEMO_PASSWORD });
  if (status !== 200) throw new Error(`login ${name}: ${status} ${JSON.stringify(data)}`);
  return data;
}

/** A new user without any linked account. */
export async function registerFresh(prefix: string): Promise<Tokens> {
  const name = `${prefix}${Date.now().toString(36)}`;
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

/** Tops the balance up through the simulated provider's checkout (its Pay sends the signed webhook). */
export async function topUp(token: string, amount: string, currency = 'usd'): Promise<void> {
  const created = await api<{ redirectUrl: string }>(
    'POST',
    '/api/wallet/topups',
    { amount, currency, method: 'card' },
    token,
  );
  if (created.status !== 200) throw new Error(`top-up: ${created.status} ${JSON.stringify(created.data)}`);
  const session = new URL(created.data.redirectUrl, base).searchParams.get('session')!;
  await fetch(`${base}/dev/payments/checkout/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session }).toString(),
  });
}

/** The simulated player behind a linked account (its nickname in the game). */
export async function playerId(nickname: string): Promise<string> {
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

/**
 * The player accepts the bot's friend request, then (when `trade`) the trade it opens, as a person would; `until`:
 * nothing to accept once it holds (the bot was already a friend).
 */
export async function playerAccepts(
  player: string,
  what: 'friend' | 'trade',
  until?: () => Promise<boolean>,
): Promise<void> {
  for (let n = 0; n < 240; n++) {
    if (until && (await until())) return;
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

/** Waits until `read` gives something `done` accepts (about two minutes at most). */
export async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let n = 0; n < 240; n++) {
    const value = await read();
    if (done(value)) return value;
    await pause(500);
  }
  throw new Error(`never reached ${what}`);
}

export interface OfferItem {
  id: string;
  accountId: string;
  itemId: number;
  type: string;
  variant: { age: string | null };
  price: { amount: number; currency: string };
}
/** What the scripts read of a quick sale or an exchange. */
export interface BotTrade {
  id: string;
  state: string;
  stage: string;
  needsReady: boolean;
  botNickname: string | null;
  nickname: string;
}
export interface Account {
  id: string;
  nickname: string;
}

export async function accountsOf(token: string): Promise<Account[]> {
  return (await api<{ accounts: Account[] }>('GET', '/api/adopt/accounts', undefined, token)).data.accounts;
}

/** Starts a quick sale of the account's offered items `pick` chooses (a number: that many of the cheapest). */
export async function startSale(
  token: string,
  accountId: string,
  pick: number | ((items: OfferItem[]) => OfferItem[]),
): Promise<BotTrade> {
  const offer = await api<{ items: OfferItem[] }>('GET', '/api/adopt/quick-sales/offer?currency=usd', undefined, token);
  const own = offer.data.items.filter((i) => i.accountId === accountId);
  const chosen =
    typeof pick === 'number' ? [...own].sort((a, b) => a.price.amount - b.price.amount).slice(0, pick) : pick(own);
  const items = chosen.map((i) => ({ id: i.id, price: i.price.amount }));
  const started = await api<{ quickSale: BotTrade }>(
    'POST',
    '/api/adopt/quick-sales',
    { accountId, currency: 'usd', items },
    token,
  );
  if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.data)}`);
  return started.data.quickSale;
}

export async function saleOf(token: string, id: string): Promise<BotTrade> {
  const { data } = await api<{ quickSales: BotTrade[] }>('GET', '/api/adopt/quick-sales', undefined, token);
  const sale = data.quickSales.find((s) => s.id === id);
  if (!sale) throw new Error(`quick sale ${id} is not listed`);
  return sale;
}

export const waitSale = (token: string, id: string, done: (s: BotTrade) => boolean, what: string) =>
  waitUntil(() => saleOf(token, id), done, `quick sale ${id}: ${what}`);

/** A quick sale through to the end, as a person plays it: befriend the bot, Ready, accept the trade. */
export async function sellToSite(token: string, account: Account, pick: Parameters<typeof startSale>[2]) {
  const sale = await startSale(token, account.id, pick);
  const player = await playerId(account.nickname);
  await playerAccepts(player, 'friend');
  await waitSale(token, sale.id, (s) => s.needsReady, 'Ready');
  await api('POST', `/api/adopt/quick-sales/${sale.id}/ready`, {}, token);
  await playerAccepts(player, 'trade');
  return waitSale(token, sale.id, (s) => s.state !== 'active', 'its end');
}

export interface ShotOptions {
  name: string;
  path: string;
  tokens: Tokens | null;
  act?: (page: Page) => Promise<void>;
  /** Makes, for each page, what answers some of its requests itself (true: answered). */
  intercept?: () => (request: HTTPRequest) => Promise<boolean>;
  fullPage?: boolean;
}

/** Opens a tab signed in as `tokens` (or a visitor's), in a theme and language. */
export async function openPage(
  browser: Browser,
  tokens: Tokens | null,
  width: number,
  theme: Theme = 'light',
  language: Language = 'en',
): Promise<Page> {
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
    tokens,
    language,
  );
  return page;
}

async function shoot(
  browser: Browser,
  outDir: string,
  shot: ShotOptions,
  language: Language,
  width: number,
  theme: Theme,
) {
  const page = await openPage(browser, shot.tokens, width, theme, language);
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

/** Shoots a page in every variant (and `extra` ones) into `outDir`; ONLY limits the names. */
export async function shootAll(
  browser: Browser,
  outDir: string,
  shot: ShotOptions,
  extra: [Language, number, Theme][] = [],
) {
  if (only && !shot.name.startsWith(only)) return;
  for (const [language, width, theme] of [...VARIANTS, ...extra]) {
    await shoot(browser, outDir, shot, language, width, theme).catch((error: unknown) =>
      console.error(`${shot.name} ${language} ${width} ${theme} FAILED`, error),
    );
  }
}

/** Scrolls an element to the top of the view (below the sticky header). */
export const scrollTo = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 80, behavior: 'instant' });
  });

/** Runs `work` with a headless Chromium of its own profile, into `outDir` (made first). */
export async function withBrowser(outDir: string, work: (browser: Browser) => Promise<void>) {
  mkdirSync(outDir, { recursive: true });
  const userDataDir = mkdtempSync(join(tmpdir(), 'tradehall-shots-'));
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
  try {
    await work(browser);
  } finally {
    await browser.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Answers a POST to `path` (a regular expression of the URL) with a refusal, as the server words it. */
export function refuse(path: RegExp, status: number, errorCode: string, message: string, details: unknown = null) {
  return () => async (request: HTTPRequest) => {
    if (!path.test(request.url()) || request.method() !== 'POST') return false;
    await request.respond({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ errorCode, message, details }),
    });
    return true;
  };
}
