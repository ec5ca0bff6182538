// Screenshots of the built SPA in headless Chromium: `npx vite build --config web/vite.config.ts && npx tsx web/scripts/screenshots.ts`.
// Serves web/dist with `vite preview` (history fallback), mocks selected API answers, writes PNGs to test/artifacts/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'puppeteer-core';
import { preview } from 'vite';
import { withBrowser } from './common-screenshots';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(root, 'test/artifacts/screenshots');
const port = Number(process.env.PORT ?? 4173);

interface Shot {
  name: string;
  path: string;
  width: number;
  theme: 'light' | 'dark';
  /** Mocked JSON answers by path; unmocked /api calls go to the (possibly absent) server. */
  api?: Record<string, unknown>;
  /** Runs after load, before the screenshot. */
  act?: (page: Page) => Promise<void>;
  fullPage?: boolean;
}

const up = { status: true, datetime: null, textId: null };
const switcherOn = { '/api/flags': { flags: { gameSwitcher: true, darkTheme: true, registration: true } } };
const salesDown = {
  '/api/adopt/status': {
    status: false,
    finish: '2030-05-01T18:00:00Z',
    services: {
      sales: { status: false, datetime: '2030-05-01T18:00:00Z', textId: 'update' },
      inventory: up,
      trades: up,
    },
  },
};

const shots: Shot[] = [];
for (const language of ['en', 'ru'] as const) {
  for (const width of [375, 1440]) {
    for (const theme of ['light', 'dark'] as const) {
      shots.push({
        name: `home-${language}-${width}-${theme}`,
        path: language === 'en' ? '/' : `/${language}/`,
        width,
        theme,
      });
    }
  }
}
shots.push(
  { name: '404-en-375-light', path: '/no-such-page', width: 375, theme: 'light' },
  { name: '404-en-1440-light', path: '/no-such-page', width: 1440, theme: 'light' },
  { name: '404-ru-1440-dark', path: '/ru/no-such-page', width: 1440, theme: 'dark' },
  { name: 'home-mm2-switcher-1440-dark', path: '/mm2/', width: 1440, theme: 'dark', api: switcherOn },
  { name: 'home-mm2-switcher-375-light', path: '/mm2/', width: 375, theme: 'light', api: switcherOn },
  { name: 'maintenance-en-1440-light', path: '/', width: 1440, theme: 'light', api: salesDown },
  {
    name: 'menu-1440-light',
    path: '/',
    width: 1440,
    theme: 'light',
    fullPage: false,
    act: async (page) => {
      await page.click('.picker--language .menu__trigger');
      await new Promise((r) => setTimeout(r, 400));
    },
  },
);

/** Phone-sized screens of a long page, scrolled, so fixed bars sit where a user sees them. */
async function saveSlices(page: Page, name: string) {
  const { height, viewport } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    viewport: innerHeight,
  }));
  const count = Math.min(6, Math.ceil(height / viewport));
  for (let i = 0; i < count; i++) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), i * viewport);
    await new Promise((r) => setTimeout(r, 150));
    await page.screenshot({ path: join(outDir, `${name}.part${i + 1}.png`) });
  }
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const server = await preview({
    configFile: join(root, 'web/vite.config.ts'),
    preview: { port, strictPort: true },
    logLevel: 'warn',
  });
  try {
    await withBrowser(outDir, async (browser) => {
      for (const shot of shots) {
        const page = await browser.newPage();
        await page.setViewport({ width: shot.width, height: shot.width < 744 ? 812 : 900, deviceScaleFactor: 1 });
        await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: shot.theme }]);
        await page.evaluateOnNewDocument((theme) => localStorage.setItem('theme', theme), shot.theme);
        await page.setRequestInterception(true);
        page.on('request', (request) => {
          const path = new URL(request.url()).pathname;
          const mocked = shot.api?.[path];
          if (mocked !== undefined)
            return void request.respond({ status: 200, contentType: 'application/json', body: JSON.stringify(mocked) });
          // No server in this run: answer API calls fast instead of waiting for proxy errors.
          if (path.startsWith('/api/'))
            return void request.respond({
              status: 503,
              contentType: 'application/json',
              body: '{"errorCode":"UNAVAILABLE","message":"no server"}',
            });
          if (path.startsWith('/notification/')) return void request.abort();
          void request.continue();
        });
        page.on('pageerror', (error) => console.error(`[${shot.name}] page error:`, error));
        await page.goto(`http://localhost:${port}${shot.path}`, { waitUntil: 'networkidle2' });
        await page.waitForSelector('main h1', { timeout: 15_000 });
        await shot.act?.(page);
        await new Promise((r) => setTimeout(r, 500)); // let entry animations settle
        const file = join(outDir, `${shot.name}.png`);
        await page.screenshot({ path: file, fullPage: shot.fullPage ?? true });
        if (shot.width < 744 && (shot.fullPage ?? true)) await saveSlices(page, shot.name);
        console.log(`${shot.name}: ${await page.title()} -> ${page.url()}`);
        await page.close();
      }
    });
  } finally {
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
