import { expect } from 'chai';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { registerUser, type TestUser } from '../support/users';
import { balanceOf, topUp } from '../support/wallet';

const ADMIN = 'operator-token-for-tests-0123456789';
const DAY = 86_400_000;

describe('wallet: cash-outs, their fees and the 10-day rule (spec trading-core 6, 9)', () => {
  let app: TestApp;
  let user: TestUser;
  const clock = new TestClock();
  const quote = (body: unknown) =>
    api(app.url, 'POST', '/api/wallet/cashouts/quote', { body, token: user.access_token });
  const cashout = (body: unknown, token = user.access_token) =>
    api(app.url, 'POST', '/api/wallet/cashouts', { body, token });

  before(async () => {
    app = await startTestApp({ clock, env: { ADMIN_TOKEN: ADMIN } });
    user = await registerUser(app.url);
    await topUp(app, user.access_token, '500', 'rub');
    await topUp(app, user.access_token, '100', 'usd');
  });
  after(async () => {
    await app?.stop();
  });

  it('spec trading-core 9: the fee is shown before confirming: cards 50 rub + 3%, e-wallets 3%, mobile 2%', async () => {
    expect((await quote({ amount: '1000', currency: 'rub', method: 'card' })).body).to.deep.equal({
      amount: { amount: 100_000, currency: 'rub' },
      fee: { amount: 8_000, currency: 'rub' },
      received: { amount: 92_000, currency: 'rub' },
    });
    expect((await quote({ amount: '1000', currency: 'rub', method: 'ewallet_a' })).body.fee).to.deep.equal({
      amount: 3_000,
      currency: 'rub',
    });
    expect((await quote({ amount: '1000', currency: 'rub', method: 'ewallet_b' })).body.fee).to.deep.equal({
      amount: 3_000,
      currency: 'rub',
    });
    expect((await quote({ amount: '1000', currency: 'rub', method: 'mobile' })).body.fee).to.deep.equal({
      amount: 2_000,
      currency: 'rub',
    });
    // In dollars the fixed 50 rub is converted at the rates (92 rub per dollar: 54.35 cents, rounded up).
    expect((await quote({ amount: '10', currency: 'usd', method: 'card' })).body.fee).to.deep.equal({
      amount: 30 + 55,
      currency: 'usd',
    });
  });

  it('spec trading-core 9: funds from a top-up can be cashed out only 10 days after crediting', async () => {
    expect((await balanceOf(app, user.access_token)).cashoutAvailable.usd).to.equal(0);
    const early = await cashout({ amount: '10', currency: 'usd', method: 'mobile', destination: '+79990001122' });
    expect(early.status).to.equal(400);
    expect(early.body.errorCode).to.equal('INVALID_USER_BALANCE');
    expect(early.body.details.cashoutAvailable).to.deep.equal({ amount: 0, currency: 'usd' });
    expect((await balanceOf(app, user.access_token)).available.usd).to.equal(10_000);
    clock.advance(10 * DAY + 1000);
    const login = await api(app.url, 'POST', '/api/user/login', {
      body: { email: user.email, password: user.password },
    });
    user.access_token = login.body.access_token; // the old one expired with the 10 days
    expect((await balanceOf(app, user.access_token)).cashoutAvailable.usd).to.equal(10_000);
  });

  it('spec trading-core 6 and 9: a cash-out leaves the balance at once; only an operator cancels it, which refunds in full', async () => {
    const made = await cashout({ amount: '20', currency: 'usd', method: 'ewallet_a', destination: 'WALLET 1234 5678' });
    expect(made.status, JSON.stringify(made.body)).to.equal(200);
    expect(made.body).to.deep.include({
      status: 'created',
      destination: '•••• 5678',
      fee: { amount: 60, currency: 'usd' },
      received: { amount: 1940, currency: 'usd' },
    });
    expect((await balanceOf(app, user.access_token)).available.usd).to.equal(8_000);
    // The user has no cancel: only the operator endpoints change a cash-out.
    expect(
      (
        await api(app.url, 'POST', `/api/admin/cashouts/${made.body.id}`, {
          body: { decision: 'cancelled' },
          token: user.access_token,
        })
      ).status,
    ).to.equal(403);
    const cancelled = await api(app.url, 'POST', `/api/admin/cashouts/${made.body.id}`, {
      body: { decision: 'cancelled', note: 'asked in support' },
      token: ADMIN,
    });
    expect(cancelled.body.status).to.equal('cancelled');
    expect((await balanceOf(app, user.access_token)).available.usd).to.equal(10_000);
    const twice = await api(app.url, 'POST', `/api/admin/cashouts/${made.body.id}`, {
      body: { decision: 'cancelled' },
      token: ADMIN,
    });
    expect(twice.body.errorCode).to.equal('INVALID_STATUS');
    expect((await balanceOf(app, user.access_token)).available.usd).to.equal(10_000);
  });

  it('a paid cash-out can no longer be cancelled; the history shows statuses', async () => {
    const made = await cashout({ amount: '10', currency: 'usd', method: 'card', destination: '4111 1111 1111 1111' });
    await api(app.url, 'POST', `/api/admin/cashouts/${made.body.id}`, { body: { decision: 'on_check' }, token: ADMIN });
    await api(app.url, 'POST', `/api/admin/cashouts/${made.body.id}`, { body: { decision: 'paid' }, token: ADMIN });
    const late = await api(app.url, 'POST', `/api/admin/cashouts/${made.body.id}`, {
      body: { decision: 'cancelled' },
      token: ADMIN,
    });
    expect(late.status).to.equal(409);
    expect((await balanceOf(app, user.access_token)).available.usd).to.equal(9_000);
    const history = await api(app.url, 'GET', '/api/wallet/cashouts', { token: user.access_token });
    expect(history.body.rows.map((r: any) => r.status)).to.deep.equal(['paid', 'cancelled']);
    const other = await registerUser(app.url);
    expect((await api(app.url, 'GET', '/api/wallet/cashouts', { token: other.access_token })).body.total).to.equal(0);
  });

  it('50 cash-outs at once never take more than can be cashed out', async () => {
    const before = (await balanceOf(app, user.access_token)).available.usd!;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        cashout({ amount: '5', currency: 'usd', method: 'mobile', destination: '+79990001122' }),
      ),
    );
    const ok = results.filter((r) => r.status === 200).length;
    expect(ok).to.equal(Math.floor(before / 500));
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.errorCode === 'INVALID_USER_BALANCE')).to.equal(
      true,
    );
    expect((await balanceOf(app, user.access_token)).available.usd).to.equal(before - ok * 500);
  });

  it('bad input is a 400 with the field named, MIN_NUMBER / MAX_NUMBER outside the limits, and changes nothing', async () => {
    const before = await balanceOf(app, user.access_token);
    for (const body of [
      {},
      { amount: '10', currency: 'usd', method: 'card' },
      { amount: 'abc', currency: 'usd', method: 'card', destination: '4111111111111111' },
      { amount: '10', currency: 'usd', method: 'paypal', destination: '4111111111111111' },
      { amount: '10', currency: 'usd', method: 'card', destination: '<script>' },
      { amount: '10', currency: 'usd', method: 'card', destination: 'x'.repeat(65) },
      { amount: -5, currency: 'usd', method: 'card', destination: '4111111111111111' },
    ]) {
      const r = await cashout(body);
      expect(r.status, JSON.stringify(body)).to.equal(400);
      expect(r.body.errorCode).to.equal('VALIDATION_ERROR');
    }
    expect(
      (await cashout({ amount: '1', currency: 'usd', method: 'card', destination: '4111111111111111' })).body.errorCode,
    ).to.equal('MIN_NUMBER');
    expect(
      (await cashout({ amount: '2000', currency: 'usd', method: 'card', destination: '4111111111111111' })).body
        .errorCode,
    ).to.equal('MAX_NUMBER');
    expect(await balanceOf(app, user.access_token)).to.deep.equal(before);
  });
});
