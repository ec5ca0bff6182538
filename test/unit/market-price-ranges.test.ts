import { parse as parseQueryString } from 'node:querystring';
import type { IncomingMessage } from 'node:http';
import { expect } from 'chai';
import fc from 'fast-check';
import { gridAbove, gridBelow, inPriceRange, priceGridFilter } from '../../modules/market/price-grid';
import { marketFastRoute } from '../../modules/market/market.routes';
import { marketQuerySchema } from '../../modules/market/market.schemas';
import type { MarketRequest, MarketService } from '../../modules/market/market.service';
import { validate } from '../../src/platform/validation';

describe('market price ranges: the price grid and the query check of a moved range', () => {
  it('a bound moves out to the grid by at most a third (10, 12, 15, 20, 25, 30, 40, 50, 60, 80 per power of ten); grid values stay', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (cents) => {
        const [below, above] = [gridBelow(cents), gridAbove(cents)];
        expect(below).to.be.at.most(cents);
        expect(above).to.be.at.least(cents);
        expect(Number.isSafeInteger(below) && Number.isSafeInteger(above)).to.equal(true);
        if (cents >= 10) {
          expect(above).to.be.at.most((cents * 4) / 3);
          expect(below).to.be.at.least((cents * 3) / 4);
        } else expect([below, above]).to.deep.equal([cents, cents]);
        expect([gridBelow(above), gridAbove(above), gridBelow(below), gridAbove(below)]).to.deep.equal([
          above,
          above,
          below,
          below,
        ]);
      }),
      { numRuns: 2_000, seed: 20261126 },
    );
    expect([1_000, 1_200, 1_500, 2_500, 8_000, 10_000].map(gridAbove)).to.deep.equal([
      1_000, 1_200, 1_500, 2_500, 8_000, 10_000,
    ]);
    expect([gridAbove(5_037), gridBelow(5_037), gridAbove(8_001), gridBelow(999)]).to.deep.equal([
      6_000, 5_000, 10_000, 800,
    ]);
  });

  it('a filter without a range, or with bounds on the grid, is not widened; a card is in range exactly as the SQL compares', () => {
    expect(priceGridFilter({ game: 'adopt', types: ['pet'] })).to.equal(undefined);
    expect(priceGridFilter({ game: 'adopt', minBase: 500, maxBase: 5_000 })).to.equal(undefined);
    expect(priceGridFilter({ game: 'adopt', minBase: 501, maxBase: 5_037, discountOnly: true })).to.deep.equal({
      game: 'adopt',
      minBase: 500,
      maxBase: 6_000,
      discountOnly: true,
    });
    expect(priceGridFilter({ game: 'mm2', maxBase: 5_037 })).to.deep.equal({
      game: 'mm2',
      minBase: undefined,
      maxBase: 6_000,
    });
    const range = { game: 'adopt' as const, minBase: 501, maxBase: 5_037 };
    expect(['500', '501', '5037', '5038', null].map((min_base) => inPriceRange({ min_base }, range))).to.deep.equal([
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('the fast route reads a query string as the whole schema would, though it checks the price range apart from the other fields', () => {
    const asked: MarketRequest[] = [];
    const market = {
      page: (request: MarketRequest) => {
        asked.push(request);
        return Promise.resolve({ cards: [], nextCursor: null, total: 0, facets: {} });
      },
    } as unknown as MarketService;
    const route = marketFastRoute(market);
    // Mostly good values for their field (so that most queries pass and carry a range), some bad ones anywhere.
    const good: Record<string, string[]> = {
      priceFrom: ['5', '0', '50.37', '1e3', ' 7 '],
      priceTo: ['50', '50.37', '100000.01', '0.5'],
      type: ['pet', 'egg,pet'],
      rarity: ['legendary'],
      sort: ['price', 'benefit'],
      order: ['desc'],
      currency: ['rub', 'usd'],
      discount: ['true', 'false'],
      limit: ['3'],
      seller: ['7d2c1b9e-8a64-4b0e-9f3a-2c5d8e7f6a1b'],
      q: ['dragon'],
      other: ['1'],
      ['__proto__']: ['1'],
      'price%46rom': ['5'],
      'price%54o': ['9'],
    };
    const bad = fc.constantFrom('-1', 'abc', '', '1e12', '%00', 'pet', 'x,y');
    const pair = fc
      .constantFrom(...Object.keys(good))
      .chain((field) =>
        fc.tuple(
          fc.constant(field),
          fc.oneof({ arbitrary: fc.constantFrom(...good[field]!), weight: 6 }, { arbitrary: bad, weight: 1 }),
        ),
      );
    const withoutUndefined = (o: object) =>
      Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Record<string, unknown>;
    let withRange = 0;
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 6 }), (pairs) => {
        const search = pairs.map(([k, v]) => `${k}=${v}`).join('&');
        let expected: Record<string, unknown> | undefined;
        try {
          const query = validate(marketQuerySchema, parseQueryString(search), 'query');
          expected = query.seller ? undefined : withoutUndefined({ ...query, game: 'adopt' });
        } catch {
          expected = undefined;
        }
        asked.length = 0;
        const taken = route({} as IncomingMessage, '/api/adopt/market', search);
        expect(taken !== undefined, search).to.equal(expected !== undefined);
        if (expected) expect(withoutUndefined(asked[0]!), search).to.deep.equal(expected);
        if (expected?.priceFrom !== undefined || expected?.priceTo !== undefined) withRange++;
      }),
      { numRuns: 1_000, seed: 20261126 },
    );
    expect(withRange, 'valid queries with a price range').to.be.greaterThan(100);
  });
});
