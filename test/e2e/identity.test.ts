import { expect } from 'chai';
import type { BrowserContext, Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { messages } from '../support/messages';
import { waitFor } from '../support/socket';
import { goToSettled } from './settled';

const t = messages('en');
const PASSWORD = 'Trade1!pets';
const NEW_PASSWORD = 'Better2@pets';
const RECOVERED_PASSWORD = 'Again3#pets';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  code?: string;
  createdAt: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function open(
  context: BrowserContext,
  url: string,
  options: { width?: number; theme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const page = await context.newPage();
  await page.setViewport({ width: options.width ?? 1440, height: 900 });
  const theme = options.theme ?? 'light';
  await page.evaluateOnNewDocument((th) => localStorage.setItem('theme', th), theme);
  await goToSettled(page, url);
  return page;
}

async function fill(page: Page, selector: string, value: string) {
  await page.waitForSelector(selector, { visible: true });
  await page.click(selector, { count: 3 });
  await page.type(selector, value);
}

const modalOpen = async (page: Page, field: string) => {
  await page.waitForSelector(`.modal.is-open input[name="${field}"]`, { visible: true });
  await pause(400); // the 350 ms entry animation moves the dialog
};
const submit = (page: Page) => page.click('.modal.is-open form button[type="submit"]');
const text = (page: Page, selector: string) =>
  page.$eval(selector, (el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim());
const signedIn = (page: Page) => page.waitForSelector('#user-menu-button', { timeout: 15_000 });
/** The outbox entry's code, or the 6 digits in its text. */
const mailCode = (mail: OutboxMail) => mail.code ?? /\b(\d{6})\b/.exec(mail.text)?.[1];
const shot = (page: Page, name: string) => page.screenshot({ path: artifactPath(`e2e/identity-${name}.png`) });

async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.cookies()).find((c) => c.name === name)?.value;
}

async function toast(page: Page, message: string) {
  await page.waitForFunction(
    (m) => Array.from(document.querySelectorAll('.toast__message')).some((el) => el.textContent === m),
    { timeout: 15_000 },
    message,
  );
}

async function registerThroughUi(page: Page, user: { email: string; username: string; password: string }) {
  await page.click('.header__signin');
  await modalOpen(page, 'email');
  await page.click('.auth-form__switch .link-button');
  await modalOpen(page, 'email');
  expect(await text(page, '.step-counter__text')).to.equal('Step 1 of 4');
  await fill(page, 'input[name="email"]', user.email);
  await submit(page);
  await fill(page, 'input[name="username"]', user.username);
  expect(await text(page, '.step-counter__text')).to.equal('Step 2 of 4');
  await submit(page);
  await fill(page, 'input[name="password"]', user.password);
  await fill(page, 'input[name="repeatPassword"]', user.password);
  await submit(page);
  await page.waitForSelector('input[name="consent"]');
  expect(await text(page, '.step-counter__text')).to.equal('Step 4 of 4');
}

async function logInThroughUi(page: Page, login: string, password: string) {
  await page.click('.header__signin');
  await modalOpen(page, 'email');
  await fill(page, 'input[name="email"]', login);
  await fill(page, 'input[name="password"]', password);
  await submit(page);
}

describe('e2e: identity screens in Chromium', function () {
  this.timeout(90_000);
  let app: TestApp;
  let browser: TestBrowser;
  const user = { email: 'pet.trader@example.com', username: 'PetTrader', password: PASSWORD };

  before(async () => {
    [app, browser] = await Promise.all([startTestApp(), browserForFile()]);
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('spec accounts-platform 2.6: registration in 4 steps signs the user in; a taken nickname goes back to its step', async () => {
    const context = await browser.createBrowserContext();
    try {
      const page = await open(context, `${app.url}/`);
      await registerThroughUi(page, user);
      await shot(page, 'register-step4');
      // Consent is required.
      await submit(page);
      await page.waitForSelector('.field--checkbox .field__error');
      await page.click('input[name="consent"]');
      await submit(page);
      await signedIn(page);
      expect(await cookie(page, 'access_token')).to.be.a('string');
      expect(await cookie(page, 'refresh_token')).to.be.a('string');
      await page.waitForFunction(
        (name) => document.querySelector('.user-menu__name')?.textContent === name,
        {},
        user.username,
      );
      const { body: profile } = await api(app.url, 'GET', '/api/user/profile', {
        token: await cookie(page, 'access_token'),
      });
      // The currency picked at step 4 (preset from the detected country) and the address language.
      const currency = (await text(page, '.picker--currency .picker__code')).toLowerCase();
      expect(profile).to.include({
        username: user.username,
        email: user.email,
        main_currency: currency,
        main_language: 'en',
      });

      // The same nickname again, from another browser: the server's NICKNAME_TAKEN lands on step 2.
      const other = await open(await browser.createBrowserContext(), `${app.url}/`);
      await registerThroughUi(other, {
        email: 'someone.else@example.com',
        username: user.username,
        password: PASSWORD,
      });
      await other.click('input[name="consent"]');
      await submit(other);
      await other.waitForSelector('input[name="username"][aria-invalid="true"]');
      expect(await text(other, '.step-counter__text')).to.equal('Step 2 of 4');
      expect(await text(other, '.field__error')).to.equal(t['validation.nicknameTaken']);
      await shot(other, 'register-nickname-taken');
      await other.browserContext().close();
    } finally {
      await context.close();
    }
  });

  it('spec accounts-platform 4.1: logout revokes the session, removes the tokens and shows "Sign in" again', async () => {
    const context = await browser.createBrowserContext();
    try {
      const page = await open(context, `${app.url}/`);
      await logInThroughUi(page, user.username, user.password);
      await signedIn(page);
      const token = await cookie(page, 'access_token');
      await page.waitForFunction(
        (name) => document.querySelector('.user-menu__name')?.textContent === name,
        {},
        user.username,
      );
      await page.click('#user-menu-button');
      await page.waitForSelector('.user-menu__list');
      await shot(page, 'user-menu');
      await page.click('.user-menu__logout');
      await page.waitForSelector('.header__signin', { timeout: 15_000 });
      expect(new URL(page.url()).pathname).to.equal('/');
      expect(await cookie(page, 'access_token')).to.equal(undefined);
      expect(await cookie(page, 'refresh_token')).to.equal(undefined);
      expect((await api(app.url, 'GET', '/api/user/profile', { token })).status).to.equal(401);
    } finally {
      await context.close();
    }
  });

  it('spec accounts-platform 8: a wrong password shows "Incorrect login or password"; the right one signs in', async () => {
    const context = await browser.createBrowserContext();
    try {
      const page = await open(context, `${app.url}/`, { width: 375, theme: 'dark' });
      await logInThroughUi(page, user.email, 'Wrong1!password');
      await page.waitForSelector('.form-alert');
      expect(await text(page, '.form-alert')).to.equal(t['auth.error.invalidCredentials']);
      await shot(page, 'login-wrong-password-375-dark');
      await fill(page, 'input[name="password"]', user.password);
      await submit(page);
      await signedIn(page);
    } finally {
      await context.close();
    }
  });

  it('spec accounts-platform 2.5: a guest opening /profile gets the sign-in form on the home page, then lands on /profile', async () => {
    const context = await browser.createBrowserContext();
    try {
      const page = await open(context, `${app.url}/ru/profile`);
      await modalOpen(page, 'email');
      expect(new URL(page.url()).pathname).to.equal('/ru/');
      expect(await page.evaluate(() => localStorage.getItem('redirect-after-auth'))).to.equal('/ru/profile');
      expect(await text(page, '.modal h2')).to.equal(messages('ru')['auth.login.title']);
      await shot(page, 'login-ru');
      await fill(page, 'input[name="email"]', user.username);
      await fill(page, 'input[name="password"]', user.password);
      await submit(page);
      await page.waitForSelector('#profile-email', { timeout: 15_000 });
      expect(new URL(page.url()).pathname).to.equal('/ru/profile');
      expect(await page.evaluate(() => localStorage.getItem('redirect-after-auth'))).to.equal(null);
    } finally {
      await context.close();
    }
  });

  it('spec accounts-platform 8: change password — a wrong old password marks its field; success stores new tokens', async () => {
    const context = await browser.createBrowserContext();
    try {
      const page = await open(context, `${app.url}/`);
      await logInThroughUi(page, user.username, user.password);
      await signedIn(page);
      const before = await cookie(page, 'access_token');
      await goToSettled(page, `${app.url}/profile/security`);
      await modalOpen(page, 'oldPassword');
      // Submit stays disabled until the form is valid.
      expect(await page.$eval('.modal form button[type="submit"]', (b) => (b as HTMLButtonElement).disabled)).to.equal(
        true,
      );
      await fill(page, 'input[name="oldPassword"]', 'Not1!thepassword');
      await fill(page, 'input[name="newPassword"]', NEW_PASSWORD);
      await fill(page, 'input[name="repeatPassword"]', NEW_PASSWORD);
      await submit(page);
      await page.waitForSelector('input[name="oldPassword"][aria-invalid="true"]');
      expect(await text(page, '.field__error')).to.equal(t['validation.oldPasswordWrong']);
      await shot(page, 'change-password-old-wrong');
      await fill(page, 'input[name="oldPassword"]', user.password);
      await submit(page);
      await toast(page, t['profile.password.changed']!);
      await waitFor(
        () => page.url(),
        (url) => new URL(url).pathname === '/profile',
      );
      await page.waitForSelector('.modal', { hidden: true });
      const after = await cookie(page, 'access_token');
      expect(after).to.be.a('string').and.not.equal(before);
      expect((await api(app.url, 'GET', '/api/user/profile', { token: after })).status).to.equal(200);
      expect(
        (await api(app.url, 'POST', '/api/user/login', { body: { email: user.username, password: NEW_PASSWORD } }))
          .status,
      ).to.equal(200);
      expect(
        (await api(app.url, 'POST', '/api/user/login', { body: { email: user.username, password: user.password } }))
          .status,
      ).to.equal(401);
      user.password = NEW_PASSWORD;
    } finally {
      await context.close();
    }
  });

  it('spec accounts-platform 2.6: password recovery in 3 steps with the e-mailed 6-digit code', async () => {
    const context = await browser.createBrowserContext();
    try {
      const page = await open(context, `${app.url}/`, { width: 375 });
      await page.click('.header__signin');
      await modalOpen(page, 'email');
      await page.click('.auth-form__row .link-button');
      await modalOpen(page, 'login');
      expect(await text(page, '.step-counter__text')).to.equal('Step 1 of 3');
      await shot(page, 'forgot-step1-375');
      await fill(page, 'input[name="login"]', user.email);
      await submit(page);
      await page.waitForSelector('input[name="code"]');
      expect(await text(page, '.auth-form__muted')).to.match(/in (60|59) s$/); // the resend countdown
      await shot(page, 'forgot-step2-375');
      const mails = await waitFor(
        async () => (await api<OutboxMail[]>(app.url, 'GET', '/dev/outbox.json')).body,
        (list) => list.some((m) => m.to === user.email && mailCode(m)),
      );
      const code = mailCode(mails.find((m) => m.to === user.email && mailCode(m))!)!;
      expect(code).to.match(/^\d{6}$/);
      const wrong = code === '000000' ? '111111' : '000000';
      await fill(page, 'input[name="code"]', wrong);
      await submit(page);
      await page.waitForSelector('input[name="code"][aria-invalid="true"]');
      await fill(page, 'input[name="code"]', code);
      await submit(page);
      await page.waitForSelector('input[name="repeatPassword"]');
      expect(await text(page, '.step-counter__text')).to.equal('Step 3 of 3');
      await fill(page, 'input[name="password"]', RECOVERED_PASSWORD);
      await fill(page, 'input[name="repeatPassword"]', RECOVERED_PASSWORD);
      await shot(page, 'forgot-step3-375');
      await submit(page);
      await toast(page, t['auth.forgot.done']!);
      // Back on the sign-in form with the login filled in.
      await page.waitForFunction(
        (login) => (document.querySelector('input[name="email"]') as HTMLInputElement | null)?.value === login,
        {},
        user.email,
      );
      await fill(page, 'input[name="password"]', RECOVERED_PASSWORD);
      await submit(page);
      await signedIn(page);
      user.password = RECOVERED_PASSWORD;
    } finally {
      await context.close();
    }
  });

  it('spec accounts-platform 4.7: social login through the simulated vk provider signs in and goes home', async () => {
    const context = await browser.createBrowserContext();
    try {
      const page = await open(context, `${app.url}/`);
      await page.click('.header__signin');
      await modalOpen(page, 'email');
      await Promise.all([page.waitForNavigation(), page.click('#social-vk')]);
      expect(new URL(page.url()).pathname).to.equal('/dev/oauth/vk/authorize');
      await page.waitForSelector('#allow');
      await Promise.all([page.waitForNavigation(), page.click('#allow')]);
      expect(new URL(page.url()).pathname).to.match(/\/auth\/social$|^\/$/);
      await signedIn(page);
      await waitFor(
        () => new URL(page.url()).pathname,
        (path) => path === '/',
      );
      await toast(page, t['auth.social.welcome']!);
      await shot(page, 'social-signed-in');
      const { status, body } = await api(app.url, 'GET', '/api/user/profile', {
        token: await cookie(page, 'access_token'),
      });
      expect(status).to.equal(200);
      expect(body.user_id).to.be.a('string');
    } finally {
      await context.close();
    }
  });

  it('spec accounts-platform 4.5: language and currency changed on the profile page reach the server', async () => {
    const context = await browser.createBrowserContext();
    try {
      const page = await open(context, `${app.url}/`);
      await logInThroughUi(page, user.username, user.password);
      await signedIn(page);
      await goToSettled(page, `${app.url}/profile`);
      await page.waitForSelector('#profile-email');
      expect(await text(page, '#profile-email')).to.equal(user.email);
      await shot(page, 'profile');
      const profile = async () =>
        (await api(app.url, 'GET', '/api/user/profile', { token: await cookie(page, 'access_token') })).body;

      await page.select('#profile-currency', 'rub');
      await waitFor(profile, (p) => p.main_currency === 'rub');
      await page.waitForFunction(
        () => document.querySelector('.picker--currency .picker__code')?.textContent === 'RUB',
      );

      await page.select('#profile-language', 'de');
      await waitFor(
        () => new URL(page.url()).pathname,
        (path) => path === '/de/profile',
      );
      await waitFor(profile, (p) => p.main_language === 'de');
      await page.waitForFunction(
        (title) => document.querySelector('.profile__title')?.textContent === title,
        {},
        messages('de')['profile.title'],
      );
      await shot(page, 'profile-de');
    } finally {
      await context.close();
    }
  });
});
