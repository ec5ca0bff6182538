import { expect } from 'chai';
import pg from 'pg';
import type { Variant } from '../../modules/catalog';
import { ListingsRepo, type NewCard } from '../../modules/market/listings.repo';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { NEON_FLY, seedSeller, type SeededSeller } from '../support/sellers';

describe('market: listing items, prices, fees, the 30 s pause and freezing (spec trading-core 4, 5, 8, 9)', () => {
  let app: TestApp;
  let db: pg.Client;
  const clock = new TestClock();
  const listingCount = async () =>
    (await db.query('SELECT count(*)::int AS n FROM catalog.listings')).rows[0].n as number;
  const statusOf = async (id: string) =>
    (await db.query('SELECT status FROM inventory_sync.items WHERE id = $1', [id])).rows[0].status as string;
  const add = (s: SeededSeller, body: unknown, game = 'adopt') =>
    api(app.url, 'POST', `/api/${game}/inventory/sale/add`, { body, token: s.user.access_token });
  const rawAdd = (s: SeededSeller, rawBody: string) =>
    api(app.url, 'POST', '/api/adopt/inventory/sale/add', { rawBody, token: s.user.access_token });
  const market = (query: string) => api(app.url, 'GET', `/api/adopt/market?${query}`);
  const inventory = async (s: SeededSeller, currency = 'usd') =>
    (await api(app.url, 'GET', `/api/adopt/inventory?currency=${currency}`, { token: s.user.access_token })).body
      .items as any[];

  before(async () => {
    app = await startTestApp({ clock });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
  });
  after(async () => {
    await db?.end();
    await app?.stop();
  });

  it('two listings that make the same new cards, in opposite orders, wait for each other instead of deadlocking', async () => {
    const items = (
      await db.query(
        "SELECT id, type, subtype, rarity, name FROM catalog.items WHERE game = 'adopt' AND type = 'pet' ORDER BY id LIMIT 2",
      )
    ).rows;
    const variant: Variant = { age: 'teen', level: 'mega_neon', flyable: false, rideable: true, chroma: true };
    const cards: NewCard[] = items.map((i) => ({
      game: 'adopt',
      itemId: i.id,
      type: i.type,
      subtype: i.subtype,
      rarity: i.rarity,
      name: i.name,
      variant,
      valueBase: 100,
    }));
    // Each new card's row waits 300 ms, so the two statements interleave: the first card of each is in before either
    // reaches its second, which is the other's first unless both insert in one order.
    await db.query(`CREATE FUNCTION public.slow_card_insert() RETURNS trigger LANGUAGE plpgsql AS
                      $$ BEGIN PERFORM pg_sleep(0.3); RETURN NEW; END $$`);
    await db.query(`CREATE TRIGGER slow_card_insert BEFORE INSERT ON catalog.cards FOR EACH ROW
                      WHEN (NEW.item_id IN (${items.map((i) => Number(i.id)).join(', ')}) AND NEW.age = 'teen'
                            AND NEW.level = 'mega_neon') EXECUTE FUNCTION public.slow_card_insert()`);
    try {
      const repo = app.container.get(ListingsRepo);
      const database = app.container.get<Db>(TYPES.Db);
      const make = (order: NewCard[]) => database.transaction().execute((trx) => repo.ensureCards(trx, order));
      const [ab, ba] = await Promise.allSettled([make(cards), make([...cards].reverse())]);
      expect(ab.status, String((ab as PromiseRejectedResult).reason)).to.equal('fulfilled');
      expect(ba.status, String((ba as PromiseRejectedResult).reason)).to.equal('fulfilled');
      const [first, second] = (ab as PromiseFulfilledResult<number[]>).value;
      expect((ba as PromiseFulfilledResult<number[]>).value).to.deep.equal([second, first]);
    } finally {
      await db.query('DROP TRIGGER slow_card_insert ON catalog.cards; DROP FUNCTION public.slow_card_insert()');
    }
  });

  it('the catalog is seeded with every item of both games (491 adopt, 460 mm2)', async () => {
    const rows = (await db.query('SELECT game, count(*)::int AS n FROM catalog.items GROUP BY game ORDER BY game'))
      .rows;
    expect(rows).to.deep.equal([
      { game: 'adopt', n: 491 },
      { game: 'mm2', n: 460 },
    ]);
  });

  it('spec trading-core 9: itemsAdd lists an item; the seller sees 80% of a dollar price after the 20% fee', async () => {
    const seller = await seedSeller(app, 'adopt', [{ slug: 'shadow-dragon' }]);
    const item = seller.items[0]!;
    const rules = (await inventory(seller)).find((i) => i.id === item.id);
    expect(rules.recommended.amount).to.be.within(1000, 5000); // a default Shadow Dragon is worth tens of dollars
    const { status, body } = await add(seller, { currency: 'usd', items: [{ id: item.id, price: 25 }] });
    expect(status, JSON.stringify(body)).to.equal(200);
    expect(body.items).to.deep.equal([{ id: item.id, price: { amount: 2500, currency: 'usd' } }]);
    const view = (await inventory(seller)).find((i) => i.id === item.id);
    expect(view).to.include({ status: 'on_sale' });
    expect(view.receives).to.deep.equal({ amount: 2000, currency: 'usd' });
    const cards = (await market('q=shadow%20dragon')).body.cards as any[];
    expect(cards.some((c) => c.slug === 'shadow-dragon' && c.price.amount === 2500)).to.equal(true);
  });

  it('spec trading-core 9: in rubles the fee is 15%', async () => {
    const seller = await seedSeller(app, 'adopt', [{ slug: 'shadow-dragon' }], { main_currency: 'rub' });
    await add(seller, { currency: 'rub', items: [{ id: seller.items[0]!.id, price: 2000 }] });
    const view = (await inventory(seller, 'rub')).find((i) => i.id === seller.items[0]!.id);
    expect(view.receives).to.deep.equal({ amount: 170_000, currency: 'rub' });
  });

  it('spec trading-core 8: bad prices get UNSAFE_NUMBER, MAX_NUMBER (maximum shown), MIN_NUMBER or a 400, and change nothing', async () => {
    const seller = await seedSeller(app, 'adopt', [{ slug: 'giraffe' }]);
    const id = seller.items[0]!.id;
    const before = await listingCount();
    const cases: [string, number, string][] = [
      [`{"currency":"usd","items":[{"id":"${id}","price":1e309}]}`, 400, 'UNSAFE_NUMBER'],
      [`{"currency":"usd","items":[{"id":"${id}","price":0.001}]}`, 400, 'UNSAFE_NUMBER'],
      [`{"currency":"usd","items":[{"id":"${id}","price":"12.345"}]}`, 400, 'UNSAFE_NUMBER'],
      [`{"currency":"usd","items":[{"id":"${id}","price":9007199254740993}]}`, 400, 'UNSAFE_NUMBER'],
      [`{"currency":"usd","items":[{"id":"${id}","price":-1}]}`, 400, 'MIN_NUMBER'],
      [`{"currency":"usd","items":[{"id":"${id}","price":0}]}`, 400, 'MIN_NUMBER'],
      [`{"currency":"usd","items":[{"id":"${id}","price":"abc"}]}`, 400, 'VALIDATION_ERROR'],
      [`{"currency":"usd","items":[{"id":"${id}"}]}`, 400, 'VALIDATION_ERROR'],
      [`{"currency":"btc","items":[{"id":"${id}","price":5}]}`, 400, 'VALIDATION_ERROR'],
      [`{"currency":"usd","items":[{"id":"not-a-uuid","price":5}]}`, 400, 'VALIDATION_ERROR'],
      [`{"currency":"usd","items":[]}`, 400, 'VALIDATION_ERROR'],
    ];
    for (const [raw, status, code] of cases) {
      const response = await rawAdd(seller, raw);
      expect(response.status, raw).to.equal(status);
      expect(response.body.errorCode, raw).to.equal(code);
    }
    const tooHigh = await add(seller, { currency: 'usd', items: [{ id, price: 1_000_000 }] });
    expect(tooHigh.status).to.equal(400);
    expect(tooHigh.body.errorCode).to.equal('MAX_NUMBER');
    expect(tooHigh.body.details.field).to.equal('items[0].price');
    expect(tooHigh.body.details.max.currency).to.equal('usd');
    expect(tooHigh.body.details.max.amount).to.be.above(0).and.below(100_000_000);
    expect(await listingCount()).to.equal(before);
    expect(await statusOf(id)).to.equal('normal');
  });

  it('spec trading-core 5: a price within the bounds is accepted at exactly the bounds and not a cent beyond', async () => {
    const seller = await seedSeller(app, 'adopt', [
      { slug: 'frost-dragon' },
      { slug: 'frost-dragon' },
      { slug: 'frost-dragon' },
    ]);
    const [view] = await inventory(seller);
    const { min, max } = view.bounds;
    const [a, b, c] = seller.items;
    expect(
      (await add(seller, { currency: 'usd', items: [{ id: a!.id, price: (max.amount + 1) / 100 }] })).body.errorCode,
    ).to.equal('MAX_NUMBER');
    expect(
      (await add(seller, { currency: 'usd', items: [{ id: a!.id, price: (min.amount - 1) / 100 }] })).body.errorCode,
    ).to.equal('MIN_NUMBER');
    expect(
      (
        await add(seller, {
          currency: 'usd',
          items: [
            { id: b!.id, price: max.amount / 100 },
            { id: c!.id, price: min.amount / 100 },
          ],
        })
      ).status,
    ).to.equal(200);
  });

  it("spec trading-core 8: listing someone else's item, or one that does not exist, is NOT_FOUND and changes nothing", async () => {
    const owner = await seedSeller(app, 'adopt', [{ slug: 'parrot' }]);
    const thief = await seedSeller(app, 'adopt', [{ slug: 'parrot' }]);
    const before = await listingCount();
    const stolen = await add(thief, { currency: 'usd', items: [{ id: owner.items[0]!.id, price: 5 }] });
    expect(stolen.status).to.equal(404);
    expect(stolen.body.errorCode).to.equal('NOT_FOUND');
    const missing = await add(thief, {
      currency: 'usd',
      items: [{ id: '00000000-0000-4000-8000-000000000000', price: 5 }],
    });
    expect(missing.body.errorCode).to.equal('NOT_FOUND');
    // One good item and one bad one: nothing is listed (all or nothing).
    const mixed = await add(thief, {
      currency: 'usd',
      items: [
        { id: thief.items[0]!.id, price: 5 },
        { id: owner.items[0]!.id, price: 5 },
      ],
    });
    expect(mixed.status).to.equal(404);
    const wrongGame = await add(thief, { currency: 'usd', items: [{ id: thief.items[0]!.id, price: 5 }] }, 'mm2');
    expect(wrongGame.body.errorCode).to.equal('NOT_FOUND');
    expect(await listingCount()).to.equal(before);
    expect(await statusOf(owner.items[0]!.id)).to.equal('normal');
    expect(await statusOf(thief.items[0]!.id)).to.equal('normal');
  });

  it('spec trading-core 5: items without a price cannot be listed (no sales and no value points: NO_PRICE)', async () => {
    await db.query(
      "INSERT INTO catalog.items (game, slug, name, type, rarity) VALUES ('adopt', 'unpriced-thing', 'Unpriced Thing', 'pet', 'mystery')",
    );
    const seller = await seedSeller(app, 'adopt', [{ slug: 'unpriced-thing' }]);
    const { status, body } = await add(seller, { currency: 'usd', items: [{ id: seller.items[0]!.id, price: 5 }] });
    expect(status).to.equal(400);
    expect(body).to.deep.include({ errorCode: 'NO_PRICE' });
    expect(await statusOf(seller.items[0]!.id)).to.equal('normal');
  });

  it('spec trading-core 8: one bad price in a batch lists nothing', async () => {
    const seller = await seedSeller(app, 'adopt', [{ slug: 'bat-dragon' }, { slug: 'bat-dragon' }]);
    const before = await listingCount();
    const { status, body } = await add(seller, {
      currency: 'usd',
      items: [
        { id: seller.items[0]!.id, price: 15 },
        { id: seller.items[1]!.id, price: 1e12 },
      ],
    });
    expect(status).to.equal(400);
    expect(body.details.field).to.equal('items[1].price');
    expect(await listingCount()).to.equal(before);
  });

  it('spec trading-core 8: a frozen account is LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE; lost access is NO_ACCESS (relink)', async () => {
    const seller = await seedSeller(app, 'adopt', [{ slug: 'giraffe' }]);
    const body = { currency: 'usd', items: [{ id: seller.items[0]!.id, price: 15 }] };
    await db.query("UPDATE inventory_sync.game_accounts SET status = 'tempBlocked' WHERE id = $1", [seller.account.id]);
    expect((await add(seller, body)).body.errorCode).to.equal('LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE');
    await db.query("UPDATE inventory_sync.game_accounts SET status = 'error' WHERE id = $1", [seller.account.id]);
    const lost = await add(seller, body);
    expect(lost.status).to.equal(403);
    expect(lost.body.errorCode).to.equal('NO_ACCESS');
    expect(await statusOf(seller.items[0]!.id)).to.equal('normal');
  });

  it('spec trading-core 9: no action on an item for 30 seconds after a change (itemsUpdate, itemsRemove)', async () => {
    const seller = await seedSeller(app, 'adopt', [{ slug: 'giraffe', variant: NEON_FLY }]);
    const id = seller.items[0]!.id;
    const [view] = await inventory(seller);
    const price = view.recommended.amount / 100;
    expect((await add(seller, { currency: 'usd', items: [{ id, price }] })).status).to.equal(200);
    const early = await api(app.url, 'POST', '/api/adopt/inventory/sale/update', {
      body: { items: [{ id, price: price + 1 }] },
      token: seller.user.access_token,
    });
    expect(early.status).to.equal(409);
    expect(early.body.errorCode).to.equal('ITEM_ACTION_PAUSED');
    expect(Number(early.headers.get('retry-after'))).to.be.within(1, 30);
    expect((await inventory(seller))[0].pausedUntil).to.be.a('string');
    clock.advance(31_000);
    const later = await api(app.url, 'POST', '/api/adopt/inventory/sale/update', {
      body: { items: [{ id, price: price + 1 }] },
      token: seller.user.access_token,
    });
    expect(later.status, JSON.stringify(later.body)).to.equal(200);
    expect(later.body.items[0].price.amount).to.equal(Math.round((price + 1) * 100));
    const removeEarly = await api(app.url, 'POST', '/api/adopt/inventory/sale/remove', {
      body: { ids: [id] },
      token: seller.user.access_token,
    });
    expect(removeEarly.body.errorCode).to.equal('ITEM_ACTION_PAUSED');
    clock.advance(31_000);
    const removed = await api(app.url, 'POST', '/api/adopt/inventory/sale/remove', {
      body: { ids: [id] },
      token: seller.user.access_token,
    });
    expect(removed.status).to.equal(200);
    expect(await statusOf(id)).to.equal('normal');
    clock.advance(31_000);
    const again = await api(app.url, 'POST', '/api/adopt/inventory/sale/remove', {
      body: { ids: [id] },
      token: seller.user.access_token,
    });
    expect(again.body.errorCode).to.equal('NOT_FOUND');
  });

  it('itemsUpdate re-prices the market card: its lowest price follows the cheapest offer', async () => {
    const seller = await seedSeller(app, 'adopt', [
      { slug: 'owl', variant: NEON_FLY },
      { slug: 'owl', variant: NEON_FLY },
    ]);
    const [view] = await inventory(seller);
    const rec = view.recommended.amount;
    const [a, b] = seller.items;
    await add(seller, {
      currency: 'usd',
      items: [
        { id: a!.id, price: rec / 100 },
        { id: b!.id, price: (rec + 100) / 100 },
      ],
    });
    const card = async () =>
      ((await market('q=owl&level=neon&property=flyable')).body.cards as any[]).find(
        (c) => c.slug === 'owl' && c.variant.age === 'full_grown' && !c.variant.rideable,
      );
    expect(await card()).to.deep.include({ count: 2, price: { amount: rec, currency: 'usd' } });
    clock.advance(31_000);
    await api(app.url, 'POST', '/api/adopt/inventory/sale/update', {
      body: { items: [{ id: a!.id, price: (rec + 200) / 100 }] },
      token: seller.user.access_token,
    });
    expect((await card()).price.amount).to.equal(rec + 100);
    clock.advance(31_000);
    await api(app.url, 'POST', '/api/adopt/inventory/sale/remove', {
      body: { ids: [a!.id, b!.id] },
      token: seller.user.access_token,
    });
    expect(await card()).to.equal(undefined);
  });

  it('spec trading-core 4: freezing an account takes its items off sale and unfreezing restores them at their prices', async () => {
    const seller = await seedSeller(app, 'adopt', [{ slug: 'turtle' }, { slug: 'turtle' }]);
    const ids = seller.items.map((i) => i.id);
    const [view] = await inventory(seller);
    await add(seller, { currency: 'usd', items: ids.map((id) => ({ id, price: view.recommended.amount / 100 })) });
    const turtleStock = async () =>
      ((await market('q=turtle')).body.cards as any[])
        .filter((c) => c.slug === 'turtle')
        .reduce((n, c) => n + c.count, 0);
    const stock = await turtleStock();
    const freeze = await api(app.url, 'POST', `/api/adopt/accounts/${seller.account.id}/freeze`, {
      token: seller.user.access_token,
    });
    expect(freeze.body).to.deep.equal({ frozen: true, items: 2 });
    expect(await turtleStock()).to.equal(stock - 2);
    expect(await statusOf(ids[0]!)).to.equal('frozen');
    const twice = await api(app.url, 'POST', `/api/adopt/accounts/${seller.account.id}/freeze`, {
      token: seller.user.access_token,
    });
    expect(twice.body.errorCode).to.equal('LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE');
    const listWhileFrozen = await add(seller, { currency: 'usd', items: [{ id: ids[0]!, price: 5 }] });
    expect(listWhileFrozen.status).to.be.within(400, 499);
    const unfreeze = await api(app.url, 'POST', `/api/adopt/accounts/${seller.account.id}/unfreeze`, {
      token: seller.user.access_token,
    });
    expect(unfreeze.body).to.deep.equal({ frozen: false, items: 2 });
    expect(await turtleStock()).to.equal(stock);
    const prices = (await inventory(seller)).map((i) => i.price.amount);
    expect(prices).to.deep.equal([view.recommended.amount, view.recommended.amount]);
    const notFrozen = await api(app.url, 'POST', `/api/adopt/accounts/${seller.account.id}/unfreeze`, {
      token: seller.user.access_token,
    });
    expect(notFrozen.body.errorCode).to.equal('LINKED_RBX_ACCOUNT_IS_NOT_FROZEN');
  });

  it('spec trading-core 8: an account with items in a deal cannot be frozen (LINKED_RBX_ACCOUNT_HAS_RESERVED_ITEMS); others cannot freeze it', async () => {
    const seller = await seedSeller(app, 'adopt', [{ slug: 'turtle' }]);
    const other = await seedSeller(app, 'adopt', []);
    const foreign = await api(app.url, 'POST', `/api/adopt/accounts/${seller.account.id}/freeze`, {
      token: other.user.access_token,
    });
    expect(foreign.body.errorCode).to.equal('NOT_FOUND');
    await db.query("UPDATE inventory_sync.items SET status = 'transfer' WHERE id = $1", [seller.items[0]!.id]);
    const reserved = await api(app.url, 'POST', `/api/adopt/accounts/${seller.account.id}/freeze`, {
      token: seller.user.access_token,
    });
    expect(reserved.body.errorCode).to.equal('LINKED_RBX_ACCOUNT_HAS_RESERVED_ITEMS');
    const frozen = (
      await db.query('SELECT frozen FROM inventory_sync.game_accounts WHERE id = $1', [seller.account.id])
    ).rows[0].frozen;
    expect(frozen).to.equal(false);
  });

  it('no duplicate listing when the same item is listed twice at once; 15 concurrent listings of one variant (3x the pool) keep its count exact without deadlocks', async () => {
    const seller = await seedSeller(
      app,
      'adopt',
      Array.from({ length: 16 }, () => ({ slug: 'kangaroo' })),
    );
    const [view] = await inventory(seller);
    const price = view.recommended.amount / 100;
    const first = seller.items[0]!.id;
    const racing = await Promise.all(
      [1, 2, 3].map(() => add(seller, { currency: 'usd', items: [{ id: first, price }] })),
    );
    expect(racing.filter((r) => r.status === 200)).to.have.length(1);
    expect(
      (await db.query('SELECT count(*)::int AS n FROM catalog.listings WHERE inventory_item_id = $1', [first])).rows[0]
        .n,
    ).to.equal(1);
    const parallel = await Promise.all(
      seller.items.slice(1).map((item) => add(seller, { currency: 'usd', items: [{ id: item.id, price }] })),
    );
    expect(
      parallel.map((r) => r.status),
      JSON.stringify(parallel.map((r) => r.body)),
    ).to.deep.equal(Array(15).fill(200));
    const card = (
      await db.query(`SELECT c.count FROM catalog.cards c JOIN catalog.items i ON i.id = c.item_id
                                   WHERE i.slug = 'kangaroo' AND c.level = 'default' AND NOT c.flyable AND NOT c.rideable`)
    ).rows[0];
    expect(card.count).to.equal(16);
  });

  it('the listing routes need a signed-in seller (401)', async () => {
    const response = await api(app.url, 'POST', '/api/adopt/inventory/sale/add', {
      body: { currency: 'usd', items: [] },
    });
    expect(response.status).to.equal(401);
  });
});
