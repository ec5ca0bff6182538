import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../support/app';
import { browserForFile, type TestBrowser } from '../support/browser';
import { freePort } from '../support/free-port';
import { api } from '../support/http';
import { waitFor } from '../support/socket';
import { openPage } from './page-steps';

// Error reporting in the browser (spec accounts-platform 9): the SDK chunk loads on the first interaction only, and only
// when the server names a DSN; reports reach that DSN. Offline: the DSN points at the development receiver
// (src/platform/http/error-reporting.ts). The page's Math.random is fixed so the spec's sampling decides predictably.
// WEB_DIST=<folder> serves another build of the web app.

interface Envelope {
  itemTypes: string[];
  exceptions: { type?: string; value?: string }[];
  header: { sdk?: { name?: string }; trace?: { public_key?: string; sample_rate?: string } };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const webDist: Record<string, string> = process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {};
const SDK_CHUNK = /\/assets\/startSentry-[^/]+\.js$/;

/** A page whose requests are recorded and whose dice read `random`. */
async function openRecorded(
  browser: TestBrowser,
  app: TestApp,
  random: number,
): Promise<{ page: Page; urls: string[] }> {
  const urls: string[] = [];
  const page = await openPage(browser, app.url, '/', {
    beforeLoad: async (p) => {
      p.on('request', (request) => void urls.push(request.url()));
      // A script string, not a function: the test's compiler would add helpers the page does not have.
      await p.evaluateOnNewDocument(`Math.random = () => ${random};`);
    },
  });
  return { page, urls };
}

/** A click on an empty spot of the page: the first interaction. */
const firstClick = (page: Page) => page.mouse.click(1430, 890);

/** An uncaught error in the page, as a bug in a click handler would throw it. */
const throwInPage = (page: Page, message: string) =>
  page.evaluate(`setTimeout(() => { throw new Error(${JSON.stringify(message)}); }, 0)`);

describe('e2e: error reporting (spec accounts-platform 9)', function () {
  this.timeout(120_000);
  let browser: TestBrowser;
  let app: TestApp;
  let dsn: string;
  const received = async () => (await api<Envelope[]>(app.url, 'GET', '/dev/error-reports.json')).body;
  const errorsSaying = async (message: string) =>
    (await received()).filter((e) => e.itemTypes.includes('event') && e.exceptions.some((x) => x.value === message));

  before(async () => {
    const port = await freePort();
    dsn = `http://e2ekey@127.0.0.1:${port}/dev/error-reports/1`;
    [app, browser] = await Promise.all([
      startTestApp({ env: { PORT: String(port), ERROR_REPORTING_DSN: dsn, ...webDist } }),
      browserForFile(),
    ]);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('spec 9: the SDK loads lazily on the first click, and an error thrown after it (dice 0.49, within errors 0.5) reaches the configured endpoint', async () => {
    const { page, urls } = await openRecorded(browser, app, 0.49);
    await pause(500);
    expect(
      urls.filter((u) => SDK_CHUNK.test(u)),
      'not before an interaction',
    ).to.deep.equal([]);
    expect(urls.filter((u) => u.includes('/api/error-reporting'))).to.deep.equal([]);

    await firstClick(page);
    await waitFor(
      () => urls.filter((u) => SDK_CHUNK.test(u)).length,
      (n) => n === 1,
    );
    await page.waitForNetworkIdle({ idleTime: 300 });
    await throwInPage(page, 'e2e: a broken click handler');
    const [report] = await waitFor(
      () => errorsSaying('e2e: a broken click handler'),
      (list) => list.length > 0,
    ).catch(async (error: unknown) => {
      throw new Error(`${String(error)}; received: ${JSON.stringify(await received())}; requests: ${urls.join(' ')}`);
    });
    expect(report!.exceptions[0]).to.deep.equal({ type: 'Error', value: 'e2e: a broken click handler' });
    expect(report!.header.sdk?.name).to.equal('sentry.javascript.browser');
    expect(report!.header.trace?.public_key, 'the DSN’s key').to.equal('e2ekey');
    expect(report!.header.trace?.sample_rate, 'traces sampled at 0.25').to.equal('0.25');
    await page.browserContext().close();
  });

  it('spec 9: errors are sampled at 0.5: one whose dice fall at 0.51 is not sent (one at 0.49 was)', async () => {
    const { page, urls } = await openRecorded(browser, app, 0.51);
    await firstClick(page);
    await waitFor(
      () => urls.filter((u) => SDK_CHUNK.test(u)).length,
      (n) => n === 1,
    );
    await page.waitForNetworkIdle({ idleTime: 300 });
    await throwInPage(page, 'e2e: sampled out');
    await throwInPage(page, 'e2e: a second one');
    await pause(1500);
    expect(await errorsSaying('e2e: sampled out')).to.deep.equal([]);
    await page.browserContext().close();
  });

  it('spec 9: with no DSN configured nothing loads, even after clicks, touches and scrolls', async () => {
    const quiet = await startTestApp({ env: { ...webDist } });
    try {
      const { page, urls } = await openRecorded(browser, quiet, 0.1);
      await firstClick(page);
      await page.mouse.wheel({ deltaY: 400 });
      await page.waitForNetworkIdle({ idleTime: 300 });
      await throwInPage(page, 'e2e: nobody listens');
      await pause(1000);
      expect(
        urls.filter((u) => u.includes('/api/error-reporting')),
        'asked once',
      ).to.have.length(1);
      expect(
        urls.filter((u) => SDK_CHUNK.test(u)),
        'no SDK chunk',
      ).to.deep.equal([]);
      await page.browserContext().close();
    } finally {
      await quiet.stop();
    }
  });
});
