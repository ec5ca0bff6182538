import { expect } from 'chai';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { registerUser, type TestUser } from '../support/users';

/** The code in the newest outbox mail to `email`, read as a developer would on /dev/outbox.json. */
async function codeFromOutbox(app: TestApp, email: string): Promise<string> {
  const mails = (await api(app.url, 'GET', '/dev/outbox.json')).body as { to: string; text: string }[];
  const mail = mails.find((m) => m.to === email);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

describe('identity: password recovery by e-mailed code', () => {
  let app: TestApp;
  const clock = new TestClock();
  before(async () => {
    app = await startTestApp({ clock });
  });
  after(() => app?.stop());

  const request = (user: TestUser) =>
    api(app.url, 'POST', '/api/user/reset-password', { body: { login: user.username } });

  it('spec 2.6: reset-password mails a 6-digit code; verify-reset-code checks it; the new password works and every session ends', async () => {
    const user = await registerUser(app.url);
    expect((await request(user)).body).to.deep.equal({ status: 'sent' });
    const code = await codeFromOutbox(app, user.email);
    expect(code).to.match(/^\d{6}$/);
    expect(
      (await api(app.url, 'POST', '/api/user/verify-reset-code', { body: { login: user.username, code } })).body,
    ).to.deep.equal({ status: 'valid' });
    const reset = await api(app.url, 'POST', '/api/user/update-password-reset-code', {
      body: { username: user.username, code, password: 'Rec0vered!' },
    });
    expect(reset.status).to.equal(200);
    expect((await api(app.url, 'GET', '/api/user/profile', { token: user.access_token })).status).to.equal(401);
    expect(
      (await api(app.url, 'POST', '/api/user/login', { body: { email: user.email, password: 'Rec0vered!' } })).status,
    ).to.equal(200);
  });

  it('a code is single-use', async () => {
    const user = await registerUser(app.url);
    await request(user);
    const code = await codeFromOutbox(app, user.email);
    const body = { username: user.username, code, password: 'Rec0vered!' };
    expect((await api(app.url, 'POST', '/api/user/update-password-reset-code', { body })).status).to.equal(200);
    const again = await api(app.url, 'POST', '/api/user/update-password-reset-code', {
      body: { ...body, password: 'Hijack3d!' },
    });
    expect(again.status).to.equal(400);
    expect(
      (await api(app.url, 'POST', '/api/user/login', { body: { email: user.email, password: 'Rec0vered!' } })).status,
    ).to.equal(200);
  });

  it('a code expires after 15 minutes (CODE_EXPIRED)', async () => {
    const user = await registerUser(app.url);
    await request(user);
    const code = await codeFromOutbox(app, user.email);
    clock.advance(16 * 60_000);
    const late = await api(app.url, 'POST', '/api/user/verify-reset-code', { body: { login: user.username, code } });
    expect(late.status).to.equal(400);
    expect(late.body.errorCode).to.equal('CODE_EXPIRED');
  });

  it('attempts are limited: after 5 wrong guesses even the right code is refused', async () => {
    const user = await registerUser(app.url);
    await request(user);
    const code = await codeFromOutbox(app, user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const { body } = await api(app.url, 'POST', '/api/user/verify-reset-code', {
        body: { login: user.username, code: wrong },
      });
      expect(body.errorCode).to.equal('WRONG_CODE');
    }
    const right = await api(app.url, 'POST', '/api/user/verify-reset-code', { body: { login: user.username, code } });
    expect(right.body.errorCode).to.equal('CODE_EXPIRED');
  });

  it('a newer code replaces the older one', async () => {
    const user = await registerUser(app.url);
    await request(user);
    const first = await codeFromOutbox(app, user.email);
    await request(user);
    const second = await codeFromOutbox(app, user.email);
    if (first !== second) {
      expect(
        (await api(app.url, 'POST', '/api/user/verify-reset-code', { body: { login: user.username, code: first } }))
          .status,
      ).to.equal(400);
    }
    expect(
      (await api(app.url, 'POST', '/api/user/verify-reset-code', { body: { login: user.username, code: second } }))
        .status,
    ).to.equal(200);
  });

  it('an unknown login gets the same answer and no mail is written', async () => {
    const before = ((await api(app.url, 'GET', '/dev/outbox.json')).body as unknown[]).length;
    expect(
      (await api(app.url, 'POST', '/api/user/reset-password', { body: { login: 'ghost_user' } })).body,
    ).to.deep.equal({ status: 'sent' });
    expect(((await api(app.url, 'GET', '/dev/outbox.json')).body as unknown[]).length).to.equal(before);
  });

  it('resets are rate limited per account (3 an hour) with Retry-After', async () => {
    const user = await registerUser(app.url);
    for (let i = 0; i < 3; i++) expect((await request(user)).status).to.equal(200);
    const limited = await request(user);
    expect(limited.status).to.equal(429);
    expect(limited.headers.get('retry-after')).to.match(/^\d+$/);
  });

  it('the outbox page lists the mail for developers', async () => {
    const response = await fetch(`${app.url}/dev/outbox`);
    expect(response.status).to.equal(200);
    expect(await response.text()).to.contain('Your Tradehall password reset code');
  });
});

describe('identity: no developer pages in production', () => {
  it('/dev/outbox and the simulated OAuth provider do not exist when NODE_ENV=production', async () => {
    const app = await startTestApp({ env: { NODE_ENV: 'production' } });
    try {
      for (const path of ['/dev/outbox.json', '/dev/oauth/vk/authorize?client_id=tradehall-dev&redirect_uri=x']) {
        const response = await fetch(`${app.url}${path}`);
        expect(response.headers.get('content-type') ?? '').not.to.contain('json');
        expect(await response.text()).not.to.contain('simulated');
      }
      const vk = await api(app.url, 'GET', '/api/user/vkurl');
      expect(vk.status).to.equal(403);
      expect(vk.body.errorCode).to.equal('FEATURE_DISABLED');
    } finally {
      await app.stop();
    }
  });
});
