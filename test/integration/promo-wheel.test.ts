import { expect } from 'chai';
import { hmacHex, pickWeighted, rollFraction, sha256Hex, spinMessage } from '../../modules/promo/fairness.schemas';
import { WHEEL_SEGMENTS, WHEEL_WEIGHTS } from '../../modules/promo/wheel.schemas';
import { SettlementService } from '../../modules/orders';
import { tradeWorldForFile } from '../support/app';
import { rigNextSpin, segmentOf, sitePet, userWithSpins } from '../support/promo';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import type { TestUser } from '../support/users';
import { balanceOf } from '../support/wallet';

const ADMIN = 'wheel-admin-token';

/**
 * The fortune wheel (spec trading-core 2, 9; accounts-platform 8), provably fair: a test recomputes every result
 * from the revealed seeds. Prizes land once: balance in the ledger, an R$ prize to send, a site pet to collect within
 * 60 minutes. Wheel errors: items changed, promo already used, unavailable.
 */
describe('fortune wheel: provably fair spins and their prizes', () => {
  const clock = new TestClock();
  const files = tradeWorldForFile({ clock, env: { ADMIN_TOKEN: ADMIN } });
  const call = (user: TestUser | null, method: string, path: string, body?: unknown) =>
    api(files.app.url, method, path, { token: user?.access_token, body });

  const spinner = (spins = 1) => userWithSpins(files.app.url, ADMIN, spins);
  const wheel = async (user: TestUser) => (await call(user, 'GET', '/api/fortune/mine')).body;
  const spin = async (user: TestUser) =>
    call(user, 'POST', '/api/fortune/spin', { petOfferId: (await wheel(user)).pet?.offerId ?? null });

  const rig = (user: TestUser, segment: number) => rigNextSpin(files.app.url, files.db, user, segment);

  it('fairness: the commitment is the hash of the seed revealed after the spin; the result recomputes from the seeds', async () => {
    const user = await spinner(3);
    const before = await wheel(user);
    expect(before.freeSpins).to.equal(3);
    expect(before.commitment.serverSeedHash).to.match(/^[0-9a-f]{64}$/);
    expect((await call(user, 'PUT', '/api/fortune/client-seed', { clientSeed: 'my-lucky-seed' })).status).to.equal(200);
    // The client seed changes; the committed server seed does not.
    expect((await wheel(user)).commitment).to.deep.include({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect((await wheel(user)).commitment.serverSeedHash).to.equal(before.commitment.serverSeedHash);
    for (let nonce = 0; nonce < 3; nonce++) {
      const committed = (await wheel(user)).commitment;
      const res = await spin(user);
      expect(res.status, JSON.stringify(res.body)).to.equal(200);
      const s = res.body;
      expect(s).to.include({ nonce, clientSeed: 'my-lucky-seed', serverSeedHash: committed.serverSeedHash });
      expect(await sha256Hex(s.serverSeed)).to.equal(committed.serverSeedHash);
      expect(await hmacHex(s.serverSeed, spinMessage(s.clientSeed, s.nonce))).to.equal(s.roll);
      expect(pickWeighted(rollFraction(s.roll), WHEEL_WEIGHTS)).to.equal(s.segment);
      // Anyone can read the spin to verify it; a new seed is committed for the next spin.
      const proof = await call(null, 'GET', `/api/fortune/spins/${s.id}`);
      expect(proof.body).to.deep.include({ serverSeed: s.serverSeed, roll: s.roll, segment: s.segment });
      const next = (await wheel(user)).commitment;
      expect(next.nonce).to.equal(nonce + 1);
      expect(next.serverSeedHash).to.not.equal(committed.serverSeedHash);
    }
  });

  it('published odds: the weights are out of 10,000 and each segment can be drawn', async () => {
    const odds = (await call(null, 'GET', '/api/fortune')).body.segments.map((s: any) => s.weight);
    expect(odds.reduce((a: number, b: number) => a + b, 0)).to.equal(10_000);
    expect(pickWeighted(0, WHEEL_WEIGHTS)).to.equal(0);
    expect(pickWeighted(0.999999, WHEEL_WEIGHTS)).to.equal(WHEEL_WEIGHTS.length - 1);
  });

  it('a balance prize lands in the ledger once; a spin uses one free spin', async () => {
    const user = await spinner(1);
    const small = segmentOf('balance');
    await rig(user, small);
    const res = await spin(user);
    expect(res.status).to.equal(200);
    const amount = (WHEEL_SEGMENTS[small]!.prize as any).amounts.usd;
    expect(res.body.prize).to.deep.equal({ kind: 'balance', amount, currency: 'usd' });
    expect((await balanceOf(files.app, user.access_token)).available.usd).to.equal(amount);
    expect((await wheel(user)).freeSpins).to.equal(0);
  });

  it('promo already used: with no free spin left a spin is refused and changes nothing', async () => {
    const user = await spinner(1);
    expect((await spin(user)).status).to.equal(200);
    const again = await spin(user);
    expect(again.status).to.equal(409);
    expect(again.body.errorCode).to.equal('WHEEL_PROMO_ALREADY_USED');
    expect((await call(user, 'GET', '/api/fortune/spins')).body.spins).to.have.length(1);
  });

  it('two spins at once with one free spin: one spins, the other is refused', async () => {
    const user = await spinner(1);
    const results = await Promise.all([spin(user), spin(user)]);
    expect(results.map((r) => r.status).sort()).to.deep.equal([200, 409]);
    expect((await call(user, 'GET', '/api/fortune/spins')).body.spins).to.have.length(1);
  });

  it('an R$ prize waits to be sent to a game pass; another free spin is a free spin', async () => {
    const user = await spinner(2);
    await rig(user, segmentOf('rbx'));
    const rbx = (await spin(user)).body.prize;
    expect(rbx.kind).to.equal('rbx');
    const tab = (await call(user, 'GET', '/api/user/promo-subscriptions')).body;
    expect(tab.rbxPrizes).to.deep.equal([
      { id: rbx.rbxPrizeId, amount: rbx.amount, source: 'spin', createdAt: tab.rbxPrizes[0].createdAt, orderId: null },
    ]);
    await rig(user, segmentOf('spin'));
    expect((await spin(user)).body.prize).to.deep.equal({ kind: 'spin' });
    expect((await wheel(user)).freeSpins).to.equal(1);
  });

  it('items changed: a spin naming another pet than the wheel offers is refused before it rolls', async () => {
    const user = await spinner(1);
    const res = await call(user, 'POST', '/api/fortune/spin', { petOfferId: '00000000-0000-4000-8000-000000000001' });
    expect(res.status).to.equal(409);
    expect(res.body.errorCode).to.equal('WHEEL_ITEMS_CHANGED');
    expect((await wheel(user)).freeSpins).to.equal(1);
    expect((await wheel(user)).commitment.nonce).to.equal(0);
  });

  it('the pet segment with no pet in stock gives the published balance instead', async () => {
    const user = await spinner(1);
    const view = await wheel(user);
    expect(view.pet).to.equal(null);
    await rig(user, segmentOf('pet'));
    const res = await spin(user);
    expect(res.body.prize).to.deep.equal({ kind: 'balance', amount: view.petFallback.usd, currency: 'usd' });
  });

  it('free wheel pet (spec trading-core 9): a pet of the site stock becomes a purchase at zero, collected within 60 minutes, else back on sale', async () => {
    const offerId = await sitePet(files);
    const user = await spinner(1);
    expect((await wheel(user)).pet.offerId).to.equal(offerId);
    await rig(user, segmentOf('pet'));
    const res = await spin(user);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    const prize = res.body.prize;
    expect(prize.kind).to.equal('pet');
    const { rows } = await files.db.query(
      `SELECT price_minor, status, extract(epoch FROM collect_by - created_at)::int AS collect_in
         FROM orders.purchase_items WHERE purchase_id = $1`,
      [prize.purchaseId],
    );
    expect(rows).to.deep.equal([{ price_minor: '0', status: 'waiting', collect_in: 3600 }]);
    expect(Date.parse(prize.collectBy) - Date.parse(res.body.createdAt)).to.be.within(3_600_000, 3_605_000);
    expect((await balanceOf(files.app, user.access_token)).available.usd).to.equal(0);
    // The pet left the market: the wheel offers none now.
    expect((await call(null, 'GET', '/api/fortune')).body.pet).to.equal(null);
    // Not collected within 60 minutes: it expires and goes back on sale, and nobody is paid anything.
    clock.advance(61 * 60_000);
    expect(await files.app.container.get(SettlementService).expireDue(prize.purchaseId)).to.equal(1);
    const { rows: back } = await files.db.query(
      `SELECT i.status, l.inventory_item_id IS NOT NULL AS listed
         FROM inventory_sync.items i LEFT JOIN catalog.listings l ON l.inventory_item_id = i.id WHERE i.id = $1`,
      [offerId],
    );
    expect(back).to.deep.equal([{ status: 'on_sale', listed: true }]);
    expect((await balanceOf(files.app, user.access_token)).available.usd).to.equal(0);
  });
});
