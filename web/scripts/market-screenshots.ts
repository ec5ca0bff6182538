// Screenshots of the market and item screens against a running server with demo data:
//   npm run build && PORT=3310 DATA_DIR=/tmp/th-market EMBEDDED_PG_PORT=54410 DEMO_DATA=on node --import tsx src/main.ts
//   BASE_URL=http://localhost:3310 npx tsx web/scripts/market-screenshots.ts
// Writes PNGs to test/artifacts/screenshots/market/ as {shot}-{language}-{width}-{theme}.png.
// ONLY=item limits to shots whose name starts with it; LANGS=en,ru and THEMES=light,dark pick the variants.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'puppeteer-core';
import { withBrowser } from './common-screenshots';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(root, 'test/artifacts/screenshots/market');
const base = process.env.BASE_URL ?? 'http://localhost:3310';
const only = process.env.ONLY;
const languages = (process.env.LANGS ?? 'en,ru').split(',');
const themes = (process.env.THEMES ?? 'light,dark').split(',') as ('light' | 'dark')[];

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Shot {
  name: string;
  path: string;
  widths: number[];
  fullPage?: boolean;
  act?: (page: Page) => Promise<void>;
}

const cards = async (page: Page) => void (await page.waitForSelector('.market-grid .item-card', { timeout: 15_000 }));

const shots: Shot[] = [
  // The market right below the hero, scrolled so the filters and the first rows show.
  {
    name: 'market',
    path: '/',
    widths: [375, 1440],
    act: async (page) => {
      await cards(page);
      await page.evaluate(() => document.getElementById('market')?.scrollIntoView({ behavior: 'instant' }));
    },
  },
  { name: 'market-full', path: '/', widths: [375, 1024, 1440], fullPage: true, act: cards },
  {
    name: 'market-filtered',
    path: '/?type=pet&rarity=legendary&level=neon&sort=price',
    widths: [1440],
    act: async (page) => {
      await cards(page);
      await page.evaluate(() => document.getElementById('market')?.scrollIntoView({ behavior: 'instant' }));
    },
  },
  {
    name: 'market-drawer',
    path: '/?type=pet&rarity=legendary',
    widths: [375],
    act: async (page) => {
      await cards(page);
      await page.click('.market__filters-button');
      await page.waitForSelector('.modal.is-open .filter-drawer');
    },
  },
  {
    name: 'search',
    path: '/',
    widths: [375, 1440],
    act: async (page) => {
      await cards(page);
      await page.evaluate(() => document.getElementById('market')?.scrollIntoView({ behavior: 'instant' }));
      await page.type('.market-search__input', 'shdow dragon');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => new URLSearchParams(location.search).get('q') === 'shdow dragon');
      await pause(800);
      // Focus the emptied box to show the history under it.
      await page.click('.market-search__clear');
      await page.waitForSelector('.search-history');
    },
  },
  {
    name: 'search-results',
    path: '/?q=shdow%20dragon',
    widths: [375, 1440],
    act: async (page) => {
      await cards(page);
      await page.evaluate(() => document.getElementById('market')?.scrollIntoView({ behavior: 'instant' }));
    },
  },
  {
    name: 'empty',
    path: '/?q=zzqqxxyy&rarity=legendary',
    widths: [375, 1440],
    act: async (page) => {
      await page.waitForSelector('.market-empty');
      await page.evaluate(() => document.getElementById('market')?.scrollIntoView({ behavior: 'instant' }));
    },
  },
  {
    name: 'item',
    path: '/itemInfo/pet/crow/8',
    widths: [375, 1440],
    fullPage: true,
    act: async (page) => {
      await page.waitForSelector('.price-chart canvas', { timeout: 15_000 });
    },
  },
  {
    name: 'item-variant-90',
    path: '/itemInfo/pet/crow/8',
    widths: [1440],
    fullPage: true,
    act: async (page) => {
      await page.waitForSelector('.price-chart canvas', { timeout: 15_000 });
      await page.click('.variant-option:not(.variant-option--all)');
      await page.click('#history-tab-90');
      await pause(800);
    },
  },
  {
    name: 'item-no-sales',
    // A demo item without sales in the last 7 days.
    path: '/itemInfo/pet/goat/381',
    widths: [375],
    act: async (page) => {
      await page.waitForSelector('#history-tab-7', { timeout: 15_000 });
      await page.click('#history-tab-7');
      await page.waitForSelector('.history-empty');
      await page.evaluate(() => document.getElementById('item-history-title')?.scrollIntoView({ behavior: 'instant' }));
    },
  },
];

async function shoot(browser: Browser, shot: Shot, language: string, width: number, theme: 'light' | 'dark') {
  const page = await browser.newPage();
  await page.setViewport({ width, height: width < 744 ? 812 : 900, deviceScaleFactor: 1 });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: theme }]);
  await page.evaluateOnNewDocument(
    (t, lang) => {
      localStorage.setItem('theme', t);
      localStorage.setItem('language', lang);
      localStorage.setItem('currency', lang === 'ru' ? 'rub' : 'usd');
      localStorage.setItem('market-search-history', JSON.stringify(['shdow dragon', 'frost dragon', 'neon unicorn']));
    },
    theme,
    language,
  );
  page.on('pageerror', (error) => console.error(`[${shot.name}] page error:`, error));
  const prefix = language === 'en' ? '' : `/${language}`;
  await page.goto(base + prefix + shot.path, { waitUntil: 'networkidle2' });
  await shot.act?.(page);
  await pause(500);
  const file = join(outDir, `${shot.name}-${language}-${width}-${theme}.png`);
  await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(
    `${shot.name} ${language} ${width} ${theme} -> ${page.url()}${overflow > 0 ? `  OVERFLOW ${overflow}px` : ''}`,
  );
  await page.close();
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  await withBrowser(outDir, async (browser) => {
    for (const shot of shots.filter((s) => !only || s.name.startsWith(only))) {
      for (const language of languages) {
        for (const width of shot.widths) {
          for (const theme of themes) {
            await shoot(browser, shot, language, width, theme).catch((error: unknown) =>
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
