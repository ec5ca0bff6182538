import { expect } from 'chai';
import type { InventoryItemView } from '../../../../modules/inventory-sync/inventory.schemas';
import { HttpError } from '../../shared/api/HttpError';
import type { LinkedAccount } from './api';
import {
  decodePriceError,
  listBlocker,
  parsePriceInput,
  pauseSecondsLeft,
  priceFormSchema,
  priceInputError,
  readPriceFailure,
  receivesFor,
  suggestedPrice,
  actionFailureMessage,
} from './priceRules';

const fail = (status: number, body: unknown) => new HttpError(status, body, new Response(null, { status }));
const usd = (amount: number) => ({ amount, currency: 'usd' as const });
const bounds = { min: usd(10), max: usd(540) };
const account = (over: Partial<LinkedAccount> = {}): LinkedAccount => ({
  id: 'a1',
  game: 'adopt',
  nickname: 'n',
  status: 'success',
  frozen: false,
  itemCount: 1,
  ...over,
});
const item = (over: Partial<InventoryItemView> = {}): InventoryItemView => ({
  id: 'i1',
  accountId: 'a1',
  itemId: 1,
  slug: 's',
  name: 'N',
  type: 'pet',
  rarity: 'rare',
  variant: { age: null, level: 'default', flyable: false, rideable: false, chroma: false },
  status: 'normal',
  price: null,
  receives: null,
  recommended: usd(27),
  bounds,
  pausedUntil: null,
  art: '',
  ...over,
});

