import { expect } from 'chai';
import { dsnOf, ERROR_REPORTING_SAMPLING, FIRST_INTERACTION_EVENTS, REPLAY_DURATION } from './errorReportingOptions';

describe('error reporting settings (spec accounts-platform 9)', () => {
  it('spec 9: error-reporting sampling: traces 0.25, errors 0.5, replay on error 0.8', () => {
    expect(ERROR_REPORTING_SAMPLING).to.deep.equal({
      tracesSampleRate: 0.25,
      sampleRate: 0.5,
      replaysOnErrorSampleRate: 0.8,
      replaysSessionSampleRate: 0,
    });
  });

  it('spec 9: replay length 15 s to 10 min', () => {
    expect(REPLAY_DURATION).to.deep.equal({ minReplayDuration: 15_000, maxReplayDuration: 600_000 });
  });

  it('spec 9: loads lazily on first click, touch or scroll', () => {
    expect([...FIRST_INTERACTION_EVENTS]).to.deep.equal(['click', 'touchstart', 'scroll']);
  });

  it('reporting is off unless the server names a DSN', () => {
    expect(dsnOf({ dsn: 'https://key@errors.example.com/1' })).to.equal('https://key@errors.example.com/1');
    for (const answer of [{ dsn: null }, { dsn: '' }, {}, null, 'x', { dsn: 5 }]) {
      expect(dsnOf(answer), JSON.stringify(answer)).to.equal(null);
    }
  });
});
