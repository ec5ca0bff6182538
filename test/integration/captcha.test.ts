import { expect } from 'chai';
import pg from 'pg';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { PURGE_SPENT_QUEUE } from '../../modules/captcha';
import type { Jobs } from '../../src/platform/jobs';
import { TYPES } from '../../src/platform/tokens';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { registerUser } from '../support/users';

/** What the ALTCHA widget does in the browser: fetch a challenge, find the counter, send base64 {challenge, solution}. */
async function solvedToken(app: TestApp): Promise<string> {
  const { status, body: challenge } = await api<Challenge>(app.url, 'GET', '/api/captcha/challenge');
  expect(status).to.equal(200);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const newAccount = (tag: string) => ({
  username: `cap_${tag}`,
  email: `cap_${tag}@example.com`,
  password: 'Passw0rd!',
  main_currency: 'eur',
  main_language: 'en',
});

async function count(app: TestApp, sql: string, values: unknown[] = []): Promise<number> {
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  try {
    return (await db.query(sql, values)).rows[0].n;
  } finally {
    await db.end();
  }
}
const userCount = (app: TestApp, username: string) =>
  count(app, 'SELECT count(*)::int AS n FROM identity.users WHERE username = $1', [username]);

describe('captcha off (the default in development and tests)', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app?.stop());

  it('spec 5: the forms work without a captcha token; the config says so and no challenge is issued', async () => {
    expect((await api(app.url, 'GET', '/api/captcha/config')).body).to.deep.equal({
      enabled: false,
      field: 'altcha',
      challengeUrl: '/api/captcha/challenge',
    });
    expect((await api(app.url, 'GET', '/api/captcha/challenge')).status).to.equal(404);
    const user = await registerUser(app.url);
    const login = await api(app.url, 'POST', '/api/user/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).to.equal(200);
    expect(
      (await api(app.url, 'POST', '/api/user/reset-password', { body: { login: user.username } })).status,
    ).to.equal(200);
  });
});

