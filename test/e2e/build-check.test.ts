import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { waitFor } from '../support/socket';
import { openPage } from './page-steps';

// An open page hears REFRESH_PAGE when a process with a new build starts on the same database, and reloads only at a
// safe moment (web/src/shared/build/safeMoment.ts): not while a modal is open or a form is dirty, then on the next route
// change or when the tab is hidden. The tab's hiding is emulated (document.visibilityState + visibilitychange): headless
// Chromium keeps every tab visible. WEB_DIST=<folder> serves another build of the web app.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Marks the document: the mark is gone once the page has reloaded. */
const mark = (page: Page) => page.evaluate(() => void ((window as unknown as { __mark: number }).__mark = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);
const reloaded = (page: Page) =>
  waitFor(
    () => marked(page).catch(() => true),
    (m) => !m,
    10_000,
  );

/**
 * The tab goes to the background and comes back (only the hidden moment matters to the page). A script string, not a
 * function: the test's compiler would add helpers the page does not have.
 */
const hideTab = (page: Page) =>
  page.evaluate(`{
    const set = (state) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    set('visible');
  }`);

describe('e2e: build check (spec accounts-platform 4.10 REFRESH_PAGE, 4.13)', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: TestBrowser;
  const dirs: string[] = [];
  const others: TestApp[] = [];
  const webDist = process.env.WEB_DIST ?? 'web/dist';

  /** A deployment: another process on the same database serving build `buildId`, remembering in `dataDir`. */
  async function deploy(buildId: string, dataDir: string): Promise<void> {
    const dist = await mkdtemp(path.join(tmpdir(), 'tradehall-dist-'));
    dirs.push(dist);
    await writeFile(path.join(dist, 'build.json'), JSON.stringify({ buildId, builtAt: new Date().toISOString() }));
    others.push(
      await startTestApp({
        databaseUrl: app.databaseUrl,
        env: { WEB_DIST: dist, DATA_DIR: dataDir, JOBS_ENABLED: 'false' },
      }),
    );
  }

  /** The page of the first process, once its notification socket is connected. */
  async function openConnected(width = 1440, theme: 'light' | 'dark' = 'light'): Promise<Page> {
    let connected = false;
    const page = await openPage(browser, app.url, '/', {
      width,
      theme,
      beforeLoad: async (p) => {
        const cdp = await p.createCDPSession();
        await cdp.send('Network.enable');
        cdp.on('Network.webSocketHandshakeResponseReceived', () => {
          connected = true;
        });
      },
    });
    await waitFor(
      () => connected,
      (c) => c,
    );
    await mark(page);
    return page;
  }

  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tradehall-data-'));
    dirs.push(dataDir);
    [app, browser] = await Promise.all([
      startTestApp({ env: { WEB_DIST: webDist, DATA_DIR: dataDir } }),
      browserForFile(),
    ]);
  });
  after(async () => {
    await browser?.close();
    for (const other of others) await other.stop();
    await app?.stop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('spec 4.10: REFRESH_PAGE of the page’s own build is ignored', async () => {
    const page = await openConnected();
    // A fresh data directory: this process announces the build the page already runs.
    const fresh = await mkdtemp(path.join(tmpdir(), 'tradehall-data-'));
    dirs.push(fresh);
    const own = await page.evaluate(() => fetch('/build.json').then((r) => r.json()));
    await deploy((own as { buildId: string }).buildId, fresh);
    await pause(800);
    await hideTab(page);
    await pause(300);
    expect(await marked(page), 'not reloaded').to.equal(true);
    await page.browserContext().close();
  });

  it('spec 4.10: a new build reloads the page at the safe moment: not with a modal open or a dirty form, then on the next route change', async () => {
    const page = await openConnected();
    await page.click('.header__signin');
    await page.waitForSelector('.modal.is-open input[name="email"]', { visible: true });
    await pause(400);
    await page.type('.modal.is-open input[name="email"]', 'half.typed@exam');

    await deploy('e2e-build-2', dataDir);
    await pause(800);
    expect(await marked(page), 'a visible page in use does not reload').to.equal(true);
    await hideTab(page);
    await pause(300);
    expect(await marked(page), 'hidden, but a modal is open').to.equal(true);
    await page.screenshot({ path: artifactPath('build-check/held-modal-1440-light.png') });

    await page.keyboard.press('Escape');
    await page.waitForSelector('.modal', { hidden: true });
    await hideTab(page);
    await pause(300);
    expect(await marked(page), 'hidden, but the user typed on this screen').to.equal(true);

    await page.evaluate(() => (document.querySelector('a[href="/help/faq"]') as HTMLAnchorElement).click());
    await reloaded(page);
    await page.waitForSelector('#root *');
    expect(new URL(page.url()).pathname, 'the new screen, loaded anew').to.equal('/help/faq');
    const navigation = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
    );
    expect(navigation).to.equal('reload');
    await page.browserContext().close();
  });

  it('spec 4.10: a new build reloads an idle page as soon as its tab is hidden', async () => {
    const page = await openConnected(390, 'dark');
    await deploy('e2e-build-3', dataDir);
    await pause(800);
    expect(await marked(page), 'visible: not under the user’s hands').to.equal(true);
    await page.screenshot({ path: artifactPath('build-check/pending-390-dark.png') });
    await hideTab(page);
    await reloaded(page);
    await page.browserContext().close();
  });
});
