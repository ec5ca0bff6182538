import { expect } from 'chai';
import { startTestApp, type TestApp } from '../support/app';
import { artifactPath, browserForFile, type TestBrowser } from '../support/browser';
import { api } from '../support/http';
import { messages } from '../support/messages';
import { registerUser } from '../support/users';
import { closePage, openPage, toast } from './page-steps';

const t = messages('en');
const ADMIN_TOKEN = 'mm-beta-e2e-admin-token';

describe('e2e: the mm2 closed beta (MM2_BETA=on) in Chromium', function () {
  this.timeout(90_000);
  let app: TestApp;
  let browser: TestBrowser;

  before(async () => {
    [app, browser] = await Promise.all([
      startTestApp({
        env: {
          MM2_BETA: 'on',
          ADMIN_TOKEN,
          FEATURE_FLAGS: 'gameSwitcher=on',
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

  it('spec 4.2: a visitor without beta access on /mm2/ sees "Not Allowed" and is moved to the pet game', async () => {
    const page = await openPage(browser, app.url, '/mm2/');
    await toast(page, t['errors.notAllowed']!);
    await page.waitForFunction(() => window.location.pathname === '/', { timeout: 15_000 });
    expect(await page.$eval('html', (h) => h.classList.contains('game-mm2'))).to.equal(false);
    await page.screenshot({ path: artifactPath('e2e/mm-beta-not-allowed.png') });
    await closePage(page);
  });

  it('spec 6: a user staff gave beta access stays on /mm2/', async () => {
    const user = await registerUser(app.url);
    const id = (await api(app.url, 'GET', '/api/user/profile', { token: user.access_token })).body.user_id;
    const granted = await api(app.url, 'PUT', `/api/admin/users/${id}/mm-beta`, {
      token: ADMIN_TOKEN,
      body: { mm_beta: true },
    });
    expect(granted.status).to.equal(200);
    const page = await openPage(browser, app.url, '/mm2/', { user });
    await page.waitForSelector('#hero-title');
    // Long enough for the market's answer and any toast.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(new URL(page.url()).pathname).to.equal('/mm2/');
    expect(await page.$$('.toast__message')).to.have.length(0);
    await closePage(page);
  });
});
