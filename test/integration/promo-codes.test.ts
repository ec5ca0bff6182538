import { expect } from 'chai';
import sinon from 'sinon';
import { CodesRepo } from '../../modules/promo/codes.repo';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { registerUser, type TestUser } from '../support/users';

const DAY = 86_400_000;
const ADMIN = 'promo-admin-token';

/**
 * Promo codes (spec accounts-platform 3, 5, 7, 8, 9): the item system's check and activation on the spec's paths,
 * activation codes 1-5 as the spec words them, the once-per-3-days rule on the injected clock, and operators'
 * codes with uses, expiry and countries. Every refusal changes nothing.
 */
describe('promo codes: checks, activation codes 1-5, once per 3 days, countries', () => {
  const clock = new TestClock();
  let app: TestApp;
  let n = 0;
  before(async () => {
    app = await startTestApp({ clock, env: { ADMIN_TOKEN: ADMIN, ACCESS_TOKEN_TTL_SECONDS: '86400' } });
  });
  after(() => app?.stop());

  const call = (
    user: TestUser | null,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => api(app.url, method, path, { token: user?.access_token, body, headers });
  const admin = (body: unknown) =>
    fetch(new URL('/api/admin/promocodes', app.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
  async function code(extra: Record<string, unknown> = {}): Promise<string> {
    const name = `SPIN${++n}X${Date.now() % 100000}`;
    const created = await admin({ code: name, system: 'item', spins: 2, ...extra });
    expect(created.status, JSON.stringify(created.body)).to.equal(200);
    return name;
  }
  /** Days pass on the app's clock; the user signs in again (access tokens last a day at most). */
  async function later(ms: number, ...users: TestUser[]) {
    clock.advance(ms);
    for (const u of users) {
      const login = await call(null, 'POST', '/api/user/login', { email: u.email, password: u.password });
      expect(login.status, JSON.stringify(login.body)).to.equal(200);
      u.access_token = login.body.access_token;
    }
  }
  const activate = (user: TestUser, c: string, headers?: Record<string, string>) =>
    call(user, 'POST', '/api/user/promo-subscription', { code: c }, headers);
  const spins = async (user: TestUser) => (await call(user, 'GET', '/api/user/promo-count')).body as number;
  const usesOf = async (c: string) =>
    (
      (await fetch(new URL('/api/admin/promocodes', app.url), { headers: { authorization: `Bearer ${ADMIN}` } }).then(
        (r) => r.json(),
      )) as { codes: any[] }
    ).codes.find((x) => x.code === c)?.uses;

  it('check (spec 3, 7): GET /api/user/promocodes/absolute_promo answers {code, user}; a set user means already used', async () => {
    const user = await registerUser(app.url);
    const c = await code();
    const none = await call(user, 'GET', '/api/user/promocodes/absolute_promo?code=NOPE123');
    expect(none.body).to.deep.equal({ code: null, user: null });
    const fresh = await call(user, 'GET', `/api/user/promocodes/absolute_promo?code=${c.toLowerCase()}`);
    expect(fresh.body).to.deep.equal({ code: c, user: null });
    // The R$ system does not know an item-system code.
    expect((await call(user, 'GET', `/api/v1/withdrawals/absolute_promo?code=${c}`)).body).to.deep.equal({
      code: null,
      user: null,
    });
    expect((await activate(user, ` ${c} `)).body).to.deep.equal({ status: 'ok', spins: 2 });
    const used = await call(user, 'GET', `/api/user/promocodes/absolute_promo?code=${c}`);
    expect(used.body.user).to.be.a('string');
    expect(await spins(user)).to.equal(2);
  });

  it('activation needs a signed-in user (spec 6) and a well-formed code (spec 5)', async () => {
    expect((await call(null, 'POST', '/api/user/promo-subscription', { code: 'ABCDEF' })).status).to.equal(401);
    const user = await registerUser(app.url);
    const bad = await activate(user, '  ');
    expect(bad.status).to.equal(400);
    expect(bad.body.errorCode).to.equal('VALIDATION_ERROR');
  });

  it('a code that does not exist is NOT_FOUND "Promo code does not exist" and changes nothing', async () => {
    const user = await registerUser(app.url);
    const res = await activate(user, 'MISSING42');
    expect(res.status).to.equal(404);
    expect(res.body.message).to.equal('Promo code does not exist');
    expect(await spins(user)).to.equal(0);
  });

  it('code 1: a code used once by this user is "You have already used this promo code"', async () => {
    const user = await registerUser(app.url);
    const c = await code();
    expect((await activate(user, c)).status).to.equal(200);
    await later(4 * DAY, user);
    const again = await activate(user, c);
    expect(again.status).to.equal(409);
    expect(again.body).to.include({ errorCode: '1', message: 'You have already used this promo code' });
    expect(await spins(user)).to.equal(2);
  });

  it('code 5, once per 3 days: a second code within 3 days is refused, after 3 days it is taken', async () => {
    const user = await registerUser(app.url);
    const [first, second] = [await code(), await code()];
    expect((await activate(user, first)).status).to.equal(200);
    await later(3 * DAY - 60_000, user);
    const early = await activate(user, second);
    expect(early.status).to.equal(429);
    expect(early.body).to.include({
      errorCode: '5',
      message: 'A promo code can only be used once every 3 days. Please try again later.',
    });
    expect(await usesOf(second)).to.equal(0);
    expect(await spins(user)).to.equal(2);
    const tab = (await call(user, 'GET', '/api/user/promo-subscriptions')).body;
    expect(tab.nextCodeAt).to.be.a('string');
    await later(120_000, user);
    expect((await activate(user, second)).status).to.equal(200);
    expect(await spins(user)).to.equal(4);
  });

  it('once per 3 days cannot be raced: two codes activated at once, one is taken', async () => {
    const user = await registerUser(app.url);
    const [a, b] = [await code(), await code()];
    const results = await Promise.all([activate(user, a), activate(user, b)]);
    expect(results.map((r) => r.status).sort()).to.deep.equal([200, 429]);
    expect(await spins(user)).to.equal(2);
  });

  it('code 2: an expired code, a used-up code, or a country the code is not offered in', async () => {
    const expired = await code({ expiresAt: new Date(clock.now().getTime() - 1000).toISOString() });
    const single = await code({ maxUses: 1 });
    const russiaOnly = await code({ countries: ['RU'] });
    const [u1, u2, u3, u4] = (await Promise.all([1, 2, 3, 4].map(() => registerUser(app.url)))) as [
      TestUser,
      TestUser,
      TestUser,
      TestUser,
    ];
    const message = 'This promo code is not available in your country or has expired';
    expect((await activate(u1, expired)).body).to.include({ errorCode: '2', message });
    expect((await activate(u2, single)).status).to.equal(200);
    expect((await activate(u3, single)).body).to.include({ errorCode: '2', message });
    expect(await usesOf(single)).to.equal(1);
    expect((await activate(u4, russiaOnly, { 'cf-ipcountry': 'DE' })).body).to.include({ errorCode: '2' });
    for (const u of [u1, u3, u4]) expect(await spins(u)).to.equal(0);
    const russian = await registerUser(app.url);
    expect((await activate(russian, russiaOnly, { 'cf-ipcountry': 'RU' })).status).to.equal(200);
  });

  it('code 3: a country-limited code through Tor or an anonymising proxy, or from a country unlike the account’s', async () => {
    const c = await code({ countries: ['de'] });
    const tor = await registerUser(app.url);
    const res = await activate(tor, c, { 'cf-ipcountry': 'T1' });
    expect(res.body).to.include({ errorCode: '3', message: 'This promo code is not available, or a VPN is on' });
    const elsewhere = await registerUser(app.url);
    expect((await call(elsewhere, 'POST', '/api/user/country', { country: 'fr' })).status).to.be.below(300);
    expect((await activate(elsewhere, c, { 'cf-ipcountry': 'DE' })).body).to.include({ errorCode: '3' });
    expect(await spins(tor)).to.equal(0);
    expect(await spins(elsewhere)).to.equal(0);
  });

  it('code 4: an activation that fails for no rule’s reason is "Error. Please reload the page and try again" and uses nothing', async () => {
    const user = await registerUser(app.url);
    const c = await code();
    const repo = app.container.get(CodesRepo);
    const broken = sinon.stub(repo, 'addSpinCredits').rejects(new Error('the database went away'));
    try {
      const res = await activate(user, c);
      expect(res.status).to.equal(409);
      expect(res.body).to.include({ errorCode: '4', message: 'Error. Please reload the page and try again.' });
    } finally {
      broken.restore();
    }
    expect(await usesOf(c)).to.equal(0);
    expect((await call(user, 'GET', `/api/user/promocodes/absolute_promo?code=${c}`)).body.user).to.equal(null);
    expect((await activate(user, c)).status).to.equal(200);
  });

  it('operators: creating needs the admin token, a code exists once per system, bad input is 400', async () => {
    const anon = await fetch(new URL('/api/admin/promocodes', app.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'ZZZTOP', system: 'item', spins: 1 }),
    });
    expect(anon.status).to.equal(401);
    const c = await code();
    expect((await admin({ code: c, system: 'item', spins: 1 })).body.errorCode).to.equal('ALREADY_EXISTS');
    // The same name in the other system is another code.
    expect((await admin({ code: c, system: 'rbx', rbx: 100 })).status).to.equal(200);
    for (const bad of [
      { code: 'OK123', system: 'item' },
      { code: 'OK123', system: 'rbx', rbx: 29 },
      { code: 'OK123', system: 'rbx', rbx: 5001 },
      { code: 'bad code', system: 'item', spins: 1 },
      { code: 'OK123', system: 'gems', spins: 1 },
    ]) {
      const res = await admin(bad);
      expect(res.status, JSON.stringify(bad)).to.equal(400);
    }
  });

  it('the profile subscriptions tab lists codes used, prizes and free spins left', async () => {
    const user = await registerUser(app.url);
    const c = await code({ spins: 3 });
    await activate(user, c);
    const tab = (await call(user, 'GET', '/api/user/promo-subscriptions')).body;
    expect(tab.freeSpins).to.equal(3);
    expect(tab.subscriptions).to.have.length(1);
    expect(tab.subscriptions[0]).to.include({ code: c, system: 'item', spins: 3 });
  });
});

describe('fortune wheel: unavailable while the newFortuneWheel flag is off (spec accounts-platform 6, 8)', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ env: { ADMIN_TOKEN: ADMIN, FEATURE_FLAGS: 'newFortuneWheel=off' } });
  });
  after(() => app?.stop());

  it('a spin is WHEEL_UNAVAILABLE and uses no free spin', async () => {
    const user = await registerUser(app.url);
    const created = await api(app.url, 'POST', '/api/admin/promocodes', {
      token: ADMIN,
      body: { code: 'OFFWHEEL1', system: 'item', spins: 1 },
    });
    expect(created.status).to.equal(200);
    expect(
      (
        await api(app.url, 'POST', '/api/user/promo-subscription', {
          token: user.access_token,
          body: { code: 'OFFWHEEL1' },
        })
      ).status,
    ).to.equal(200);
    const res = await api(app.url, 'POST', '/api/fortune/spin', {
      token: user.access_token,
      body: { petOfferId: null },
    });
    expect(res.status).to.equal(403);
    expect(res.body.errorCode).to.equal('WHEEL_UNAVAILABLE');
    expect((await api(app.url, 'GET', '/api/user/promo-count', { token: user.access_token })).body).to.equal(1);
  });
});
