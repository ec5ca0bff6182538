import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { FAQ_POPULAR_COUNT, FAQ_SECTIONS, FAQ_SPEC_ANCHORS } from '../../modules/support/faq.vocabulary.schemas';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { messages, plain } from '../support/messages';
import { closePage, noOverflow, openPage, text, type } from './page-steps';
import { goToSettled } from './settled';

// The FAQ in Chromium (spec trading-core 2 "Help": /help goes to /help/faq; "Support: FAQ with search, popular
// questions, videos on buying, selling and top-up, section list"; the help anchors it names): search as you type in
// English and Russian, typos forgiven, the keyboard through the results, the spec's deep links landing on their
// answers, and the pages at 375 and 1440 px in both themes. WEB_DIST=<folder> serves another build of the web app.
const en = messages('en');
const ru = messages('ru');

/** The whole page, or (`view`) what the window shows: where a deep link landed. */
async function shot(page: Page, name: string, view = false) {
  await page.screenshot({ path: artifactPath(`faq/${name}.png`), fullPage: !view });
}

/** Types into the FAQ's search and waits for the results of exactly that text. */
async function searchFor(page: Page, query: string): Promise<string[]> {
  await type(page, '.faq-search__input', query);
  await page.waitForSelector('.faq-search__panel[data-state="settled"] .faq-hit', { timeout: 10_000 });
  return page.$$eval('.faq-hit', (hits) => hits.map((h) => (h as HTMLElement).dataset.id!));
}

/** The answer an anchor names is open, its panel shown, and it stands at the top of the window. */
async function landedOn(page: Page, id: string): Promise<void> {
  await page.waitForSelector(`#${id}.is-open #${id}-panel:not([hidden])`, { timeout: 10_000 });
  await page.waitForFunction(
    (i) => {
      const top = document.getElementById(i)!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    },
    { timeout: 10_000 },
    id,
  );
  expect(await page.$eval(`#${id}-button`, (b) => b.getAttribute('aria-expanded'))).to.equal('true');
  expect(await page.evaluate(() => document.activeElement?.id)).to.equal(`${id}-button`);
}

