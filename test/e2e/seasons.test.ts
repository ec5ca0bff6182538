import { expect } from 'chai';
import type { BrowserContext, Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { waitFor } from '../support/socket';
import { goToSettled, reloadSettled } from './settled';

const ADMIN = 'operator-token-for-tests-0123456789';
const HALLOWEEN_CLASS = 'season-halloween-2023';
const HALLOWEEN_KEY = 'bonusGame:halloween:2023';

interface OpenOptions {
  width?: number;
  theme?: 'light' | 'dark';
  reducedMotion?: boolean;
  /** Makes the page's clock read this day (the love game is offered on Valentine's week). */
  today?: string;
}

/** Page script: `new Date()` and `Date.now()` read `today` (the time of day still runs). */
function shiftedClock(today: string): string {
  return `{
    const Real = Date;
    const shift = new Real(${JSON.stringify(today)}).getTime() - Real.now();
    class Shifted extends Real {
      constructor(...args) { if (args.length === 0) super(Real.now() + shift); else super(...args); }
      static now() { return Real.now() + shift; }
    }
    globalThis.Date = Shifted;
  }`;
}

async function open(context: BrowserContext, url: string, options: OpenOptions = {}): Promise<Page> {
  const page = await context.newPage();
  await page.setViewport({ width: options.width ?? 1440, height: 900 });
  if (options.theme) await page.evaluateOnNewDocument((t) => localStorage.setItem('theme', t), options.theme);
  if (options.reducedMotion) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  // A script string, not a function: the test's compiler would add helpers the page does not have.
  if (options.today) await page.evaluateOnNewDocument(shiftedClock(options.today));
  await goToSettled(page, url);
  return page;
}

const htmlHasClass = (page: Page, name: string) => page.$eval('html', (html, n) => html.classList.contains(n), name);

const exists = async (page: Page, selector: string) => (await page.$(selector)) !== null;

/** Catches ghosts until the game says it is completed: even catches by the number keys, odd ones by clicking. */
async function playGhostHunt(page: Page): Promise<number> {
  let catches = 0;
  const deadline = Date.now() + 60_000;
  while (!(await exists(page, '.bonus-game__done'))) {
    if (Date.now() > deadline) throw new Error(`ghost hunt not completed after ${catches} catches`);
    const cell = await page.$$eval('.ghost-field__cell', (cells) =>
      cells.findIndex((c) => c.classList.contains('has-ghost')),
    );
    if (cell < 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    if (catches % 2 === 0) await page.keyboard.press(String(cell + 1) as '1');
    else await page.click(`.ghost-field__cell:nth-child(${cell + 1})`);
    catches++;
    await waitFor(
      () => page.$$eval('.ghost-field__cell.has-ghost, .bonus-game__done', (found) => found.length),
      (n) => n <= 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  return catches;
}

// Operators switch the season while a page is open and the page follows live; the halloween game is played to the end
// and stays completed after a reload; each season's look and game at 390 and 1440 px in both themes (screenshots).
// WEB_DIST=<folder> serves another build of the web app.
/**
 * Plays "Light the tree" by the keyboard alone: watches which bauble lights in turn, then presses their numbers. The
 * page itself records each lighting (a mutation observer): polling it from here missed short lights on a busy machine.
 */
async function playTree(page: Page, rounds: number): Promise<void> {
  await page.evaluate(() => {
    // One may be lit already (the first lights 0.5 s after the tree shows). No named functions in here: the test's
    // compiler would wrap them in a helper the page does not have.
    const recorded = Array.from(document.querySelectorAll('.tree__bauble')).flatMap((bauble, index) =>
      bauble.classList.contains('is-lit') ? [index] : [],
    );
    (window as unknown as { litOrder: number[] }).litOrder = recorded;
    new MutationObserver((changes) => {
      for (const { target, oldValue } of changes) {
        const bauble = target as Element;
        // The tree itself is also lit (is-lit) when the game is won: only baubles count.
        const lit =
          bauble.classList.contains('tree__bauble') &&
          bauble.classList.contains('is-lit') &&
          !(oldValue ?? '').split(/\s+/).includes('is-lit');
        if (lit) recorded.push(Array.from(document.querySelectorAll('.tree__bauble')).indexOf(bauble));
      }
    }).observe(document.querySelector('.tree')!, {
      subtree: true,
      attributeFilter: ['class'],
      attributeOldValue: true,
    });
  });
  const yourTurn = () => page.$eval('.bonus-game__score', (el) => el.textContent?.includes('Your turn') ?? false);
  for (let round = 1; round <= rounds; round++) {
    await waitFor(yourTurn, (turn) => turn, 20_000).catch(() => {
      throw new Error(`round ${round} never handed over`);
    });
    const order = await page.evaluate(() => (window as unknown as { litOrder: number[] }).litOrder.splice(0));
    expect(order, `round ${round}`).to.have.length(round);
    for (const bauble of order) await page.keyboard.press(String(bauble + 1) as '1');
    if (round < rounds) await waitFor(yourTurn, (turn) => !turn);
  }
}

describe('e2e: seasons and bonus games (spec accounts-platform 3 "Theme", 4.9)', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: TestBrowser;
  const setSeason = async (season: string) => {
    const { status } = await api(app.url, 'PUT', '/api/admin/season', { body: { season }, token: ADMIN });
    expect(status).to.equal(200);
  };

  before(async () => {
    [app, browser] = await Promise.all([
      startTestApp({
        env: { ADMIN_TOKEN: ADMIN, ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) },
      }),
      browserForFile(),
    ]);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('spec 4.9: an operator switch reaches an open page live: the season look and its bonus game appear, DEFAULT takes them away', async () => {
    const context = await browser.createBrowserContext();
    try {
      const page = await open(context, `${app.url}/`);
      await page.waitForSelector('#hero-title');
      expect(await htmlHasClass(page, HALLOWEEN_CLASS)).to.equal(false);
      expect(await exists(page, '.bonus-invite'), 'DEFAULT: no bonus game').to.equal(false);
      // The first visit wrote false for every known game, so a missing key later is a real error.
      expect(await page.evaluate((key) => localStorage.getItem(key), HALLOWEEN_KEY)).to.equal('false');

      await setSeason('HALLOWEEN_2023_THEME');
      await waitFor(
        () => htmlHasClass(page, HALLOWEEN_CLASS),
        (on) => on,
      );
      await page.waitForSelector('.season-ornament');
      await page.waitForSelector('.bonus-invite--halloween');

      await setSeason('NEW_YEAR_2024');
      await waitFor(
        () => htmlHasClass(page, 'season-new-year-2024'),
        (on) => on,
      );
      expect(await htmlHasClass(page, HALLOWEEN_CLASS), 'one season at a time').to.equal(false);
      await page.waitForSelector('.bonus-invite--newYear');

      await setSeason('DEFAULT');
      await waitFor(
        () => exists(page, '.bonus-invite'),
        (shown) => !shown,
      );
      expect(await exists(page, '.season-ornament')).to.equal(false);
      expect(
        await page.$eval('html', (html) => Array.from(html.classList).filter((c) => c.startsWith('season-'))),
      ).to.deep.equal([]);
    } finally {
      await context.close();
    }
  });

  it('spec 4.9: the halloween 2023 game is played to completion (keyboard and pointer) and, completed, is not offered again after a reload', async () => {
    await setSeason('HALLOWEEN_2023_THEME');
    const context = await browser.createBrowserContext();
    try {
      const page = await open(context, `${app.url}/`, { width: 390 });
      await page.waitForSelector('.bonus-invite--halloween');
      await page.click('.bonus-invite');
      await page.waitForSelector('.modal.is-open .bonus-game__intro');
      // Keyboard: the Start button has the focus, Enter starts, the number keys catch.
      expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Start');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.ghost-field');
      expect(await playGhostHunt(page)).to.equal(10);
      expect(await page.evaluate((key) => localStorage.getItem(key), HALLOWEEN_KEY)).to.equal('true');
      expect(await page.evaluate((key) => localStorage.getItem(key), 'bonusGame:newYear:2024')).to.equal('false');
      await page.screenshot({ path: artifactPath('e2e/seasons-halloween-completed-390.png') });
      await page.click('.bonus-game__done .btn');
      await waitFor(
        () => exists(page, '.modal'),
        (shown) => !shown,
      );
      expect(await exists(page, '.bonus-invite'), 'completed: the invitation is gone').to.equal(false);

      await reloadSettled(page);
      await page.waitForSelector('.season-ornament');
      expect(await htmlHasClass(page, HALLOWEEN_CLASS)).to.equal(true);
      expect(await exists(page, '.bonus-invite'), 'reloaded: still completed').to.equal(false);
    } finally {
      await context.close();
      await setSeason('DEFAULT');
    }
  });

  it('spec 4.9: the new year 2024 game is played by the keyboard alone and marks only new year 2024 completed', async () => {
    await setSeason('NEW_YEAR_2024');
    const context = await browser.createBrowserContext();
    try {
      const page = await open(context, `${app.url}/`);
      await page.waitForSelector('.bonus-invite--newYear');
      await page.focus('.bonus-invite');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.modal.is-open .bonus-game__intro');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.tree');
      await playTree(page, 5);
      await page.waitForSelector('.bonus-game__done');
      expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Close');
      const flags = await page.evaluate(() =>
        ['bonusGame:newYear:2024', 'bonusGame:halloween:2023'].map((key) => localStorage.getItem(key)),
      );
      expect(flags).to.deep.equal(['true', 'false']);
      await page.keyboard.press('Enter');
      await waitFor(
        () => exists(page, '.bonus-invite'),
        (shown) => !shown,
      );
    } finally {
      await context.close();
      await setSeason('DEFAULT');
    }
  });

  it('prefers-reduced-motion: the ornament and the invitation stand still', async () => {
    await setSeason('NEW_YEAR_2024');
    const context = await browser.createBrowserContext();
    try {
      const page = await open(context, `${app.url}/`, { reducedMotion: true });
      await page.waitForSelector('.bonus-invite__art');
      const animations = await page.evaluate(() =>
        ['.season-ornament', '.bonus-invite__art'].map(
          (s) => getComputedStyle(document.querySelector(s)!).animationName,
        ),
      );
      expect(animations).to.deep.equal(['none', 'none']);
    } finally {
      await context.close();
      await setSeason('DEFAULT');
    }
  });

  const SCREENS = [
    { name: 'halloween', season: 'HALLOWEEN_2023_THEME', event: 'halloween', field: '.ghost-field' },
    { name: 'new-year', season: 'NEW_YEAR_2024', event: 'newYear', field: '.tree' },
    // The love game belongs to no spec season: DEFAULT on Valentine's week offers it.
    { name: 'love', season: 'DEFAULT', event: 'love', field: '.hearts-field', today: '2026-02-12T12:00:00' },
  ] as const;
  for (const screen of SCREENS) {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        it(`the ${screen.name} season and its game, ${theme}, ${width} px wide (screenshots)`, async () => {
          await setSeason(screen.season);
          const context = await browser.createBrowserContext();
          try {
            const today = 'today' in screen ? screen.today : undefined;
            const page = await open(context, `${app.url}/`, { width, theme, today });
            await page.waitForSelector(`.bonus-invite--${screen.event}`);
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(width);
            await page.screenshot({ path: artifactPath(`e2e/seasons-${screen.name}-${theme}-${width}.png`) });
            await page.click('.bonus-invite');
            await page.waitForSelector('.modal.is-open .bonus-game__intro .btn');
            await new Promise((resolve) => setTimeout(resolve, 400));
            await page.click('.bonus-game__intro .btn');
            await page.waitForSelector(screen.field);
            await new Promise((resolve) => setTimeout(resolve, 1200));
            await page.screenshot({ path: artifactPath(`e2e/seasons-${screen.name}-game-${theme}-${width}.png`) });
          } finally {
            await context.close();
            await setSeason('DEFAULT');
          }
        });
      }
    }
  }
});
