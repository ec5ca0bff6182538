// Screenshots of the seller screens against a running server with demo data (the real API):
//   npm run build && PORT=3320 DEMO_DATA=on ADMIN_TOKEN=<16+ chars> node --import tsx src/main.ts
//   BASE_URL=http://localhost:3320 ADMIN_TOKEN=<same> npx tsx web/scripts/seller-screenshots.ts
// Writes PNGs to test/artifacts/screenshots/seller/ at 375 and 1440 px, light and dark, en and ru.
// Signs in as the demo sellers PetPalace (approved store link "petpalace") and NeonNest (a pending one);
// without ADMIN_TOKEN the approved-link shots show a pending link instead. ONLY=<name prefix> limits the run.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { withBrowser } from './common-screenshots';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(root, 'test/artifacts/screenshots/seller');
const base = process.env.BASE_URL ?? 'http://localhost:3320';
const adminToken = process.env.ADMIN_TOKEN;
const only = process.env.ONLY;
const DEMO_PASSWORD = 'Demo1234!';

type Tokens = { access_token: string; refresh_token: string };
type Who = 'petpalace' | 'neonnest' | 'fresh';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; data: T }> {
  const response = await fetch(base + path, {
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
  const name = `fresh${Date.now().toString(36)}`;
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

/** Store links: PetPalace's approved (when the operator token is given), NeonNest's pending. */
async function prepareLinks(users: Record<Who, Tokens>): Promise<void> {
  const petLink = await api<{ status: string | null }>(
    'GET',
    '/api/user/store-link',
    undefined,
    users.petpalace.access_token,
  );
  if (petLink.data.status !== 'approved') {
    await api('POST', '/api/user/store-link', { link: 'petpalace' }, users.petpalace.access_token);
    if (adminToken) {
      const profile = await api<{ user_id: string }>(
        'GET',
        '/api/user/profile',
        undefined,
        users.petpalace.access_token,
      );
      await api('POST', `/api/admin/store-links/${profile.data.user_id}`, { approved: true }, adminToken);
    }
  }
  await api('POST', '/api/user/store-link', { link: 'neon_nest' }, users.neonnest.access_token);
}

interface Shot {
  name: string;
  path: string;
  who?: Who;
  fullPage?: boolean;
  /** Raises every item's maximum price in the inventory answer, so the server's MAX_NUMBER is what answers. */
  staleBounds?: boolean;
  act?: (page: Page) => Promise<void>;
}

const waitItems = async (page: Page) => {
  await page.waitForSelector('.inv-card', { timeout: 20_000 });
};
/** Clicks after scrolling the element to the middle: a dialog's sticky footer must not take the click. */
const click = async (page: Page, selector: string) => {
  await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.click(selector);
};
const type = async (page: Page, selector: string, value: string) => {
  await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.click(selector, { count: 3 });
  await page.type(selector, value);
};

const shots: Shot[] = [
  { name: 'inventory', path: '/profile/trade/inventory', who: 'petpalace', act: waitItems },
  {
    name: 'inventory-empty',
    path: '/profile/trade/inventory',
    who: 'fresh',
    act: async (page) => void (await page.waitForSelector('#inventory-no-accounts')),
  },
  {
    name: 'inventory-selected',
    path: '/profile/trade/inventory',
    who: 'petpalace',
    act: async (page) => {
      await waitItems(page);
      const boxes = await page.$$('.inv-card[data-status="normal"] .inv-card__select input:not([disabled])');
      for (const box of boxes.slice(0, 2)) await box.click();
      const onSale = await page.$('.inv-card[data-status="on_sale"] .inv-card__select input:not([disabled])');
      await onSale?.click();
      await page.waitForSelector('.inv-bulk');
    },
  },
  {
    name: 'listing-dialog-error',
    path: '/profile/trade/inventory',
    who: 'petpalace',
    staleBounds: true,
    act: async (page) => {
      await waitItems(page);
      const boxes = await page.$$('.inv-card[data-status="normal"] .inv-card__select input:not([disabled])');
      for (const box of boxes.slice(0, 2)) await box.click();
      await click(page, '#inventory-put-on-sale');
      await page.waitForSelector('.modal.is-open .price-row');
      await pause(400);
      await type(page, '.price-row:nth-child(1) input', '99999');
      await click(page, '.price-row:nth-child(2) .price-row__use');
      await click(page, '#price-submit');
      await page.waitForSelector('.price-row .field__error[data-code="MAX_NUMBER"]', { timeout: 10_000 });
    },
  },
  {
    name: 'listing-dialog-client',
    path: '/profile/trade/inventory',
    who: 'petpalace',
    act: async (page) => {
      await waitItems(page);
      await click(page, '.inv-card[data-status="normal"] .inv-card__sell:not([disabled])');
      await page.waitForSelector('.modal.is-open .price-row');
      await pause(400);
      await type(page, '.price-row input', '12.345');
    },
  },
  { name: 'items-on-sale', path: '/profile/trade/inventory/sale', who: 'petpalace', act: waitItems },
  {
    name: 'freeze-dialog',
    path: '/profile/trade/inventory',
    who: 'petpalace',
    act: async (page) => {
      await waitItems(page);
      await click(page, '.account-card__freeze');
      await page.waitForSelector('.modal.is-open #freeze-dialog');
    },
  },
  {
    name: 'seller',
    path: '/user/petpalace',
    act: async (page) => void (await page.waitForSelector('#seller-cards .item-card', { timeout: 20_000 })),
  },
  {
    name: 'store-link-approved',
    path: '/profile/store-link',
    who: 'petpalace',
    act: async (page) => void (await page.waitForSelector('#store-link-current')),
  },
  {
    name: 'store-link-taken',
    path: '/profile/store-link',
    who: 'neonnest',
    act: async (page) => {
      await page.waitForSelector('#store-link-current');
      await type(page, 'input[name="link"]', 'PetPalace');
      await click(page, '#store-link-submit');
      await page.waitForSelector('input[name="link"][aria-invalid="true"]');
    },
  },
];

async function shoot(
  browser: Browser,
  shot: Shot,
  users: Record<Who, Tokens>,
  language: 'en' | 'ru',
  width: number,
  theme: 'light' | 'dark',
) {
  const page = await browser.newPage();
  await page.setViewport({ width, height: width < 744 ? 812 : 900, deviceScaleFactor: 1 });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
  const tokens = shot.who ? users[shot.who] : null;
  await page.evaluateOnNewDocument(
    (t, pair, lang) => {
      localStorage.setItem('theme', t);
      localStorage.setItem('language', lang);
      if (pair) {
        document.cookie = `access_token=${pair.access_token}; path=/; max-age=1860`;
        document.cookie = `refresh_token=${pair.refresh_token}; path=/; max-age=1860`;
      }
    },
    theme,
    tokens,
    language,
  );
  if (shot.staleBounds) {
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => void staleBounds(request));
  }
  page.on('pageerror', (error) => console.error(`[${shot.name}] page error:`, error));
  await page.goto(base + (language === 'en' ? '' : `/${language}`) + shot.path, { waitUntil: 'networkidle2' });
  try {
    await shot.act?.(page);
  } catch (error) {
    await page.screenshot({ path: join(outDir, `FAILED-${shot.name}-${language}-${width}-${theme}.png`) });
    await page.close();
    throw error;
  }
  await pause(700); // modal and entry animations settle
  const file = join(outDir, `${shot.name}-${language}-${width}-${theme}.png`);
  await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
  console.log(`${shot.name} ${language} ${width} ${theme} -> ${page.url()}`);
  await page.close();
}

/** Answers the inventory call itself, with maximum prices far above the server's. */
async function staleBounds(request: HTTPRequest): Promise<void> {
  if (!/\/api\/[a-z0-9]+\/inventory\?/.test(request.url()) || request.method() !== 'GET')
    return void request.continue();
  const response = await fetch(request.url(), { headers: request.headers() });
  const body = (await response.json()) as { items: { bounds: { max: { amount: number } } }[] };
  for (const item of body.items) item.bounds.max.amount = 100_000_000;
  await request.respond({ status: response.status, contentType: 'application/json', body: JSON.stringify(body) });
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const users: Record<Who, Tokens> = {
    petpalace: await login('PetPalace'),
    neonnest: await login('NeonNest'),
    fresh: await registerFresh(),
  };
  await prepareLinks(users);
  await withBrowser(outDir, async (browser) => {
    for (const shot of shots.filter((s) => !only || s.name.startsWith(only))) {
      for (const language of ['en', 'ru'] as const) {
        for (const width of [375, 1440]) {
          for (const theme of ['light', 'dark'] as const) {
            await shoot(browser, shot, users, language, width, theme).catch((error: unknown) =>
              console.error(`${shot.name} ${language} ${width} ${theme} FAILED`, error),
            );
          }
        }
      }
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
