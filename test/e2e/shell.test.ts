import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { messages, plain } from '../support/messages';
import { waitFor } from '../support/socket';
import { goToSettled } from './settled';

const ADMIN = 'operator-token-for-tests-0123456789';
const WIDTHS = [375, 1440];

async function open(
  browser: TestBrowser,
  url: string,
  options: { width?: number; theme?: 'light' | 'dark' | 'system' } = {},
): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width: options.width ?? 1440, height: 900 });
  if (options.theme) {
    const theme = options.theme;
    await page.evaluateOnNewDocument((t) => localStorage.setItem('theme', t), theme);
  }
  await goToSettled(page, url);
  return page;
}

const text = (page: Page, selector: string) =>
  page.$eval(selector, (el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

describe('e2e: the web shell in Chromium', function () {
  this.timeout(60_000);
  let app: TestApp;
  let browser: TestBrowser;
  before(async () => {
    [app, browser] = await Promise.all([startTestApp({ env: { ADMIN_TOKEN: ADMIN } }), browserForFile()]);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const language of ['en', 'ru']) {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of WIDTHS) {
        it(`home renders in ${language}, ${theme}, ${width} px wide (screenshot)`, async () => {
          const t = messages(language);
          const page = await open(browser, `${app.url}${language === 'en' ? '/' : `/${language}/`}`, { width, theme });
          try {
            await page.waitForSelector('#hero-title');
            expect(await text(page, '#hero-title')).to.equal(plain(t['home.hero.title']!));
            expect(await page.$eval('html', (h) => [h.lang, h.dataset.theme])).to.deep.equal([language, theme]);
            expect(await page.title()).to.equal(`${t['title.default']} | Tradehall`);
            // The page fits the viewport: nothing forces a horizontal scrollbar.
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(width);
            await page.screenshot({ path: artifactPath(`e2e/home-${language}-${theme}-${width}.png`), fullPage: true });
          } finally {
            await page.close();
          }
        });
      }
    }
  }

  it('spec accounts-platform 4.9: system appearance follows the device preference live', async () => {
    const page = await open(browser, `${app.url}/`, { theme: 'system' });
    try {
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
      await waitFor(
        () => page.$eval('html', (h) => h.dataset.theme),
        (t) => t === 'dark',
      );
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
      await waitFor(
        () => page.$eval('html', (h) => h.dataset.theme),
        (t) => t === 'light',
      );
    } finally {
      await page.close();
    }
  });

  it('spec accounts-platform 2.1: /ru/mm2/ with the game switcher off redirects to /ru/', async () => {
    const page = await open(browser, `${app.url}/ru/mm2/`);
    try {
      await page.waitForSelector('#hero-title');
      expect(new URL(page.url()).pathname).to.equal('/ru/');
    } finally {
      await page.close();
    }
  });

  it('spec accounts-platform 2.1: /en/ is not the normal form and redirects to /', async () => {
    const page = await open(browser, `${app.url}/en/`);
    try {
      expect(new URL(page.url()).pathname).to.equal('/');
    } finally {
      await page.close();
    }
  });

  it('spec accounts-platform 2.5: an unsupported language /xx/ ends on the 404 page in en', async () => {
    const t = messages('en');
    const page = await open(browser, `${app.url}/xx/`);
    try {
      await page.waitForSelector('#error-title');
      expect(new URL(page.url()).pathname).to.equal('/404');
      expect(await text(page, '#error-title')).to.equal(t['errors.notFound.title']);
      expect(await page.title()).to.equal(`${t['title.notFound']} | Tradehall`);
      await page.screenshot({ path: artifactPath('e2e/404-en.png') });
    } finally {
      await page.close();
    }
  });

  it('spec accounts-platform 4.11: sales maintenance replaces the market with the maintenance page, live and back', async () => {
    const t = messages('en');
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    const socketOpen = new Promise((resolve) => cdp.once('Network.webSocketHandshakeResponseReceived', resolve));
    await page.goto(`${app.url}/`);
    const path = '/api/admin/maintenance/adopt/sales';
    try {
      await page.waitForSelector('#hero-title');
      await socketOpen;
      await new Promise((resolve) => setTimeout(resolve, 300)); // the status re-read on connect settles
      // No reload: the page hears TECH_WORKS_CHANGE over Socket.IO.
      await api(app.url, 'PUT', path, { body: { mode: 'update' }, token: ADMIN });
      await page.waitForFunction(
        (s) => document.body.innerText.includes(s),
        { timeout: 15_000 },
        t['maintenance.text.update']!,
      );
      await page.screenshot({ path: artifactPath('e2e/maintenance-en.png') });
      await api(app.url, 'DELETE', path, { token: ADMIN });
      await page.waitForSelector('#hero-title', { timeout: 15_000 });
    } finally {
      await api(app.url, 'DELETE', path, { token: ADMIN });
      await page.close();
    }
  });

  it('unknown paths are client routes that end on the 404 page; unknown /api paths stay JSON', async () => {
    const page = await open(browser, `${app.url}/ru/no/such/page`);
    try {
      await page.waitForSelector('#error-title');
      expect(new URL(page.url()).pathname).to.equal('/ru/404');
      expect(await text(page, '#error-title')).to.equal(messages('ru')['errors.notFound.title']);
    } finally {
      await page.close();
    }
    const { status, headers } = await api(app.url, 'GET', '/api/no/such/page');
    expect(status).to.equal(404);
    expect(headers.get('content-type')).to.contain('application/json');
  });
});

describe('e2e: the game switcher flag on', function () {
  this.timeout(60_000);
  let app: TestApp;
  let browser: TestBrowser;
  before(async () => {
    [app, browser] = await Promise.all([startTestApp({ env: { FEATURE_FLAGS: 'gameSwitcher=on' } }), browserForFile()]);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('spec accounts-platform 2.1: with the switcher on /ru/mm2/ is kept and the game is mm2', async () => {
    const page = await open(browser, `${app.url}/ru/mm2/`);
    try {
      await page.waitForSelector('#hero-title');
      expect(new URL(page.url()).pathname).to.equal('/ru/mm2/');
      expect(await page.$eval('html', (h) => h.classList.contains('game-mm2'))).to.equal(true);
    } finally {
      await page.close();
    }
  });

  it('spec accounts-platform 2.1: adopt is omitted even with the switcher on', async () => {
    const page = await open(browser, `${app.url}/adopt/`);
    try {
      await page.waitForSelector('#hero-title');
      expect(new URL(page.url()).pathname).to.equal('/');
    } finally {
      await page.close();
    }
  });
});
