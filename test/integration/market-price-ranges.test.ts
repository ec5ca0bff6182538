import { expect } from 'chai';
import fc from 'fast-check';
import sinon from 'sinon';
import { ITEM_TYPES, LEVELS, RatesService } from '../../modules/catalog';
import { FILTER_RARITIES } from '../../modules/market/market.schemas';
import { encodeCursor, decodeCursor } from '../../modules/market/cursor';
import { MarketRepo, type CardFilter } from '../../modules/market/market.repo';
import { MarketService, type MarketRequest } from '../../modules/market/market.service';
import { priceGridFilter } from '../../modules/market/price-grid';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { listInventory, seedSeller } from '../support/sellers';
import { GAME_KEYS, type GameKey } from '../../kernel';

type Keyed = 'price' | 'date' | 'popularity' | 'benefit' | 'name';

/** A market request with a price range (in dollars and cents), filters, a keyset sort and a page size. */
function rangedRequest(): fc.Arbitrary<MarketRequest> {
  const sometimes = <T>(value: fc.Arbitrary<T>) =>
    fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary: value, weight: 1 });
  const dollars = fc.integer({ min: 1, max: 40_000 }).map((cents) => cents / 100);
  return fc.constantFrom<GameKey>(...GAME_KEYS).chain(
    (game) =>
      fc.record({
        game: fc.constant(game),
        type: sometimes(fc.constantFrom(...ITEM_TYPES[game]).map((t) => [t])),
        rarity: sometimes(fc.constantFrom(...FILTER_RARITIES[game].filter((r) => r !== 'chroma')).map((r) => [r])),
        level: sometimes(fc.constantFrom(...LEVELS).map((l) => [l])),
        discount: sometimes(fc.constant(true)),
        priceFrom: sometimes(dollars),
        priceTo: fc.oneof(dollars, fc.constant(100_000.37)),
        sort: fc.constantFrom<Keyed>('price', 'date', 'popularity', 'benefit', 'name'),
        order: sometimes(fc.constantFrom<'asc' | 'desc'>('asc', 'desc')),
        limit: fc.integer({ min: 1, max: 30 }),
      }) as fc.Arbitrary<MarketRequest>,
  );
}

