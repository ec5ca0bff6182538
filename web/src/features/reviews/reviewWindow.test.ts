import { expect } from 'chai';
import type { ReviewableDeal } from '../../../../modules/reviews/reviews.schemas';
import { REVIEW_WINDOW_DAYS } from '../../../../modules/reviews/reviews.vocabulary.schemas';
import { daysLeftToReview, itemGroups, openDeals, reviewClosesAt } from './reviewWindow';

const DAY = 86_400_000;
const completed = '2026-11-01T12:00:00.000Z';
const at = (days: number) => Date.parse(completed) + days * DAY;

const deal = (purchaseId: string, completedAt: string): ReviewableDeal => ({
  purchaseId,
  sellerId: 's1',
  sellerNickname: 'PetPalace',
  items: ['Frost Dragon'],
  completedAt,
});

describe('the time left to review a deal (spec trading-core 2: REVIEW_WINDOW_DAYS after delivery)', () => {
  it('counts whole days, the day under way included, down to the last one, then none', () => {
    expect(REVIEW_WINDOW_DAYS).to.equal(30);
    expect(reviewClosesAt(completed)).to.equal(at(30));
    expect(daysLeftToReview(completed, at(0))).to.equal(30);
    expect(daysLeftToReview(completed, at(0.5))).to.equal(30);
    expect(daysLeftToReview(completed, at(1))).to.equal(29);
    expect(daysLeftToReview(completed, at(29.9))).to.equal(1);
    expect(daysLeftToReview(completed, at(30))).to.equal(0);
    expect(daysLeftToReview(completed, at(45))).to.equal(0);
  });

  it('lists the deals still open, the ones closing soonest first', () => {
    const deals = [
      deal('new', new Date(at(20)).toISOString()),
      deal('closed', new Date(at(-1)).toISOString()),
      deal('old', completed),
    ];
    expect(openDeals(deals, at(29.5)).map((d) => d.purchaseId)).to.deep.equal(['old', 'new']);
  });

  it('tells each item bought once, with how many of it, in the order first bought', () => {
    expect(itemGroups(['Frost Dragon', 'Owl', 'Frost Dragon'])).to.deep.equal([
      { name: 'Frost Dragon', count: 2 },
      { name: 'Owl', count: 1 },
    ]);
    expect(itemGroups([])).to.deep.equal([]);
  });
});
