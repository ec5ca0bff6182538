import { expect } from 'chai';
import { SignJWT, decodeJwt } from 'jose';
import { REFRESH_REUSE_GRACE_MS } from '../../modules/identity';
import { SessionsRepo } from '../../modules/identity/sessions.repo';
import { connectDatabase } from '../../src/platform/db/database';
import { waitFor } from '../support/socket';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { connectNotifications } from '../support/socket';
import { registerUser } from '../support/users';
import { HousekeepingRepo } from '../../modules/identity/housekeeping.repo';

const profileStatus = async (app: TestApp, token: string) =>
  (await api(app.url, 'GET', '/api/user/profile', { token })).status;

describe('identity: sessions and tokens', () => {
  let app: TestApp;
  const clock = new TestClock();
  before(async () => {
    app = await startTestApp({ clock });
  });
  after(() => app?.stop());

  it('spec 7: login accepts the e-mail or the nickname, in any case', async () => {
    const user = await registerUser(app.url);
    for (const login of [user.email, user.username.toUpperCase()]) {
      const { status, body } = await api(app.url, 'POST', '/api/user/login', {
        body: { email: login, password: user.password },
      });
      expect(status, login).to.equal(200);
      expect(body).to.have.keys(['access_token', 'refresh_token']);
    }
  });

  it('spec 8: a wrong password or an unknown account is 401 INVALID_CREDENTIALS (the same answer for both)', async () => {
    const user = await registerUser(app.url);
    const wrong = await api(app.url, 'POST', '/api/user/login', { body: { email: user.email, password: 'Wrong0ne!' } });
    const unknown = await api(app.url, 'POST', '/api/user/login', {
      body: { email: 'nobody@example.com', password: 'Wrong0ne!' },
    });
    expect(wrong.status).to.equal(401);
    expect(wrong.body).to.deep.equal(unknown.body);
    expect(wrong.body.errorCode).to.equal('INVALID_CREDENTIALS');
  });

  it('a tampered access token is rejected', async () => {
    const user = await registerUser(app.url);
    const [header, payload, signature] = user.access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString(
      'base64url',
    );
    expect(await profileStatus(app, `${header}.${forged}.${signature}`)).to.equal(401);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(await profileStatus(app, unsigned)).to.equal(401);
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(32)));
    expect(await profileStatus(app, otherKey)).to.equal(401);
    expect(await profileStatus(app, user.access_token)).to.equal(200);
  });

  it('the access token is short-lived: expired after 15 minutes, while the refresh token still works', async () => {
    const user = await registerUser(app.url);
    const { exp, iat } = decodeJwt(user.access_token);
    expect(exp! - iat!).to.equal(900);
    clock.advance(16 * 60_000);
    expect(await profileStatus(app, user.access_token)).to.equal(401);
    const refreshed = await api(app.url, 'GET', '/api/user/refresh', { token: user.refresh_token });
    expect(refreshed.status).to.equal(200);
    expect(await profileStatus(app, refreshed.body.access_token)).to.equal(200);
  });

  it('GET /api/user/refresh rotates: new tokens each time, and the old refresh token is dead', async () => {
    const user = await registerUser(app.url);
    const first = await api(app.url, 'GET', '/api/user/refresh', { token: user.refresh_token });
    expect(first.status).to.equal(200);
    expect(first.body.refresh_token).not.to.equal(user.refresh_token);
    const second = await api(app.url, 'GET', '/api/user/refresh', { token: first.body.refresh_token });
    expect(second.status).to.equal(200);
  });

  it('reusing a rotated refresh token after the grace period revokes that whole token family, and only that one', async () => {
    const user = await registerUser(app.url);
    const otherSignIn = (
      await api(app.url, 'POST', '/api/user/login', { body: { email: user.email, password: user.password } })
    ).body;
    const rotated = (await api(app.url, 'GET', '/api/user/refresh', { token: user.refresh_token })).body;
    clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const replay = await api(app.url, 'GET', '/api/user/refresh', { token: user.refresh_token });
    expect(replay.status).to.equal(401);
    expect(replay.body.errorCode).to.equal('INVALID_REFRESH_TOKEN');
    // The thief's copy and the legitimate holder's new tokens die together.
    expect((await api(app.url, 'GET', '/api/user/refresh', { token: rotated.refresh_token })).status).to.equal(401);
    expect(await profileStatus(app, rotated.access_token)).to.equal(401);
    // Another sign-in of the same user is untouched.
    expect(await profileStatus(app, otherSignIn.access_token)).to.equal(200);
  });

  it('a refresh token used again within 10 s of its rotation (the answer was lost: a page left mid-refresh, two tabs) gets new tokens of the same sign-in', async () => {
    const user = await registerUser(app.url);
    const first = (await api(app.url, 'GET', '/api/user/refresh', { token: user.refresh_token })).body;
    const again = await api(app.url, 'GET', '/api/user/refresh', { token: user.refresh_token });
    expect(again.status, JSON.stringify(again.body)).to.equal(200);
    expect(again.body.refresh_token).to.not.equal(first.refresh_token);
    for (const tokens of [first, again.body]) {
      expect(await profileStatus(app, tokens.access_token)).to.equal(200);
      expect((await api(app.url, 'GET', '/api/user/refresh', { token: tokens.refresh_token })).status).to.equal(200);
    }
    // Logging out ends every branch of the sign-in.
    const latest = (await api(app.url, 'GET', '/api/user/refresh', { token: user.refresh_token })).body;
    await api(app.url, 'GET', '/api/user/logout', { token: latest.access_token });
    expect((await api(app.url, 'GET', '/api/user/refresh', { token: user.refresh_token })).status).to.equal(401);
  });

  it('a garbage or missing refresh token is 401, never a 500', async () => {
    for (const token of ['garbage', 'x'.repeat(4000), "' OR 1=1 --"]) {
      expect((await api(app.url, 'GET', '/api/user/refresh', { token })).status).to.equal(401);
    }
    expect((await api(app.url, 'GET', '/api/user/refresh')).status).to.equal(401);
  });

  it('logout revokes the session: its access and refresh tokens stop working at once', async () => {
    const user = await registerUser(app.url);
    expect((await api(app.url, 'GET', '/api/user/logout', { token: user.access_token })).body).to.deep.equal({
      status: 'ok',
    });
    expect(await profileStatus(app, user.access_token)).to.equal(401);
    expect((await api(app.url, 'GET', '/api/user/refresh', { token: user.refresh_token })).status).to.equal(401);
  });

  it('a live sign-in is remembered, not asked of the database each request; a revocation in another process ends it at once through its signal', async () => {
    const user = await registerUser(app.url);
    const family = decodeJwt(user.access_token).sid as string;
    expect(await profileStatus(app, user.access_token)).to.equal(200);
    const other = connectDatabase(app.databaseUrl, 1);
    try {
      // The row alone, without its signal: this process still trusts what it read.
      await other.db
        .updateTable('identity.sessions')
        .set({ revoked_at: clock.now() })
        .where('family_id', '=', family)
        .execute();
      expect(await profileStatus(app, user.access_token), 'remembered').to.equal(200);
      const second = await registerUser(app.url);
      expect(await profileStatus(app, second.access_token)).to.equal(200);
      await new SessionsRepo(other.db).revokeFamily(decodeJwt(second.access_token).sid as string, clock.now());
      const revoked = Date.now();
      await waitFor(
        () => profileStatus(app, second.access_token),
        (status: number) => status === 401,
        5_000,
      );
      expect(Date.now() - revoked).to.be.below(2_000);
      // The signal made this process forget every sign-in it knew: the first one is asked again, and is revoked.
      expect(await profileStatus(app, user.access_token)).to.equal(401);
    } finally {
      await other.close();
    }
  });

  it('password change needs the right old password and revokes every other session', async () => {
    const user = await registerUser(app.url);
    const other = (
      await api(app.url, 'POST', '/api/user/login', { body: { email: user.email, password: user.password } })
    ).body;
    const wrong = await api(app.url, 'POST', '/api/user/update-password', {
      body: { oldPassword: 'Wrong0ne!', newPassword: 'N3w-pass!' },
      token: user.access_token,
    });
    expect(wrong.status).to.equal(400);
    expect(wrong.body).to.deep.include({ errorCode: 'OLD_PASSWORD_WRONG', details: { field: 'oldPassword' } });
    const changed = await api(app.url, 'POST', '/api/user/update-password', {
      body: { oldPassword: user.password, newPassword: 'N3w-pass!' },
      token: user.access_token,
    });
    expect(changed.status).to.equal(200);
    expect(await profileStatus(app, changed.body.access_token)).to.equal(200);
    expect(await profileStatus(app, other.access_token)).to.equal(401);
    expect((await api(app.url, 'GET', '/api/user/refresh', { token: other.refresh_token })).status).to.equal(401);
    expect(
      (await api(app.url, 'POST', '/api/user/login', { body: { email: user.email, password: user.password } })).status,
    ).to.equal(401);
    expect(
      (await api(app.url, 'POST', '/api/user/login', { body: { email: user.email, password: 'N3w-pass!' } })).status,
    ).to.equal(200);
  });

  it("a socket that presents an access token joins the user room and gets that user's notifications only", async () => {
    const alice = await registerUser(app.url);
    const bob = await registerUser(app.url);
    const aliceSocket = await connectNotifications(app.url, alice.access_token);
    const bobSocket = await connectNotifications(app.url, bob.access_token);
    try {
      const aliceId = (await api(app.url, 'GET', '/api/user/profile', { token: alice.access_token })).body.user_id;
      await new Promise((resolve) => setTimeout(resolve, 200)); // the join is asynchronous
      app.container
        .get<{ toUser: (u: string, t: string, p: unknown) => void }>(Symbol.for('platform.Notifier'))
        .toUser(aliceId, 'TEST_PERSONAL', { hello: 'alice' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(aliceSocket.received.map((n) => n.payloadType)).to.include('TEST_PERSONAL');
      expect(bobSocket.received.map((n) => n.payloadType)).not.to.include('TEST_PERSONAL');
    } finally {
      aliceSocket.socket.close();
      bobSocket.socket.close();
    }
  });
});

