import { expect } from 'chai';
import type { WithdrawalView } from '../../../../modules/withdrawals/withdrawals.schemas';
import english from '../../i18n/en.json';
import { TRADE_STAGES } from '../../../../modules/withdrawals/withdrawals.vocabulary.schemas';
import { tradeTimeline } from './timeline';

const en: Record<string, string> = english;
type Trade = Pick<WithdrawalView, 'state' | 'stage' | 'timeline' | 'endedAt'>;
const at = (minute: number) => `2030-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const entries = (...stages: string[]) => stages.map((stage, i) => ({ stage, at: at(i) }));
const states = (trade: Trade) => tradeTimeline(trade).steps.map((s) => s.state);

describe('withdrawal trade timeline (web)', () => {
  it('spec trading-core 4: the five stages shown to the user, each with its words', () => {
    expect([...TRADE_STAGES]).to.deep.equal([
      'searching_bot',
      'checking_friendship',
      'adding_friend',
      'bot_enabling',
      'trading',
    ]);
    for (const stage of [...TRADE_STAGES, 'finished', 'failed', 'expired', 'cancelled', 'settling'])
      expect(en[`withdrawals.stage.${stage}`], stage).to.be.a('string');
  });

  it('spec trading-core 4: a running trade marks the stages reached, with their times, and highlights the current one', () => {
    const trade: Trade = {
      state: 'active',
      stage: 'adding_friend',
      timeline: entries('searching_bot', 'checking_friendship', 'adding_friend'),
      endedAt: null,
    };
    const timeline = tradeTimeline(trade);
    expect(timeline.steps.map((s) => [s.stage, s.state, s.at])).to.deep.equal([
      ['searching_bot', 'done', at(0)],
      ['checking_friendship', 'done', at(1)],
      ['adding_friend', 'current', at(2)],
      ['bot_enabling', 'pending', null],
      ['trading', 'pending', null],
    ]);
    expect(timeline.end).to.deep.equal({ state: 'active', at: null });
  });

  it('the page may know the stage before the event list does: the stage wins', () => {
    expect(
      states({ state: 'active', stage: 'trading', timeline: entries('searching_bot'), endedAt: null }),
    ).to.deep.equal(['done', 'skipped', 'skipped', 'skipped', 'current']);
  });

  it('spec trading-core 4 withdrawal trade ends, finished: every stage done; a friendship that already existed skips adding friend', () => {
    const timeline = tradeTimeline({
      state: 'finished',
      stage: 'done',
      timeline: entries('searching_bot', 'checking_friendship', 'bot_enabling', 'trading', 'finished'),
      endedAt: at(4),
    });
    expect(timeline.steps.map((s) => s.state)).to.deep.equal(['done', 'done', 'skipped', 'done', 'done']);
    expect(timeline.end).to.deep.equal({ state: 'finished', at: at(4) });
  });

  it('spec trading-core 4 withdrawal trade ends, expired while adding the friend: that stage failed, the rest never came', () => {
    const timeline = tradeTimeline({
      state: 'expired',
      stage: 'done',
      timeline: entries('searching_bot', 'checking_friendship', 'adding_friend', 'expired'),
      endedAt: null,
    });
    expect(timeline.steps.map((s) => s.state)).to.deep.equal(['done', 'done', 'failed', 'pending', 'pending']);
    expect(timeline.end).to.deep.equal({ state: 'expired', at: at(3) });
  });

  it('cancelled while waiting for a bot: stopped there', () => {
    expect(
      states({ state: 'cancelled', stage: 'done', timeline: entries('searching_bot', 'cancelled'), endedAt: at(1) }),
    ).to.deep.equal(['stopped', 'pending', 'pending', 'pending', 'pending']);
  });

  it('the game is done but the site has not booked the ending yet: settling', () => {
    const timeline = tradeTimeline({
      state: 'active',
      stage: 'done',
      timeline: entries('searching_bot', 'checking_friendship', 'adding_friend', 'bot_enabling', 'trading'),
      endedAt: null,
    });
    expect(timeline.steps.every((s) => s.state === 'done')).to.equal(true);
    expect(timeline.end.state).to.equal('settling');
  });
});
