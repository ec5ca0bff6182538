import { expect } from 'chai';
import {
  LADDERS,
  RATING_POINTS,
  RATING_START,
  applyPoints,
  crossings,
} from '../../modules/ratings/ladders.vocabulary.schemas';

describe('ratings: the rules of spec trading-core 3 and 4', () => {
  it('spec trading-core 3: a buyer starts at 80, a seller at 70; a seller never rises above 100, nobody falls below 0', () => {
    expect(RATING_START).to.deep.equal({ buyer: 80, seller: 70 });
    expect(applyPoints('seller', 99.8, 0.5)).to.equal(100);
    expect(applyPoints('seller', 100, -6)).to.equal(94);
    expect(applyPoints('buyer', 100, 2.5)).to.equal(102.5);
    expect(applyPoints('buyer', 0.5, -1)).to.equal(0);
    expect(applyPoints('seller', 3, -6)).to.equal(0);
  });

  it('spec trading-core 4 "Rating changes": buyer +2.5, -1, -1.5; seller +0.5, -6, -5, -1, -2, -2', () => {
    expect(RATING_POINTS.buyer).to.deep.equal({
      item_collected: 2.5,
      trade_failed: -1,
      offer_cancelled: -1.5,
      purchase_cancelled: -1,
    });
    expect(RATING_POINTS.seller).to.deep.equal({
      sale_completed: 0.5,
      items_missing: -6,
      too_many_friends: -5,
      account_problem: -1,
      kicked_buyer: -2,
      game_ban: -2,
    });
  });

  it('spec trading-core 4 buyer ladder: 70 warning; 60 30 min; 50 2 h; 35 24 h; 20 final warning; 15 7 days; 10 full block', () => {
    expect(LADDERS.buyer.map((r) => [r.threshold, r.consequence])).to.deep.equal([
      [70, { kind: 'warning' }],
      [60, { kind: 'block', minutes: 30 }],
      [50, { kind: 'block', minutes: 120 }],
      [35, { kind: 'block', minutes: 1440 }],
      [20, { kind: 'final_warning' }],
      [15, { kind: 'block', minutes: 10080 }],
      [10, { kind: 'block', minutes: null }],
    ]);
  });

  it('spec trading-core 4 seller ladder: 60 warning; 50 24 h; 40 3 days; 30 7 days; 20 15 days; 15 final warning; 10 no sales; 0 full block', () => {
    expect(LADDERS.seller.map((r) => [r.threshold, r.consequence])).to.deep.equal([
      [60, { kind: 'warning' }],
      [50, { kind: 'block', minutes: 1440 }],
      [40, { kind: 'block', minutes: 4320 }],
      [30, { kind: 'block', minutes: 10080 }],
      [20, { kind: 'block', minutes: 21600 }],
      [15, { kind: 'final_warning' }],
      [10, { kind: 'sales_access_lost' }],
      [0, { kind: 'block', minutes: null }],
    ]);
  });

  it('a threshold is crossed downward when the rating falls to it or below from above it, upward when it rises past it', () => {
    expect(crossings('buyer', 71, 70).down.map((r) => r.threshold)).to.deep.equal([70]);
    expect(crossings('buyer', 70, 69).down).to.deep.equal([]);
    expect(crossings('seller', 61, 49).down.map((r) => r.threshold)).to.deep.equal([60, 50]);
    expect(crossings('seller', 49, 50.5).up.map((r) => r.threshold)).to.deep.equal([50]);
    expect(crossings('seller', 50, 50.5).up.map((r) => r.threshold)).to.deep.equal([50]);
    expect(crossings('seller', 50.5, 51).up).to.deep.equal([]);
    expect(crossings('buyer', 80, 82.5)).to.deep.equal({ down: [], up: [] });
  });
});