describe('identity: rate limits bite', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app?.stop());

  it('after 10 failed logins the account is refused with 429 and Retry-After, even with the right password', async () => {
    const user = await registerUser(app.url);
    for (let i = 0; i < 10; i++) {
      expect(
        (await api(app.url, 'POST', '/api/user/login', { body: { email: user.email, password: 'Wrong0ne!' } })).status,
      ).to.equal(401);
    }
    const blocked = await api(app.url, 'POST', '/api/user/login', {
      body: { email: user.email, password: user.password },
    });
    expect(blocked.status).to.equal(429);
    expect(blocked.body.errorCode).to.equal('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers.get('retry-after'))).to.be.greaterThan(0);
    expect(blocked.body.details.retryAfterSeconds).to.be.greaterThan(0);
  });

  it('one IP gets 30 login attempts per 15 minutes, whatever the accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push(
        (
          await api(app.url, 'POST', '/api/user/login', {
            body: { email: `nobody${i}@example.com`, password: 'Wrong0ne!' },
          })
        ).status,
      );
    }
    // 11 attempts were spent by the test above from this address.
    expect(statuses.slice(0, 19).every((s) => s === 401)).to.equal(true);
    expect(statuses.slice(19).every((s) => s === 429)).to.equal(true);
  });
});

describe('identity: housekeeping', () => {
  it('the hourly purge drops sessions a day past expiry or revocation and keeps live ones', async () => {
    const clock = new TestClock();
    const app = await startTestApp({ clock });
    try {
      const live = await registerUser(app.url);
      const gone = await registerUser(app.url);
      await api(app.url, 'GET', '/api/user/logout', { token: gone.access_token });
      clock.advance(25 * 3600_000);
      const counts = await app.container.get(HousekeepingRepo).purgeExpired(clock.now());
      expect(counts.sessions).to.equal(1);
      expect((await api(app.url, 'GET', '/api/user/refresh', { token: live.refresh_token })).status).to.equal(200);
    } finally {
      await app.stop();
    }
  });
});
