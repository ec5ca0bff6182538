import { expect } from 'chai';
import pg from 'pg';
import { startTestApp, type TestApp } from '../support/app';
import { api } from '../support/http';
import { registerUser } from '../support/users';

const VALID = {
  username: 'Trader_01',
  email: 'trader@example.com',
  password: 'Passw0rd!',
  main_currency: 'usd',
  main_language: 'ru',
};

describe('identity: registration, profile and settings', () => {
  let app: TestApp;
  let db: pg.Client;
  const userCount = async () => (await db.query('SELECT count(*)::int AS n FROM identity.users')).rows[0].n as number;

  before(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
  });
  after(async () => {
    await db?.end();
    await app?.stop();
  });

  it('POST /api/user/register creates the account and signs in (201, both tokens)', async () => {
    const { status, body } = await api(app.url, 'POST', '/api/user/register', {
      body: { ...VALID, ref_code: 'ggsell', email_name: 'free_pet' },
    });
    expect(status).to.equal(201);
    expect(body).to.have.keys(['access_token', 'refresh_token']);
    const profile = (await api(app.url, 'GET', '/api/user/profile', { token: body.access_token })).body;
    expect(profile).to.include({
      username: 'Trader_01',
      email: 'trader@example.com',
      main_currency: 'usd',
      main_language: 'ru',
      newness: 'new',
    });
    expect(profile.avatar_url).to.be.within(1, 12);
    expect(profile.ab_test).to.include({ version: 7 });
    const row = (
      await db.query("SELECT password_hash, referred_by, email_name FROM identity.users WHERE username = 'Trader_01'")
    ).rows[0];
    expect(row.password_hash).to.match(/^scrypt\$/);
    expect(row).to.include({ referred_by: 'ggsell', email_name: 'free_pet' });
  });

  it('spec 5: nickname, login and e-mail are unique regardless of case (409 NICKNAME_TAKEN / EMAIL_TAKEN)', async () => {
    const before = await userCount();
    const nick = await api(app.url, 'POST', '/api/user/register', {
      body: { ...VALID, username: 'TRADER_01', email: 'other@example.com' },
    });
    expect(nick.status).to.equal(409);
    expect(nick.body).to.deep.include({ errorCode: 'NICKNAME_TAKEN', details: { field: 'username' } });
    const mail = await api(app.url, 'POST', '/api/user/register', {
      body: { ...VALID, username: 'Other_01', email: 'Trader@Example.COM' },
    });
    expect(mail.status).to.equal(409);
    expect(mail.body.errorCode).to.equal('EMAIL_TAKEN');
    expect(await userCount()).to.equal(before);
  });

  it('bad input on register (missing, wrong types, huge, unicode, SQL-looking) is a 4xx with an errorCode and creates nothing', async () => {
    const before = await userCount();
    const bad: unknown[] = [
      {},
      { ...VALID, username: undefined },
      { ...VALID, username: 12345678 },
      { ...VALID, email: ['a@b.c'] },
      { ...VALID, password: { $gt: '' } },
      { ...VALID, username: 'x'.repeat(100_000) },
      { ...VALID, username: "Robert'); DROP TABLE identity.users;--" },
      { ...VALID, email: "a@b.c' OR '1'='1" },
      { ...VALID, username: '管理员管理员', email: 'ünï@exämple.com' },
      { ...VALID, password: 'Pässw0rd!' },
      { ...VALID, main_currency: 'btc' },
      { ...VALID, email_name: 'vip' },
      'just a string',
      [VALID],
      null,
    ];
    for (const body of bad) {
      const { status, body: answer } = await api(app.url, 'POST', '/api/user/register', {
        rawBody: JSON.stringify(body),
      });
      expect(status, JSON.stringify(body).slice(0, 80)).to.be.within(400, 499);
      expect(answer.errorCode, JSON.stringify(body).slice(0, 80)).to.be.a('string');
    }
    const huge = await api(app.url, 'POST', '/api/user/register', {
      rawBody: JSON.stringify({ ...VALID, username: 'x'.repeat(200_000) }),
    });
    expect(huge.status).to.equal(413);
    expect(await userCount()).to.equal(before);
  });

  it('bad input on every identity endpoint gets a 4xx with an errorCode, never a 500', async () => {
    const user = await registerUser(app.url);
    const probes: [string, string, unknown][] = [
      ['POST', '/api/user/login', { email: ['x'], password: 1 }],
      ['POST', '/api/user/login', { email: 'a', password: 'b', topt: '12ab56' }],
      ['POST', '/api/user/language', { language: "ru'; --" }],
      ['POST', '/api/user/currency', { currency: 'EURO' }],
      ['POST', '/api/user/country', { country: 'Россия' }],
      ['POST', '/api/user/ref_code', { ref_code: '<script>' }],
      ['POST', '/api/user/update-password', { oldPassword: 'x'.repeat(500), newPassword: 'weak' }],
      ['POST', '/api/user/reset-password', {}],
      ['POST', '/api/user/verify-reset-code', { login: 'x', code: '12345' }],
      ['POST', '/api/user/update-password-reset-code', { username: 'x', code: 'abcdef', password: 'Passw0rd!' }],
      ['POST', '/api/user/verify-code', { q: 'x', state: 'y', source: 'myspace' }],
      ['POST', '/api/user/2fa/enable', { code: 'nope' }],
    ];
    for (const [method, path, body] of probes) {
      const { status, body: answer } = await api(app.url, method, path, { body, token: user.access_token });
      expect(status, `${path} ${JSON.stringify(body)}`).to.be.within(400, 499);
      expect(answer.errorCode, path).to.be.a('string');
    }
  });

  it('spec 4.5: language, currency and country setters answer code 200 and the profile shows them', async () => {
    const user = await registerUser(app.url);
    for (const [path, body] of [
      ['/api/user/language', { language: 'de' }],
      ['/api/user/currency', { currency: 'rub' }],
      ['/api/user/country', { country: 'KZ' }],
    ] as const) {
      const { status, body: answer } = await api(app.url, 'POST', path, { body, token: user.access_token });
      expect(status).to.equal(200);
      expect(answer).to.deep.equal({ code: 200 });
    }
    const profile = (await api(app.url, 'GET', '/api/user/profile', { token: user.access_token })).body;
    expect(profile).to.include({ main_language: 'de', main_currency: 'rub', main_country: 'kz' });
  });

  it("one user can never read or change another user's profile: every call acts on the token's owner", async () => {
    const alice = await registerUser(app.url);
    const bob = await registerUser(app.url, { main_language: 'fr' });
    await api(app.url, 'POST', '/api/user/language', {
      body: { language: 'it', user_id: 'bob' },
      token: alice.access_token,
    });
    const bobProfile = (await api(app.url, 'GET', '/api/user/profile?user_id=alice', { token: bob.access_token })).body;
    expect(bobProfile).to.include({ username: bob.username, main_language: 'fr' });
    const aliceProfile = (await api(app.url, 'GET', '/api/user/profile', { token: alice.access_token })).body;
    expect(aliceProfile).to.include({ username: alice.username, main_language: 'it' });
  });

  it('the referral code is recorded once: a later ref_code does not replace the first', async () => {
    const user = await registerUser(app.url);
    await api(app.url, 'POST', '/api/user/ref_code', { body: { ref_code: 'first' }, token: user.access_token });
    await api(app.url, 'POST', '/api/user/ref_code', { body: { ref_code: 'second' }, token: user.access_token });
    const row = (await db.query('SELECT referred_by FROM identity.users WHERE username = $1', [user.username])).rows[0];
    expect(row.referred_by).to.equal('first');
  });

  it('mm-beta-test answers status false for a new account; guests get 401', async () => {
    const user = await registerUser(app.url);
    expect((await api(app.url, 'GET', '/api/user/mm-beta-test', { token: user.access_token })).body).to.deep.equal({
      status: false,
    });
    expect((await api(app.url, 'GET', '/api/user/mm-beta-test')).status).to.equal(401);
  });

  it('get-country reads a proxy header, then Accept-Language', async () => {
    const byHeader = await fetch(`${app.url}/api/user/get-country`, { headers: { 'cf-ipcountry': 'UA' } });
    expect(await byHeader.json()).to.deep.equal({ country: 'ua', city: null });
    const byLanguage = await fetch(`${app.url}/api/user/get-country`, {
      headers: { 'accept-language': 'tr-TR,tr;q=0.8' },
    });
    expect(((await byLanguage.json()) as { country: string }).country).to.equal('tr');
  });

  it('registration off (feature flag) is a 403 FEATURE_DISABLED', async () => {
    const closed = await startTestApp({ env: { FEATURE_FLAGS: 'registration=off' } });
    try {
      const { status, body } = await api(closed.url, 'POST', '/api/user/register', { body: VALID });
      expect(status).to.equal(403);
      expect(body.errorCode).to.equal('FEATURE_DISABLED');
    } finally {
      await closed.stop();
    }
  });
});
