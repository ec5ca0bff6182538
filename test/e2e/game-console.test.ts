import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, launchBrowser } from '../support/browser';

/** The dev-only game console: a developer plays a game account by hand through a quick sale. */
describe('e2e: the game console (/dev/game-console) in Chromium', function () {
  this.timeout(90_000);
  let app: TestApp;
  let browser: Browser;

  before(async () => {
    // Fast enough to run, slow enough to see: a 3 s accept cooldown becomes 150 ms.
    app = await startTestApp({ env: { BOTS_TIME_SCALE: '0.05', BOTS_PER_GAME: '2' } });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  const clickText = async (page: Page, selector: string, label: string) => {
    await page.waitForFunction((s, l) => Array.from(document.querySelectorAll(s)).some((b) => b.textContent === l && !(b as HTMLButtonElement).disabled),
      { timeout: 15_000 }, selector, label);
    await page.$$eval(selector, (buttons, l) => (buttons as HTMLButtonElement[]).find((b) => b.textContent === l && !b.disabled)!.click(), label);
  };

  it('spec trading-core 4: a developer accepts the bot, presses Ready, accepts the trade, and the items leave the inventory', async () => {
    const page = await browser.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    await page.goto(`${app.url}/dev/game-console`);
    await page.type('#nickname', 'ConsoleTester');
    await page.click('#create');
    await page.waitForFunction(() => document.querySelectorAll('#inventory input[type=checkbox]').length === 14);
    const before = await page.$$eval('#inventory li', (rows) => rows.length);
    await page.$$eval('#inventory input[type=checkbox]:not([disabled])', (boxes) => {
      for (const box of boxes.slice(0, 2)) (box as HTMLInputElement).click();
    });
    await page.click('[data-kind="quick_sale"]');

    await clickText(page, '#requests button', 'Accept');
    await clickText(page, '#flows button', 'Ready');
    await page.waitForSelector('#trades button');
    await page.screenshot({ path: artifactPath('e2e/game-console-trade-1440.png') });
    await clickText(page, '#trades button', 'Accept');

    await page.waitForFunction(() => document.querySelector('#flows .tag')?.textContent === 'finished', { timeout: 15_000 });
    await page.waitForFunction((n) => document.querySelectorAll('#inventory li').length === n - 2, {}, before);
    const events = await page.$eval('#flows li .muted:last-child', (e) => e.textContent);
    expect(events).to.contain('FinishedDepositTrade');
    expect(await page.$eval('#friends', (e) => e.textContent)).to.contain('TradehallAdoptBot');
    await page.screenshot({ path: artifactPath('e2e/game-console-done-1440.png') });
    await page.setViewport({ width: 375, height: 800 });
    await page.screenshot({ path: artifactPath('e2e/game-console-375.png'), fullPage: true });
    await page.close();
  });

  it('bad input is refused with a clear message and creates nothing', async () => {
    const res = await fetch(`${app.url}/dev/game-console/api/players`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'adopt', nickname: '<script>' }),
    });
    expect(res.status).to.equal(400);
    expect((await res.json()).message).to.contain('nickname');
    const { players } = await (await fetch(`${app.url}/dev/game-console/api/players?game=adopt`)).json();
    expect(players.map((p: { nickname: string }) => p.nickname)).not.to.include('<script>');
  });
});
