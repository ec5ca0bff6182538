import { expect } from 'chai';
import { FULL_TURN, landingRotation, oddsPercent } from './wheelGeometry';

describe('fortune wheel: landing on the won segment', () => {
  it('stops the middle of the slice under the top pointer after whole turns', () => {
    for (let index = 0; index < 8; index++) {
      const rotation = landingRotation(0, index, 8);
      const middle = (index + 0.5) * 45;
      expect((((middle + rotation) % FULL_TURN) + FULL_TURN) % FULL_TURN).to.be.closeTo(0, 1e-9);
      expect(rotation).to.be.at.least(5 * FULL_TURN);
    }
  });
  it('keeps turning forward from where the wheel stands', () => {
    const first = landingRotation(0, 3, 8);
    expect(landingRotation(first, 6, 8)).to.be.greaterThan(first + 5 * FULL_TURN - 1);
  });
  it('shows a weight out of 10,000 as a percentage (published odds)', () => {
    expect(oddsPercent(3000)).to.equal(30);
    expect(oddsPercent(100)).to.equal(1);
  });
});
