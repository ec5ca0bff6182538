import { expect } from 'chai';
import { generate } from 'otplib';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { registerUser } from '../support/users';

/** Plays the browser: follows the provider's authorize page and its "Allow" form back to our callback. */
async function authorizeAtProvider(authorizeUrl: string, who: { name: string; email: string }) {
  const page = await fetch(authorizeUrl);
  expect(page.status).to.equal(200);
  const html = await page.text();
  const hidden = Object.fromEntries(
    [...html.matchAll(/name="(redirect_uri|state)" value="([^"]*)"/g)].map((m) => [
      m[1],
      m[2]!.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c))),
    ]),
  );
  const allow = await fetch(authorizeUrl, {
    method: 'POST',
    body: new URLSearchParams({ ...hidden, ...who }),
    redirect: 'manual',
  });
  expect(allow.status).to.equal(303);
  return new URL(allow.headers.get('location')!);
}

describe('identity: social login through the simulated OAuth2 provider', () => {
  let app: TestApp;
  const clock = new TestClock();
  before(async () => {
    app = await startTestApp({ clock });
  });
  after(() => app?.stop());

  it('spec 7: vkurl, dsurl and glurl answer vk_url, ds_url and gl_url with a state', async () => {
    for (const [path, field, source] of [
      ['vkurl', 'vk_url', 'vk'],
      ['dsurl', 'ds_url', 'discord'],
      ['glurl', 'gl_url', 'google'],
    ]) {
      const { body } = await api(app.url, 'GET', `/api/user/${path}`);
      const url = new URL(body[field!]);
      expect(url.pathname).to.equal(`/dev/oauth/${source}/authorize`);
      expect(url.searchParams.get('state')).to.have.length.greaterThan(20);
      expect(url.searchParams.get('redirect_uri')).to.equal(`${app.url}/auth/social?source=${source}`);
    }
  });

  it('the authorization-code flow signs a new user in; spec 4.7: registered under 60 s ago is new, later it is not', async () => {
    const who = { name: 'Kira Pets', email: 'kira@vk.example' };
    const start = (await api(app.url, 'GET', '/api/user/vkurl')).body.vk_url;
    const callback = await authorizeAtProvider(start, who);
    expect(callback.pathname).to.equal('/auth/social');
    const body = {
      q: callback.searchParams.get('code'),
      state: callback.searchParams.get('state'),
      source: 'vk',
      language: 'ru',
    };
    const first = await api(app.url, 'POST', '/api/user/verify-code', { body });
    expect(first.status).to.equal(200);
    expect(first.body.is_new).to.equal(true);
    const profile = (await api(app.url, 'GET', '/api/user/profile', { token: first.body.access_token })).body;
    expect(profile).to.include({ email: 'kira@vk.example', main_language: 'ru' });
    expect(profile.username).to.match(/^KiraPets/);

    clock.advance(61_000);
    const again = await authorizeAtProvider((await api(app.url, 'GET', '/api/user/vkurl')).body.vk_url, who);
    const second = await api(app.url, 'POST', '/api/user/verify-code', {
      body: { q: again.searchParams.get('code'), state: again.searchParams.get('state'), source: 'vk' },
    });
    expect(second.body.is_new).to.equal(false);
    expect((await api(app.url, 'GET', '/api/user/profile', { token: second.body.access_token })).body.user_id).to.equal(
      profile.user_id,
    );
  });

  it('a verified provider e-mail joins the existing account with that e-mail', async () => {
    const user = await registerUser(app.url);
    const callback = await authorizeAtProvider((await api(app.url, 'GET', '/api/user/glurl')).body.gl_url, {
      name: 'Same Person',
      email: user.email,
    });
    const { body } = await api(app.url, 'POST', '/api/user/verify-code', {
      body: { q: callback.searchParams.get('code'), state: callback.searchParams.get('state'), source: 'google' },
    });
    expect((await api(app.url, 'GET', '/api/user/profile', { token: body.access_token })).body.username).to.equal(
      user.username,
    );
  });

  it('state checking: an unknown, replayed or other-provider state is 400 INVALID_STATE', async () => {
    const callback = await authorizeAtProvider((await api(app.url, 'GET', '/api/user/dsurl')).body.ds_url, {
      name: 'Dee',
      email: 'dee@ds.example',
    });
    const code = callback.searchParams.get('code');
    const state = callback.searchParams.get('state');
    const forged = await api(app.url, 'POST', '/api/user/verify-code', {
      body: { q: code, state: 'made-up-state', source: 'discord' },
    });
    expect(forged.body.errorCode).to.equal('INVALID_STATE');
    const crossed = await api(app.url, 'POST', '/api/user/verify-code', { body: { q: code, state, source: 'vk' } });
    expect(crossed.body.errorCode).to.equal('INVALID_STATE');
    expect(
      (await api(app.url, 'POST', '/api/user/verify-code', { body: { q: code, state, source: 'discord' } })).status,
    ).to.equal(200);
    const replay = await api(app.url, 'POST', '/api/user/verify-code', { body: { q: code, state, source: 'discord' } });
    expect(replay.status).to.equal(400);
    expect(replay.body.errorCode).to.equal('INVALID_STATE');
  });

  it('a code the provider did not issue is the caller’s fault: 400 SOCIAL_LOGIN_FAILED (a provider failure would be 502)', async () => {
    const state = new URL((await api(app.url, 'GET', '/api/user/vkurl')).body.vk_url).searchParams.get('state');
    const { status, body } = await api(app.url, 'POST', '/api/user/verify-code', {
      body: { q: 'forged.code', state, source: 'vk' },
    });
    expect(status).to.equal(400);
    expect(body.errorCode).to.equal('SOCIAL_LOGIN_FAILED');
  });
});

