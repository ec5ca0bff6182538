import { expect } from 'chai';
import pg from 'pg';
import { signWebhook, SIGNATURE_HEADER, TopupsService } from '../../modules/wallet';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { registerUser, type TestUser } from '../support/users';
import { balanceOf, topUp } from '../support/wallet';
import { connectNotifications, waitFor } from '../support/socket';

const ADMIN = 'operator-token-for-tests-0123456789';

describe('wallet: top-ups through the payment provider (spec trading-core 5, 9; accounts-platform 3)', () => {
  let app: TestApp;
  let db: pg.Client;
  let buyer: TestUser;
  const clock = new TestClock();
  const ledgerRows = async () =>
    (await db.query('SELECT count(*)::int AS n FROM wallet.transactions')).rows[0].n as number;

  /** Starts a top-up and reads the provider's payment id from its checkout session. */
  async function startTopup(token: string, amount = '10.00', currency = 'usd') {
    const { status, body } = await api(app.url, 'POST', '/api/wallet/topups', {
      body: { amount, currency, method: 'card' },
      token,
    });
    expect(status, JSON.stringify(body)).to.equal(200);
    const session = new URL(body.redirectUrl, app.url).searchParams.get('session')!;
    const payload = JSON.parse(Buffer.from(session.split('.')[0]!, 'base64url').toString());
    return { id: body.topup.id as string, providerPaymentId: payload.providerPaymentId as string, session };
  }

  function webhook(
    providerPaymentId: string,
    amount: number,
    currency: string,
    type = 'payment.succeeded',
    at = clock.now(),
    secret = app.config.wallet.paymentWebhookSecret!,
  ) {
    const body = JSON.stringify({
      id: `evt_${Math.random()}`,
      type,
      data: { payment_id: providerPaymentId, amount, currency },
    });
    return { body, signature: signWebhook(secret, body, at) };
  }

  const send = (w: { body: string; signature: string }) =>
    fetch(`${app.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: w.signature },
      body: w.body,
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

  before(async () => {
    app = await startTestApp({ clock, env: { ADMIN_TOKEN: ADMIN } });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    buyer = await registerUser(app.url);
  });
  after(async () => {
    await db?.end();
    await app?.stop();
  });

  it('spec trading-core 5: a top-up paid on the provider page is credited; balance and profile show it', async () => {
    const id = await topUp(app, buyer.access_token, '25.50', 'usd');
    expect((await balanceOf(app, buyer.access_token)).available).to.deep.equal({ eur: 0, usd: 2550, rub: 0 });
    const topup = await api(app.url, 'GET', `/api/wallet/topups/${id}`, { token: buyer.access_token });
    expect(topup.body).to.include({ status: 'paid' });
    const profile = await api(app.url, 'GET', '/api/user/profile', { token: buyer.access_token });
    expect(profile.body.balance).to.deep.equal({ eur: 0, usd: 25.5, rub: 0 });
  });

  it("a credited top-up tells the user's open pages over Socket.IO (BALANCE_CHANGED), after the commit", async () => {
    const user = await registerUser(app.url);
    const { socket, received } = await connectNotifications(app.url, user.access_token);
    try {
      const id = await topUp(app, user.access_token, '3.00', 'usd');
      const events = await waitFor(
        () => received,
        (r) => r.some((n) => n.payloadType === 'BALANCE_CHANGED'),
      );
      expect(events.find((n) => n.payloadType === 'BALANCE_CHANGED')!.payload).to.deep.equal({
        topupId: id,
        status: 'paid',
      });
    } finally {
      socket.close();
    }
  });

  it('spec accounts-platform 3: the profile balance is rounded down to 2 decimals per currency', async () => {
    const user = await registerUser(app.url);
    await topUp(app, user.access_token, '100.99', 'rub');
    const profile = await api(app.url, 'GET', '/api/user/profile', { token: user.access_token });
    expect(profile.body.balance.rub).to.equal(100.99);
  });

  it('the same webhook delivered twice credits once', async () => {
    const user = await registerUser(app.url);
    const { providerPaymentId } = await startTopup(user.access_token, '7.00');
    const hook = webhook(providerPaymentId, 700, 'usd');
    const first = await send(hook);
    const again = await send(hook);
    const racing = await Promise.all(Array.from({ length: 5 }, () => send(webhook(providerPaymentId, 700, 'usd'))));
    expect([first.status, again.status, ...racing.map((r) => r.status)]).to.deep.equal([
      200, 200, 200, 200, 200, 200, 200,
    ]);
    expect((await balanceOf(app, user.access_token)).available.usd).to.equal(700);
  });

  it('a forged webhook (wrong secret) is refused with 401 and credits nothing', async () => {
    const user = await registerUser(app.url);
    const { providerPaymentId } = await startTopup(user.access_token);
    const before = await ledgerRows();
    const forged = await send(
      webhook(providerPaymentId, 1000, 'usd', 'payment.succeeded', clock.now(), 'not-the-providers-secret'),
    );
    expect(forged).to.deep.include({ status: 401 });
    expect(forged.body.errorCode).to.equal('INVALID_SIGNATURE');
    const tampered = webhook(providerPaymentId, 1000, 'usd');
    const bigger = { body: tampered.body.replace('"amount":1000', '"amount":99999'), signature: tampered.signature };
    expect((await send(bigger)).status).to.equal(401);
    expect(await ledgerRows()).to.equal(before);
    expect((await balanceOf(app, user.access_token)).available.usd).to.equal(0);
  });

  it('a late (replayed) webhook signed more than 5 minutes ago is refused and credits nothing', async () => {
    const user = await registerUser(app.url);
    const { providerPaymentId } = await startTopup(user.access_token);
    const stale = await send(
      webhook(providerPaymentId, 1000, 'usd', 'payment.succeeded', new Date(clock.now().getTime() - 6 * 60_000)),
    );
    expect(stale.status).to.equal(400);
    expect(stale.body.errorCode).to.equal('WEBHOOK_EXPIRED');
    expect((await balanceOf(app, user.access_token)).available.usd).to.equal(0);
  });

  it('a webhook whose amount differs from the payment is refused (409)', async () => {
    const user = await registerUser(app.url);
    const { providerPaymentId } = await startTopup(user.access_token);
    expect((await send(webhook(providerPaymentId, 999_99, 'usd'))).status).to.equal(409);
    expect((await balanceOf(app, user.access_token)).available.usd).to.equal(0);
  });

  it('a declined payment fails the top-up; a success arriving after that is refused', async () => {
    const user = await registerUser(app.url);
    const { id, session, providerPaymentId } = await startTopup(user.access_token);
    const declined = await fetch(`${app.url}/dev/payments/checkout/decline`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ session }).toString(),
    });
    expect(declined.headers.get('location')).to.contain(`/fail-payment?topup=${id}`);
    expect((await api(app.url, 'GET', `/api/wallet/topups/${id}`, { token: user.access_token })).body.status).to.equal(
      'failed',
    );
    expect((await send(webhook(providerPaymentId, 1000, 'usd'))).status).to.equal(409);
    expect((await balanceOf(app, user.access_token)).available.usd).to.equal(0);
  });

  it('spec trading-core 5: minimum and maximum per currency; bad amounts are 400 and create nothing', async () => {
    const count = async () => (await db.query('SELECT count(*)::int AS n FROM wallet.topups')).rows[0].n as number;
    const before = await count();
    const post = (body: unknown) => api(app.url, 'POST', '/api/wallet/topups', { body, token: buyer.access_token });
    const low = await post({ amount: '0.50', currency: 'usd', method: 'card' });
    expect(low.status).to.equal(400);
    expect(low.body).to.deep.include({ errorCode: 'MIN_NUMBER' });
    expect(low.body.details.min).to.deep.equal({ amount: 100, currency: 'usd' });
    expect((await post({ amount: '50', currency: 'rub', method: 'card' })).body.errorCode).to.equal('MIN_NUMBER');
    const high = await post({ amount: '1000.01', currency: 'eur', method: 'card' });
    expect(high.body).to.deep.include({ errorCode: 'MAX_NUMBER' });
    for (const amount of ['abc', '1e309', -1, '0.001', '', 1e309, '12,50', ' ']) {
      const r = await post({ amount, currency: 'usd', method: 'card' });
      expect(r.status, String(amount)).to.equal(400);
      expect(r.body.errorCode).to.equal('VALIDATION_ERROR');
    }
    expect((await post({ amount: '10', currency: 'btc', method: 'card' })).status).to.equal(400);
    expect((await post({ amount: '10', currency: 'usd', method: 'cash' })).status).to.equal(400);
    expect(
      (await api(app.url, 'POST', '/api/wallet/topups', { body: { amount: '10', currency: 'usd', method: 'card' } }))
        .status,
    ).to.equal(401);
    expect(await count()).to.equal(before);
  });

  it('spec trading-core 5: a method marked temporarily unavailable cannot be used', async () => {
    const off = await api(app.url, 'PUT', '/api/admin/topup-methods/crypto', {
      body: { available: false },
      token: ADMIN,
    });
    expect(off.status).to.equal(200);
    const methods = (await api(app.url, 'GET', '/api/wallet/topup-methods')).body.methods as {
      id: string;
      available: boolean;
    }[];
    expect(methods.find((m) => m.id === 'crypto')!.available).to.equal(false);
    expect(methods.find((m) => m.id === 'card')!.available).to.equal(true);
    const r = await api(app.url, 'POST', '/api/wallet/topups', {
      body: { amount: '10', currency: 'usd', method: 'crypto' },
      token: buyer.access_token,
    });
    expect(r.body.errorCode).to.equal('METHOD_UNAVAILABLE');
    expect(
      (
        await api(app.url, 'PUT', '/api/admin/topup-methods/crypto', {
          body: { available: false },
          token: buyer.access_token,
        })
      ).status,
    ).to.equal(403);
    await api(app.url, 'PUT', '/api/admin/topup-methods/crypto', { body: { available: true }, token: ADMIN });
  });

  it("one user can never see another's top-up or history", async () => {
    const other = await registerUser(app.url);
    const { id } = await startTopup(buyer.access_token);
    expect((await api(app.url, 'GET', `/api/wallet/topups/${id}`, { token: other.access_token })).status).to.equal(404);
    const history = await api(app.url, 'GET', '/api/wallet/topups', { token: other.access_token });
    expect(history.body.total).to.equal(0);
  });

  it('top-ups history lists the newest first with statuses, filters and pages', async () => {
    const { body } = await api(app.url, 'GET', '/api/wallet/topups?page=1', { token: buyer.access_token });
    expect(body.total).to.be.at.least(2);
    expect(body.rows[0].createdAt >= body.rows[1].createdAt).to.equal(true);
    const paid = await api(app.url, 'GET', '/api/wallet/topups?status=paid', { token: buyer.access_token });
    expect(paid.body.rows.every((r: any) => r.status === 'paid')).to.equal(true);
    expect((await api(app.url, 'GET', '/api/wallet/topups?page=0', { token: buyer.access_token })).status).to.equal(
      400,
    );
  });

  it('spec trading-core 9: a top-up left unpaid for a day fails', async () => {
    const user = await registerUser(app.url);
    const { id } = await startTopup(user.access_token);
    clock.advance(25 * 3_600_000);
    try {
      expect(await app.container.get(TopupsService).failAbandoned()).to.be.at.least(1);
    } finally {
      clock.advance(-25 * 3_600_000);
    }
    expect((await api(app.url, 'GET', `/api/wallet/topups/${id}`, { token: user.access_token })).body.status).to.equal(
      'failed',
    );
  });
});
