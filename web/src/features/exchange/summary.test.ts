import { expect } from 'chai';
import english from '../../i18n/en.json';
import { draftSummary, type DraftFacts } from './summary';

const en: Record<string, string> = english;
const facts = (over: Partial<DraftFacts>): DraftFacts => ({
  give: [1000],
  take: [1200],
  max: 40,
  pending: [],
  balance: 10_000,
  ...over,
});

describe('exchange: the sums and Start (web)', () => {
  it("spec trading-core 5: the site's items worth more: the user adds the difference from the balance, and Start waits for a balance that covers it", () => {
    const ok = draftSummary(facts({}));
    expect(ok.quote).to.include({ userValue: 1000, siteValue: 1200, balance: 200, change: 0, refused: false });
    expect(ok).to.include({ count: 2, short: 0, blocker: null });
    const short = draftSummary(facts({ balance: 150 }));
    expect(short.short).to.equal(50);
    expect(short.blocker).to.deep.equal({ id: 'exchange.blocked.balance' });
    // The balance not known yet holds nothing back (the server checks it).
    expect(draftSummary(facts({ balance: null })).blocker).to.equal(null);
  });

  it("spec trading-core 5: the user's items worth more: the site pays back up to 10 % of what is taken; beyond, it refuses", () => {
    const change = draftSummary(facts({ give: [1100], take: [1000] }));
    expect(change.quote).to.include({ balance: 0, change: 100, maxChange: 100, refused: false });
    expect(change.blocker).to.equal(null);
    const refused = draftSummary(facts({ give: [1101], take: [1000] }));
    expect(refused.quote.refused).to.equal(true);
    expect(refused.blocker).to.deep.equal({ id: 'exchange.blocked.refused' });
    expect(draftSummary(facts({ give: [500, 500], take: [1000] })).quote).to.include({ balance: 0, change: 0 });
  });

  it('Start is held back with the first reason: a pet without its age, nothing of the user, nothing of the site, over the limit', () => {
    expect(draftSummary(facts({ pending: ['Dog', 'Cat'], give: [] })).blocker).to.deep.equal({
      id: 'exchange.blocked.age',
      values: { name: 'Dog' },
    });
    expect(draftSummary(facts({ give: [] })).blocker).to.deep.equal({ id: 'exchange.blocked.noGive' });
    expect(draftSummary(facts({ take: [] })).blocker).to.deep.equal({ id: 'exchange.blocked.noTake' });
    const many = draftSummary(facts({ give: Array(30).fill(100), take: Array(11).fill(300) }));
    expect(many.count).to.equal(41);
    expect(many.blocker).to.deep.equal({ id: 'exchange.blocked.tooMany', values: { max: 40 } });
    for (const id of ['age', 'noGive', 'noTake', 'tooMany', 'refused', 'balance'])
      expect(en[`exchange.blocked.${id}`], id).to.be.a('string');
  });
});