describe('identity: two-factor authentication (TOTP)', () => {
  it('behind the 2FA flag: off by default (403 FEATURE_DISABLED)', async () => {
    const app = await startTestApp();
    try {
      const user = await registerUser(app.url);
      const { status, body } = await api(app.url, 'POST', '/api/user/2fa/setup', { token: user.access_token });
      expect(status).to.equal(403);
      expect(body.errorCode).to.equal('FEATURE_DISABLED');
    } finally {
      await app.stop();
    }
  });

  it('enrol with a QR code, then login needs the code; disable needs a current code', async () => {
    const app = await startTestApp({ env: { FEATURE_FLAGS: 'twoFactor=on' } });
    try {
      const user = await registerUser(app.url);
      const setup = (await api(app.url, 'POST', '/api/user/2fa/setup', { token: user.access_token })).body;
      expect(setup.qr_data_url).to.match(/^data:image\/png;base64,/);
      expect(setup.otpauth_url).to.match(/^otpauth:\/\/totp\/Tradehall/);
      const wrong = await api(app.url, 'POST', '/api/user/2fa/enable', {
        body: { code: '000000' },
        token: user.access_token,
      });
      expect(wrong.body.errorCode).to.equal('WRONG_CODE');
      const code = await generate({ secret: setup.secret });
      expect(
        (await api(app.url, 'POST', '/api/user/2fa/enable', { body: { code }, token: user.access_token })).body,
      ).to.deep.equal({ two_factor_enabled: true });

      const noCode = await api(app.url, 'POST', '/api/user/login', {
        body: { email: user.email, password: user.password },
      });
      expect(noCode.status).to.equal(401);
      expect(noCode.body.errorCode).to.equal('TOTP_REQUIRED');
      const badCode = await api(app.url, 'POST', '/api/user/login', {
        body: { email: user.email, password: user.password, topt: code === '123456' ? '654321' : '123456' },
      });
      expect(badCode.body.errorCode).to.equal('WRONG_CODE');
      const withCode = await api(app.url, 'POST', '/api/user/login', {
        body: { email: user.email, password: user.password, topt: await generate({ secret: setup.secret }) },
      });
      expect(withCode.status).to.equal(200);
      expect(
        (await api(app.url, 'GET', '/api/user/profile', { token: withCode.body.access_token })).body.two_factor_enabled,
      ).to.equal(true);

      const off = await api(app.url, 'POST', '/api/user/2fa/disable', {
        body: { code: await generate({ secret: setup.secret }) },
        token: user.access_token,
      });
      expect(off.body).to.deep.equal({ two_factor_enabled: false });
      expect(
        (await api(app.url, 'POST', '/api/user/login', { body: { email: user.email, password: user.password } }))
          .status,
      ).to.equal(200);
    } finally {
      await app.stop();
    }
  });
});
