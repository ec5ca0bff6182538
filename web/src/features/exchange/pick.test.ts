import { expect } from 'chai';
import type { Variant } from '../../../../modules/catalog/catalog.vocabulary.schemas';
import type { StockItem, StockVariant } from '../../../../modules/exchange/exchange.schemas';
import {
  agesOf,
  available,
  lineKey,
  preselect,
  pruneTake,
  rowsOf,
  setQuantity,
  stockSummary,
  takeBody,
  takenCount,
  takeValues,
  type Take,
} from './pick';

const usd = (amount: number) => ({ amount, currency: 'usd' as const });
const plain: Variant = { age: null, level: 'default', flyable: false, rideable: false, chroma: false };
const pet = (age: Variant['age'], over: Partial<Variant> = {}): Variant => ({ ...plain, age, ...over });
const row = (variant: Variant, price: number, count = 1, own = 0): StockVariant => ({
  variant,
  price: usd(price),
  count,
  own,
});
const item = (itemId: number, variants: StockVariant[], ageRequired = false): StockItem => ({
  itemId,
  slug: `item-${itemId}`,
  name: `Item ${itemId}`,
  type: ageRequired ? 'pet' : 'egg',
  rarity: 'rare',
  art: `/art/${itemId}.svg`,
  ageRequired,
  variants,
});
const empty: Take = new Map();

describe('exchange: the site side picked (web)', () => {
  it('spec trading-core 5: the units the user sold to the site are not theirs to take; a row takes at most what is left, the room of the trade, never below 0', () => {
    const egg = item(1, [row(plain, 500, 3, 1)]);
    const [r] = egg.variants as [StockVariant];
    expect(available(r)).to.equal(2);
    let take = setQuantity(empty, egg, r, 5, 40);
    expect(take.get(lineKey(1, plain, 500))).to.deep.equal({ itemId: 1, variant: plain, price: 500, quantity: 2 });
    // The trade has room for one more unit only: 1 -> 2 is fine, 1 -> 3 stops at 2 anyway; from 0, room 1 gives 1.
    expect(setQuantity(empty, egg, r, 2, 1).get(lineKey(1, plain, 500))?.quantity).to.equal(1);
    expect(setQuantity(take, egg, r, 2, 0)).to.equal(take);
    take = setQuantity(take, egg, r, 0, 40);
    expect(take.size).to.equal(0);
    expect(setQuantity(take, egg, r, -3, 40)).to.equal(take);
  });

  it('spec trading-core 5: a pet is taken by its age: the ages in stock in the game order (only ones the user can take), its rows for the age chosen, none before', () => {
    const dog = item(
      2,
      [
        row(pet('teen'), 900),
        row(pet('newborn', { level: 'neon' }), 700, 2),
        row(pet('newborn'), 300),
        row(pet('junior'), 400, 1, 1),
      ],
      true,
    );
    expect(agesOf(dog)).to.deep.equal(['newborn', 'teen']);
    expect(rowsOf(dog, null)).to.deep.equal([]);
    expect(rowsOf(dog, 'newborn').map((r) => r.price.amount)).to.deep.equal([300, 700]);
    // Another item shows every row, the cheapest first and the ones the user cannot take last.
    const egg = item(3, [row(plain, 200, 1, 1), row(plain, 900), row({ ...plain, chroma: true }, 400)]);
    expect(rowsOf(egg, null).map((r) => r.price.amount)).to.deep.equal([400, 900, 200]);
    expect(stockSummary(egg)).to.deep.equal({ count: 2, from: usd(400) });
    expect(stockSummary(item(4, [row(plain, 100, 2, 2)]))).to.deep.equal({ count: 0, from: null });
  });

  it('/trade/{type}/{slug}/{id}: the item is taken at its cheapest (a pet of one age with it), a pet of several ages waits for its age, one not in stock is said missing', () => {
    const egg = item(1, [row(plain, 800), row(plain, 500)]);
    const lonely = item(2, [row(pet('teen'), 300), row(pet('teen', { flyable: true }), 900)], true);
    const many = item(3, [row(pet('teen'), 300), row(pet('reborn'), 900)], true);
    const mine = item(4, [row(plain, 100, 1, 1)]);
    const stock = [egg, lonely, many, mine];

    const taken = preselect(stock, 1, empty, 40);
    expect(taken.kind).to.equal('taken');
    if (taken.kind !== 'taken') throw new Error('taken');
    expect(takeBody(taken.take)).to.deep.equal([{ itemId: 1, variant: plain, price: 500, quantity: 1 }]);
    expect(taken.age).to.equal(null);
    // Opened again: nothing added twice.
    const again = preselect(stock, 1, taken.take, 40);
    expect(again.kind === 'taken' && again.take).to.equal(taken.take);

    const pup = preselect(stock, 2, empty, 40);
    expect(pup.kind === 'taken' && pup.age).to.equal('teen');
    expect(pup.kind === 'taken' && takeValues(pup.take)).to.deep.equal([300]);
    expect(preselect(stock, 3, empty, 40)).to.deep.equal({ kind: 'pending' });
    expect(preselect(stock, 4, empty, 40)).to.deep.equal({ kind: 'missing' });
    expect(preselect(stock, 99, empty, 40)).to.deep.equal({ kind: 'missing' });
  });

  it('after the board is read again, a pick keeps the rows still in stock, each at most what is left', () => {
    const egg = item(1, [row(plain, 500, 3)]);
    const dog = item(2, [row(pet('teen'), 300, 2)], true);
    let take = setQuantity(empty, egg, egg.variants[0]!, 3, 40);
    take = setQuantity(take, dog, dog.variants[0]!, 2, 40);
    expect(takenCount(take)).to.equal(5);
    expect(takeValues(take)).to.deep.equal([500, 500, 500, 300, 300]);
    expect(pruneTake(take, [egg, dog])).to.equal(take);
    const fewer = pruneTake(take, [item(1, [row(plain, 500, 3, 2)])]);
    expect(takeBody(fewer)).to.deep.equal([{ itemId: 1, variant: plain, price: 500, quantity: 1 }]);
    // The price moved: the line is gone (PRICES_HAVE_CHANGED moves it first).
    expect(pruneTake(take, [item(1, [row(plain, 600, 3)])]).size).to.equal(0);
  });
});
