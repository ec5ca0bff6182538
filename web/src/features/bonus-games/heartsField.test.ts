import { expect } from 'chai';
import { fall, LANES, moveBasket, ROWS, startField, type HeartsField } from './heartsField';

const withHeart = (lane: number, row: number, basket = 2): HeartsField => ({
  ...startField(),
  tick: 1,
  basket,
  hearts: [{ id: 7, lane, row }],
});

describe('love bonus game: falling hearts', () => {
  it('a heart landing in the basket’s lane on the last row is caught', () => {
    const field = fall(withHeart(2, ROWS - 2), 0);
    expect(field.caught).to.equal(1);
    expect(field.hearts).to.deep.equal([]);
  });

  it('a heart beside the basket falls past it and is gone', () => {
    let field = fall(withHeart(3, ROWS - 2), 0);
    expect(field.caught).to.equal(0);
    field = fall(field, 0);
    expect(field.hearts.filter((h) => h.id === 7)).to.deep.equal([]);
  });

  it('moving the basket under a heart on the last row catches it; the basket stays on the field', () => {
    expect(moveBasket(withHeart(3, ROWS - 1), 1).caught).to.equal(1);
    let field = startField();
    for (let i = 0; i < LANES + 2; i++) field = moveBasket(field, 1);
    expect(field.basket).to.equal(LANES - 1);
    for (let i = 0; i < LANES + 2; i++) field = moveBasket(field, -1);
    expect(field.basket).to.equal(0);
  });

  it('a new heart appears at the top every other tick', () => {
    let field = startField();
    field = fall(field, 1);
    field = fall(field, 4);
    field = fall(field, 3);
    expect(field.hearts.map((h) => [h.lane, h.row])).to.deep.equal([
      [1, 2],
      [3, 0],
    ]);
  });
});
