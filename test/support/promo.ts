import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import type pg from 'pg';
import { hmacHex, pickWeighted, rollFraction, sha256Hex, spinMessage } from '../../modules/promo/fairness.schemas';
import { WHEEL_SEGMENTS, WHEEL_WEIGHTS } from '../../modules/promo/wheel.schemas';
import type { TradeWorld } from './app';
import { api } from './http';
import { waitFor } from './socket';
import { registerUser, type TestUser } from './users';

let codes = 0;

/** A promo code an operator creates (ADMIN_TOKEN `admin`); its name is returned. */
export async function createPromoCode(baseUrl: string, admin: string, body: Record<string, unknown>): Promise<string> {
  const code = `T${++codes}${randomBytes(4).toString('hex').toUpperCase()}`;
  const created = await api(baseUrl, 'POST', '/api/admin/promocodes', { token: admin, body: { code, ...body } });
  expect(created.status, JSON.stringify(created.body)).to.equal(200);
  return code;
}

/** A new user (paying in usd) with `spins` free spins from an item-system code. */
export async function userWithSpins(baseUrl: string, admin: string, spins = 1): Promise<TestUser> {
  const code = await createPromoCode(baseUrl, admin, { system: 'item', spins });
  const user = await registerUser(baseUrl, { main_currency: 'usd' });
  const activated = await api(baseUrl, 'POST', '/api/user/promo-subscription', {
    token: user.access_token,
    body: { code },
  });
  expect(activated.status, JSON.stringify(activated.body)).to.equal(200);
  return user;
}

export const segmentOf = (kind: string): number => WHEEL_SEGMENTS.findIndex((s) => s.prize.kind === kind);

/** Replaces the user's hidden server seed by one whose next roll lands on `segment`, as if the draw had chosen it. */
export async function rigNextSpin(baseUrl: string, db: pg.Pool, user: TestUser, segment: number): Promise<void> {
  const { commitment } = (await api(baseUrl, 'GET', '/api/fortune/mine', { token: user.access_token })).body;
  for (;;) {
    const seed = randomBytes(32).toString('hex');
    const roll = await hmacHex(seed, spinMessage(commitment.clientSeed, commitment.nonce));
    if (pickWeighted(rollFraction(roll), WHEEL_WEIGHTS) !== segment) continue;
    await db.query(
      `UPDATE promo.wheel_seeds SET server_seed = $1, server_seed_hash = $2
        WHERE user_id = (SELECT id FROM identity.users WHERE username = $3)`,
      [seed, await sha256Hex(seed), user.username],
    );
    return;
  }
}

/**
 * A pet sold to the site by quick sale (a seller's game account, the fleet bot's trade) and its site listing priced
 * at $1, low enough for the wheel to offer it (spec trading-core 9, "free wheel pet"): the listing's id.
 */
export async function sitePet({ app, world, db }: TradeWorld): Promise<string> {
  const seller = await registerUser(app.url);
  const sellerCall = (method: string, path: string, body?: unknown) =>
    api(app.url, method, path, { token: seller.access_token, body });
  const account = await world.createAccount({
    game: 'adopt',
    nickname: `PetSeller_${randomBytes(3).toString('hex')}`,
    behaviour: { acceptFriend: 1, acceptTrade: 1, declineTrade: 0, leave: 0 },
  });
  const petSlug = (await world.catalogOf('adopt')).items.find((i) => i.pet)!.slug;
  await world.giveCatalogItem(account.id, { slug: petSlug, age: 'newborn' });
  await world.giveRandomInventory(account.id, 1, 2);
  const linked = await sellerCall('POST', '/api/adopt/accounts', { cookie: account.session_cookie });
  expect(linked.status, JSON.stringify(linked.body)).to.equal(201);
  const accountId = linked.body.account.id;
  await sellerCall('POST', `/api/adopt/accounts/${accountId}/sync`);
  // Generous waits: an e2e app's bots may run at a slower time scale than an integration test's.
  await waitFor(
    async () => ((await sellerCall('GET', '/api/adopt/accounts')).body.accounts as any[])[0],
    (a) => a?.sync === null && a.status === 'success',
    30_000,
  );
  const offer = ((await sellerCall('GET', '/api/adopt/quick-sales/offer?currency=usd')).body.items as any[]).filter(
    (i) => i.slug === petSlug,
  );
  const started = await sellerCall('POST', '/api/adopt/quick-sales', {
    accountId,
    currency: 'usd',
    items: offer.map((i) => ({ id: i.id, price: i.price.amount })),
  });
  expect(started.status, JSON.stringify(started.body)).to.equal(200);
  const sales = () => sellerCall('GET', '/api/adopt/quick-sales');
  await waitFor(sales, (r) => r.body.quickSales[0]?.needsReady === true, 30_000);
  await sellerCall('POST', `/api/adopt/quick-sales/${started.body.quickSale.id}/ready`);
  await waitFor(sales, (r) => r.body.quickSales[0]?.state === 'finished' && r.body.quickSales[0].paid, 30_000);
  const { rows } = await db.query(
    `UPDATE catalog.listings l SET base_cents = 100
       FROM identity.users u WHERE u.id = l.seller_id AND u.email = 'site@tradehall.local'
     RETURNING l.inventory_item_id AS id`,
  );
  expect(rows, 'the site listed the pet').to.have.length(1);
  return rows[0].id;
}
