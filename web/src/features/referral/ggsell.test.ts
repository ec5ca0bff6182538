import { expect } from 'chai';
import { isNumericId, firstItemWithInfo } from './ggsell';

describe('referral landings', () => {
  it('spec accounts-platform 5: the referral landing id must be numeric', () => {
    expect(isNumericId('12345')).to.equal(true);
    expect(isNumericId('12a')).to.equal(false);
    expect(isNumericId('')).to.equal(false);
    expect(isNumericId(null)).to.equal(false);
  });

  it('spec accounts-platform 2.6: the partner landing keeps the first item merged with the info; an empty list keeps nothing', () => {
    expect(
      firstItemWithInfo({ items: [{ id: 1, name: 'Egg' }, { id: 2 }], info: { partner: 'ggsell' } }),
    ).to.deep.equal({
      id: 1,
      name: 'Egg',
      partner: 'ggsell',
    });
    expect(firstItemWithInfo({ items: [], info: {} })).to.equal(null);
    expect(firstItemWithInfo(null)).to.equal(null);
  });
});
