import { expect } from 'chai';
import type { RatingNotice, RatingsView } from '../../../../modules/ratings/ratings.schemas';
import { freshNotices, noticeMessage, noticeTone } from './notices';

const notice = (over: Partial<RatingNotice>): RatingNotice => ({
  id: 'n1',
  role: 'buyer',
  kind: 'warning',
  threshold: 70,
  rating: 69,
  at: '2030-01-01T00:00:00.000Z',
  until: null,
  read: false,
  ...over,
});

const view = (notices: RatingNotice[]): RatingsView => ({
  buyer: { rating: 80, restriction: null },
  seller: { rating: 70, restriction: null },
  notices,
  unread: notices.filter((n) => !n.read).length,
});

describe('rating notices in words (spec trading-core 4)', () => {
  it('each kind has its sentence with the threshold and the rating; a block says until when or until support lifts it', () => {
    expect(noticeMessage(notice({}))).to.deep.equal({
      id: 'ratings.notice.warning',
      values: { threshold: 70, rating: 69 },
    });
    const until = '2030-01-02T00:00:00.000Z';
    expect(noticeMessage(notice({ kind: 'block', threshold: 60, rating: 59.5, until }))).to.deep.equal({
      id: 'ratings.notice.blockUntil',
      values: { threshold: 60, rating: 59.5, until: Date.parse(until) },
    });
    expect(noticeMessage(notice({ kind: 'block', threshold: 10 })).id).to.equal('ratings.notice.blockSupport');
    expect(noticeMessage(notice({ kind: 'final_warning' })).id).to.equal('ratings.notice.finalWarning');
    expect(noticeMessage(notice({ kind: 'sales_access_lost', role: 'seller' })).id).to.equal(
      'ratings.notice.salesAccessLost',
    );
    expect(noticeMessage(notice({ kind: 'congratulation' })).id).to.equal('ratings.notice.congratulation');
  });

  it('tones: congratulations are good news, warnings warn, blocks and loss of sales access are restrictions', () => {
    expect(
      ['congratulation', 'warning', 'final_warning', 'block', 'sales_access_lost'].map((k) =>
        noticeTone(k as RatingNotice['kind']),
      ),
    ).to.deep.equal(['success', 'warning', 'warning', 'error', 'error']);
  });

  it('after RATING_CHANGED the unread notices not known before are announced, oldest first', () => {
    const old = notice({ id: 'a' });
    const newer = notice({ id: 'b', kind: 'block', at: '2030-01-01T00:05:00.000Z' });
    const newest = notice({ id: 'c', kind: 'congratulation', at: '2030-01-01T00:06:00.000Z' });
    const read = notice({ id: 'd', read: true });
    const now = Date.parse('2030-01-01T00:06:30.000Z');
    expect(freshNotices(view([old]), view([newest, newer, read, old]), now).map((n) => n.id)).to.deep.equal(['b', 'c']);
    // Nothing known before: only the last two minutes' unread ones.
    expect(freshNotices(undefined, view([newest, newer, old]), now).map((n) => n.id)).to.deep.equal(['b', 'c']);
  });
});
