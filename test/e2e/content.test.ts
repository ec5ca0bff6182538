import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { POSTS_EN } from '../../modules/content/posts/en';
import { POSTS_RU } from '../../modules/content/posts/ru';
import { SEED_POSTS } from '../../modules/content/posts';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { messages } from '../support/messages';
import { closePage, noOverflow, openPage, text } from './page-steps';
import { goToSettled } from './settled';

// The legal and info pages and the blog in Chromium (spec trading-core 2: /terms, /contacts, /policy, /kyc, the
// header's "blog"; accounts-platform 2.2: terms-rf, storyPage): each opens from the footer's or the header's link
// (never the 404 page), with its title, table of contents and translated chrome; the blog lists the posts newest
// first and opens one. Screenshots at 1440 px light and 390 px dark. WEB_DIST=<folder> serves another build.
const en = messages('en');
const ru = messages('ru');
const newestFirst = [...SEED_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

async function shot(page: Page, name: string) {
  await page.screenshot({ path: artifactPath(`content/${name}.png`), fullPage: true });
}

/** Clicks a link of the page's layout and waits for the page it leads to: its address, then `landed` on it. */
async function follow(page: Page, selector: string, path: string, landed: string) {
  await page.waitForSelector(selector);
  // Clicked on the element itself: a pointer click at its coordinates missed now and then on a busy machine, when the
  // page was still laid out again after a full-page screenshot.
  await page.$eval(selector, (link) => (link as HTMLElement).click());
  await page.waitForFunction((p) => window.location.pathname === p, { timeout: 15_000 }, path);
  await page.waitForFunction(
    (p, l) => document.querySelector(l) && window.location.pathname === p,
    { timeout: 15_000 },
    path,
    landed,
  );
}

describe('e2e: legal pages and the blog — from the footer and header links, two languages, screenshots', function () {
  this.timeout(180_000);
  let app: TestApp;
  let browser: TestBrowser;
  before(async () => {
    [app, browser] = await Promise.all([
      startTestApp({ env: process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {} }),
      browserForFile(),
    ]);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('spec trading-core 2: /terms, /policy, /kyc and /contacts open from the footer, each with its contents; /terms-rf from the terms', async () => {
    const page = await openPage(browser, app.url, '/');
    try {
      for (const [path, id] of [
        ['/terms', 'terms'],
        ['/policy', 'policy'],
        ['/kyc', 'kyc'],
        ['/contacts', 'contacts'],
      ] as const) {
        await follow(page, `.footer a[href="${path}"]`, path, '.legal__title');
        await page.waitForFunction(
          (t) => document.querySelector('.legal__title')?.textContent === t,
          {},
          en[`content.legal.title.${id}`],
        );
        expect(await page.evaluate(() => window.location.pathname)).to.equal(path);
        expect(await text(page, '.legal__title')).to.equal(en[`content.legal.title.${id}`]);
        expect(await page.title()).to.equal(`${en[`content.legal.title.${id}`]} | Tradehall`);
        // Every section is in the table of contents, and its link lands on it.
        const toc = await page.$$eval('.legal__toc a', (a) => a.map((l) => l.getAttribute('href')));
        const sections = await page.$$eval('.legal-doc__section', (s) => s.map((e) => `#${e.id}`));
        expect(toc).to.deep.equal(sections).and.to.have.length.greaterThan(2);
        // English readers get no "this document is in English" note.
        expect(await page.$('.legal__lang')).to.equal(null);
      }
      await follow(page, '.footer a[href="/terms"]', '/terms', '.legal__note-link');
      await follow(page, '.legal__note-link', '/terms-rf', '.legal-doc');
      await page.waitForFunction(
        (t) => document.querySelector('.legal__title')?.textContent === t,
        {},
        en['content.legal.title.termsRf'],
      );
      expect(await page.evaluate(() => window.location.pathname)).to.equal('/terms-rf');
      expect(await text(page, '.legal__title')).to.equal(en['content.legal.title.termsRf']);
    } finally {
      await closePage(page);
    }
  });

  it('spec accounts-platform 2.2: the chrome is in the reader language, with the note that the text is English', async () => {
    const page = await openPage(browser, app.url, '/ru/kyc');
    try {
      await page.waitForSelector('.legal__lang');
      expect(await text(page, '.legal__title')).to.equal(ru['content.legal.title.kyc']);
      expect(await text(page, '.legal__lang')).to.equal(ru['content.legal.englishNote']);
      // Shown upper-cased by CSS: compared as written.
      expect(await page.$eval('.legal__toc-title', (h) => h.textContent)).to.equal(ru['content.legal.toc']);
      expect(await page.$eval('.legal-doc', (a) => a.getAttribute('lang'))).to.equal('en');
      await shot(page, 'kyc-ru-1440-light');
    } finally {
      await closePage(page);
    }
  });

  it('spec trading-core 2 header link "blog": /storyPage lists the posts newest first and opens a post', async () => {
    const page = await openPage(browser, app.url, '/');
    try {
      await follow(page, '.main-nav a[href="/storyPage"]', '/storyPage', '.blog-card__link');
      expect(await page.evaluate(() => window.location.pathname)).to.equal('/storyPage');
      expect(await text(page, '.blog__title')).to.equal(en['content.blog.title']);
      const titles = await page.$$eval('.blog-card__title', (t) => t.map((e) => (e as HTMLElement).innerText.trim()));
      expect(titles).to.deep.equal(newestFirst.map((p) => POSTS_EN[p.slug as keyof typeof POSTS_EN].title));
      const first = newestFirst[0]!.slug as keyof typeof POSTS_EN;
      await follow(page, '.blog-card__link', `/storyPage/${first}`, '.blog-post__title');
      expect(await page.evaluate(() => window.location.pathname)).to.equal(`/storyPage/${first}`);
      expect(await text(page, '.blog-post__title')).to.equal(POSTS_EN[first].title);
      expect(await page.title()).to.equal(`${POSTS_EN[first].title} | Tradehall`);
      expect(await page.$$eval('.blog-post__heading', (h) => h.length)).to.be.greaterThan(1);
      // Links in a post stay inside the app.
      const hrefs = await page.$$eval('.blog-post a', (a) => a.map((l) => l.getAttribute('href')!));
      expect(hrefs.every((h) => h.startsWith('/'))).to.equal(true);
      await follow(page, '.blog-crumbs__back', '/storyPage', '.blog-card');
      expect(await page.evaluate(() => window.location.pathname)).to.equal('/storyPage');
    } finally {
      await closePage(page);
    }
  });

  it('the blog in Russian shows the Russian posts; an unknown post says so (not the 404 page)', async () => {
    const page = await openPage(browser, app.url, '/ru/storyPage');
    try {
      await page.waitForSelector('.blog-card__link');
      expect(await text(page, '.blog__title')).to.equal(ru['content.blog.title']);
      const first = newestFirst[0]!.slug as keyof typeof POSTS_RU;
      expect(await text(page, '.blog-card__title')).to.equal(POSTS_RU[first].title);
      expect(await page.$('.blog-meta__lang')).to.equal(null);
      await goToSettled(page, `${app.url}/ru/storyPage/no-such-post`);
      await page.waitForSelector('.market-state__title');
      expect(await text(page, '.market-state__title')).to.equal(ru['content.blog.notFound.title']);
      expect(await page.evaluate(() => window.location.pathname)).to.equal('/ru/storyPage/no-such-post');
    } finally {
      await closePage(page);
    }
  });

  const post = `/storyPage/${newestFirst[1]!.slug}`;
  for (const [width, theme] of [
    [1440, 'light'],
    [390, 'dark'],
  ] as const) {
    it(`screenshots at ${width} px, ${theme}: /terms, /contacts, /storyPage and a post, nothing wider than the screen`, async () => {
      for (const [path, ready, name] of [
        ['/terms', '.legal-doc', 'terms'],
        ['/contacts', '.legal-doc', 'contacts'],
        ['/storyPage', '.blog-card__link', 'blog'],
        [post, '.blog-post__title', 'post'],
      ] as const) {
        const page = await openPage(browser, app.url, path, { width, theme });
        try {
          await page.waitForSelector(ready);
          await noOverflow(page, width);
          await shot(page, `${name}-${width}-${theme}`);
        } finally {
          await closePage(page);
        }
      }
    });
  }
});
