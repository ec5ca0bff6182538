import { writeFileSync } from 'node:fs';
import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { ItemsService } from '../../modules/catalog';
import { SEED_POSTS } from '../../modules/content/posts';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { messages } from '../support/messages';
import { listInventory, seedSeller } from '../support/sellers';
import { registerUser, type TestUser } from '../support/users';
import { closePage, openPage } from './page-steps';
import { goToSettled, settled } from './settled';
import { type SpecRoute, type SpecRouteData, specRoutes } from './spec-routes';

// Every route the spec names (spec-routes.ts), typed into Chromium's address bar as a visitor and as a newly
// registered user (issue 19: "no spec route ends on the 404 page"): none ends on the 404 page (but /404) or an error
// screen, redirects land where the spec says, and a logged-in page opens the sign-in form for a visitor (spec
// accounts-platform 2.5 guard 3). Screenshots of each at 1440 px light, a few at 390 px dark, and the game and
// language prefixes with the game switcher on, in test/artifacts/e2e/spec-routes/. WEB_DIST=<folder> serves another
// build.
const en = messages('en');
const ERROR_TITLES = new Set([en['errors.notFound.title'], en['errors.fatal.title'], en['errors.loadFailure.title']]);
const SIGN_IN_FORM = '.modal.is-open .auth-modal';
const PREFIX_ENV = 'gameSwitcher=on';

type Who = 'visitor' | 'user';

interface Outcome {
  who: string;
  path: string;
  landed: string;
  expected: string;
  signInForm: boolean;
  errorTitle: string | null;
  pageErrors: string[];
  problems: string[];
}

const shotName = (path: string) => path.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '_') || 'home';

/** The address without the query: path and hash. */
const addressOf = (page: Page) => page.evaluate(() => window.location.pathname + window.location.hash);

/** Where a route must end for this reader: without a query, or where it redirects. */
function expectedLanding(route: SpecRoute, who: Who, prefix = ''): string {
  if (who === 'visitor' && route.login) return prefix ? `${prefix}/` : '/';
  const target = route.lands ?? route.path.replace(/\?.*$/, '');
  if (!prefix) return target;
  return target === '/' ? `${prefix}/` : prefix + target;
}

/**
 * Opens the address as typed in, waits until it has landed (the expected address, the page's loader gone) and says
 * what it shows: where it ended, the error screen's title if any, the sign-in form.
 */
async function visit(page: Page, origin: string, route: SpecRoute, who: Who, prefix = ''): Promise<Outcome> {
  const pageErrors: string[] = [];
  const onError = (error: unknown) => pageErrors.push(String(error));
  page.on('pageerror', onError);
  const typed = prefix + (route.path === '/' ? '/' : route.path);
  const expected = expectedLanding(route, who, prefix);
  await goToSettled(page, `${origin}${typed}`, 30_000);
  await page
    .waitForFunction((e) => window.location.pathname + window.location.hash === e, { timeout: 10_000 }, expected)
    .catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('.page-loading'), { timeout: 10_000 })
    .catch(() => undefined);
  if (who === 'visitor' && route.login) {
    await page.waitForSelector(SIGN_IN_FORM, { visible: true, timeout: 5_000 }).catch(() => undefined);
  }
  // A page that goes to /404 after its data came back (an unknown item) has had its chance once it has settled.
  await settled(page);
  const landed = await addressOf(page);
  const errorTitle = await page.$eval('#error-title', (el) => el.textContent).catch(() => null);
  const signInForm = (await page.$(SIGN_IN_FORM)) !== null;
  page.off('pageerror', onError);
  const problems: string[] = [];
  if (landed !== expected) problems.push(`ended on ${landed}, expected ${expected}`);
  if (route.path !== '/404' && (landed.endsWith('/404') || errorTitle === en['errors.notFound.title'])) {
    problems.push('the 404 page');
  }
  if (route.path === '/404' && errorTitle !== en['errors.notFound.title']) problems.push('/404 without its heading');
  if (errorTitle && ERROR_TITLES.has(errorTitle) && route.path !== '/404')
    problems.push(`error screen "${errorTitle}"`);
  if (who === 'visitor' && route.login && !signInForm) problems.push('no sign-in form');
  if (pageErrors.length) problems.push(`page errors: ${pageErrors.join(' | ')}`);
  return { who, path: typed, landed, expected, signInForm, errorTitle, pageErrors, problems };
}

/** Visits the routes one after another in one tab, a screenshot each; returns every outcome. */
async function visitAll(
  page: Page,
  origin: string,
  routes: SpecRoute[],
  who: Who,
  folder: string,
  prefix = '',
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const route of routes) {
    const outcome = await visit(page, origin, route, who, prefix);
    outcomes.push(outcome);
    await page.screenshot({ path: artifactPath(`e2e/spec-routes/${folder}/${shotName(outcome.path)}.png`) });
  }
  return outcomes;
}

function report(name: string, outcomes: Outcome[]): void {
  writeFileSync(artifactPath(`e2e/spec-routes/${name}.json`), `${JSON.stringify(outcomes, null, 2)}\n`);
  const failed = outcomes.filter((o) => o.problems.length);
  expect(
    failed.map((o) => `${o.who} ${o.path}: ${o.problems.join('; ')}`),
    `${failed.length} of ${outcomes.length} routes`,
  ).to.deep.equal([]);
}

