import { expect } from 'chai';
import { holdChange, orderSum, shortfallOf, topUpPath } from './autobuyMath';

describe('autopurchase sums', () => {
  it('spec trading-core 3 autopurchase sum: the price per piece times the quantity', () => {
    expect(orderSum(1250, 4)).to.equal(5000);
    expect(orderSum(1, 100)).to.equal(100);
  });

  it('an edit holds the new price for each piece still to buy; the bought ones stay bought', () => {
    // 2 of 5 bought at $10: $30 held. At $12 for 6 in all: 4 still to buy, $48 held, $18 more from the balance.
    const current = { filled: 2, held: { amount: 3000 } };
    expect(holdChange(current, 1200, 6)).to.deep.equal({ remaining: 4, hold: 4800, change: 1800 });
    // Cheaper and fewer: the difference goes back to the balance.
    expect(holdChange(current, 800, 4)).to.deep.equal({ remaining: 2, hold: 1600, change: -1400 });
    // As many as bought: it ends filled and the whole hold goes back.
    expect(holdChange(current, 1000, 2)).to.deep.equal({ remaining: 0, hold: 0, change: -3000 });
  });

  it('what the balance lacks, and the top-up asked for it (the cart’s link)', () => {
    expect(shortfallOf(5000, 3250)).to.equal(1750);
    expect(shortfallOf(5000, 9000)).to.equal(0);
    expect(shortfallOf(5000, undefined)).to.equal(0);
    expect(topUpPath(1750)).to.equal('/topups?amount=17.50');
    expect(topUpPath(0)).to.equal('/topups');
  });
});
