// Screenshots of the identity screens against a running server (the real API, development mode):
//   npm run build && BASE_URL=http://localhost:3200 npx tsx web/scripts/identity-screenshots.ts
// Writes PNGs to test/artifacts/screenshots/identity/. Run the server with FEATURE_FLAGS=twoFactor=on
// to include the two-factor page.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { withBrowser } from './common-screenshots';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(root, 'test/artifacts/screenshots/identity');
const base = process.env.BASE_URL ?? 'http://localhost:3200';
const only = process.env.ONLY;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function registerUser(suffix: string): Promise<{ access_token: string; refresh_token: string }> {
  const name = `shot${suffix}${Date.now().toString(36)}`.slice(0, 24);
  const response = await fetch(`${base}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.com`,
      password: 'Secret1!',
      main_currency: 'eur',
      main_language: 'en',
      email_name: null,
    }),
  });
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

interface Shot {
  name: string;
  path: string;
  signedIn?: boolean;
  act?: (page: Page) => Promise<void>;
  fullPage?: boolean;
}

const fill = async (page: Page, selector: string, value: string) => {
  await page.waitForSelector(selector);
  await page.click(selector, { count: 3 });
  await page.type(selector, value);
};
const submit = (page: Page) => page.click('.modal form button[type="submit"]');
const openLogin = async (page: Page) => {
  await page.click('.header__signin');
  await page.waitForSelector('.modal.is-open input[name="email"]');
  await pause(400); // the 350 ms entry animation moves the dialog
};

const shots: Shot[] = [
  { name: 'login', path: '/', act: openLogin },
  {
    name: 'login-errors',
    path: '/',
    act: async (page) => {
      await openLogin(page);
      await fill(page, 'input[name="email"]', 'nobody@example.com');
      await fill(page, 'input[name="password"]', 'wrong-password');
      await submit(page);
      await page.waitForSelector('.form-alert');
    },
  },
  ...[1, 2, 3, 4].map((step) => ({
    name: `register-step${step}`,
    path: '/',
    act: async (page: Page) => {
      await openLogin(page);
      await page.click('.auth-form__switch .link-button');
      await page.waitForSelector('input[name="email"][type="email"]');
      if (step === 1) {
        await submit(page); // shows the required error
        await page.waitForSelector('.field__error');
        return;
      }
      await fill(page, 'input[name="email"]', 'new.trader@example.com');
      await submit(page);
      await page.waitForSelector('input[name="username"]');
      if (step === 2) return void (await fill(page, 'input[name="username"]', 'ab'));
      await fill(page, 'input[name="username"]', 'NewTrader');
      await submit(page);
      await page.waitForSelector('input[name="password"]');
      if (step === 3) {
        await fill(page, 'input[name="password"]', 'weakpass');
        await fill(page, 'input[name="repeatPassword"]', 'weak');
        await submit(page);
        return;
      }
      await fill(page, 'input[name="password"]', 'Strong1!pass');
      await fill(page, 'input[name="repeatPassword"]', 'Strong1!pass');
      await submit(page);
      await page.waitForSelector('input[name="consent"]');
    },
  })),
  {
    name: 'register-free-pet',
    path: '/?auth=free_pet',
    act: async (page) => void (await page.waitForSelector('.free-pet')),
  },
  {
    name: 'forgot-step1',
    path: '/?auth=forgot',
    act: async (page) => void (await page.waitForSelector('.modal.is-open input[name="login"]')),
  },
  {
    name: 'forgot-step2',
    path: '/?auth=forgot',
    act: async (page) => {
      await fill(page, '.modal.is-open input[name="login"]', 'someone@example.com');
      await submit(page);
      await page.waitForSelector('input[name="code"]');
    },
  },
  {
    name: 'forgot-step2-wrong-code',
    path: '/?auth=forgot',
    act: async (page) => {
      await fill(page, '.modal.is-open input[name="login"]', 'someone2@example.com');
      await submit(page);
      await fill(page, 'input[name="code"]', '123456');
      await submit(page);
      await page.waitForSelector('.field__error, .form-alert');
    },
  },
  {
    name: 'profile',
    path: '/profile',
    signedIn: true,
    fullPage: true,
    act: async (page) => void (await page.waitForSelector('#profile-email')),
  },
  {
    name: 'profile-ru',
    path: '/ru/profile',
    signedIn: true,
    fullPage: true,
    act: async (page) => void (await page.waitForSelector('#profile-email')),
  },
  {
    name: 'change-password',
    path: '/profile/security',
    signedIn: true,
    act: async (page) => {
      await page.waitForSelector('.modal.is-open input[name="oldPassword"]');
      await fill(page, 'input[name="oldPassword"]', 'Secret1!');
      await fill(page, 'input[name="newPassword"]', 'abc');
      await page.click('.modal h2');
    },
  },
  {
    name: 'user-menu',
    path: '/',
    signedIn: true,
    act: async (page) => {
      await page.waitForSelector('.user-menu__trigger');
      await pause(800); // profile loaded
      await page.click('.user-menu__trigger');
      await page.waitForSelector('.user-menu__list');
    },
  },
  {
    name: 'two-factor',
    path: '/profile/security-settings',
    signedIn: true,
    fullPage: true,
    act: async (page) => {
      await page.waitForSelector('#two-factor-start');
      await page.click('#two-factor-start');
      await page.waitForSelector('.two-factor__qr');
    },
  },
  {
    name: 'ref-landing',
    path: '/ref/ggsell?id=123',
    act: async (page) => void (await page.waitForSelector('.page-status')),
  },
];

async function shoot(browser: Browser, shot: Shot, width: number, theme: 'light' | 'dark') {
  const page = await browser.newPage();
  await page.setViewport({ width, height: width < 744 ? 812 : 900, deviceScaleFactor: 1 });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
  const tokens = shot.signedIn ? await registerUser(String(width)) : null;
  await page.evaluateOnNewDocument(
    (t, pair) => {
      localStorage.setItem('theme', t);
      if (pair) {
        document.cookie = `access_token=${pair.access_token}; path=/; max-age=1860`;
        document.cookie = `refresh_token=${pair.refresh_token}; path=/; max-age=1860`;
      }
    },
    theme,
    tokens,
  );
  // The referral landing waits on a call that does not exist yet; hold it so the loader is visible.
  if (shot.name === 'ref-landing') {
    await page.setRequestInterception(true);
    page.on('request', (r) => (r.url().includes('/api/best/products') ? undefined : void r.continue()));
  }
  page.on('pageerror', (error) => console.error(`[${shot.name}] page error:`, error));
  await page.goto(base + shot.path, { waitUntil: 'networkidle2' });
  await shot.act?.(page);
  await pause(600); // modal and entry animations settle
  const file = join(outDir, `${shot.name}-${width}-${theme}.png`);
  await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
  console.log(`${shot.name} ${width} ${theme} -> ${page.url()}`);
  await page.close();
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  await withBrowser(outDir, async (browser) => {
    for (const shot of shots.filter((s) => !only || s.name.startsWith(only))) {
      for (const width of [375, 1440]) {
        for (const theme of ['light', 'dark'] as const) {
          await shoot(browser, shot, width, theme).catch((error: unknown) =>
            console.error(`${shot.name} ${width} ${theme} FAILED`, error),
          );
        }
      }
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
