import { expect } from 'chai';
import type { Variant } from '../../../../modules/catalog/catalog.vocabulary.schemas';
import type { ExchangeBoard, GiveItem, StockItem } from '../../../../modules/exchange/exchange.schemas';
import { applyTakeChanges, boardWithChanges, changedKey, giveChanges, takeChanges } from './changes';
import { lineKey, setQuantity, takeBody, type Take } from './pick';

const usd = (amount: number) => ({ amount, currency: 'usd' as const });
const plain: Variant = { age: null, level: 'default', flyable: false, rideable: false, chroma: false };
const neon: Variant = { ...plain, age: 'teen', level: 'neon' };
const give = (id: string, value: number) => ({ id, accountId: 'a1', value: usd(value) }) as GiveItem;
const stockItem: StockItem = {
  itemId: 7,
  slug: 'dog',
  name: 'Dog',
  type: 'pet',
  rarity: 'common',
  art: '/art/dog.svg',
  ageRequired: true,
  variants: [
    { variant: neon, price: usd(500), count: 2, own: 0 },
    { variant: neon, price: usd(550), count: 1, own: 1 },
    { variant: { ...neon, flyable: true }, price: usd(900), count: 1, own: 0 },
  ],
};
const board: ExchangeBoard = {
  stock: [stockItem],
  give: [give('g1', 100), give('g2', 200)],
  maxItems: 40,
  changeShare: 0.1,
};

describe('exchange: PRICES_HAVE_CHANGED (web)', () => {
  it("spec trading-core 8: the refusal's new values of the user's items, beside what the board showed; junk left out", () => {
    const details = { give: [{ id: 'g1', value: usd(90) }, { id: 'g2', value: null }, { nope: 1 }], take: [] };
    expect(giveChanges(board.give!, details)).to.deep.equal([
      { id: 'g1', before: usd(100), after: usd(90) },
      { id: 'g2', before: usd(200), after: null },
    ]);
    expect(giveChanges(board.give!, {})).to.deep.equal([]);
  });

  it('spec trading-core 8: a site line moves to its new price (joining a line there) or leaves when the price is gone; the board shows it at once', () => {
    let take: Take = setQuantity(new Map(), stockItem, stockItem.variants[0]!, 2, 40);
    take = setQuantity(take, stockItem, stockItem.variants[2]!, 1, 40);
    const details = {
      take: [
        { itemId: 7, variant: neon, price: usd(550) },
        { itemId: 7, variant: { ...neon, flyable: true }, price: null },
        { itemId: 8, variant: neon, price: usd(1) },
        'junk',
      ],
    };
    const changes = takeChanges(take, details, 'usd');
    expect(changes).to.deep.equal([
      { from: lineKey(7, neon, 500), before: usd(500), after: usd(550) },
      { from: lineKey(7, { ...neon, flyable: true }, 900), before: usd(900), after: null },
    ]);
    expect(changedKey(take, changes[0]!)).to.equal(lineKey(7, neon, 550));
    expect(changedKey(take, changes[1]!)).to.equal(null);
    const moved = applyTakeChanges(take, changes);
    expect(takeBody(moved)).to.deep.equal([{ itemId: 7, variant: neon, price: 550, quantity: 2 }]);
    expect(applyTakeChanges(take, [])).to.equal(take);
    // The same price named again is no change.
    expect(takeChanges(take, { take: [{ itemId: 7, variant: neon, price: usd(500) }] }, 'usd')).to.deep.equal([]);

    const shown = boardWithChanges(board, giveChanges(board.give!, { give: [{ id: 'g2', value: null }] }), changes);
    expect(shown.give!.map((g) => g.id)).to.deep.equal(['g1']);
    // The 500 row joins the 550 one; the flyable row is gone.
    expect(shown.stock[0]!.variants).to.deep.equal([{ variant: neon, price: usd(550), count: 3, own: 1 }]);
    expect(boardWithChanges(board, [], [])).to.equal(board);
  });
});