describe('e2e: the FAQ in Chromium — search in two languages, deep links, screenshots', function () {
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

  it('spec trading-core 2 "Help": /help goes to the FAQ: search, popular questions, guides for buying, selling and topping up, every section', async () => {
    const page = await openPage(browser, app.url, '/help');
    try {
      await page.waitForSelector('.faq-popular a');
      expect(await page.evaluate(() => window.location.pathname)).to.equal('/help/faq');
      expect(await text(page, '.faq-hero__title')).to.equal(en['faq.hero.title']);
      expect(await page.title()).to.equal(`${en['faq.title']} | Tradehall`);
      expect(await page.$$eval('.faq-popular a', (a) => a.length)).to.equal(FAQ_POPULAR_COUNT);
      expect(
        await page.$$eval('.faq-section-card', (a) => a.map((c) => (c as HTMLElement).dataset.section)),
      ).to.deep.equal([...FAQ_SECTIONS]);
      expect(
        await page.$$eval('.guide__title', (t) => t.map((e) => (e as HTMLElement).innerText.trim())),
      ).to.deep.equal([en['faq.guide.buy.title'], en['faq.guide.sell.title'], en['faq.guide.topup.title']]);
      // The guides name the app's buttons with the app's words, and the numbers of the code.
      expect(await text(page, '#guide-buy-title + ol li:nth-child(1) p'))
        .to.include(en['fastBuy.open'])
        .and.include(en['cart.add']);
      expect(await text(page, '#guide-buy-title + ol li:nth-child(3) p')).to.include('within 60 minutes');
      expect(await page.$eval('.faq-ask a', (a) => a.getAttribute('href'))).to.equal('/help/question');
    } finally {
      await closePage(page);
    }
  });

  it('spec trading-core 2 "FAQ with search" (English): results as you type, a typo forgiven, the keyboard opens the answer at its anchor', async () => {
    const page = await openPage(browser, app.url, '/help/faq');
    try {
      const hits = await searchFor(page, 'frezee acount');
      expect(hits[0]).to.equal('freezeAccount');
      expect(await text(page, '.faq-search__corrected')).to.equal(
        plain(en['faq.search.corrected']!).replace('{query}', 'freeze account'),
      );
      expect(await page.$$eval('.faq-hit:first-child mark', (m) => m.map((e) => e.textContent))).to.include('freezing');
      await shot(page, 'search-en-1440-light');
      // Down selects the first result (the input keeps the focus), Enter opens it.
      await page.keyboard.press('ArrowDown');
      const active = await page.$eval('.faq-search__input', (i) => i.getAttribute('aria-activedescendant'));
      expect(await page.$eval(`[id="${active}"]`, (o) => (o as HTMLElement).dataset.id)).to.equal('freezeAccount');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => window.location.pathname === '/help/faq/sell');
      expect(await page.evaluate(() => window.location.hash)).to.equal('#freezeAccount');
      await landedOn(page, 'freezeAccount');
      expect(await text(page, '#freezeAccount-button')).to.equal('What does freezing an account do?');
    } finally {
      await closePage(page);
    }
  });

  it('spec trading-core 2 "FAQ with search" and accounts-platform 9 (Russian): the Russian answers, found with a typo, opened from the results', async () => {
    const page = await openPage(browser, app.url, '/ru/help/faq', { width: 375 });
    try {
      expect(await text(page, '.faq-hero__title')).to.equal(ru['faq.hero.title']);
      const hits = await searchFor(page, 'замарозка');
      expect(hits[0]).to.equal('freezeAccount');
      expect(await text(page, '.faq-hit:first-child .faq-hit__title')).to.equal('Что даёт заморозка аккаунта?');
      await noOverflow(page, 375);
      await shot(page, 'search-ru-375-light');
      await page.click('.faq-hit:first-child');
      await page.waitForFunction(() => window.location.pathname === '/ru/help/faq/sell');
      await landedOn(page, 'freezeAccount');
      // Search on a section page goes to another section's answer.
      const more = await searchFor(page, 'рейтинг');
      expect(more.slice(0, 3)).to.have.members(['howRatingWorks', 'ratingPoints', 'ratingLadders']);
      await page.click('.faq-hit[data-id="ratingLadders"]');
      await page.waitForFunction(() => window.location.pathname === '/ru/help/faq/rating');
      await landedOn(page, 'ratingLadders');
      expect(await text(page, '#ratingLadders-panel table caption')).to.equal('Рейтинг покупателя');
    } finally {
      await closePage(page);
    }
  });

  it('spec trading-core 2: every help anchor the spec names lands on its answer, opened and scrolled into view', async () => {
    for (const anchor of FAQ_SPEC_ANCHORS) {
      const [, section, id] = /^\/help\/faq\/([A-Za-z]+)(?:#([A-Za-z]+))?$/.exec(anchor)!;
      const page = await openPage(browser, app.url, anchor);
      try {
        await page.waitForSelector(`.faq--section[data-section="${section}"] .faq-section-head__title`);
        expect(await page.$eval('.faq-nav__link.is-current', (a) => a.getAttribute('href'))).to.equal(
          `/help/faq/${section}`,
        );
        if (id) {
          await landedOn(page, id);
          await shot(page, `anchor-${section}-${id}`, true);
        } else {
          // The section itself: its answers listed, closed until one is picked.
          expect(await page.$$eval('.faq-article', (a) => a.length)).to.be.greaterThan(1);
          expect(await page.$$eval('.faq-article.is-open', (a) => a.length)).to.equal(0);
          await shot(page, `anchor-${section}`);
        }
      } finally {
        await closePage(page);
      }
    }
  });

  it('an answer opened by a click puts its anchor in the address; an unknown section says so', async () => {
    const page = await openPage(browser, app.url, '/help/faq/withdraw');
    try {
      await page.click('#howToCollect-button');
      await page.waitForSelector('#howToCollect.is-open');
      expect(await page.evaluate(() => window.location.hash)).to.equal('#howToCollect');
      expect(await text(page, '#howToCollect-panel .faq-steps')).to.include('cup, sandwich, apple');
      await goToSettled(page, `${app.url}/help/faq/nope`);
      await page.waitForSelector('.faq-missing');
      expect(await text(page, '.faq-missing h1')).to.equal(en['faq.notFound.title']);
    } finally {
      await closePage(page);
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1440]) {
      it(`the help page and a section with an answer open, ${width} px, ${theme} (screenshots, nothing wider than the screen)`, async () => {
        const page = await openPage(browser, app.url, '/help/faq', { width, theme });
        try {
          await page.waitForSelector('.faq-section-card');
          await noOverflow(page, width);
          await shot(page, `help-${width}-${theme}`);
          await goToSettled(page, `${app.url}/help/faq/rating#ratingLadders`);
          await landedOn(page, 'ratingLadders');
          await noOverflow(page, width);
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await shot(page, `rating-${width}-${theme}`);
        } finally {
          await closePage(page);
        }
      });
    }
  }
});
