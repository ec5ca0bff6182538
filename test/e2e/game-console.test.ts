import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { click, text } from './page-steps';

/** The dev-only game console: a developer plays a game account by hand through a quick sale. */
describe('e2e: the game console (/dev/game-console) in Chromium', function () {
  this.timeout(90_000);
  let app: TestApp;
  let browser: TestBrowser;

  before(async () => {
    // Fast enough to run, slow enough to see: a 3 s accept cooldown becomes 150 ms.
    app = await startTestApp({ env: { BOTS_TIME_SCALE: '0.05', BOTS_PER_GAME: '2' } });
    browser = await browserForFile();
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  const clickText = async (page: Page, selector: string, label: string) => {
    await page.waitForFunction(
      (s, l) =>
        Array.from(document.querySelectorAll(s)).some((b) => b.textContent === l && !(b as HTMLButtonElement).disabled),
      { timeout: 15_000 },
      selector,
      label,
    );
    await page.$$eval(
      selector,
      (buttons, l) => (buttons as HTMLButtonElement[]).find((b) => b.textContent === l && !b.disabled)!.click(),
      label,
    );
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

    await page.waitForFunction(() => document.querySelector('#flows .tag')?.textContent === 'finished', {
      timeout: 15_000,
    });
    await page.waitForFunction((n) => document.querySelectorAll('#inventory li').length === n - 2, {}, before);
    const events = await page.$eval('#flows li .muted:last-child', (e) => e.textContent);
    expect(events).to.contain('FinishedDepositTrade');
    expect(await page.$eval('#friends', (e) => e.textContent)).to.contain('TradehallAdoptBot');
    await page.screenshot({ path: artifactPath('e2e/game-console-done-1440.png') });
    await page.setViewport({ width: 375, height: 800 });
    await page.screenshot({ path: artifactPath('e2e/game-console-375.png'), fullPage: true });
    await page.close();
  });

  it('spec trading-core 8: a developer copies, expires and renews the session cookie, bans the account, and adds and removes a named pet', async () => {
    const page = await browser.newPage();
    await page
      .browserContext()
      .setPermission(
        app.url,
        { permission: { name: 'clipboard-read' }, state: 'granted' },
        { permission: { name: 'clipboard-write' }, state: 'granted' },
      );
    await page.setViewport({ width: 1440, height: 900 });
    await page.goto(`${app.url}/dev/game-console`);
    await page.type('#nickname', 'CookieTester');
    await page.click('#create');
    await page.waitForFunction(() => document.querySelector('#account-name')?.textContent?.startsWith('CookieTester'));
    const playerId = await page.$eval('#player', (e) => (e as HTMLSelectElement).value);
    const cookieShown = () => page.$eval('#cookie', (e) => (e as HTMLInputElement).value);
    const expiry = () => page.$eval('#cookie-expiry', (e) => Date.parse((e as HTMLTimeElement).dateTime));
    const account = async () =>
      (await (await fetch(`${app.url}/dev/game-console/api/players/${playerId}`)).json()).account;

    // The whole cookie is in the field (the field may cut it visually) and Copy puts it on the clipboard.
    const cookie = await cookieShown();
    expect(cookie)
      .to.equal((await account()).cookie)
      .and.to.have.length.above(20);
    await click(page, '#copy-cookie');
    await page.waitForFunction(() => document.querySelector('#notice')?.textContent?.startsWith('Cookie'));
    const clipboard = await page.evaluate(() =>
      navigator.clipboard.readText().catch(() => window.getSelection()?.toString() ?? ''),
    );
    expect(clipboard).to.equal(cookie);
    // Without the clipboard API (a page served over plain http to another host), Copy selects the whole cookie.
    await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
    await click(page, '#copy-cookie');
    expect(
      await page.$eval('#cookie', (e) => {
        const input = e as HTMLInputElement;
        return input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0);
      }),
    ).to.equal(cookie);
    expect(await text(page, '#cookie-state')).to.equal('valid');
    expect(await expiry()).to.be.above(Date.now() + 29 * 86_400_000);

    await click(page, '#expire-cookie');
    await page.waitForFunction(() => document.querySelector('#cookie-state')?.textContent === 'expired');
    expect(await expiry()).to.be.at.most(Date.now());
    expect(await cookieShown()).to.equal(cookie);

    await click(page, '#renew-cookie');
    await page.waitForFunction(
      (old) => (document.querySelector('#cookie') as HTMLInputElement).value !== old,
      {},
      cookie,
    );
    const fresh = await cookieShown();
    expect(fresh).to.equal((await account()).cookie);
    expect(fresh).to.not.equal(cookie);
    expect(await expiry()).to.be.above(Date.now() + 29 * 86_400_000);
    expect(await text(page, '#cookie-state')).to.equal('valid');

    await click(page, '#ban');
    await page.waitForFunction(() => document.querySelector('#ban')?.textContent === 'Unban');
    expect(await text(page, '#flags'))
      .to.contain('banned')
      .and.not.contain('not banned');
    expect((await account()).banned).to.equal(true);

    const rows = await page.$$eval('#inventory li', (r) => r.length);
    await page.type('#item-slug', 'Shadow Dragon');
    await page.select('#item-level', 'neon');
    await page.select('#item-age', 'full_grown');
    await page.click('#item-flyable');
    await page.type('#item-name', 'Sir Fluffington');
    await click(page, '#add-item');
    const named = '#inventory li:has(.tag.rp)';
    await page.waitForSelector(named);
    expect(await text(page, named))
      .to.contain('shadow-dragon · neon · full_grown')
      .and.contain('“Sir Fluffington”');
    expect(await page.$$eval('#inventory li', (r) => r.length)).to.equal(rows + 1);
    await page.screenshot({ path: artifactPath('e2e/game-console-account-1440.png'), fullPage: true });
    await page.setViewport({ width: 375, height: 800 });
    await page.screenshot({ path: artifactPath('e2e/game-console-account-375.png'), fullPage: true });

    await click(page, `${named} button.remove`);
    await page.waitForFunction(
      (n) => document.querySelectorAll('#inventory li').length === n && !document.querySelector('#inventory .tag.rp'),
      {},
      rows,
    );
    expect(await text(page, '#notice')).to.equal('1 removed');
    await page.close();
  });

  it('bad input is refused with a clear message and creates nothing', async () => {
    const res = await fetch(`${app.url}/dev/game-console/api/players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'adopt', nickname: '<script>' }),
    });
    expect(res.status).to.equal(400);
    expect((await res.json()).message).to.contain('nickname');
    const { players } = await (await fetch(`${app.url}/dev/game-console/api/players?game=adopt`)).json();
    expect(players.map((p: { nickname: string }) => p.nickname)).not.to.include('<script>');
  });
});
