import { expect } from 'chai';
import fc from 'fast-check';
import sinon from 'sinon';
import { ITEM_SUBTYPES, ITEM_TYPES, AGES, LEVELS } from '../../modules/catalog/catalog.schemas';
import { FILTER_RARITIES } from '../../modules/market/market.schemas';
import { CardColumns } from '../../modules/market/card-columns';
import { MarketRepo, type CardFilter } from '../../modules/market/market.repo';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';
import { api } from '../support/http';
import { listInventory, seedSeller } from '../support/sellers';
import { GAME_KEYS, type GameKey } from '../../kernel';

/** A filter set of the market's own values (and a price range in US cents, a search's item ids). */
function filterArbitrary(itemIds: Record<GameKey, number[]>): fc.Arbitrary<CardFilter> {
  // Each filter is set a quarter of the time: with most of them at once, nothing would match.
  const sometimes = <T>(value: fc.Arbitrary<T>) =>
    fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: value, weight: 1 });
  return fc.constantFrom<GameKey>(...GAME_KEYS).chain((game) => {
    const some = (values: readonly string[]) =>
      sometimes(fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 }));
    const flag = sometimes(fc.constant(true));
    const cents = sometimes(fc.integer({ min: 0, max: 20_000 }));
    return fc.record({
      game: fc.constant(game),
      types: some(ITEM_TYPES[game]),
      subtypes: some(ITEM_SUBTYPES[game]),
      rarities: some(FILTER_RARITIES[game].filter((r) => r !== 'chroma')),
      chromaRarity: flag,
      ages: some(AGES),
      levels: some(LEVELS),
      flyable: flag,
      rideable: flag,
      chroma: flag,
      noProperties: flag,
      minBase: cents,
      maxBase: cents,
      discountOnly: flag,
      itemIds: sometimes(fc.subarray(itemIds[game], { maxLength: 40 })),
    });
  });
}

describe('market facet counts: counted in memory on a snapshot of the cards in stock (spec trading-core 3)', () => {
  let app: TestApp;
  const clock = new TestClock();
  let repo: MarketRepo;

  before(async () => {
    app = await startTestApp({ clock, env: { DEMO_DATA: 'on' } });
    repo = app.container.get(MarketRepo);
  });
  after(() => app?.stop());
  afterEach(() => sinon.restore());

  it("spec trading-core 3 (facet counts): the in-memory counts equal the database's for 300 random filter sets", async () => {
    const cards = await repo.stockedCards();
    expect(cards.length, 'the demo market has cards in stock').to.be.greaterThan(500);
    const itemIds = { adopt: [] as number[], mm2: [] as number[] };
    for (const card of cards) itemIds[card.game as GameKey].push(card.item_id);
    const columns = {
      adopt: new CardColumns(cards.filter((c) => c.game === 'adopt')),
      mm2: new CardColumns(cards.filter((c) => c.game === 'mm2')),
    };
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(filterArbitrary(itemIds), async (filter) => {
        const inDatabase = await repo.facets(filter);
        const inMemory = columns[filter.game].count(filter);
        expect(inMemory, JSON.stringify(filter)).to.deep.equal(inDatabase);
        if (inDatabase.total > 0) nonEmpty++;
      }),
      { numRuns: 300, seed: 20261125 },
    );
    expect(nonEmpty, 'filter sets that match some cards').to.be.greaterThan(50);
  });

  it("the market answer's total and facets come from the snapshot: no counting SQL per request", async () => {
    const sqlFacets = sinon.spy(MarketRepo.prototype, 'facets');
    const { status, body } = await api(app.url, 'GET', '/api/adopt/market?type=pet&level=neon&sort=price&limit=5');
    expect(status, JSON.stringify(body)).to.equal(200);
    expect(sqlFacets.callCount).to.equal(0);
    const expected = await repo.facets({ game: 'adopt', types: ['pet'], levels: ['neon'] });
    expect({ total: body.total, facets: body.facets }).to.deep.equal(expected);
  });

  it('facet counts lag the market by at most 5 s (test clock): a new listing is counted once the snapshot is that old', async () => {
    const filter: CardFilter = {
      game: 'adopt',
      types: ['pet'],
      levels: ['mega_neon'],
      ages: ['luminous'],
      flyable: true,
      rideable: true,
    };
    const path = '/api/adopt/market?type=pet&level=mega_neon&age=luminous&property=flyable,rideable&limit=1';
    clock.advance(5_001); // whatever snapshot there was is too old now: this request reads a new one
    const before = (await api(app.url, 'GET', path)).body.total as number;
    const seller = await seedSeller(app, 'adopt', [
      { slug: 'owl', variant: { level: 'mega_neon', age: 'luminous', flyable: true, rideable: true } },
    ]);
    await listInventory(app, seller, 'adopt');
    const now = (await repo.facets(filter)).total;
    expect(now, 'the new listing makes a new card in stock').to.equal(before + 1);
    const reads = sinon.spy(MarketRepo.prototype, 'stockedCards');
    clock.advance(3_000); // the snapshot is fresh: the counts stay as they were
    expect((await api(app.url, 'GET', path)).body.total).to.equal(before);
    expect(reads.callCount).to.equal(0);
    clock.advance(2_001); // past 5 s: never counted on that snapshot again
    expect((await api(app.url, 'GET', path)).body.total).to.equal(now);
    expect(reads.callCount).to.equal(1);
  });

  it("seller pages count the seller's own stock in the database, at once", async () => {
    const seller = await seedSeller(app, 'adopt', [{ slug: 'owl' }, { slug: 'turtle' }]);
    const path = `/api/adopt/market?seller=${seller.userId}`;
    expect((await api(app.url, 'GET', path)).body.total).to.equal(0);
    await listInventory(app, seller, 'adopt');
    const { body } = await api(app.url, 'GET', path);
    expect(body.total).to.equal(2);
    expect(body.facets.type).to.deep.equal({ pet: 2 });
  });
});
