import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { waitFor } from '../support/socket';
import { messages } from '../support/messages';
import { closePage, noOverflow, openPage, toast, type } from './page-steps';

const t = messages('en');
const NEW_PASSWORD = 'Again3#pets';

const PASSWORD = 'Trade1!pets';

const modal = async (page: Page, field: string) => {
  await page.waitForSelector(`.modal.is-open input[name="${field}"]`, { visible: true });
  await new Promise((resolve) => setTimeout(resolve, 400)); // the entry animation moves the dialog
};
const submit = (page: Page) => page.click('.modal.is-open form button[type="submit"]');
/** The widget solved its challenge: its hidden field holds the token the form sends. */
const solved = (page: Page) =>
  page.waitForFunction(
    () => {
      const widget = document.querySelector('.modal.is-open altcha-widget');
      const field = widget?.querySelector<HTMLInputElement>('input[name="altcha"]');
      return Boolean(field?.value);
    },
    { timeout: 30_000 },
  );
const widgetRequested = (requests: string[]) => requests.some((url) => /\/assets\/AltchaWidget-[^/]+\.js$/.test(url));

/** The four steps of the header's sign-up form, up to the last one, where the captcha shows (spec 5). */
async function toLastStep(page: Page, user: { email: string; username: string }) {
  await page.click('.header__signin');
  await modal(page, 'email');
  await page.click('.auth-form__switch .link-button');
  await modal(page, 'email');
  await type(page, 'input[name="email"]', user.email);
  await submit(page);
  await type(page, 'input[name="username"]', user.username);
  await submit(page);
  await type(page, 'input[name="password"]', PASSWORD);
  await type(page, 'input[name="repeatPassword"]', PASSWORD);
  await submit(page);
  await page.waitForSelector('input[name="consent"]');
}

describe('e2e: the proof-of-work captcha on sign-up and sign-in (CAPTCHA=on) in Chromium', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: TestBrowser;

  before(async () => {
    [app, browser] = await Promise.all([
      startTestApp({
        // A light challenge: the widget solves it in well under a second.
        env: {
          CAPTCHA: 'on',
          CAPTCHA_COST: '50',
          CAPTCHA_MAX_COUNTER: '400',
          WEB_DIST: process.env.WEB_DIST ?? 'web/dist',
        },
      }),
      browserForFile(),
    ]);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('spec 5: registration shows the widget, which solves its challenge in the browser, and the user is signed up', async () => {
    const requests: string[] = [];
    const page = await openPage(browser, app.url, '/', {
      beforeLoad: async (p) => {
        p.on('request', (request) => {
          requests.push(request.url());
        });
      },
    });
    // Loaded lazily: the home page does not fetch the widget's code.
    expect(widgetRequested(requests), 'widget chunk on the home page').to.equal(false);
    const user = { email: 'captcha.signup@example.com', username: 'CaptchaPet' };
    await toLastStep(page, user);
    await solved(page);
    expect(widgetRequested(requests)).to.equal(true);
    await page.screenshot({ path: artifactPath('e2e/captcha-register-solved-light-1440.png') });
    await page.click('input[name="consent"]');
    await submit(page);
    await page.waitForSelector('#user-menu-button', { timeout: 15_000 });
    const { rows } = await import('pg').then(async ({ default: pg }) => {
      const client = new pg.Client({ connectionString: app.databaseUrl });
      await client.connect();
      try {
        return await client.query('SELECT count(*)::int AS n FROM captcha.spent');
      } finally {
        await client.end();
      }
    });
    expect(rows[0].n, 'the accepted solution is recorded (a replay is refused)').to.equal(1);
    await closePage(page);
  });

  it('spec 5: sign-in sends a solved token; dark theme, phone width', async () => {
    const account = { email: 'captcha.login@example.com', username: 'CaptchaLogin' };
    const challenge = await api(app.url, 'GET', '/api/captcha/config');
    expect(challenge.body.enabled).to.equal(true);
    const page = await openPage(browser, app.url, '/', { width: 390, theme: 'dark' });
    await toLastStep(page, account);
    await solved(page);
    await page.screenshot({ path: artifactPath('e2e/captcha-register-solved-dark-390.png') });
    await page.click('input[name="consent"]');
    await submit(page);
    await page.waitForSelector('#user-menu-button', { timeout: 15_000 });
    await closePage(page);

    const visitor = await openPage(browser, app.url, '/', { width: 390, theme: 'dark' });
    await visitor.click('.header__signin');
    await modal(visitor, 'email');
    await type(visitor, 'input[name="email"]', account.email);
    await type(visitor, 'input[name="password"]', PASSWORD);
    await solved(visitor);
    await noOverflow(visitor, 390);
    await visitor.screenshot({ path: artifactPath('e2e/captcha-login-dark-390.png') });
    const answer = visitor.waitForResponse((r) => r.url().endsWith('/api/user/login'));
    await submit(visitor);
    const login = await answer;
    expect(login.status(), await login.text()).to.equal(200);
    await visitor.waitForSelector('#user-menu-button', { timeout: 15_000 });
    await closePage(visitor);
  });

  it('spec 5: password reset and its code check each send a fresh token (the widget solves a new challenge per step)', async () => {
    const account = { email: 'captcha.reset@example.com', username: 'CaptchaReset' };
    const signup = await openPage(browser, app.url, '/');
    await toLastStep(signup, account);
    await solved(signup);
    await signup.click('input[name="consent"]');
    await submit(signup);
    await signup.waitForSelector('#user-menu-button', { timeout: 15_000 });
    await closePage(signup);

    const page = await openPage(browser, app.url, '/', { width: 390 });
    await page.click('.header__signin');
    await modal(page, 'email');
    await page.click('.auth-form__row .link-button');
    await modal(page, 'login');
    await type(page, 'input[name="login"]', account.email);
    await solved(page);
    await submit(page);
    await page.waitForSelector('input[name="code"]');
    const mails = await waitFor(
      async () => (await api<{ to: string; text: string }[]>(app.url, 'GET', '/dev/outbox.json')).body,
      (list) => list.some((m) => m.to === account.email && /\b\d{6}\b/.test(m.text)),
    );
    const code = /\b(\d{6})\b/.exec(mails.find((m) => m.to === account.email)!.text)![1]!;
    await type(page, 'input[name="code"]', code);
    await solved(page);
    await page.screenshot({ path: artifactPath('e2e/captcha-reset-code-light-390.png') });
    await submit(page);
    await page.waitForSelector('input[name="repeatPassword"]');
    await type(page, 'input[name="password"]', NEW_PASSWORD);
    await type(page, 'input[name="repeatPassword"]', NEW_PASSWORD);
    await solved(page);
    await submit(page);
    await toast(page, t['auth.forgot.done']!);
    const login = await api(app.url, 'POST', '/api/user/login', {
      body: { email: account.email, password: NEW_PASSWORD },
    });
    expect(login.body.errorCode, 'the API wants a captcha token too').to.equal('CAPTCHA_REQUIRED');
    await closePage(page);
  });
});