/** A new user of the app, with a question asked, and the data the routes' parameters take. */
async function seedRouteData(app: TestApp): Promise<{ user: TestUser; data: SpecRouteData }> {
  const seller = await seedSeller(app, 'adopt', [{ slug: 'shadow-dragon' }, { slug: 'giraffe' }], {
    main_currency: 'usd',
  });
  await listInventory(app, seller, 'adopt');
  const item = (await app.container.get(ItemsService).itemBySlug('adopt', 'shadow-dragon'))!;
  const user = await registerUser(app.url, { main_currency: 'usd' });
  const form = new FormData();
  form.append('category', 'purchase_problems');
  form.append('title', 'Item did not arrive');
  form.append('description', 'I bought a Shadow Dragon and the trade failed.');
  const asked = await fetch(`${app.url}/api/support/questions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.access_token}` },
    body: form,
  });
  expect(asked.status).to.equal(200);
  const { question } = (await asked.json()) as { question: { id: string | number } };
  return {
    user,
    data: {
      item: { type: item.type, slug: item.slug, id: item.id },
      sellerId: seller.userId,
      questionId: String(question.id),
      blogSlug: SEED_POSTS[0]!.slug,
    },
  };
}

describe('e2e: every spec route as a visitor and a new user — never the 404 page, redirects as the spec says', function () {
  this.timeout(600_000);
  let app: TestApp;
  let browser: TestBrowser;
  let user: TestUser;
  let routes: SpecRoute[];
  before(async () => {
    [app, browser] = await Promise.all([
      startTestApp({ env: process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {} }),
      browserForFile(),
    ]);
    const seeded = await seedRouteData(app);
    user = seeded.user;
    routes = specRoutes(seeded.data);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('spec trading-core 2, accounts-platform 2.2, 2.3, 2.5: a visitor opens every public route (a logged-in one opens the sign-in form at home); a newly registered user opens every route, and lk, robux, help, legacy item paths, ref and logout land where the spec says', async () => {
    // Side by side in two browser contexts: nothing is shared but the server.
    const visitor = await openPage(browser, app.url, '/');
    const signedIn = await openPage(browser, app.url, '/', { user });
    try {
      const [asVisitor, asUser] = await Promise.all([
        visitAll(visitor, app.url, routes, 'visitor', 'visitor'),
        visitAll(signedIn, app.url, routes, 'user', 'user'),
      ]);
      report('visitor-and-user', [...asVisitor, ...asUser]);
    } finally {
      await closePage(visitor);
      await closePage(signedIn);
    }
  });

  it('spec trading-core 2 "Prefixes", accounts-platform 2.5 step 2: with the game switcher off a /mm2 prefix is dropped (the default game)', async () => {
    const page = await openPage(browser, app.url, '/');
    try {
      const dropped = routes
        .filter((r) => ['/', '/trade', '/rbx'].includes(r.path))
        .map((r): SpecRoute => ({ ...r, path: `/mm2${r.path}`, lands: r.path }));
      report('switcher-off', await visitAll(page, app.url, dropped, 'visitor', 'switcher-off'));
    } finally {
      await closePage(page);
    }
  });

  it('spec trading-core 2: at 390 px in the dark theme the main routes open as well (a fresh session)', async () => {
    const fresh = await registerUser(app.url, { main_currency: 'usd' });
    const phone = ['/', '/rbx', '/trade', '/profile', '/topups?amount=10', '/help/faq', '/storyPage', '/reviews'];
    const chosen = routes.filter((r) => phone.includes(r.path) || r.path.startsWith('/itemInfo/'));
    const page = await openPage(browser, app.url, '/', { user: fresh, width: 390, theme: 'dark' });
    try {
      report('phone-dark', await visitAll(page, app.url, chosen, 'user', 'phone-dark'));
    } finally {
      await closePage(page);
    }
  });
});

describe('e2e: spec routes under the language and game prefixes with the game switcher on (trading-core 2 Prefixes)', function () {
  this.timeout(300_000);
  let app: TestApp;
  let browser: TestBrowser;
  let user: TestUser;
  let routes: SpecRoute[];
  before(async () => {
    [app, browser] = await Promise.all([
      startTestApp({
        env: { FEATURE_FLAGS: PREFIX_ENV, ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) },
      }),
      browserForFile(),
    ]);
    const seeded = await seedRouteData(app);
    user = seeded.user;
    const mm2 = await seedSeller(app, 'mm2', [{ slug: 'default-knife-knife' }], { main_currency: 'usd' });
    await listInventory(app, mm2, 'mm2');
    // The prefix is handled once, before any page: a few routes of each kind (market, trade, logged-in, a redirect,
    // a nested path) show it; every route is walked without a prefix above.
    const some = ['/', '/trade', '/rbx', '/lk', '/help/faq/buy', '/profile'];
    routes = specRoutes(seeded.data).filter((r) => some.includes(r.path) || r.path.startsWith('/itemInfo/'));
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const prefix of ['/mm2', '/ru', '/ru/mm2']) {
    it(`spec trading-core 2 "Prefixes": under ${prefix} home (the market) and the main routes open, as a visitor and a user`, async () => {
      const name = prefix.slice(1).replace('/', '-');
      const visitor = await openPage(browser, app.url, '/');
      const signedIn = await openPage(browser, app.url, '/', { user });
      try {
        // The adopt item's address stays adopt's: under /mm2 it is an unknown item, so only the home and the rest.
        const chosen = prefix.includes('mm2') ? routes.filter((r) => !r.path.startsWith('/itemInfo/')) : routes;
        // The visitor and the user walk side by side: separate browser contexts, nothing shared.
        const [asVisitor, asUser] = await Promise.all([
          visitAll(visitor, app.url, chosen, 'visitor', `prefix-${name}/visitor`, prefix),
          visitAll(signedIn, app.url, chosen, 'user', `prefix-${name}/user`, prefix),
        ]);
        report(`prefix-${name}`, [...asVisitor, ...asUser]);
      } finally {
        await closePage(visitor);
        await closePage(signedIn);
      }
    });
  }
});