describe('captcha on (CAPTCHA=on): registration, login, password reset and code check need a solved token', () => {
  let app: TestApp;
  const clock = new TestClock();
  before(async () => {
    // A cheap challenge: the test solves it in Node in a few milliseconds.
    app = await startTestApp({ clock, env: { CAPTCHA: 'on', CAPTCHA_COST: '1', CAPTCHA_MAX_COUNTER: '60' } });
  });
  after(() => app?.stop());

  it('spec 5: the config tells the web forms to show the widget; challenges are signed and never cached', async () => {
    expect((await api(app.url, 'GET', '/api/captcha/config')).body.enabled).to.equal(true);
    const response = await fetch(`${app.url}/api/captcha/challenge`);
    expect(response.headers.get('cache-control')).to.equal('no-store');
    const challenge = (await response.json()) as Challenge;
    expect(challenge.parameters.algorithm).to.equal('PBKDF2/SHA-256');
    expect(challenge.signature).to.match(/^[0-9a-f]{64}$/);
  });

  it('spec 5: registration without a token is refused (CAPTCHA_REQUIRED) and creates nothing', async () => {
    const account = newAccount('missing');
    const response = await api(app.url, 'POST', '/api/user/register', { body: account });
    expect(response.status).to.equal(400);
    expect(response.body.errorCode).to.equal('CAPTCHA_REQUIRED');
    expect(response.body.details.field).to.equal('altcha');
    expect(await userCount(app, account.username)).to.equal(0);
  });

  it('spec 5: a wrong token (garbage, or a tampered solution) is refused (CAPTCHA_INVALID) and creates nothing', async () => {
    const account = newAccount('wrong');
    const garbage = await api(app.url, 'POST', '/api/user/register', {
      body: { ...account, altcha: 'bm90IGEgdG9rZW4=' },
    });
    expect(garbage.status).to.equal(400);
    expect(garbage.body.errorCode).to.equal('CAPTCHA_INVALID');
    const payload = JSON.parse(Buffer.from(await solvedToken(app), 'base64').toString());
    payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    const tampered = Buffer.from(JSON.stringify(payload)).toString('base64');
    const refused = await api(app.url, 'POST', '/api/user/register', { body: { ...account, altcha: tampered } });
    expect(refused.status).to.equal(400);
    expect(refused.body.errorCode).to.equal('CAPTCHA_INVALID');
    // A challenge the server did not sign (its parameters changed) is refused too.
    payload.challenge.parameters.cost = 2;
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    const unsigned = await api(app.url, 'POST', '/api/user/register', { body: { ...account, altcha: forged } });
    expect(unsigned.body.errorCode).to.equal('CAPTCHA_INVALID');
    expect(await userCount(app, account.username)).to.equal(0);
  });

  it('spec 5: a valid token signs up; the same token sent again is refused (CAPTCHA_USED) and creates nothing', async () => {
    const altcha = await solvedToken(app);
    const first = newAccount('valid');
    const created = await api(app.url, 'POST', '/api/user/register', { body: { ...first, altcha } });
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    expect(created.body.access_token).to.be.a('string');
    const second = newAccount('replay');
    const replay = await api(app.url, 'POST', '/api/user/register', { body: { ...second, altcha } });
    expect(replay.status).to.equal(400);
    expect(replay.body.errorCode).to.equal('CAPTCHA_USED');
    expect(await userCount(app, second.username)).to.equal(0);
  });

  it('spec 5: the same token sent twice at once is accepted once (the spent record is one insert)', async () => {
    const altcha = await solvedToken(app);
    const [a, b] = (await Promise.all(
      ['race_a', 'race_b'].map((tag) =>
        api(app.url, 'POST', '/api/user/register', { body: { ...newAccount(tag), altcha } }),
      ),
    )) as [Awaited<ReturnType<typeof api<any>>>, Awaited<ReturnType<typeof api<any>>>];
    expect([a.status, b.status].sort()).to.deep.equal([201, 400]);
    expect([a.body.errorCode, b.body.errorCode]).to.include('CAPTCHA_USED');
    expect((await userCount(app, 'cap_race_a')) + (await userCount(app, 'cap_race_b'))).to.equal(1);
  });

  it('spec 5: login needs a token; with one it signs in, and a replayed token is refused', async () => {
    const altcha = await solvedToken(app);
    const account = newAccount('login');
    await api(app.url, 'POST', '/api/user/register', { body: { ...account, altcha } });
    const credentials = { email: account.email, password: account.password };
    const missing = await api(app.url, 'POST', '/api/user/login', { body: credentials });
    expect(missing.status).to.equal(400);
    expect(missing.body.errorCode).to.equal('CAPTCHA_REQUIRED');
    const token = await solvedToken(app);
    const ok = await api(app.url, 'POST', '/api/user/login', { body: { ...credentials, altcha: token } });
    expect(ok.status).to.equal(200);
    expect(ok.body.refresh_token).to.be.a('string');
    const again = await api(app.url, 'POST', '/api/user/login', { body: { ...credentials, altcha: token } });
    expect(again.body.errorCode).to.equal('CAPTCHA_USED');
  });

  it('spec 5: password reset and its code check need a token; without one no code is mailed', async () => {
    const account = newAccount('reset');
    await api(app.url, 'POST', '/api/user/register', { body: { ...account, altcha: await solvedToken(app) } });
    const mailsTo = async () =>
      ((await api(app.url, 'GET', '/dev/outbox.json')).body as { to: string }[]).filter((m) => m.to === account.email)
        .length;
    const refused = await api(app.url, 'POST', '/api/user/reset-password', { body: { login: account.username } });
    expect(refused.body.errorCode).to.equal('CAPTCHA_REQUIRED');
    expect(await mailsTo()).to.equal(0);
    const sent = await api(app.url, 'POST', '/api/user/reset-password', {
      body: { login: account.username, altcha: await solvedToken(app) },
    });
    expect(sent.status).to.equal(200);
    expect(await mailsTo()).to.equal(1);
    const check = { login: account.username, code: '000000' };
    expect((await api(app.url, 'POST', '/api/user/verify-reset-code', { body: check })).body.errorCode).to.equal(
      'CAPTCHA_REQUIRED',
    );
    const wrongCode = await api(app.url, 'POST', '/api/user/verify-reset-code', {
      body: { ...check, altcha: await solvedToken(app) },
    });
    // Past the captcha: the code itself is now what is wrong.
    expect(wrongCode.body.errorCode).to.be.oneOf(['WRONG_CODE', 'CODE_EXPIRED']);
    const update = { username: account.username, code: '000000', password: 'N3wPassw0rd!' };
    expect(
      (await api(app.url, 'POST', '/api/user/update-password-reset-code', { body: update })).body.errorCode,
    ).to.equal('CAPTCHA_REQUIRED');
  });

  it('spec 5: a solution sent after its challenge expired (10 minutes) is refused (CAPTCHA_EXPIRED)', async () => {
    const altcha = await solvedToken(app);
    clock.advance(11 * 60_000);
    const account = newAccount('late');
    const late = await api(app.url, 'POST', '/api/user/register', { body: { ...account, altcha } });
    expect(late.status).to.equal(400);
    expect(late.body.errorCode).to.equal('CAPTCHA_EXPIRED');
    expect(await userCount(app, account.username)).to.equal(0);
  });

  it('the sweeper forgets the spent solutions of expired challenges (they are refused as expired anyway)', async () => {
    const spent = () => count(app, 'SELECT count(*)::int AS n FROM captcha.spent');
    expect(await spent()).to.be.greaterThan(0);
    await app.container.get<Jobs>(TYPES.Jobs).send(PURGE_SPENT_QUEUE, {});
    for (let i = 0; i < 100 && (await spent()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await spent()).to.equal(0);
  });

  // Last: it spends this address's challenge budget.
  it('challenges are limited per address (60 a minute; each costs the server a key derivation): then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await api(app.url, 'GET', '/api/captcha/challenge')).status);
    expect(statuses.at(-1)).to.equal(429);
    expect(statuses.filter((s) => s === 200).length).to.be.at.most(60);
  });
});
