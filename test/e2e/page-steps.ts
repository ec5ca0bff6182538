import type { Page } from 'puppeteer-core';

// Small steps e2e tests share when driving a page.

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
