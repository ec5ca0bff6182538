import { expect } from 'chai';
import {
  DISLIKED_REASONS,
  LIKED_REASONS,
  QUESTION_FILTERS,
  QUESTION_STATUSES,
} from '../../../../modules/support/questions.vocabulary.schemas';
import { feedbackReasons, questionPath, reasonMessageId, statusFilter, statusTone } from './questionStatus';

describe('support question status (spec trading-core 2, 4)', () => {
  it('puts each status under one filter tab: in progress holds the answered and the waiting ones', () => {
    expect(QUESTION_STATUSES.map(statusFilter)).to.deep.equal(['open', 'inProcess', 'inProcess', 'closed']);
    for (const status of QUESTION_STATUSES) expect(QUESTION_FILTERS).to.include(statusFilter(status));
  });

  it('gives every status a tone', () => {
    expect(QUESTION_STATUSES.map(statusTone)).to.deep.equal(['info', 'success', 'warning', 'neutral']);
  });

  it('offers the liked reasons from 4 stars and the disliked ones below', () => {
    expect(feedbackReasons(0)).to.deep.equal([]);
    expect(feedbackReasons(1)).to.equal(DISLIKED_REASONS);
    expect(feedbackReasons(3)).to.equal(DISLIKED_REASONS);
    expect(feedbackReasons(4)).to.equal(LIKED_REASONS);
    expect(feedbackReasons(5)).to.equal(LIKED_REASONS);
    expect(reasonMessageId('POLITENESS', 5)).to.equal('support.rating.reason.liked.POLITENESS');
    expect(reasonMessageId('POLITENESS', 2)).to.equal('support.rating.reason.disliked.POLITENESS');
  });

  it("builds a question's path, with a visitor's key", () => {
    expect(questionPath('q1')).to.equal('/help/my-questions/q1');
    expect(questionPath('q1', 'a b')).to.equal('/help/my-questions/q1?key=a%20b');
  });
});
