import { expect } from 'chai';
import { RatingEvents } from '../../modules/ratings';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import { startTestApp, type TestApp } from '../support/app';
import { api } from '../support/http';
import { waitFor } from '../support/socket';
import { registerUser, type TestUser } from '../support/users';
import { userIdOf } from '../support/wallet';

const ADMIN_TOKEN = 'admin-token-for-tests-0123456789';

/**
 * Issue 19 "Roles and the operators' console": roles (user, operator, admin), staff endpoints open to ADMIN_TOKEN or a
 * staff session, every staff action in the audit log with before/after, blocks with a reason.
 */
describe('admin: roles, the audit log, users and blocks', () => {
  let app: TestApp;
  let admin: TestUser;
  let operator: TestUser;
  let player: TestUser;

  before(async () => {
    app = await startTestApp({ env: { ADMIN_TOKEN } });
    [admin, operator, player] = await Promise.all([
      registerUser(app.url),
      registerUser(app.url),
      registerUser(app.url),
    ]);
  });
  after(async () => {
    await app?.stop();
  });

  const call = (token: string, method: string, path: string, body?: unknown) =>
    api(app.url, method, path, { token, body });
  const audit = async (filter = '') => (await call(ADMIN_TOKEN, 'GET', `/api/admin/audit${filter}`)).body.entries;

  it('a user without a staff role is refused every staff endpoint (NO_RIGHTS), a guest must sign in', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/users?q=user'],
      ['GET', '/api/admin/cashouts'],
      ['GET', '/api/admin/audit'],
      ['PUT', `/api/admin/users/${userIdOf(player)}/role`],
    ] as const) {
      const refused = await call(player.access_token, method, path, method === 'PUT' ? { role: 'admin' } : undefined);
      expect(refused.status, path).to.equal(403);
      expect(refused.body.errorCode, path).to.equal('NO_RIGHTS');
    }
    expect((await api(app.url, 'GET', '/api/admin/users?q=user')).status).to.equal(401);
    expect((await call(player.access_token, 'GET', '/api/admin/me')).body.role).to.equal('user');
  });

  it('granting a role is an audited admin action: ADMIN_TOKEN makes an admin, that admin makes an operator', async () => {
    const granted = await call(ADMIN_TOKEN, 'PUT', `/api/admin/users/${userIdOf(admin)}/role`, { role: 'admin' });
    expect(granted.status, JSON.stringify(granted.body)).to.equal(200);
    expect(granted.body.role).to.equal('admin');
    const byAdmin = await call(admin.access_token, 'PUT', `/api/admin/users/${userIdOf(operator)}/role`, {
      role: 'operator',
    });
    expect(byAdmin.status).to.equal(200);
    expect((await call(operator.access_token, 'GET', '/api/admin/me')).body.role).to.equal('operator');

    const [last, first] = await audit('?action=role');
    expect(first).to.include({ action: 'PUT /admin/users/:id/role' });
    expect(first.actor).to.equal(null);
    expect(first.before.role).to.equal('user');
    expect(first.after.role).to.equal('admin');
    expect(last.actor).to.deep.include({ id: userIdOf(admin), role: 'admin' });
    expect(last.params).to.deep.equal({ id: userIdOf(operator) });
    expect(last.input).to.deep.equal({ role: 'operator' });
    expect([last.before.role, last.after.role]).to.deep.equal(['user', 'operator']);
  });

  it('an operator sees what the role allows: cash-outs and users yes; roles, switches and the audit log no (changing nothing)', async () => {
    expect((await call(operator.access_token, 'GET', '/api/admin/cashouts')).status).to.equal(200);
    const found = await call(operator.access_token, 'GET', `/api/admin/users?q=${player.username.slice(0, 8)}`);
    expect(found.body.users.map((u: { id: string }) => u.id)).to.include(userIdOf(player));
    const before = (await audit()).length;
    for (const [method, path, body] of [
      ['PUT', `/api/admin/users/${userIdOf(player)}/role`, { role: 'operator' }],
      ['PUT', '/api/admin/maintenance/adopt/sales', { mode: 'update' }],
      ['GET', '/api/admin/audit', undefined],
    ] as const) {
      const refused = await call(operator.access_token, method, path, body);
      expect(refused.status, path).to.equal(403);
      expect(refused.body.errorCode).to.equal('NO_RIGHTS');
    }
    expect((await call(ADMIN_TOKEN, 'GET', `/api/admin/users/${userIdOf(player)}`)).body.user.role).to.equal('user');
    expect((await call(ADMIN_TOKEN, 'GET', '/api/status')).body.adopt.services.sales.status).to.equal(true);
    expect((await audit()).length).to.equal(before);
  });

  it('a refused staff action (bad input) is not in the audit log', async () => {
    const before = (await audit()).length;
    const bad = await call(admin.access_token, 'PUT', `/api/admin/users/${userIdOf(player)}/role`, { role: 'god' });
    expect(bad.status).to.equal(400);
    const noReason = await call(operator.access_token, 'POST', `/api/admin/users/${userIdOf(player)}/block`, {});
    expect(noReason.status).to.equal(400);
    expect((await audit()).length).to.equal(before);
  });

  it('an operator blocks an account with a reason: its sessions end at once and it cannot sign in until unblocked', async () => {
    const victim = await registerUser(app.url);
    const blocked = await call(operator.access_token, 'POST', `/api/admin/users/${userIdOf(victim)}/block`, {
      reason: 'Chargeback fraud',
    });
    expect(blocked.status).to.equal(200);
    expect(blocked.body.block.reason).to.equal('Chargeback fraud');

    expect((await call(victim.access_token, 'GET', '/api/user/profile')).status).to.equal(401);
    const login = await api(app.url, 'POST', '/api/user/login', {
      body: { email: victim.email, password: victim.password },
    });
    expect(login.status).to.equal(403);
    expect(login.body.errorCode).to.equal('ACCOUNT_BLOCKED');
    expect(login.body.details.reason).to.equal('Chargeback fraud');
    const refresh = await api(app.url, 'GET', '/api/user/refresh', { token: victim.refresh_token });
    expect(refresh.status).to.be.oneOf([401, 403]);

    const [entry] = await audit('?action=block');
    expect(entry.actor.id).to.equal(userIdOf(operator));
    expect(entry.before.block).to.equal(null);
    expect(entry.after.block.reason).to.equal('Chargeback fraud');

    const lifted = await call(operator.access_token, 'DELETE', `/api/admin/users/${userIdOf(victim)}/block`, {
      reason: 'Bank confirmed the payment',
    });
    expect(lifted.body.block).to.equal(null);
    const again = await api(app.url, 'POST', '/api/user/login', {
      body: { email: victim.email, password: victim.password },
    });
    expect(again.status).to.equal(200);
    const [unblock] = await audit('?action=block');
    expect(unblock.action).to.equal('DELETE /admin/users/:id/block');
    expect(unblock.input.reason).to.equal('Bank confirmed the payment');
  });

  it("an operator cannot block a staff member's account (NO_RIGHTS, nothing changes, nothing logged); an admin can", async () => {
    const colleague = await registerUser(app.url);
    await call(ADMIN_TOKEN, 'PUT', `/api/admin/users/${userIdOf(colleague)}/role`, { role: 'operator' });
    const before = (await audit()).length;
    for (const target of [admin, colleague]) {
      const refused = await call(operator.access_token, 'POST', `/api/admin/users/${userIdOf(target)}/block`, {
        reason: 'Power grab',
      });
      expect([refused.status, refused.body.errorCode]).to.deep.equal([403, 'NO_RIGHTS']);
      expect((await call(ADMIN_TOKEN, 'GET', `/api/admin/users/${userIdOf(target)}`)).body.user.block).to.equal(null);
    }
    expect((await audit()).length).to.equal(before);
    const byAdmin = await call(admin.access_token, 'POST', `/api/admin/users/${userIdOf(colleague)}/block`, {
      reason: 'Left the team',
    });
    expect(byAdmin.body.block.reason).to.equal('Left the team');
    expect((await call(colleague.access_token, 'GET', '/api/admin/me')).status).to.equal(401);
  });

  it("an operator sees a user's ratings and rating blocks and lifts a buyer block (spec trading-core 4: a block an operator lifts)", async () => {
    const buyer = await registerUser(app.url);
    const db = app.container.get<Db>(TYPES.Db);
    await db.transaction().execute((trx) =>
      app.container.get(RatingEvents).record(
        trx,
        Array.from({ length: 20 }, (_, i) => ({
          userId: userIdOf(buyer),
          role: 'buyer' as const,
          reason: 'trade_failed' as const,
          key: `admin-test:${userIdOf(buyer)}:${i}`,
        })),
      ),
    );
    const detail = await waitFor(
      async () => (await call(operator.access_token, 'GET', `/api/admin/users/${userIdOf(buyer)}`)).body,
      (d) => d.ratings.buyer.restriction !== null,
    );
    expect(detail.ratings.buyer.rating).to.be.below(100);
    const lifted = await call(
      operator.access_token,
      'DELETE',
      `/api/admin/users/${userIdOf(buyer)}/rating-block/buyer`,
      {
        reason: 'Trades failed on our side',
      },
    );
    expect(lifted.body.lifted).to.be.greaterThan(0);
    expect((await call(buyer.access_token, 'GET', '/api/ratings')).body.buyer.restriction).to.equal(null);
    const [entry] = await audit('?action=rating-block');
    expect(entry.before.buyer.restriction).to.not.equal(null);
    expect(entry.after.lifted).to.equal(lifted.body.lifted);
  });

  it('secrets in a staff request never reach the audit log', async () => {
    const before = (await audit()).length;
    await call(ADMIN_TOKEN, 'POST', '/api/admin/support/operators', { userId: userIdOf(player) });
    const [entry] = await audit();
    expect((await audit()).length).to.be.greaterThanOrEqual(before + 1);
    expect(entry.action).to.equal('POST /admin/support/operators');
    expect((await call(player.access_token, 'GET', '/api/admin/me')).body.role).to.equal('operator');
    const { redactSecrets } = await import('../../modules/admin/audit.repo');
    expect(redactSecrets({ cookie: 'x', nested: [{ password: 'p', gamePass: 'g', name: 'n' }] })).to.deep.equal({
      cookie: '[redacted]',
      nested: [{ password: '[redacted]', gamePass: '[redacted]', name: 'n' }],
    });
  });

  it('the audit log pages newest first and filters by actor', async () => {
    const mine = await audit(`?actor=${userIdOf(operator)}`);
    expect(mine.length).to.be.greaterThan(0);
    expect(mine.every((e: { actor: { id: string } }) => e.actor.id === userIdOf(operator))).to.equal(true);
    const ids = (await audit()).map((e: { id: string }) => Number(e.id));
    expect(ids).to.deep.equal([...ids].sort((a, b) => b - a));
  });
});
