import { expect } from 'chai';
import { passPriceFor } from '../../modules/rbx';
import { tradeWorldForFile } from '../support/app';
import { newPlayer } from '../support/bots';
import { api } from '../support/http';
import { createPromoCode, rigNextSpin, segmentOf, userWithSpins } from '../support/promo';
import { waitFor } from '../support/socket';
import { registerUser, type TestUser } from '../support/users';
import { balanceOf } from '../support/wallet';

const ADMIN = 'promo-rbx-admin-token';

/**
 * R$ prizes (spec accounts-platform 4.3: choosing "robux" goes to the R$ page with the promo; trading-core 1, 9): an
 * R$ code's activation orders its R$ to the user's game pass, and a wheel's R$ prize is sent the same way, paid by
 * nobody (nothing in the ledger), once.
 */
describe('promo R$ prizes: delivered to a game pass like an R$ order, paid by nobody, once', () => {
  const files = tradeWorldForFile({ env: { ADMIN_TOKEN: ADMIN } });
  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    api(files.app.url, method, path, { token: user.access_token, body });
  const orderOf = (user: TestUser, id: string) =>
    waitFor(
      async () => (await call(user, 'GET', `/api/adopt/rbx/orders/${id}`)).body.order,
      (o) => o?.state === 'pending' || o?.state === 'delivered' || o?.state === 'failed',
      15_000,
    );
  const ledgerOf = async (reference: string) =>
    (await files.db.query('SELECT kind FROM wallet.transactions WHERE reference = $1', [reference])).rows;

  /** A game account with a pass priced for `amount` R$. */
  async function gamePass(amount: number) {
    const player = await newPlayer(files.world);
    return {
      nickname: player.account.nickname,
      pass: await files.world.createGamePass(player.account.id, passPriceFor(amount)),
    };
  }

  it('an R$ code: the check names its R$; activating it orders them to my game pass, with no money moving', async () => {
    const code = await createPromoCode(files.app.url, ADMIN, { system: 'rbx', rbx: 100 });
    const user = await registerUser(files.app.url, { main_currency: 'usd' });
    expect((await call(user, 'GET', `/api/v1/withdrawals/absolute_promo?code=${code}`)).body).to.deep.equal({
      code,
      user: null,
      rbx: 100,
    });
    const to = await gamePass(100);
    const res = await call(user, 'POST', '/api/v1/withdrawals/absolute_promo', { code, game: 'adopt', ...to });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body).to.include({ status: 'ok', rbx: 100 });
    const order = await orderOf(user, res.body.orderId);
    expect(order).to.include({ amount: 100, payment: 'prize', state: 'pending' });
    expect(await ledgerOf(res.body.orderId)).to.deep.equal([]);
    expect((await balanceOf(files.app, user.access_token)).available.usd).to.equal(0);
    // Code 1: once per user.
    const again = await call(user, 'POST', '/api/v1/withdrawals/absolute_promo', { code, game: 'adopt', ...to });
    expect(again.body.errorCode).to.equal('1');
    expect(((await call(user, 'GET', '/api/adopt/rbx/orders')).body.orders as any[]).length).to.equal(1);
  });

  it('an R$ code with a bad delivery (bad input) changes nothing: the code stays unused', async () => {
    const code = await createPromoCode(files.app.url, ADMIN, { system: 'rbx', rbx: 50 });
    const user = await registerUser(files.app.url);
    const bad = await call(user, 'POST', '/api/v1/withdrawals/absolute_promo', { code, game: 'adopt', nickname: 'x' });
    expect(bad.status).to.equal(400);
    expect((await call(user, 'GET', `/api/v1/withdrawals/absolute_promo?code=${code}`)).body.user).to.equal(null);
  });

  it('a wheel R$ prize is sent to a game pass once; a second claim is ALREADY_STARTED', async () => {
    const user = await userWithSpins(files.app.url, ADMIN, 1);
    await rigNextSpin(files.app.url, files.db, user, segmentOf('rbx'));
    const spin = await call(user, 'POST', '/api/fortune/spin', {
      petOfferId: (await call(user, 'GET', '/api/fortune/mine')).body.pet?.offerId ?? null,
    });
    const prize = spin.body.prize;
    expect(prize.kind).to.equal('rbx');
    const to = await gamePass(prize.amount);
    const claim = await call(user, 'POST', `/api/promo/rbx-prizes/${prize.rbxPrizeId}/claim`, { game: 'adopt', ...to });
    expect(claim.status, JSON.stringify(claim.body)).to.equal(200);
    const order = await orderOf(user, claim.body.orderId);
    expect(order).to.include({ amount: prize.amount, payment: 'prize' });
    const twice = await call(user, 'POST', `/api/promo/rbx-prizes/${prize.rbxPrizeId}/claim`, { game: 'adopt', ...to });
    expect(twice.body.errorCode).to.equal('ALREADY_STARTED');
    const tab = (await call(user, 'GET', '/api/user/promo-subscriptions')).body;
    expect(tab.rbxPrizes[0].orderId).to.equal(claim.body.orderId);
    // Someone else's prize is not theirs to claim.
    const other = await registerUser(files.app.url);
    expect(
      (await call(other, 'POST', `/api/promo/rbx-prizes/${prize.rbxPrizeId}/claim`, { game: 'adopt', ...to })).status,
    ).to.equal(404);
  });
});
