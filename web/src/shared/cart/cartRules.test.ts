import { expect } from 'chai';
import { CART_MAX_ITEMS as SERVER_MAX, CART_STORAGE_KEYS } from '../../../../modules/orders/orders.schemas';
import { CART_STORAGE } from '../state/storage';
import {
  addLine,
  applyPriceChanges,
  applyStock,
  buyItems,
  CART_MAX_ITEMS,
  maxQuantity,
  repriceLines,
  setQuantity,
} from './cartRules';
import { card, offer } from './cartLines.fixture';

describe('cart rules', () => {
  it("spec accounts-platform 3: the cart keys and the 40-item limit are the server's", () => {
    expect(CART_STORAGE).to.deep.equal(CART_STORAGE_KEYS);
    expect(CART_MAX_ITEMS).to.equal(SERVER_MAX).and.equal(40);
  });

  it('spec trading-core 8 "Cart notifications": a line already in the cart is not added twice', () => {
    const { lines, result } = addLine([card(1)], card(1));
    expect(result).to.equal('already');
    expect(lines).to.have.length(1);
  });

  it('spec trading-core 5: the cart holds at most 40 items, quantities counted', () => {
    expect(addLine([card(1, 39, 40)], card(2)).result).to.equal('added');
    expect(addLine([card(1, 40, 40)], card(2)).result).to.equal('full');
    // A card line may grow to its stock and to what the limit leaves.
    const lines = [card(1, 1, 50), card(2, 30, 30)];
    expect(maxQuantity(lines, 'card:1')).to.equal(10);
    expect(setQuantity(lines, 'card:1', 99)[0]!.quantity).to.equal(10);
    expect(setQuantity(lines, 'card:1', 0)[0]!.quantity).to.equal(1);
    expect(maxQuantity([offer('a')], 'offer:a')).to.equal(1);
  });

  it('spec trading-core 7 buy: card lines send quantity and unit price, offers their id and price', () => {
    expect(buyItems([card(1, 2), offer('x')])).to.deep.equal([
      { cardId: 1, quantity: 2, price: 500 },
      { offerId: 'x', price: 300 },
    ]);
  });

  it('spec trading-core 8 PRICES_HAVE_CHANGED: the new prices go into the lines, the old ones are kept for display', () => {
    const { lines, previous } = applyPriceChanges(
      [card(1), offer('x')],
      [
        { cardId: 1, price: 650 },
        { offerId: 'x', price: 310 },
      ],
    );
    expect(lines.map((l) => l.price.amount)).to.deep.equal([650, 310]);
    expect(previous).to.deep.equal({
      'card:1': { amount: 500, currency: 'usd' },
      'offer:x': { amount: 300, currency: 'usd' },
    });
  });

  it('spec trading-core 8 none in stock: a card line shrinks to what is left, or goes', () => {
    expect(applyStock([card(1, 3)], 1, 2)[0]).to.include({ quantity: 2, available: 2 });
    expect(applyStock([card(1, 3)], 1, 0)).to.deep.equal([]);
  });

  it('lines seen in another currency take the current price in the chosen one; those no longer offered go', () => {
    const eur = { ...card(1), price: { amount: 460, currency: 'eur' as const } };
    const gone = { ...card(2), price: { amount: 460, currency: 'eur' as const } };
    const pages = new Map([
      ['item-1', { variants: [{ cardId: 1, price: { amount: 500, currency: 'usd' as const }, count: 3 }], offers: [] }],
      ['item-2', null],
    ]);
    const result = repriceLines([eur, gone], 'usd', pages);
    expect(result.lines.map((l) => l.price)).to.deep.equal([{ amount: 500, currency: 'usd' }]);
    expect(result.gone.map((l) => l.key)).to.deep.equal(['card:2']);
  });
});
