import { expect } from 'chai';
import { FAQ_QUERY_MAX } from '../../../../modules/support/faq.vocabulary.schemas';
import { articleOfHash, moveActive, searchableQuery } from './faqNav';

describe('FAQ pages: anchors, search input, keyboard (spec trading-core 2 "Help")', () => {
  it('spec trading-core 2: an anchor opens the article it names when the section has it', () => {
    const ids = ['howToBuy', 'errorWithBuying'];
    expect(articleOfHash('#errorWithBuying', ids)).to.equal('errorWithBuying');
    expect(articleOfHash('errorWithBuying', ids)).to.equal('errorWithBuying');
    expect(articleOfHash('#freezeAccount', ids)).to.equal(null);
    expect(articleOfHash('', ids)).to.equal(null);
  });

  it('searches from two characters, trimmed and capped', () => {
    expect(searchableQuery(' f ')).to.equal(null);
    expect(searchableQuery(' fr ')).to.equal('fr');
    expect(searchableQuery('x'.repeat(FAQ_QUERY_MAX + 10))).to.have.length(FAQ_QUERY_MAX);
  });

  it('arrow keys move through the results and wrap; Home and End jump', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).to.equal(0);
    expect(moveActive(2, 3, 'ArrowDown')).to.equal(0);
    expect(moveActive(0, 3, 'ArrowUp')).to.equal(2);
    expect(moveActive(-1, 3, 'ArrowUp')).to.equal(2);
    expect(moveActive(1, 3, 'End')).to.equal(2);
    expect(moveActive(1, 3, 'Home')).to.equal(0);
    expect(moveActive(1, 0, 'ArrowDown')).to.equal(-1);
  });
});
