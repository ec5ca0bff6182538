import { expect } from 'chai';
import type { ReviewsPage, ReviewView } from '../../../../modules/reviews/reviews.schemas';
import { hasMoreReviews, nextReviewsPage, reviewsOf } from './paging';

const review = (id: string): ReviewView => ({ id, stars: 5, text: '', author: 'Ann', at: '2026-11-01T10:00:00.000Z' });
const page = (n: number, ids: string[], count: number): ReviewsPage => ({
  reviews: ids.map(review),
  average: 4.5,
  count,
  page: n,
  pageSize: 2,
});

describe('pages of reviews (spec trading-core 2)', () => {
  it('reads page 1 first, then the next while the count says more are left', () => {
    expect(nextReviewsPage(0, null)).to.equal(1);
    expect(nextReviewsPage(1, page(1, ['a', 'b'], 5))).to.equal(2);
    expect(nextReviewsPage(2, page(2, ['c', 'd'], 5))).to.equal(3);
    expect(nextReviewsPage(3, page(3, ['e'], 5))).to.equal(null);
    expect(nextReviewsPage(1, page(1, ['a', 'b'], 2))).to.equal(null);
    // A count that grew past an empty page does not read on forever.
    expect(nextReviewsPage(2, page(2, [], 9))).to.equal(null);
  });

  it('"Show more" shows while a further page holds reviews', () => {
    expect(hasMoreReviews(undefined)).to.equal(false);
    expect(hasMoreReviews([])).to.equal(false);
    expect(hasMoreReviews([page(1, ['a', 'b'], 3)])).to.equal(true);
    expect(hasMoreReviews([page(1, ['a', 'b'], 3), page(2, ['c'], 3)])).to.equal(false);
  });

  it('a review pushed onto the next page by a newer one is shown once, in order', () => {
    const pages = [page(1, ['a', 'b'], 4), page(2, ['b', 'c'], 4)];
    expect(reviewsOf(pages).map((r) => r.id)).to.deep.equal(['a', 'b', 'c']);
    expect(reviewsOf(undefined)).to.deep.equal([]);
  });
});
