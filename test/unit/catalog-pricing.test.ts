import { expect } from 'chai';
import {
  checkPrice,
  parsePrice,
  priceBounds,
  toBase,
  toCurrency,
  valueCents,
} from '../../modules/catalog/catalog.pricing';
import { MIN_SELLING_PRICE, type Variant } from '../../modules/catalog/catalog.schemas';
import { sellerReceives } from '../../modules/market/market.schemas';
import { decodeCursor } from '../../modules/market/cursor';

const RATES = { usd: 1, eur: 0.92, rub: 92 };
const DEFAULT: Variant = { age: null, level: 'default', flyable: false, rideable: false, chroma: false };
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (err) {
    return (err as { errorCode?: string }).errorCode;
  }
};

describe('catalog pricing rules (spec trading-core 5, 9)', () => {
  it('spec trading-core 9: sales fee 15% for rubles, 20% for euro and dollar (listing 1 dollar yields 0.8)', () => {
    expect(sellerReceives(100, 'usd')).to.equal(80);
    expect(sellerReceives(100, 'eur')).to.equal(80);
    expect(sellerReceives(10_000, 'rub')).to.equal(8_500);
    expect(sellerReceives(99, 'usd')).to.equal(79); // rounded down: the seller never gets a fraction the site does not have
  });

  it('spec trading-core 5: unsafe numbers are rejected (UNSAFE_NUMBER): infinity, NaN, sub-cent amounts, beyond safe integers', () => {
    for (const bad of [Infinity, -Infinity, NaN, 0.001, '12.345', '1e309', 9007199254740993, 'abc']) {
      expect(
        codeOf(() => parsePrice(bad as number, 'price')),
        String(bad),
      ).to.equal('UNSAFE_NUMBER');
    }
    expect(parsePrice('12.50', 'p')).to.equal(1250);
    expect(parsePrice(0.1 + 0.2, 'p')).to.equal(30);
    expect(parsePrice(19.99, 'p')).to.equal(1999);
  });

  it('spec trading-core 5: prices stay within the per-item bounds and never below the minimum per currency', () => {
    const bounds = priceBounds(1900, 'usd', RATES);
    expect(bounds.min).to.equal(190);
    expect(bounds.max).to.equal(38_000);
    expect(codeOf(() => checkPrice(189, 'usd', bounds, 'p'))).to.equal('MIN_NUMBER');
    expect(codeOf(() => checkPrice(38_001, 'usd', bounds, 'p'))).to.equal('MAX_NUMBER');
    expect(codeOf(() => checkPrice(190, 'usd', bounds, 'p'))).to.equal(null);
    const cheap = priceBounds(5, 'rub', RATES);
    expect(cheap.min).to.equal(MIN_SELLING_PRICE.rub);
    expect(cheap.max).to.be.at.least(cheap.min);
  });

  it('value points become prices: a default Shadow Dragon is tens of dollars; neon, mega neon, fly and ride are worth more', () => {
    const shadow = {
      game: 'adopt' as const,
      rarity: 'legendary',
      refValues: { default: 19000, neon: 54000, mega_neon: 140000 },
    };
    expect(valueCents(shadow, DEFAULT)).to.equal(1900);
    expect(valueCents(shadow, { ...DEFAULT, level: 'mega_neon' })).to.equal(14_000);
    expect(valueCents(shadow, { ...DEFAULT, flyable: true, rideable: true })).to.equal(2470);
    const noNeonValue = {
      game: 'adopt' as const,
      rarity: 'rare',
      refValues: { default: 100, neon: null, mega_neon: null },
    };
    expect(valueCents(noNeonValue, { ...DEFAULT, level: 'neon' })).to.equal(25);
    const knife = { game: 'mm2' as const, rarity: 'godly', refValues: null };
    expect(valueCents(knife, DEFAULT)).to.equal(600);
    expect(valueCents(knife, { ...DEFAULT, chroma: true })).to.equal(1800);
    expect(valueCents({ game: 'mm2', rarity: 'mystery', refValues: null }, DEFAULT)).to.equal(null);
  });

  it('currency conversion goes through US cents and never reaches zero', () => {
    expect(toCurrency(100, 'rub', RATES)).to.equal(9200);
    expect(toBase(9200, 'rub', RATES)).to.equal(100);
    expect(toBase(1, 'rub', RATES)).to.equal(1);
  });

  it('market cursors: tampered or foreign cursors are refused', () => {
    const good = Buffer.from(JSON.stringify({ v: '1200', i: 7 })).toString('base64url');
    expect(decodeCursor(good, 'price')).to.deep.equal({ value: '1200', id: 7 });
    expect(decodeCursor('not-base64-json', 'price')).to.equal(undefined);
    expect(
      decodeCursor(Buffer.from(JSON.stringify({ v: 'DROP TABLE', i: 7 })).toString('base64url'), 'price'),
    ).to.equal(undefined);
    expect(decodeCursor(Buffer.from(JSON.stringify({ v: 1, i: 1.5 })).toString('base64url'), 'popularity')).to.equal(
      undefined,
    );
    expect(decodeCursor(Buffer.from(JSON.stringify({ o: 48 })).toString('base64url'), 'relevance')).to.deep.equal({
      offset: 48,
    });
    expect(decodeCursor(Buffer.from(JSON.stringify({ o: -1 })).toString('base64url'), 'relevance')).to.equal(undefined);
  });
});
