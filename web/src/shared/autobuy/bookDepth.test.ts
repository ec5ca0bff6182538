import { expect } from 'chai';
import type { BookLevel } from '../../../../modules/autopurchases/autopurchases.schemas';
import { bookDepth, instantPieces } from './bookDepth';

const level = (amount: number, quantity: number): BookLevel => ({ price: { amount, currency: 'usd' }, quantity });

describe('order book depth', () => {
  it('spec trading-core 1: each side counts its pieces best first, both on the deeper side’s scale', () => {
    const { asks, bids } = bookDepth({ asks: [level(100, 1), level(120, 3)], bids: [level(90, 2)] });
    expect(asks.map((r) => [r.cumulative, r.share])).to.deep.equal([
      [1, 0.25],
      [4, 1],
    ]);
    expect(bids.map((r) => [r.cumulative, r.share])).to.deep.equal([[2, 0.5]]);
    expect(bids[0]?.price).to.deep.equal({ amount: 90, currency: 'usd' });
  });

  it('an empty book has no rows and no division by zero', () => {
    expect(bookDepth({ asks: [], bids: [] })).to.deep.equal({ asks: [], bids: [] });
    expect(bookDepth({ asks: [level(5, 0)], bids: [] }).asks[0]?.share).to.equal(0);
  });

  it('spec trading-core 1 set autopurchases: the asks at or under the price are bought at once, up to the quantity', () => {
    const asks = [level(100, 1), level(120, 3), level(150, 2)];
    expect(instantPieces(asks, 99, 5)).to.equal(0);
    expect(instantPieces(asks, 100, 5)).to.equal(1);
    expect(instantPieces(asks, 130, 5)).to.equal(4);
    expect(instantPieces(asks, 500, 5)).to.equal(5);
    expect(instantPieces([], 500, 5)).to.equal(0);
  });
});
