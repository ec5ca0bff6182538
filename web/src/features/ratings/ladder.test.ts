import { expect } from 'chai';
import { LADDERS } from '../../../../modules/ratings/ladders.vocabulary.schemas';
import { gaugeMax, gaugePercent, isReached, nextRungBelow, pointsOf, rungMessage } from './ladder';

describe('a rating on its ladder (spec trading-core 4)', () => {
  it('the gauge runs to the seller’s cap of 100; a buyer’s, with no cap, to 100 or the next ten above', () => {
    expect(gaugeMax('seller', 70)).to.equal(100);
    expect(gaugeMax('buyer', 80)).to.equal(100);
    expect(gaugeMax('buyer', 132.5)).to.equal(140);
    expect(gaugePercent(70, 100)).to.equal(70);
    expect(gaugePercent(-5, 100)).to.equal(0);
    expect(gaugePercent(120, 100)).to.equal(100);
  });

  it('the next threshold below is the highest one under the rating; one at the rating is already reached', () => {
    expect(nextRungBelow('buyer', 80)?.threshold).to.equal(70);
    expect(nextRungBelow('buyer', 70)?.threshold).to.equal(60);
    expect(nextRungBelow('buyer', 69.5)?.threshold).to.equal(60);
    expect(nextRungBelow('buyer', 10)).to.equal(null);
    expect(nextRungBelow('seller', 70)?.threshold).to.equal(60);
    expect(nextRungBelow('seller', 0.5)?.threshold).to.equal(0);
    expect(nextRungBelow('seller', 0)).to.equal(null);
    const warning = { threshold: 70, consequence: { kind: 'warning' as const } };
    expect(isReached(warning, 70)).to.equal(true);
    expect(isReached(warning, 70.5)).to.equal(false);
  });

  it('each rung in words: warnings, blocks in minutes, hours or days, or until support lifts them, loss of sales access', () => {
    expect(LADDERS.buyer.map(rungMessage)).to.deep.equal([
      { id: 'ratings.rung.warning', values: { threshold: 70 } },
      { id: 'ratings.rung.blockMinutes', values: { threshold: 60, minutes: 30 } },
      { id: 'ratings.rung.blockHours', values: { threshold: 50, hours: 2 } },
      { id: 'ratings.rung.blockHours', values: { threshold: 35, hours: 24 } },
      { id: 'ratings.rung.final_warning', values: { threshold: 20 } },
      { id: 'ratings.rung.blockDays', values: { threshold: 15, days: 7 } },
      { id: 'ratings.rung.blockSupport', values: { threshold: 10 } },
    ]);
    expect(LADDERS.seller.map((r) => rungMessage(r).id)).to.deep.equal([
      'ratings.rung.warning',
      'ratings.rung.blockHours',
      'ratings.rung.blockDays',
      'ratings.rung.blockDays',
      'ratings.rung.blockDays',
      'ratings.rung.final_warning',
      'ratings.rung.sales_access_lost',
      'ratings.rung.blockSupport',
    ]);
  });

  it('how ratings move: gains first, then losses from the smallest, from RATING_POINTS', () => {
    expect(pointsOf('buyer')).to.deep.equal([
      { reason: 'item_collected', points: 2.5 },
      { reason: 'trade_failed', points: -1 },
      { reason: 'purchase_cancelled', points: -1 },
      { reason: 'offer_cancelled', points: -1.5 },
    ]);
    expect(pointsOf('seller').map((p) => p.points)).to.deep.equal([0.5, -1, -2, -2, -5, -6]);
  });
});
