import { expect } from 'chai';
import { isRatingBlockMessage, ratingBlockMessage } from './blockMessage';

describe('rating block refusals in words (spec trading-core 4, 8)', () => {
  it('a timed block says until when, as a timestamp the message formats in the user’s time zone', () => {
    const until = '2030-01-02T03:04:05.000Z';
    expect(ratingBlockMessage('BUYER_IS_BLOCKED', { kind: 'block', until })).to.deep.equal({
      id: 'ratings.blocked.buyer.until',
      values: { until: Date.parse(until) },
    });
    expect(ratingBlockMessage('SELLER_IS_BLOCKED', { kind: 'block', until })?.id).to.equal(
      'ratings.blocked.seller.until',
    );
  });

  it('a block without an end lasts until support lifts it; a seller without sales access is told selling is closed', () => {
    expect(ratingBlockMessage('BUYER_IS_BLOCKED', { kind: 'block', until: null })).to.deep.equal({
      id: 'ratings.blocked.buyer.support',
    });
    expect(ratingBlockMessage('SELLER_IS_BLOCKED', null)).to.deep.equal({ id: 'ratings.blocked.seller.support' });
    expect(ratingBlockMessage('SELLER_IS_BLOCKED', { kind: 'sales_access_lost', until: null })).to.deep.equal({
      id: 'ratings.blocked.seller.closed',
    });
  });

  it('other codes are not blocks', () => {
    expect(ratingBlockMessage('NOT_FOUND', {})).to.equal(null);
    expect(ratingBlockMessage(null, {})).to.equal(null);
    expect(isRatingBlockMessage('ratings.blocked.seller.closed')).to.equal(true);
    expect(isRatingBlockMessage('errors.generic')).to.equal(false);
    expect(isRatingBlockMessage(undefined)).to.equal(false);
  });
});
