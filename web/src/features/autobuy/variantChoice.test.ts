import { expect } from 'chai';
import type { Variant } from '../../../../modules/catalog/catalog.vocabulary.schemas';
import type { ItemPage } from '../../../../modules/market/market.schemas';
import { readAutobuyQuery } from '../../shared/autobuy/paths';
import { cardOf, initialDraft, plainVariant, variantOfDraft } from './variantChoice';

const plain: Variant = { age: null, level: 'default', flyable: false, rideable: false, chroma: false };
const teenRide: Variant = { ...plain, age: 'teen', rideable: true };
const usd = (amount: number) => ({ amount, currency: 'usd' as const });

function page(type: string, game: 'adopt' | 'mm2', variants: [number, Variant][], art = '/api/art/x.svg?v=1') {
  return {
    item: { id: 1, game, slug: 'x', name: 'X', type, subtype: null, rarity: 'rare', origin: null, year: null, art },
    variants: variants.map(([cardId, variant]) => ({ variant, cardId, count: 1, price: usd(100), recommended: null })),
  } satisfies Pick<ItemPage, 'item' | 'variants'>;
}

describe('the autopurchase variant', () => {
  it('spec trading-core 3: a pet starts on the card the product card named, else the traits, else none picked', () => {
    const pet = page('pet', 'adopt', [[508, teenRide]]);
    expect(initialDraft(pet, readAutobuyQuery('item=x&card=508'))).to.deep.equal(teenRide);
    const named = readAutobuyQuery('item=x&card=9&age=full_grown&level=neon&fly=1');
    expect(initialDraft(pet, named)).to.deep.equal({ ...plain, age: 'full_grown', level: 'neon', flyable: true });
    expect(variantOfDraft(initialDraft(pet, readAutobuyQuery('item=x')), true)).to.equal(null);
  });

  it('anything but an Adopt Me pet has one look, chroma told by its variants on sale or its art', () => {
    const weapon = page('weapon', 'mm2', [[3, { ...plain, chroma: true }]]);
    expect(initialDraft(weapon, readAutobuyQuery('item=x'))).to.deep.equal({ ...plain, chroma: true });
    expect(plainVariant(page('knife', 'mm2', [], '/api/art/mm2/c.svg?chroma=1&v=1'))).to.deep.equal({
      ...plain,
      chroma: true,
    });
    expect(plainVariant(page('egg', 'adopt', []))).to.deep.equal(plain);
    expect(variantOfDraft(plain, false)).to.deep.equal(plain);
  });

  it('the order book is the variant’s card: on sale, or the one the query named for this very variant', () => {
    const pet = page('pet', 'adopt', [[508, teenRide]]);
    const none = readAutobuyQuery('item=x');
    expect(cardOf(pet, none, teenRide)).to.equal(508);
    expect(cardOf(pet, none, null)).to.equal(null);
    const named = readAutobuyQuery('item=x&card=9&age=teen');
    expect(cardOf(pet, named, { ...plain, age: 'teen' })).to.equal(9);
    expect(cardOf(pet, named, { ...plain, age: 'junior' })).to.equal(null);
  });
});
