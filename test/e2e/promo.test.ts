import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { GiveawayService } from '../../modules/promo';
import { startTestApp, type TestApp } from '../support/app';
import { pageSocketOf } from '../support/socket';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { messages, plain } from '../support/messages';
import { registerUser, type TestUser } from '../support/users';
import { closePage, fillMessage, noOverflow, openPage, text, textIs } from './page-steps';

// Promotions in Chromium (spec accounts-platform 2.2, 2.6, 3, 4.3, 5, 8; trading-core 2, 9): the promo modal (check,
// reward type, Free Spin!; its messages; instant activation), the fortune wheel (a spin, its proof verified in the
// browser, the public check), the giveaway (join, the draw live with its proof and the winner's toast), the advent
// calendar's door of the day, the profile's subscriptions tab and the header's free spins badge. The app's clock is
// moved into December so the advent calendar is open.
const t = messages('en');
const ADMIN = 'promo-admin-token-for-e2e-0123456789';
const DAY_MS = 86_400_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();

async function shot(page: Page, name: string, fullPage = false) {
  // A full-page capture of a scrolled page draws the sticky header mid-page: start at the top.
  if (fullPage) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: artifactPath(`e2e/promo-${name}.png`), fullPage });
}

async function typeInto(page: Page, selector: string, value: string) {
  await page.waitForSelector(selector, { visible: true });
  await page.click(selector, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(selector, value);
}

/** Waits for the modal's entry animation (350 ms) so screenshots and clicks see it still. */
const modalShown = async (page: Page, selector: string) => {
  await page.waitForSelector(`.modal.is-open ${selector}`, { visible: true });
  await pause(400);
};

/** 1 December 10:00 UTC of this season (or the next once this one is over), so the advent calendar is open. */
function seasonStart(now: number): number {
  const year = new Date(now).getUTCFullYear();
  const start = Date.UTC(year, 11, 1, 10);
  return now > Date.UTC(year, 11, 20) ? Date.UTC(year + 1, 11, 1, 10) : start;
}

describe('e2e: promotions in Chromium (promo modal, fortune wheel, giveaway, advent calendar, subscriptions)', function () {
  this.timeout(180_000);
  let app: TestApp;
  let browser: TestBrowser;
  const clock = new TestClock();
  let user: TestUser;
  const code = { both: `BOTH${tag()}`, spins: `SPIN${tag()}`, look: `LOOK${tag()}` };
  let spinId = '';

  const createCode = async (body: Record<string, unknown>) => {
    const { status, body: answer } = await api(app.url, 'POST', '/api/admin/promocodes', { token: ADMIN, body });
    expect(status, JSON.stringify(answer)).to.equal(200);
  };
  /** Fresh tokens after the clock moved past the access token's life. */
  const signInAgain = async () => {
    const { status, body } = await api(app.url, 'POST', '/api/user/login', {
      body: { email: user.email, password: user.password },
    });
    expect(status, JSON.stringify(body)).to.equal(200);
    user = { ...user, ...body };
  };
  const open = (
    path: string,
    options: {
      width?: number;
      theme?: 'light' | 'dark';
      visitor?: boolean;
      beforeLoad?: (page: Page) => Promise<void>;
    } = {},
  ) => openPage(browser, app.url, path, { ...options, user: options.visitor ? null : user });

  before(async () => {
    clock.advance(Math.max(0, seasonStart(Date.now()) - Date.now()));
    [app, browser] = await Promise.all([
      startTestApp({
        clock,
        env: { ADMIN_TOKEN: ADMIN, ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) },
      }),
      browserForFile(),
    ]);
    user = await registerUser(app.url, { main_currency: 'usd' });
    await createCode({ code: code.both, system: 'item', spins: 1 });
    await createCode({ code: code.both, system: 'rbx', rbx: 50 });
    await createCode({ code: code.spins, system: 'item', spins: 2 });
    await createCode({ code: code.look, system: 'item', spins: 1 });
    await createCode({ code: code.look, system: 'rbx', rbx: 40 });
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('a guest opening /promocode is asked to sign in (spec accounts-platform 5 "promo activation needs authentication")', async () => {
    const page = await open(`/promocode?code=${code.both}`, { visitor: true });
    await page.waitForSelector('.modal.is-open .auth-modal', { visible: true });
    expect(new URL(page.url()).pathname).to.equal('/');
    await closePage(page);
  });

  it('redeems a code in the modal: checked in both systems, reward type, "Free Spin!" (spec accounts-platform 2.6, 4.3, 5)', async () => {
    const page = await open('/promocode');
    await modalShown(page, '#promo-form');
    const submit = '#promo-form button[type="submit"]';
    expect(await page.$eval(submit, (b) => (b as HTMLButtonElement).disabled), 'empty: submit off').to.equal(true);
    expect(await page.$('#promo-back'), 'no back button on step 1').to.equal(null);
    await typeInto(page, '#promo-code', '   ');
    expect(await page.$eval(submit, (b) => (b as HTMLButtonElement).disabled), 'blank: submit off').to.equal(true);
    // Both systems say none: "Promo code does not exist"; typing clears the message.
    await typeInto(page, '#promo-code', 'NOSUCHCODE1');
    await page.click(submit);
    await textIs(page, '.promo-form__error', t['promo.error.notFound']!);
    expect(t['promo.error.notFound']).to.equal('Promo code does not exist');
    await page.type('#promo-code', 'X');
    expect(await page.$('.promo-form__error'), 'the error clears on input').to.equal(null);
    // Trimmed and in any case: the code in both systems offers both reward types, with the R$ amount.
    await typeInto(page, '#promo-code', `  ${code.both.toLowerCase()}  `);
    await page.click(submit);
    await page.waitForSelector('#promo-type-item', { visible: true });
    await pause(200);
    expect(await text(page, '#promo-type-rbx')).to.contain(fillMessage(t['promo.select.rbx']!, { amount: 50 }));
    expect(await page.$('#promo-back'), 'a back button on step 2').to.not.equal(null);
    await page.click('#promo-back');
    await page.waitForSelector('#promo-form');
    expect(await page.$('#promo-back')).to.equal(null);
    await page.click(submit);
    await page.waitForSelector('#promo-type-item', { visible: true });
    await page.click('#promo-type-item');
    await textIs(page, '.promo-fortune__title', t['promo.fortune.title']!);
    expect(t['promo.fortune.title']).to.equal('Free Spin!');
    expect(await page.$eval('#promo-fortune a', (a) => new URL((a as HTMLAnchorElement).href).pathname)).to.equal(
      '/fortune',
    );
    // The header's badge counts the free spin.
    await textIs(page, '#promo-count [aria-hidden]', '1');
    await closePage(page);
  });

  it('says a used code is used, and an activation refused by the 3-day rule returns to step 1 with code 5 (spec accounts-platform 5, 8)', async () => {
    const page = await open(`/promocode?code=${code.both}`);
    await modalShown(page, '#promo-form');
    expect(await page.$eval('#promo-code', (i) => (i as HTMLInputElement).value), '?code= prefills').to.equal(
      code.both,
    );
    await page.click('#promo-form button[type="submit"]');
    await textIs(page, '.promo-form__error', 'You have already used this promo code');
    await typeInto(page, '#promo-code', code.spins);
    await page.click('#promo-form button[type="submit"]');
    await page.waitForSelector('#promo-type-item', { visible: true });
    expect(await page.$('#promo-type-rbx'), 'only the systems that have the code').to.equal(null);
    await page.click('#promo-type-item');
    await textIs(page, '.promo-form__error', t['promo.activation.5']!);
    expect(t['promo.activation.5']).to.equal(
      'A promo code can only be used once every 3 days. Please try again later.',
    );
    await shot(page, 'modal-error-1440-light');
    // Closing returns home.
    await page.click('.modal__close');
    await page.waitForFunction(() => window.location.pathname === '/');
    await closePage(page);

    // Choosing R$ goes to the R$ page with the code and its amount (that page sends it to a game pass).
    const rbx = await open(`/promocode?code=${code.look}`);
    await modalShown(rbx, '#promo-form');
    await rbx.click('#promo-form button[type="submit"]');
    await rbx.waitForSelector('#promo-type-rbx', { visible: true });
    await rbx.click('#promo-type-rbx');
    await rbx.waitForFunction(() => window.location.pathname === '/rbx');
    expect(new URL(rbx.url()).search).to.equal(`?promo=${code.look}&amount=40`);
    await closePage(rbx);
  });

  it('three days later, /promocode?code=…&instant=true activates the code at once and goes to the wheel (spec accounts-platform 2.2, 4.3)', async () => {
    clock.advance(3 * DAY_MS + 60_000);
    await signInAgain();
    const page = await open(`/promocode?code=${code.spins.toLowerCase()}&instant=true`);
    await page.waitForFunction(() => window.location.pathname === '/fortune', { timeout: 20_000 });
    await textIs(page, '#free-spins', '3 free spins');
    await closePage(page);
  });

  it('spins the wheel to its prize and verifies the spin in the browser: every check passes (spec trading-core 2, 9)', async () => {
    const page = await open('/fortune');
    await page.waitForSelector('#fortune-wheel');
    expect(await page.$$eval('#fortune-wheel [data-segment]', (s) => s.length)).to.equal(8);
    expect(
      await page.$$eval('#wheel-odds li', (rows) => rows.map((r) => r.lastElementChild?.textContent)),
    ).to.deep.equal(['30%', '15%', '20%', '12%', '12%', '3%', '7%', '1%']);
    // The test site holds no wheel pet: the legend says the pet slice gives balance instead.
    expect(await text(page, '#wheel-pet')).to.contain('No pet is on offer now');
    const hash = await text(page, '#next-seed-hash');
    await page.click('#spin-button');
    await page.waitForSelector('#spin-prize', { timeout: 15_000 });
    await shot(page, 'fortune-spun-1440-light');
    // One free spin used; a "free spin" prize gives it back.
    const wonSpin = (await page.$eval('#spin-prize', (p) => (p as HTMLElement).dataset.kind)) === 'spin';
    await textIs(page, '#free-spins', wonSpin ? '3 free spins' : '2 free spins');
    // The next spin is committed to a new seed.
    await page.waitForFunction((h) => document.querySelector('#next-seed-hash')?.textContent !== h, {}, hash);
    // A spin with reduced motion shows its prize without turning the wheel.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await page.click('#spin-button');
    await page.waitForFunction(() => document.querySelectorAll('#my-spins .proof').length === 2, { timeout: 15_000 });
    await page.waitForSelector('#spin-prize');
    // The client seed can be changed for the next spins.
    await typeInto(page, '#client-seed', 'my-own-seed-42');
    await page.click('#client-seed-form button[type="submit"]');
    await textIs(page, '#client-seed-current', 'my-own-seed-42');
    // Verify the first spin listed (the latest).
    await page.click('#my-spins .proof__verify');
    await page.waitForSelector('#my-spins .checks[data-ok="true"]', { timeout: 10_000 });
    expect(await page.$$eval('#my-spins .checks__item[data-ok="true"]', (i) => i.length)).to.equal(3);
    spinId = await page.$eval('#my-spins .proof', (p) => (p as HTMLElement).dataset.spinId ?? '');
    await shot(page, 'fortune-verified-1440-light', true);
    await closePage(page);

    // Anyone can check a spin by its id.
    const visitor = await open(`/fortune/verify/${spinId}`, { visitor: true });
    await visitor.waitForSelector('#verified-spin .checks[data-ok="true"]', { timeout: 10_000 });
    expect(await visitor.$$eval('.checks__item[data-ok="true"]', (i) => i.length)).to.equal(3);
    await textIs(visitor, '.checks__summary', t['fairness.verified']!);
    await closePage(visitor);
  });

  it("opens today's advent door once: its prize shows, other doors stay shut (spec trading-core 2)", async () => {
    const page = await open('/advent');
    const today = new Date(clock.now()).getUTCDate();
    await textIs(page, '#advent-today', fillMessage(t['advent.today']!, { door: today }));
    expect(await page.$$eval('[data-state="shut"]', (d) => d.length)).to.equal(23);
    await page.click(`[data-door="${today}"] .advent-door__open`);
    await page.waitForSelector(`[data-door="${today}"][data-state="opened"]`);
    expect(await text(page, `[data-door="${today}"] .advent-door__prize`)).to.match(/\$0\.10|Free spin/);
    await shot(page, 'advent-opened-1440-light', true);
    // Opened once: the door shows its prize and no button.
    expect(await page.$(`[data-door="${today}"] .advent-door__open`)).to.equal(null);
    await closePage(page);
  });

  it('joins the giveaway; the draw arrives live with its proof, which verifies, and the winner gets a toast (spec trading-core 2, 9)', async () => {
    const page = await open('/giveaway');
    await page.click('#giveaway-join');
    await textIs(page, '#my-entry', fillMessage(t['giveaway.today.myEntry']!, { number: 1 }));
    await textIs(page, '#giveaway-entries', '1');
    const { body } = await api(app.url, 'GET', '/api/giveaway');
    // The page's socket connects a moment after it loads; then the day ends and is drawn.
    await pageSocketOf(app, user);
    clock.advance(Date.parse(body.drawsAt) - clock.now().getTime() + 60_000);
    await app.container.get(GiveawayService).drawOverdue();
    await page.waitForSelector('.toast', { timeout: 15_000 });
    expect(await text(page, '.toast')).to.contain(t['giveaway.won.title']);
    await page.waitForSelector('#last-winner strong', { timeout: 15_000 });
    expect(await text(page, '#last-winner strong')).to.equal(user.username);
    await page.click('#giveaway-verify');
    await page.waitForSelector('#giveaway-checks[data-ok="true"]', { timeout: 10_000 });
    expect(await page.$$eval('#giveaway-checks .checks__item[data-ok="true"]', (i) => i.length)).to.equal(4);
    await shot(page, 'giveaway-drawn-1440-light', true);
    await closePage(page);
  });

  it('lists the codes used, free spins, the next code date and R$ prizes in the subscriptions tab (spec trading-core 2)', async () => {
    await signInAgain();
    const page = await open('/profile/subscriptions');
    await page.waitForSelector('#subs-codes');
    const codes = await page.$$eval('#subs-codes .subs-list__code', (c) => c.map((e) => e.textContent));
    expect(codes).to.have.members([code.both, code.spins]);
    const spins = Number(await text(page, '#subs-free-spins'));
    expect(spins).to.be.at.least(1);
    await textIs(page, '#promo-count [aria-hidden]', String(spins));
    expect(await text(page, '#subs-next-code')).to.not.equal(t['subscriptions.nextCode.now']);
    await shot(page, 'subscriptions-used-1440-light', true);
    await closePage(page);
  });

  it('says the wheel is unavailable while the newFortuneWheel flag is off (spec accounts-platform 6)', async () => {
    const page = await open('/fortune', {
      visitor: true,
      beforeLoad: async (p) => {
        await p.setRequestInterception(true);
        p.on('request', (request) => {
          if (new URL(request.url()).pathname === '/api/flags')
            void request.respond({
              status: 200,
              contentType: 'application/json',
              body: JSON.stringify({ flags: { newFortuneWheel: false } }),
            });
          else void request.continue();
        });
      },
    });
    await textIs(page, '#fortune-unavailable', t['fortune.error.unavailable']!);
    await closePage(page);
  });

  it('shows every promotions screen in light and dark, at 390 and 1440 px, without overflow', async function () {
    this.timeout(400_000);
    for (const width of [1440, 390]) {
      for (const theme of ['light', 'dark'] as const) {
        const n = `${width}-${theme}`;
        // A new user per look: the modal's three steps (the code is checked, then activated).
        user = await registerUser(app.url, { main_currency: 'usd' });
        let page = await open(`/promocode?code=${code.look}`, { width, theme });
        await modalShown(page, '#promo-form');
        await shot(page, `modal-form-${n}`);
        await page.click('#promo-form button[type="submit"]');
        await modalShown(page, '#promo-type-item');
        await shot(page, `modal-select-${n}`);
        await page.click('#promo-type-item');
        await modalShown(page, '#promo-fortune');
        await shot(page, `modal-fortune-${n}`);
        await closePage(page);
        for (const [name, path, visitor] of [
          ['fortune', '/fortune', false],
          ['fortune-visitor', '/fortune', true],
          ['verify', `/fortune/verify/${spinId}`, true],
          ['giveaway', '/giveaway', false],
          ['advent', '/advent', false],
          ['subscriptions', '/profile/subscriptions', false],
        ] as const) {
          page = await open(path, { width, theme, visitor });
          await page.waitForSelector('.promo-page, .profile__content .profile-card');
          await pause(300);
          await noOverflow(page, width);
          await shot(page, `${name}-${n}`, true);
          await closePage(page);
        }
      }
    }
    expect(plain(t['fortune.noSpins']!)).to.contain('Enter a promo code');
  });
});
