import { expect } from 'chai';
import pg from 'pg';
import { startTestApp, type TestApp } from '../support/app';
import { api } from '../support/http';
import { registerUser, type TestUser } from '../support/users';

const ADMIN_TOKEN = 'identity-extras-admin-token';
const DEV_PASSWORD = 'let-me-test-please';

async function query(app: TestApp, text: string, values: unknown[]) {
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  try {
    return (await db.query(text, values)).rows;
  } finally {
    await db.end();
  }
}

describe('identity: cga/create and the development-mode login', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ env: { DEV_LOGIN_PASSWORD: DEV_PASSWORD } });
  });
  after(() => app?.stop());

  const links = (user: TestUser) =>
    query(
      app,
      `SELECT client_id, data FROM identity.cga_links l JOIN identity.users u ON u.id = l.user_id
        WHERE u.username = $1`,
      [user.username],
    );

  it('spec 7 cga/create: the analytics client id is stored once per user; sending it again changes nothing', async () => {
    const user = await registerUser(app.url);
    const body = { cga_client_id: '1234567890.1700000000', cga_data: { source: 'gtm' } };
    const first = await api(app.url, 'POST', '/api/user/cga/create', { token: user.access_token, body });
    expect(first.status).to.equal(200);
    expect(first.body).to.deep.equal({ code: 200, created: true });
    const again = await api(app.url, 'POST', '/api/user/cga/create', {
      token: user.access_token,
      body: { ...body, cga_data: { source: 'changed' } },
    });
    expect(again.body).to.deep.equal({ code: 200, created: false });
    expect(await links(user)).to.deep.equal([{ client_id: '1234567890.1700000000', data: { source: 'gtm' } }]);
    const withoutData = await api(app.url, 'POST', '/api/user/cga/create', {
      token: user.access_token,
      body: { cga_client_id: 'GA1.1.42.43', cga_data: null },
    });
    expect(withoutData.body.created).to.equal(true);
    expect(await links(user)).to.have.length(2);
  });

  it('spec 7 cga/create: a guest, a bad client id, missing or oversized data are refused and store nothing', async () => {
    const user = await registerUser(app.url);
    const guest = await api(app.url, 'POST', '/api/user/cga/create', { body: { cga_client_id: 'x', cga_data: null } });
    expect(guest.status).to.equal(401);
    for (const body of [
      { cga_client_id: 'has spaces', cga_data: null },
      { cga_client_id: 'a'.repeat(101), cga_data: null },
      { cga_client_id: 'ok.1' },
      { cga_client_id: 'ok.2', cga_data: 'text' },
      { cga_client_id: 'ok.3', cga_data: { blob: 'x'.repeat(3000) } },
    ]) {
      const refused = await api(app.url, 'POST', '/api/user/cga/create', { token: user.access_token, body });
      expect(refused.status, JSON.stringify(body).slice(0, 60)).to.equal(400);
      expect(refused.body.errorCode).to.equal('VALIDATION_ERROR');
    }
    expect(await links(user)).to.have.length(0);
  });

  it('spec 6: the development-mode login sets the test-workspace cookie with the right password only', async () => {
    const wrong = await fetch(`${app.url}/api/login/development`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'guessing-wrong' }),
    });
    expect(wrong.status).to.equal(403);
    expect(((await wrong.json()) as { errorCode: string }).errorCode).to.equal('WRONG_PASSWORD');
    expect(wrong.headers.get('set-cookie')).to.equal(null);
    const right = await fetch(`${app.url}/api/login/development`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: DEV_PASSWORD }),
    });
    expect(right.status).to.equal(200);
    expect(await right.json()).to.deep.equal({ status: 'ok', testWorkspace: true });
    expect(right.headers.get('set-cookie')).to.match(/^test_workspace=1; Max-Age=86400; Path=\/;.*SameSite=Lax/);
  });

  it('spec 6: wrong development passwords are limited per address (10 in 15 minutes): then even the right one is 429', async () => {
    const attempt = (password: string) => api(app.url, 'POST', '/api/login/development', { body: { password } });
    // Wrong guesses until refused (the test above may have spent one already): at most 10 are answered.
    let answered = 0;
    while (answered <= 10 && (await attempt(`wrong-guess-${answered}`)).status === 403) answered++;
    expect(answered).to.be.within(9, 10);
    const blocked = await attempt(DEV_PASSWORD);
    expect(blocked.status).to.equal(429);
    expect(blocked.headers.get('set-cookie')).to.equal(null);
  });
});