describe('seller listing rules (web)', () => {
  it('spec trading-core 5: a typed price is a positive number with at most 2 decimals (a comma is a decimal point)', () => {
    expect(parsePriceInput('12.5')).to.deep.equal({ minor: 1250 });
    expect(parsePriceInput(' 0,27 ')).to.deep.equal({ minor: 27 });
    expect(parsePriceInput('')).to.deep.equal({ error: 'required' });
    expect(parsePriceInput('abc')).to.deep.equal({ error: 'invalid' });
    expect(parsePriceInput('1e309')).to.deep.equal({ error: 'invalid' });
    expect(parsePriceInput('-3')).to.deep.equal({ error: 'positive' });
    expect(parsePriceInput('0')).to.deep.equal({ error: 'positive' });
    expect(parsePriceInput('1.234')).to.deep.equal({ error: 'decimals' });
    expect(parsePriceInput('999999999999999999')).to.deep.equal({ error: 'unsafe' });
  });

  it('spec trading-core 5: prices stay within the item bounds', async () => {
    expect(priceInputError('0.05', bounds)).to.deep.equal({ key: 'min', amount: 10, currency: 'usd' });
    expect(priceInputError('5.41', bounds)).to.deep.equal({ key: 'max', amount: 540, currency: 'usd' });
    expect(priceInputError('5.40', bounds)).to.equal(null);
    const schema = priceFormSchema(() => bounds);
    const error = await schema.validate({ items: [{ id: 'i1', price: '9' }] }).catch((e: Error) => e.message);
    expect(decodePriceError(String(error))).to.deep.equal({ key: 'max', amount: 540, currency: 'usd' });
  });

  it('spec trading-core 9: the seller receives the price minus 20% (eur, usd) or 15% (rub); the suggestion stays within bounds', () => {
    expect(receivesFor('1', 'usd')).to.deep.equal({ amount: 80, currency: 'usd' });
    expect(receivesFor('12.34', 'eur')).to.deep.equal({ amount: 987, currency: 'eur' });
    expect(receivesFor('100', 'rub')).to.deep.equal({ amount: 8500, currency: 'rub' });
    expect(receivesFor('x', 'usd')).to.equal(null);
    expect(suggestedPrice({ recommended: usd(5), bounds })).to.deep.equal(usd(10));
    expect(suggestedPrice({ recommended: usd(27), bounds })).to.deep.equal(usd(27));
  });

  it('spec trading-core 9: an item changed in the last 30 s cannot be listed; nor one of a frozen or lost account', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(pauseSecondsLeft('2026-01-01T00:00:12.200Z', now)).to.equal(13);
    expect(pauseSecondsLeft('2025-12-31T23:59:59Z', now)).to.equal(0);
    expect(listBlocker(item(), account(), now)).to.equal(null);
    expect(listBlocker(item({ pausedUntil: '2026-01-01T00:00:05Z' }), account(), now)).to.equal('paused');
    expect(listBlocker(item({ status: 'on_sale' }), account(), now)).to.equal('status');
    expect(listBlocker(item({ status: 'overstock' }), account({ frozen: true }), now)).to.equal('notActive');
    expect(listBlocker(item(), account({ status: 'error' }), now)).to.equal('noAccess');
    expect(listBlocker(item(), account({ status: 'outdatedItems' }), now)).to.equal('outdated');
  });

  it('spec trading-core 8: server failures land on the price of the item they name', () => {
    const ids = ['i1', 'i2'];
    const none = () => undefined;
    const max = readPriceFailure(
      fail(400, { errorCode: 'MAX_NUMBER', details: { field: 'items[1].price', max: usd(540) } }),
      ids,
      none,
    );
    expect(max.fields).to.have.keys(['items.1.price']);
    expect(decodePriceError(max.fields['items.1.price']!)).to.deep.equal({
      key: 'max',
      code: 'MAX_NUMBER',
      amount: 540,
      currency: 'usd',
    });
    const min = readPriceFailure(
      fail(400, { errorCode: 'MIN_NUMBER', details: { field: 'items[0].price', min: usd(10) } }),
      ids,
      none,
    );
    expect(decodePriceError(min.fields['items.0.price']!)).to.include({ key: 'min', amount: 10 });
    const unsafe = readPriceFailure(
      fail(400, { errorCode: 'UNSAFE_NUMBER', details: { field: 'items[0].price' } }),
      ids,
      none,
    );
    expect(decodePriceError(unsafe.fields['items.0.price']!)).to.include({ key: 'unsafe', code: 'UNSAFE_NUMBER' });
    const gone = readPriceFailure(fail(404, { errorCode: 'NOT_FOUND', details: { field: 'items[1].id' } }), ids, none);
    expect(decodePriceError(gone.fields['items.1.price']!)).to.include({ key: 'notFound' });
    const paused = readPriceFailure(
      fail(409, { errorCode: 'ITEM_ACTION_PAUSED', details: { field: 'items[0].id', retryAfterSeconds: 17 } }),
      ids,
      none,
      1000,
    );
    expect(paused.paused).to.equal(true);
    expect(decodePriceError(paused.fields['items.0.price']!)).to.deep.equal({
      key: 'paused',
      code: 'ITEM_ACTION_PAUSED',
      seconds: 17,
      until: 18_000,
    });
  });

  it('spec trading-core 8: NO_ACCESS and LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE go to the items of the account that explains them', () => {
    const accounts: Record<string, LinkedAccount> = {
      i1: account(),
      i2: account({ id: 'a2', frozen: true }),
      i3: account({ id: 'a3', status: 'error' }),
    };
    const accountOf = (id: string) => accounts[id];
    const notActive = readPriceFailure(
      fail(409, { errorCode: 'LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE' }),
      ['i1', 'i2', 'i3'],
      accountOf,
    );
    expect(Object.keys(notActive.fields)).to.deep.equal(['items.1.price', 'items.2.price']);
    const noAccess = readPriceFailure(fail(403, { errorCode: 'NO_ACCESS' }), ['i1', 'i2', 'i3'], accountOf);
    expect(Object.keys(noAccess.fields)).to.deep.equal(['items.2.price']);
    const unexplained = readPriceFailure(fail(403, { errorCode: 'NO_ACCESS' }), ['i1'], accountOf);
    expect(unexplained.alert).to.deep.equal({ id: 'inventory.error.noAccess', values: undefined });
    expect(readPriceFailure(fail(429, { errorCode: 'TOO_MANY_REQUESTS' }), ['i1'], accountOf).alert?.id).to.equal(
      'errors.tooManyRequests',
    );
  });

  it('spec trading-core 8: freeze and remove failures read as one message', () => {
    expect(
      actionFailureMessage(fail(409, { errorCode: 'LINKED_RBX_ACCOUNT_HAS_RESERVED_ITEMS' }), 'account'),
    ).to.deep.equal({ id: 'inventory.error.reserved' });
    expect(actionFailureMessage(fail(404, { errorCode: 'NOT_FOUND' }), 'account')).to.deep.equal({
      id: 'inventory.error.accountNotFound',
    });
    expect(actionFailureMessage(fail(404, { errorCode: 'NOT_FOUND' }), 'item')).to.deep.equal({
      id: 'inventory.error.notFound',
    });
    expect(
      actionFailureMessage(fail(409, { errorCode: 'ITEM_ACTION_PAUSED', details: { retryAfterSeconds: 4 } }), 'item'),
    ).to.deep.equal({
      id: 'inventory.error.paused',
      values: { seconds: 4 },
    });
  });
});
