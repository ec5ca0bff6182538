import type { Page } from 'puppeteer-core';

// Small steps e2e tests share when driving a page.

/** An element's visible text with whitespace collapsed. */
export const text = (page: Page, selector: string) =>
  page.$eval(selector, (el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

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
