import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import type { TestBrowser } from '../support/browser';
import { goToSettled } from './settled';

// Small steps e2e tests share when driving a page.

/** A message with its {placeholders} filled in (plurals and rich-text tags are left to the caller). */
export const fillMessage = (message: string, values: Record<string, string | number> = {}): string =>
  Object.entries(values).reduce((m, [k, v]) => m.replaceAll(`{${k}}`, String(v)), message);

/** US cents as an English page shows them. */
export const usd = (minor: number): string =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(minor / 100);

/**
 * Nothing on the page is wider than the screen. Measured after two frames: a viewport just changed is laid out again
 * in the next frame, where resize observers (the charts) fit their contents.
 */
export async function noOverflow(page: Page, width: number): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'horizontal overflow').to.be.at.most(width);
}

/** A signed-in user's session, as the browser's cookies hold it. */
export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

/**
 * A page of the app in a browser context of its own, in US dollars and a theme, signed in with these tokens or as a
 * visitor; `beforeLoad` runs before the page loads (a request interception, say).
 */
export async function openPage(
  browser: TestBrowser,
  origin: string,
  path: string,
  options: {
    user?: SessionTokens | null;
    width?: number;
    theme?: 'light' | 'dark';
    beforeLoad?: (page: Page) => Promise<void>;
  } = {},
): Promise<Page> {
  const page = await (await browser.createBrowserContext()).newPage();
  const width = options.width ?? 1440;
  await page.setViewport({ width, height: width < 744 ? 812 : 900 });
  await page.evaluateOnNewDocument((theme) => {
    localStorage.setItem('theme', theme);
    localStorage.setItem('currency', 'usd');
  }, options.theme ?? 'light');
  if (options.user) {
    await page.setCookie(
      { name: 'access_token', value: options.user.access_token, url: origin },
      { name: 'refresh_token', value: options.user.refresh_token, url: origin },
    );
  }
  await options.beforeLoad?.(page);
  await goToSettled(page, `${origin}${path}`);
  return page;
}

/** Closes a page of openPage with its browser context. */
export const closePage = (page: Page): Promise<void> => page.browserContext().close();

/** The session the page's cookies hold (after signing up in it). */
export async function tokensOf(page: Page): Promise<SessionTokens> {
  const cookies = await page.cookies();
  return {
    access_token: cookies.find((c) => c.name === 'access_token')!.value,
    refresh_token: cookies.find((c) => c.name === 'refresh_token')!.value,
  };
}

/** Clicks the enabled button with this text in a list of the game console (it redraws every second). */
export async function consoleButton(page: Page, list: string, label: string): Promise<void> {
  await page.waitForFunction(
    (s, l) =>
      Array.from(document.querySelectorAll(`${s} button`)).some(
        (b) => b.textContent === l && !(b as HTMLButtonElement).disabled,
      ),
    { timeout: 20_000 },
    list,
    label,
  );
  await page.$$eval(
    `${list} button`,
    (buttons, l) => (buttons as HTMLButtonElement[]).find((b) => b.textContent === l && !b.disabled)!.click(),
    label,
  );
}

/** The game console playing this account by hand (at 1440 px): the friend request from `from`, accepted. */
export async function acceptFriendInConsole(
  page: Page,
  origin: string,
  player: { id: string; nickname: string },
  from: string,
): Promise<void> {
  await page.setViewport({ width: 1440, height: 900 });
  await page.goto(`${origin}/dev/game-console?player=${player.id}`);
  await page.waitForFunction(
    (n) => document.querySelector('#account-name')?.textContent?.startsWith(n),
    { timeout: 20_000 },
    player.nickname,
  );
  await page.waitForFunction(
    (b) => document.querySelector('#requests')?.textContent?.includes(`${b} wants to be friends`),
    { timeout: 20_000 },
    from,
  );
  await consoleButton(page, '#requests', 'Accept');
}

/** Closes the toasts shown, as a user does with their close buttons. */
export async function closeToasts(page: Page): Promise<void> {
  for (let n = 0; n < 10 && (await page.$('.toast__close')); n++) {
    // A toast may leave by itself meanwhile.
    await page.click('.toast__close').catch(() => undefined);
  }
  await page.waitForFunction(() => !document.querySelector('.toast'), { timeout: 20_000 });
}

/**
 * On /topups: the amount (major units; unless given, the one the page was opened with), submit, Pay on the simulated
 * provider's page, and the result page says paid.
 */
export async function payTopUp(page: Page, amount?: string): Promise<void> {
  if (amount !== undefined) await type(page, '#topup-amount', amount);
  await Promise.all([page.waitForNavigation(), page.click('#topup-form button[type="submit"]')]);
  await Promise.all([page.waitForNavigation(), page.click('button.pay')]);
  await page.waitForSelector('#payment-result[data-status="paid"]', { timeout: 15_000 });
}

/** An element's visible text with whitespace collapsed. */
export const text = (page: Page, selector: string) =>
  page.$eval(selector, (el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

/** Waits until an element's text (whitespace collapsed) is the expected one: the page updates live. */
export async function textIs(page: Page, selector: string, expected: string, timeout = 20_000): Promise<void> {
  await page
    .waitForFunction(
      (s, e) => (document.querySelector(s) as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim() === e,
      { timeout },
      selector,
      expected,
    )
    .catch(async (error: unknown) => {
      const actual = await page.$eval(selector, (el) => (el as HTMLElement).innerText).catch(() => '(missing)');
      throw new Error(`${selector}: expected "${expected}", got "${actual}" (${String(error)})`);
    });
}

/** Waits until a toast shows exactly this message. */
export async function toast(page: Page, message: string): Promise<void> {
  await page.waitForFunction(
    (m) => Array.from(document.querySelectorAll('.toast__message')).some((el) => el.textContent === m),
    { timeout: 15_000 },
    message,
  );
}

/** Clicks after scrolling the element to the middle: sticky bars must not take the click. */
export async function click(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true });
  await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.click(selector);
}

/** Types into a field after clearing it (the field scrolled to the middle first). */
export async function type(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true });
  await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await page.click(selector, { count: 3 });
  await page.keyboard.press('Backspace');
  await page.type(selector, value);
}

/** Signs up through the header's form, as a visitor does (4 steps, consent), and waits for the user menu. */
export async function signUp(page: Page, user: { email: string; username: string; password: string }): Promise<void> {
  const modal = async (field: string) => {
    await page.waitForSelector(`.modal.is-open input[name="${field}"]`, { visible: true });
    await new Promise((resolve) => setTimeout(resolve, 400)); // the entry animation moves the dialog
  };
  const submit = () => page.click('.modal.is-open form button[type="submit"]');
  await page.click('.header__signin');
  await modal('email');
  await page.click('.auth-form__switch .link-button');
  await modal('email');
  await type(page, 'input[name="email"]', user.email);
  await submit();
  await type(page, 'input[name="username"]', user.username);
  await submit();
  await type(page, 'input[name="password"]', user.password);
  await type(page, 'input[name="repeatPassword"]', user.password);
  await submit();
  await page.waitForSelector('input[name="consent"]');
  await page.click('input[name="consent"]');
  await submit();
  await page.waitForSelector('#user-menu-button', { timeout: 15_000 });
}