describe('market price ranges: a page of a range is cut from the page of the range widened to the price grid', () => {
  let app: TestApp;
  const clock = new TestClock();
  let market: MarketService;
  let repo: MarketRepo;

  before(async () => {
    app = await startTestApp({ clock, env: { DEMO_DATA: 'on' } });
    market = app.container.get(MarketService);
    repo = app.container.get(MarketRepo);
  });
  after(() => app?.stop());
  afterEach(() => sinon.restore());

  /** The page straight from the database for the request's exact filter: its cards' ids and next cursor. */
  async function databasePage(request: MarketRequest): Promise<{ ids: number[]; nextCursor: string | null }> {
    const rates = await app.container.get(RatesService).currentRates();
    const filter = await market.cardFilter(request, 'usd', rates);
    const sort = request.sort as Keyed;
    const desc = request.order ? request.order === 'desc' : sort !== 'price' && sort !== 'name';
    const limit = request.limit!;
    const after = request.cursor ? decodeCursor(request.cursor, sort) : undefined;
    const rows = await repo.page(filter, { sort, desc, limit: limit + 1, after });
    const page = rows.slice(0, limit);
    return {
      ids: page.map((r) => r.id),
      nextCursor: rows.length > limit ? encodeCursor(sort, page[page.length - 1]!, limit) : null,
    };
  }

  it("spec trading-core 3: for 200 random filter sets with a price range, the first two pages and the facet counts are the database's for that exact range", async () => {
    clock.advance(10_000);
    const rates = await app.container.get(RatesService).currentRates();
    const reads = sinon.spy(MarketRepo.prototype, 'page');
    let [widened, cut, readOnItsOwn, nonEmpty] = [0, 0, 0, 0];
    await fc.assert(
      fc.asyncProperty(rangedRequest(), async (request) => {
        const filter: CardFilter = await market.cardFilter(request, 'usd', rates);
        const wider = priceGridFilter(filter);
        if (wider) widened++;
        reads.resetHistory();
        let answer = await market.page(request, 'usd');
        const calls = reads.getCalls().map((c) => c.args[0] as CardFilter);
        if (wider && calls.some((f) => f.maxBase === wider.maxBase && f.minBase === wider.minBase)) {
          if (calls.some((f) => f.maxBase === filter.maxBase && f.minBase === filter.minBase)) readOnItsOwn++;
          else cut++;
        }
        let expected = await databasePage(request);
        expect(
          answer.cards.map((c) => c.cardId),
          JSON.stringify(request),
        ).to.deep.equal(expected.ids);
        expect(answer.nextCursor).to.equal(expected.nextCursor);
        expect(answer.cards.every((c) => c.price.amount <= Math.ceil(request.priceTo! * 100))).to.equal(true);
        // Counted on the snapshot, remembered per price bounds between the same two card prices: the database's counts.
        expect({ total: answer.total, facets: answer.facets }).to.deep.equal(await repo.facets(filter));
        if (answer.cards.length) nonEmpty++;
        if (answer.nextCursor) {
          const next = { ...request, cursor: answer.nextCursor };
          answer = await market.page(next, 'usd');
          expected = await databasePage(next);
          expect(
            answer.cards.map((c) => c.cardId),
            JSON.stringify(next),
          ).to.deep.equal(expected.ids);
          expect(answer.nextCursor).to.equal(expected.nextCursor);
        }
      }),
      { numRuns: 200, seed: 20261126 },
    );
    expect(nonEmpty, 'filter sets with cards in range').to.be.greaterThan(60);
    expect(widened, 'ranges off the grid').to.be.greaterThan(150);
    expect(cut, 'pages cut from the widened page').to.be.greaterThan(60);
    expect(readOnItsOwn, 'pages the widened page could not hold, read on their own').to.be.greaterThan(0);
  });

  it('ranges a few cents apart share the widened page: from memory once hot, and one answer object (serialised once)', async () => {
    clock.advance(10_000);
    const reads = sinon.spy(MarketRepo.prototype, 'page');
    const ask = (cents: number) =>
      market.page({ game: 'adopt', priceTo: 100_000 + cents / 100, sort: 'popularity', limit: 10 }, 'usd');
    const answers = [];
    for (let cents = 1; cents <= 10; cents++) answers.push(await ask(cents));
    // Not hot for its first asks (each reads the database, as a filter set asked now and then), then from memory.
    expect(reads.callCount).to.be.within(4, 6);
    reads.resetHistory();
    for (let cents = 11; cents <= 30; cents++) answers.push(await ask(cents));
    expect(reads.callCount, 'at most one refresh after 1 s').to.be.at.most(1);
    expect(answers[29]).to.equal(answers[28]);
    expect(answers[29]).to.deep.equal(answers[0]);
    expect(answers[0]!.cards.length).to.equal(10);
  });

  it('freshness as for whole answers: a range asked now and then shows a new listing at once; a hot one within 2 s (test clock)', async () => {
    const path = (cents: number) =>
      `/api/adopt/market?sort=date&limit=3&priceFrom=0.01&priceTo=${100_000 + cents / 100}`;
    const newest = async (cents: number) => (await api(app.url, 'GET', path(cents))).body.cards[0].cardId as number;
    clock.advance(10_000);
    const before = await newest(1);
    const first = await seedSeller(app, 'adopt', [{ slug: 'kangaroo', variant: { level: 'mega_neon' } }]);
    await listInventory(app, first, 'adopt');
    const listed = await newest(2);
    expect(listed, 'not hot: read at once').to.not.equal(before);

    for (let cents = 3; cents < 20; cents++) expect(await newest(cents)).to.equal(listed); // now hot
    const second = await seedSeller(app, 'adopt', [{ slug: 'kangaroo', variant: { level: 'neon' } }]);
    await listInventory(app, second, 'adopt');
    expect(await newest(20), 'hot: from memory').to.equal(listed);
    clock.advance(2_001);
    const shown = await newest(21);
    expect(shown).to.not.equal(listed);
    expect(shown).to.equal((await databasePage({ game: 'adopt', sort: 'date', limit: 1, priceTo: 1_000 })).ids[0]);
  });
});
