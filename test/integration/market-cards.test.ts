import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import pg from 'pg';
import sinon from 'sinon';
import { REFRESH_RATES_QUEUE } from '../../modules/catalog/catalog.jobs';
import { ART_VERSION } from '../../modules/catalog/item-art';
import { ItemsRepo } from '../../modules/catalog/items.repo';
import { MarketRepo } from '../../modules/market/market.repo';
import { MarketService } from '../../modules/market/market.service';
import type { Jobs } from '../../src/platform/jobs';
import { TYPES } from '../../src/platform/tokens';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { waitFor } from '../support/socket';
import { listInventory, NEON_FLY, seedSeller, type SeededSeller } from '../support/sellers';

/** Everything a market page shows, fetched page by page through the cursor. */
async function allPages(app: TestApp, game: string, query: string, limit = 5): Promise<any[]> {
  const cards: any[] = [];
  let cursor: string | null = null;
  do {
    const { status, body }: { status: number; body: any } = await api(
      app.url,
      'GET',
      `/api/${game}/market?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(status, JSON.stringify(body)).to.equal(200);
    cards.push(...body.cards);
    cursor = body.nextCursor;
  } while (cursor);
  return cards;
}

describe('market: filters, sorts, search, cursor pages, facets, currencies, item and seller pages (spec trading-core 2, 3)', () => {
  let app: TestApp;
  let db: pg.Client;
  let ratesServer: Server;
  let rates = { eur: 0.92, rub: 92 };
  let adoptSeller: SeededSeller;
  let mmSeller: SeededSeller;
  const clock = new TestClock();

  const list = (seller: SeededSeller, game: string, factor?: (i: number) => number) =>
    listInventory(app, seller, game as 'adopt' | 'mm2', factor);

  before(async () => {
    ratesServer = createServer((_req, res) =>
      res.setHeader('content-type', 'application/json').end(JSON.stringify({ rates })),
    );
    await new Promise<void>((resolve) => ratesServer.listen(0, '127.0.0.1', resolve));
    app = await startTestApp({
      clock,
      env: { RATES_URL: `http://127.0.0.1:${(ratesServer.address() as AddressInfo).port}/rates` },
    });
    db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    adoptSeller = await seedSeller(app, 'adopt', [
      { slug: 'shadow-dragon' },
      { slug: 'shadow-dragon', variant: NEON_FLY },
      { slug: 'frost-dragon', variant: NEON_FLY },
      { slug: 'giraffe', variant: { ...NEON_FLY, flyable: false, rideable: true } },
      { slug: 'parrot', variant: { level: 'mega_neon', age: 'luminous' } },
      { slug: 'bat-dragon' },
      { slug: 'bat-dragon' },
      { slug: 'owl' },
      ...['cracked-egg', 'pet-egg', 'royal-egg'].map((slug) => ({ slug })),
    ]);
    mmSeller = await seedSeller(app, 'mm2', [{ slug: 'default-knife-knife' }]);
    const knives = (
      await db.query(
        "SELECT slug FROM catalog.items WHERE game = 'mm2' AND rarity IN ('godly', 'ancient') ORDER BY id LIMIT 12",
      )
    ).rows;
    const mm = await seedSeller(
      app,
      'mm2',
      knives.map((r) => ({ slug: r.slug })),
    );
    await list(adoptSeller, 'adopt');
    await list(mm, 'mm2', (i) => (i % 2 ? 0.8 : 1.1));
  });
  after(async () => {
    await db?.end();
    await app?.stop();
    ratesServer?.close();
  });

  it('spec trading-core 3: filter legendary neon pets; every card matches and facets count the matching cards', async () => {
    const { body } = await api(app.url, 'GET', '/api/adopt/market?type=pet&rarity=legendary&level=neon');
    expect(body.cards.length).to.be.greaterThan(0);
    for (const card of body.cards)
      expect(card).to.deep.include({ type: 'pet', rarity: 'legendary' }) && expect(card.variant.level).to.equal('neon');
    expect(body.total).to.equal(body.cards.length);
    expect(body.facets.level).to.deep.equal({ neon: body.total });
    expect(body.facets.property.flyable).to.equal(body.cards.filter((c: any) => c.variant.flyable).length);
  });

  it('spec trading-core 3: property filters (flyable, rideable, missing) and types', async () => {
    const ride = (await api(app.url, 'GET', '/api/adopt/market?property=rideable')).body.cards as any[];
    expect(ride.map((c) => c.slug)).to.deep.equal(['giraffe']);
    const plain = (await api(app.url, 'GET', '/api/adopt/market?property=missing&type=egg')).body.cards as any[];
    expect(plain.map((c) => c.type)).to.deep.equal(['egg', 'egg', 'egg']);
  });

  it('spec trading-core 3: sort by price both ways; cursor pages return every card exactly once', async () => {
    const asc = await allPages(app, 'adopt', 'sort=price&order=asc', 3);
    const prices = asc.map((c) => c.price.amount);
    expect(prices).to.deep.equal([...prices].sort((a, b) => a - b));
    expect(new Set(asc.map((c) => c.cardId)).size).to.equal(asc.length);
    const { total } = (await api(app.url, 'GET', '/api/adopt/market')).body;
    expect(asc.length).to.equal(total);
    const desc = await allPages(app, 'adopt', 'sort=price&order=desc', 4);
    expect(desc.map((c) => c.cardId).sort()).to.deep.equal(asc.map((c) => c.cardId).sort());
    expect(desc.map((c) => c.price.amount)).to.deep.equal([...prices].sort((a, b) => b - a));
  });

  it('spec trading-core 3: sort by name, date and benefit', async () => {
    const byName = (await allPages(app, 'adopt', 'sort=name', 4)).map((c) => c.name);
    expect(byName).to.deep.equal([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const benefit = await allPages(app, 'mm2', 'sort=benefit', 4);
    const discounts = benefit.map((c) => c.discountPercent);
    expect(discounts).to.deep.equal([...discounts].sort((a, b) => b - a));
    expect(discounts[0]).to.be.greaterThan(0);
    const onSale = (await api(app.url, 'GET', '/api/mm2/market?discount=true')).body.cards as any[];
    expect(onSale.length).to.be.greaterThan(0);
    expect(onSale.every((c) => c.discountPercent > 0 && c.price.amount < c.recommended.amount)).to.equal(true);
    const byDate = await allPages(app, 'adopt', 'sort=date', 20);
    expect(byDate.length).to.be.greaterThan(0);
  });

  it('search with typo tolerance: "shdow dragon" finds Shadow Dragon first; nonsense finds nothing', async () => {
    const { body } = await api(app.url, 'GET', '/api/adopt/market?q=shdow%20dragon');
    expect(body.cards[0].name).to.equal('Shadow Dragon');
    const frost = (await api(app.url, 'GET', '/api/adopt/market?q=frost%20dragn')).body.cards as any[];
    expect(frost[0].name).to.equal('Frost Dragon');
    const none = (await api(app.url, 'GET', '/api/adopt/market?q=zzzqqqxxx')).body;
    expect(none).to.deep.include({ cards: [], total: 0, nextCursor: null });
  });

  it("a search's matching items are looked up once per process: its next page, another sort and the same words in other case reuse them", async () => {
    const search = sinon.spy(ItemsRepo.prototype, 'search');
    const first = (await api(app.url, 'GET', '/api/adopt/market?q=parot&limit=1')).body;
    expect(first.cards[0].name).to.equal('Parrot');
    for (const path of [
      '/api/adopt/market?q=%20Parot%20&sort=price',
      `/api/adopt/market?q=PAROT&limit=1&cursor=${first.nextCursor ?? ''}`,
    ]) {
      expect((await api(app.url, 'GET', path)).status).to.equal(200);
    }
    expect(search.callCount).to.equal(1);
    expect((await api(app.url, 'GET', '/api/mm2/market?q=parot')).status).to.equal(200);
    expect(search.callCount, 'another game is another search').to.equal(2);
    sinon.restore();
  });

  it('the "chroma" rarity filter of mm2 and rarity values per game', async () => {
    const godly = (await api(app.url, 'GET', '/api/mm2/market?rarity=godly')).body.cards as any[];
    expect(godly.length).to.be.greaterThan(0);
    expect(godly.every((c) => c.rarity === 'godly')).to.equal(true);
    const wrongGame = await api(app.url, 'GET', '/api/adopt/market?rarity=godly');
    expect(wrongGame.status).to.equal(400);
    expect(wrongGame.body.details.fields[0].field).to.equal('rarity');
  });

  it('bad market queries are 400 with the field named', async () => {
    for (const [query, field] of [
      ['sort=cheapest', 'sort'],
      ['level=ultra', 'level'],
      ['priceFrom=-5', 'priceFrom'],
      ['priceTo=abc', 'priceTo'],
      ['limit=1000', 'limit'],
      ['cursor=bm90LWpzb24', 'cursor'],
      ['currency=btc', 'currency'],
      [`q=${'x'.repeat(65)}`, 'q'],
    ]) {
      const { status, body } = await api(app.url, 'GET', `/api/adopt/market?${query}`);
      expect(status, query).to.equal(400);
      expect(String(body.details.fields[0].field).replace(/\[\d+\]$/, ''), query).to.equal(field);
    }
    expect((await api(app.url, 'GET', '/api/roblox/market')).status).to.equal(400);
  });

  it("prices show in the viewer's currency at the rates table, and a price range filters in that currency", async () => {
    const usd = (await api(app.url, 'GET', '/api/adopt/market?sort=price&q=shadow%20dragon')).body.cards[0];
    const rub = (await api(app.url, 'GET', '/api/adopt/market?sort=price&q=shadow%20dragon&currency=rub')).body
      .cards[0];
    expect(rub.price).to.deep.equal({ amount: Math.round(usd.price.amount * 92), currency: 'rub' });
    const major = usd.price.amount / 100;
    const inRange = (await api(app.url, 'GET', `/api/adopt/market?priceFrom=${major}&priceTo=${major}`)).body
      .cards as any[];
    expect(inRange.map((c) => c.cardId)).to.include(usd.cardId);
    expect(inRange.every((c) => c.price.amount === usd.price.amount)).to.equal(true);
  });

  it('the rates job stores new rates and the market re-prices (a listing in usd shows the new rub rate)', async () => {
    rates = { eur: 0.9, rub: 100 };
    await app.container.get<Jobs>(TYPES.Jobs).send(REFRESH_RATES_QUEUE, {});
    await waitFor(
      async () => (await db.query("SELECT per_usd::float AS r FROM catalog.rates WHERE currency = 'rub'")).rows[0].r,
      (r) => r === 100,
    );
    clock.advance(5_001); // the process trusts rates it read for 5 s (test clock)
    const usd = (await api(app.url, 'GET', '/api/adopt/market?sort=price&q=shadow%20dragon')).body.cards[0];
    const rub = (await api(app.url, 'GET', '/api/adopt/market?sort=price&q=shadow%20dragon&currency=rub')).body
      .cards[0];
    expect(rub.price.amount).to.equal(usd.price.amount * 100);
  });

  it('spec trading-core 2: the item page lists variants in stock and the cheapest offers with seller names', async () => {
    const { status, body } = await api(app.url, 'GET', '/api/adopt/items/shadow-dragon');
    expect(status).to.equal(200);
    expect(body.item).to.include({ name: 'Shadow Dragon', type: 'pet', rarity: 'legendary' });
    expect(body.variants.map((v: any) => v.variant.level).sort()).to.deep.equal(['default', 'neon']);
    expect(body.offers).to.have.length(2);
    expect(body.offers[0].sellerName).to.equal(adoptSeller.user.username);
    expect(body.offers[0].price.amount).to.be.at.most(body.offers[1].price.amount);
    expect((await api(app.url, 'GET', '/api/adopt/items/no-such-pet')).body.errorCode).to.equal('NOT_FOUND');
  });

  it('price history: average price and volume per day over 7, 30 or 90 days', async () => {
    const item = (await db.query("SELECT id FROM catalog.items WHERE slug = 'owl'")).rows[0].id;
    const card = (await db.query('SELECT id FROM catalog.cards WHERE item_id = $1 LIMIT 1', [item])).rows[0].id;
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    await db.query(
      'INSERT INTO catalog.sales (card_id, item_id, base_cents, sold_at) VALUES ($1, $2, 100, $3), ($1, $2, 300, $3), ($1, $2, 500, $4), ($1, $2, 700, $5)',
      [card, item, day(1), day(20), day(60)],
    );
    const week = (await api(app.url, 'GET', '/api/adopt/items/owl/history?days=7')).body;
    expect(week.points).to.have.length(1);
    expect(week.points[0]).to.include({ averagePrice: 200, volume: 2 });
    expect((await api(app.url, 'GET', '/api/adopt/items/owl/history?days=30')).body.points).to.have.length(2);
    expect((await api(app.url, 'GET', '/api/adopt/items/owl/history?days=90')).body.points).to.have.length(3);
    expect((await api(app.url, 'GET', '/api/adopt/items/owl/history?days=8')).status).to.equal(400);
  });

  it('POST /api/best/products (id, currency) answers items and info for the referral landing', async () => {
    const item = (await db.query("SELECT id FROM catalog.items WHERE slug = 'shadow-dragon'")).rows[0].id;
    const { body } = await api(app.url, 'POST', '/api/best/products', { body: { id: item, currency: 'eur' } });
    expect(body.items.length).to.equal(2);
    expect(body.items[0].price.currency).to.equal('eur');
    expect(body.info).to.include({ name: 'Shadow Dragon', currency: 'eur' });
    expect(
      (await api(app.url, 'POST', '/api/best/products', { body: { id: 999999, currency: 'eur' } })).body,
    ).to.deep.equal({ items: [], info: null });
    expect((await api(app.url, 'POST', '/api/best/products', { body: { id: 'abc' } })).status).to.equal(400);
  });

  it('item art: an SVG per item and look, kept a year (immutable) at the current art version; unknown items are 404', async () => {
    const { cards } = (await api(app.url, 'GET', '/api/adopt/market?q=shadow%20dragon')).body;
    const neon = cards.find((c: any) => c.slug === 'shadow-dragon' && c.variant.level === 'neon');
    expect(neon.art).to.equal(`/api/art/adopt/shadow-dragon.svg?level=neon&v=${ART_VERSION}`);
    const response = await fetch(`${app.url}${neon.art}`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/image\/svg\+xml/);
    expect(response.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(await response.text()).to.match(/^<svg[\s\S]*<\/svg>\s*$/);
    // Without the version, or with another one, the art may differ from what that URL first showed: a day.
    for (const query of ['?level=neon', '?level=neon&v=0']) {
      const other = await fetch(`${app.url}/api/art/adopt/shadow-dragon.svg${query}`);
      expect(other.status, query).to.equal(200);
      expect(other.headers.get('cache-control'), query).to.equal('public, max-age=86400');
    }
    expect((await fetch(`${app.url}/api/art/adopt/nope.svg`)).status).to.equal(404);
    expect((await fetch(`${app.url}/api/art/adopt/..%2Fetc.svg`)).status).to.equal(400);
  });

  it('spec trading-core 2: the seller market page by id and by an approved store link (4-18 characters, moderated, ALREADY_EXISTS)', async () => {
    const page = (await api(app.url, 'GET', `/api/sellers/${adoptSeller.userId}`)).body;
    expect(page.seller).to.include({ id: adoptSeller.userId, name: adoptSeller.user.username, link: null, onSale: 11 });
    const own = (await api(app.url, 'GET', `/api/adopt/market?seller=${adoptSeller.userId}`)).body;
    expect(own.total).to.be.greaterThan(0);
    const token = adoptSeller.user.access_token;
    for (const link of ['abc', 'x'.repeat(19), 'has space', 'кириллица']) {
      expect((await api(app.url, 'POST', '/api/user/store-link', { token, body: { link } })).status, link).to.equal(
        400,
      );
    }
    expect(
      (await api(app.url, 'POST', '/api/user/store-link', { token, body: { link: 'DragonShop' } })).body,
    ).to.deep.equal({ link: 'DragonShop', status: 'pending' });
    expect((await api(app.url, 'GET', '/api/sellers/DragonShop')).status).to.equal(404); // not public before moderation
    const taken = await api(app.url, 'POST', '/api/user/store-link', {
      token: mmSeller.user.access_token,
      body: { link: 'dragonshop' },
    });
    expect(taken.status).to.equal(409);
    expect(taken.body.errorCode).to.equal('ALREADY_EXISTS');
    const admin = { authorization: `Bearer ${app.config.adminToken}` };
    if (app.config.adminToken) {
      const reviewed = await fetch(`${app.url}/api/admin/store-links/${adoptSeller.userId}`, {
        method: 'POST',
        headers: { ...admin, 'content-type': 'application/json' },
        body: '{"approved":true}',
      });
      expect(reviewed.status).to.equal(200);
    } else {
      await db.query("UPDATE catalog.store_links SET status = 'approved' WHERE user_id = $1", [adoptSeller.userId]);
    }
    const byLink = (await api(app.url, 'GET', '/api/sellers/dragonshop')).body;
    expect(byLink.seller).to.include({ id: adoptSeller.userId, link: 'DragonShop' });
    expect((await api(app.url, 'GET', '/api/user/store-link', { token })).body).to.deep.equal({
      link: 'DragonShop',
      status: 'approved',
    });
  });

  describe('market micro-cache: public market and search answers from process memory for 1-2 s', () => {
    const get = (path: string) => api(app.url, 'GET', path);
    /** Asks `path` n times one after the other: enough to make it a hot query (5 asks a second). */
    const heat = async (path: string, n = 20) => {
      let last: any;
      for (let i = 0; i < n; i++) {
        const { status, body } = await get(path);
        expect(status, JSON.stringify(body)).to.equal(200);
        last = body;
      }
      return last;
    };
    const stockOf = (body: any, slug: string) =>
      (body.cards as any[]).filter((c) => c.slug === slug).reduce((n, c) => n + c.count, 0);
    afterEach(() => sinon.restore());

    /** Holds the first market page query until `n` requests have asked the service, then lets it `finish`. */
    const holdFirstQuery = (n: number, finish: (run: () => Promise<unknown>) => Promise<unknown>) => {
      const asked = sinon.spy(MarketService.prototype, 'page');
      const original = MarketRepo.prototype.page;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const query = sinon.stub(MarketRepo.prototype, 'page').callsFake(async function (this: MarketRepo, ...args) {
        const run = () => original.apply(this, args);
        if (query.callCount > 1) return run();
        await gate;
        return finish(run) as ReturnType<typeof original>;
      });
      const allAsked = waitFor(
        async () => asked.callCount,
        (count) => count >= n,
      ).then(() => release());
      return { query, allAsked };
    };

    it('single flight: 20 identical concurrent requests run the market SQL once and all get its answer', async () => {
      const { query, allAsked } = holdFirstQuery(20, (run) => run());
      const path = '/api/adopt/market?type=pet&sort=name&limit=7';
      const answers = await Promise.all([...Array.from({ length: 20 }, () => get(path)), allAsked]).then(
        (r) => r.slice(0, 20) as Awaited<ReturnType<typeof get>>[],
      );
      expect(answers.map((r) => r.status)).to.deep.equal(Array(20).fill(200));
      expect(query.callCount).to.equal(1);
      expect(answers[0]!.body.cards.length).to.be.greaterThan(0);
      for (const r of answers) expect(r.body).to.deep.equal(answers[0]!.body);
    });

    it('errors are not cached: a failed query fails every request waiting on it, and the next request runs it again', async () => {
      const { query, allAsked } = holdFirstQuery(5, () => Promise.reject(new Error('database went away')));
      const path = '/api/mm2/market?rarity=godly&sort=date&limit=3';
      const failed = await Promise.all([...Array.from({ length: 5 }, () => get(path)), allAsked]).then(
        (r) => r.slice(0, 5) as Awaited<ReturnType<typeof get>>[],
      );
      expect(failed.map((r) => r.status)).to.deep.equal(Array(5).fill(500));
      expect(query.callCount).to.equal(1);
      const ok = await get(path);
      expect(ok.status).to.equal(200);
      expect(ok.body.cards.length).to.be.greaterThan(0);
      expect(query.callCount).to.equal(2);
      for (let i = 0; i < 6; i++) expect((await get('/api/adopt/market?rarity=godly')).status).to.equal(400); // bad input stays a 400, hot or not
    });

    it('a hot query is answered from memory; a listing change shows once the answer is 2 s old (test clock), and after 1 s with at most one stale answer', async () => {
      const path = '/api/adopt/market?q=turtle&currency=usd';
      const [first, second] = [
        await seedSeller(app, 'adopt', [{ slug: 'turtle' }]),
        await seedSeller(app, 'adopt', [{ slug: 'turtle' }]),
      ];
      const before = await heat(path);
      expect(stockOf(before, 'turtle')).to.equal(0);
      await list(first, 'adopt');
      expect((await get(path)).body).to.deep.equal(before); // hot: from memory, the new listing is not shown yet
      const page = sinon.spy(MarketRepo.prototype, 'page');
      clock.advance(2_001); // past 2 s nothing old is served
      expect(stockOf((await get(path)).body, 'turtle')).to.equal(1);
      expect(page.callCount).to.equal(1);

      // Between 1 s and 2 s, a hot query gets the previous answer while one request refreshes it.
      await heat(path, 40);
      await list(second, 'adopt');
      const runs = page.callCount;
      clock.advance(1_100);
      expect(stockOf((await get(path)).body, 'turtle')).to.equal(1);
      await waitFor(
        async () => stockOf((await get(path)).body, 'turtle'),
        (n) => n === 2,
      );
      expect(page.callCount - runs).to.equal(1); // one refresh, however many asked meanwhile
    });

    it('a query asked now and then (not hot) is always answered from the database', async () => {
      const seller = await seedSeller(app, 'adopt', [{ slug: 'kangaroo' }]);
      const page = sinon.spy(MarketRepo.prototype, 'page');
      const path = '/api/adopt/market?q=kangaroo';
      for (let i = 0; i < 3; i++) expect(stockOf((await get(path)).body, 'kangaroo')).to.equal(0);
      expect(page.callCount).to.equal(3);
      await list(seller, 'adopt');
      expect(stockOf((await get(path)).body, 'kangaroo')).to.equal(1);
    });

    it('different currencies and filters do not share answers; the same filters in another order do', async () => {
      const usdPath = '/api/adopt/market?type=pet,egg&sort=price';
      const usd = await heat(usdPath);
      const page = sinon.spy(MarketRepo.prototype, 'page');
      expect((await get('/api/adopt/market?sort=price&type=egg,pet,egg')).body).to.deep.equal(usd);
      expect(page.callCount).to.equal(0);
      const rate = (await db.query("SELECT per_usd::float AS r FROM catalog.rates WHERE currency = 'rub'")).rows[0]
        .r as number;
      const rub = (await get(`${usdPath}&currency=rub`)).body;
      expect(rub.cards.map((c: any) => c.cardId)).to.deep.equal(usd.cards.map((c: any) => c.cardId));
      expect(rub.cards[0].price).to.deep.equal({
        amount: Math.round(usd.cards[0].price.amount * rate),
        currency: 'rub',
      });
      const eggs = (await get('/api/adopt/market?type=egg&sort=price')).body;
      expect(eggs.cards.map((c: any) => c.type)).to.deep.equal(['egg', 'egg', 'egg']);
      expect(eggs.total).to.be.lessThan(usd.total);
      const search = (await get(`${usdPath}&q=dragon`)).body;
      expect(search.cards.length).to.be.greaterThan(0);
      expect(search.cards.every((c: any) => /dragon/i.test(c.name))).to.equal(true);
      expect(page.callCount).to.equal(3);
    });

    it('seller pages are never cached: a seller sees their own listings at once', async () => {
      const seller = await seedSeller(app, 'adopt', [{ slug: 'owl' }, { slug: 'owl' }]);
      const path = `/api/adopt/market?seller=${seller.userId}`;
      const page = sinon.spy(MarketRepo.prototype, 'page');
      expect((await heat(path, 6)).total).to.equal(0);
      expect(page.callCount).to.equal(6);
      await list(seller, 'adopt');
      const cards = (await get(path)).body.cards as any[];
      expect(cards.reduce((n, c) => n + c.count, 0)).to.equal(2);
    });
  });
});
