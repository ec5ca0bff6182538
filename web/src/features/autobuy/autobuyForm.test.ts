import { expect } from 'chai';
import { AUTOPURCHASE_QUANTITY_MAX } from '../../../../modules/autopurchases/autopurchases.vocabulary.schemas';
import {
  autobuySchema,
  decodeProblem,
  encodeProblem,
  parsePrice,
  priceProblem,
  quantityProblem,
  toPriceText,
} from './autobuyForm';

/** The schema's message for a field, decoded (null: valid). */
async function problemOf(schema: ReturnType<typeof autobuySchema>, values: { price: string; quantity: string }) {
  try {
    await schema.validate(values, { abortEarly: false });
    return null;
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, decodeProblem(e.message)]));
  }
}

describe('autopurchase form rules', () => {
  it('spec trading-core 5: a price in major units with at most two decimals, a comma as the separator', () => {
    expect(parsePrice('12.5')).to.deep.equal({ minor: 1250 });
    expect(parsePrice(' 12,50 ')).to.deep.equal({ minor: 1250 });
    expect(parsePrice('')).to.deep.equal({ error: 'required' });
    expect(parsePrice('abc')).to.deep.equal({ error: 'invalid' });
    expect(parsePrice('-3')).to.deep.equal({ error: 'positive' });
    expect(parsePrice('0')).to.deep.equal({ error: 'positive' });
    expect(parsePrice('1.005')).to.deep.equal({ error: 'decimals' });
    expect(parsePrice('1e400')).to.deep.equal({ error: 'invalid' });
    expect(parsePrice('9'.repeat(20))).to.deep.equal({ error: 'unsafe' });
    expect(toPriceText(1250)).to.equal('12.5');
  });

  it('spec trading-core 5 "price has a minimum {min} and maximum {max}": the currency’s minimum selling price, and the bounds the server told', () => {
    expect(priceProblem('0.05', 'usd')).to.deep.equal({ key: 'min', amount: 10, currency: 'usd' });
    expect(priceProblem('5', 'rub')).to.deep.equal({ key: 'min', amount: 1000, currency: 'rub' });
    expect(priceProblem('0.10', 'usd')).to.equal(null);
    // MIN_NUMBER said $2.18, MAX_NUMBER $437: kept on the field while the price is typed again.
    const bounds = { min: 218, max: 43_700 };
    expect(priceProblem('2.17', 'usd', bounds)).to.deep.equal({ key: 'min', amount: 218, currency: 'usd' });
    expect(priceProblem('437.01', 'usd', bounds)).to.deep.equal({ key: 'max', amount: 43_700, currency: 'usd' });
    expect(priceProblem('2.18', 'usd', bounds)).to.equal(null);
  });

  it('spec trading-core 5: a whole quantity from 1 (or the pieces already bought) to the server’s maximum', () => {
    expect(AUTOPURCHASE_QUANTITY_MAX).to.equal(100);
    expect(quantityProblem('1')).to.equal(null);
    expect(quantityProblem('100')).to.equal(null);
    expect(quantityProblem('')).to.deep.equal({ key: 'required' });
    expect(quantityProblem('2.5')).to.deep.equal({ key: 'invalid' });
    expect(quantityProblem('0')).to.deep.equal({ key: 'min', count: 1 });
    expect(quantityProblem('101')).to.deep.equal({ key: 'max', count: 100 });
    expect(quantityProblem('2', 3)).to.deep.equal({ key: 'belowFilled', count: 3 });
    // As many as bought is fine: it ends the autopurchase as filled.
    expect(quantityProblem('3', 3)).to.equal(null);
  });

  it('the schema puts each problem on its field, encoded for Formik', async () => {
    const schema = autobuySchema('usd', () => ({ max: 500 }));
    expect(await problemOf(schema, { price: '4.99', quantity: '3' })).to.equal(null);
    expect(await problemOf(schema, { price: '5.01', quantity: '0' })).to.deep.equal({
      price: { key: 'max', amount: 500, currency: 'usd' },
      quantity: { key: 'min', count: 1 },
    });
    expect(decodeProblem(encodeProblem({ key: 'unsafe', code: 'UNSAFE_NUMBER' }))).to.deep.equal({
      key: 'unsafe',
      code: 'UNSAFE_NUMBER',
    });
    expect(decodeProblem('required')).to.deep.equal({ key: 'invalid' });
  });
});
