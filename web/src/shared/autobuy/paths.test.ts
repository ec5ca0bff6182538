import { expect } from 'chai';
import type { Variant } from '../../../../modules/catalog/catalog.vocabulary.schemas';
import { autobuyAddPath, readAutobuyQuery } from './paths';

const plain: Variant = { age: null, level: 'default', flyable: false, rideable: false, chroma: false };
const search = (path: string) => path.slice(path.indexOf('?') + 1);

describe('autopurchase add page address', () => {
  it('spec trading-core 2 /inventory/autobuy: a product card names the item by slug and its variant by card', () => {
    const path = autobuyAddPath({ slug: 'shadow-dragon', cardId: 508 });
    expect(path).to.equal('/inventory/autobuy?item=shadow-dragon&card=508');
    expect(readAutobuyQuery(search(path))).to.deep.equal({ slug: 'shadow-dragon', cardId: 508, variant: null });
  });

  it('a variant none may be selling travels as its traits, and reads back the same', () => {
    const variant: Variant = { age: 'full_grown', level: 'mega_neon', flyable: true, rideable: true, chroma: false };
    const path = autobuyAddPath({ slug: 'frost-dragon', cardId: 9, variant });
    expect(path).to.equal('/inventory/autobuy?item=frost-dragon&card=9&age=full_grown&level=mega_neon&fly=1&ride=1');
    expect(readAutobuyQuery(search(path))).to.deep.equal({ slug: 'frost-dragon', cardId: 9, variant });
    // A plain chroma weapon: only its chroma is said.
    const chroma = autobuyAddPath({ slug: 'chroma-luger', variant: { ...plain, chroma: true } });
    expect(readAutobuyQuery(search(chroma)).variant).to.deep.equal({ ...plain, chroma: true });
  });

  it('no traits: no variant (the page asks); a plain variant is named by any trait', () => {
    expect(readAutobuyQuery('item=turkey-knife').variant).to.equal(null);
    expect(readAutobuyQuery('item=turkey-knife&level=default').variant).to.deep.equal(plain);
  });

  it('what does not read as a slug, a card or a variant is left out', () => {
    expect(readAutobuyQuery('')).to.deep.equal({ slug: null, cardId: null, variant: null });
    expect(readAutobuyQuery('item=../admin&card=-3').slug).to.equal(null);
    expect(readAutobuyQuery('item=x&card=1.5').cardId).to.equal(null);
    expect(readAutobuyQuery('item=x&card=abc').cardId).to.equal(null);
    expect(readAutobuyQuery('item=x&age=ancient').variant).to.equal(null);
    expect(readAutobuyQuery('item=x&level=ultra').variant).to.equal(null);
  });
});