describe('identity: the development-mode login does not exist in production', () => {
  it('spec 6: POST /api/login/development is 404 when NODE_ENV=production, even with DEV_LOGIN_PASSWORD set', async () => {
    const app = await startTestApp({ env: { NODE_ENV: 'production', DEV_LOGIN_PASSWORD: DEV_PASSWORD } });
    try {
      const response = await api(app.url, 'POST', '/api/login/development', { body: { password: DEV_PASSWORD } });
      expect(response.status).to.equal(404);
      expect(response.headers?.get?.('set-cookie') ?? null).to.equal(null);
      const openApi = (await api(app.url, 'GET', '/api/openapi.json')).body;
      expect(openApi.paths).not.to.have.property('/api/login/development');
    } finally {
      await app.stop();
    }
  });
});

describe('mm2 beta (MM2_BETA=on): only users with beta access may call mm2 endpoints', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ env: { MM2_BETA: 'on', ADMIN_TOKEN } });
  });
  after(() => app?.stop());

  const userId = async (user: TestUser) =>
    (await api(app.url, 'GET', '/api/user/profile', { token: user.access_token })).body.user_id as string;
  const setBeta = (id: string, on: boolean, token = ADMIN_TOKEN) =>
    api(app.url, 'PUT', `/api/admin/users/${id}/mm-beta`, { token, body: { mm_beta: on } });

  it('spec 4.2 and 8: a non-beta user and a guest get 403 with mmac ("Not Allowed") on mm2 market, catalog and inventory calls', async () => {
    const user = await registerUser(app.url);
    for (const path of ['/api/mm2/market?currency=usd', '/api/mm2/inventory?currency=usd', '/api/mm2/accounts']) {
      for (const token of [user.access_token, undefined]) {
        const refused = await api(app.url, 'GET', path, { token });
        expect(refused.status, `${path} ${token ? 'user' : 'guest'}`).to.equal(403);
        expect(refused.body).to.deep.include({ errorCode: 'MM_BETA_ONLY', message: 'Not Allowed', mmac: true });
      }
    }
    // The pet game is not in beta.
    expect((await api(app.url, 'GET', '/api/adopt/market?currency=usd')).status).to.equal(200);
    // An expired or forged token is a 401 (refresh and retry), not a reason to leave the game.
    expect((await api(app.url, 'GET', '/api/mm2/market?currency=usd', { token: 'not-a-token' })).status).to.equal(401);
  });

  it('spec 6: staff grant beta access (admins only, audited); the user then gets 200 on mm2 and mm-beta-test says true', async () => {
    const user = await registerUser(app.url);
    const id = await userId(user);
    expect((await api(app.url, 'GET', '/api/user/mm-beta-test', { token: user.access_token })).body).to.deep.equal({
      status: false,
    });
    // A user cannot grant it to themselves.
    expect((await setBeta(id, true, user.access_token)).status).to.be.oneOf([401, 403]);
    const granted = await setBeta(id, true);
    expect(granted.status, JSON.stringify(granted.body)).to.equal(200);
    expect(granted.body).to.deep.equal({ user_id: id, mm_beta: true });
    expect((await api(app.url, 'GET', '/api/user/mm-beta-test', { token: user.access_token })).body.status).to.equal(
      true,
    );
    for (const path of ['/api/mm2/market?currency=usd', '/api/mm2/inventory?currency=usd']) {
      expect((await api(app.url, 'GET', path, { token: user.access_token })).status, path).to.equal(200);
    }
    const audit = await query(
      app,
      `SELECT action, before, after FROM admin.audit_log WHERE action LIKE '%mm-beta'`,
      [],
    );
    expect(audit.at(-1)).to.deep.include({
      action: 'PUT /admin/users/:id/mm-beta',
      before: { user_id: id, mm_beta: false },
      after: { user_id: id, mm_beta: true },
    });
    // Taken back: refused again.
    await setBeta(id, false);
    expect((await api(app.url, 'GET', '/api/mm2/market?currency=usd', { token: user.access_token })).status).to.equal(
      403,
    );
    expect((await setBeta('00000000-0000-4000-8000-000000000000', true)).status).to.equal(404);
    expect(
      (await api(app.url, 'PUT', `/api/admin/users/${id}/mm-beta`, { token: ADMIN_TOKEN, body: {} })).status,
    ).to.equal(400);
  });
});

describe('mm2 beta off (the default): mm2 is open to everyone', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app?.stop());

  it('spec 4.2: without MM2_BETA, a guest and a non-beta user get 200 on mm2 calls', async () => {
    const user = await registerUser(app.url);
    expect((await api(app.url, 'GET', '/api/mm2/market?currency=usd')).status).to.equal(200);
    expect(
      (await api(app.url, 'GET', '/api/mm2/inventory?currency=usd', { token: user.access_token })).status,
    ).to.equal(200);
  });
});
