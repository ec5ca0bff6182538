import { expect } from 'chai';
import english from '../../i18n/en.json';
import { HttpError } from '../api/HttpError';
import {
  cancelTradeFailure,
  FRIEND_CODES,
  QUICK_SALE_CODES,
  TRADE_CREATION_CODES,
  tradeCodeMessage,
  WITHDRAWAL_END_CODES,
  withdrawFailure,
} from './tradeCodes';

const en: Record<string, string> = english;
const fail = (status: number, errorCode: string, details: Record<string, unknown> = {}) =>
  new HttpError(status, { errorCode, message: 'server text', details }, new Response(null, { status }));

describe('bot trade codes and createWithdraw failures (web)', () => {
  it('spec trading-core 4 and 8: every withdrawal ending, friend error, trade creation and quick sale code has its own text; another keeps its value', () => {
    for (const code of [...WITHDRAWAL_END_CODES, ...FRIEND_CODES, ...TRADE_CREATION_CODES, ...QUICK_SALE_CODES]) {
      const message = tradeCodeMessage(code);
      expect(message.id, code).to.equal(`trades.code.${code}`);
      expect(en[message.id], code).to.be.a('string');
    }
    expect(tradeCodeMessage('XYZ')).to.deep.equal({ id: 'trades.code.unknown', values: { code: 'XYZ' } });
    expect(tradeCodeMessage(null)).to.deep.equal({ id: 'trades.code.unknown', values: { code: '?' } });
  });

  it('spec trading-core 8 trade creation codes 6, 14, 15 and 5 "level 10": the placeholders come from the details, with stand-ins', () => {
    expect(tradeCodeMessage('14', { minutes: 7 })).to.deep.equal({ id: 'trades.code.14', values: { minutes: 7 } });
    expect(tradeCodeMessage('14')).to.deep.equal({ id: 'trades.code.14', values: { minutes: 10 } });
    expect(tradeCodeMessage('15', { count: 30 })).to.deep.equal({ id: 'trades.code.15', values: { count: 30 } });
    expect(tradeCodeMessage('6', { date: '2030-01-02' }).values).to.deep.equal({ date: '2030-01-02' });
    expect(tradeCodeMessage('LEVEL_TOO_LOW').values).to.deep.equal({ level: 10 });
    expect(tradeCodeMessage('9')).to.deep.equal({ id: 'trades.code.9' });
  });

  it('spec trading-core 8 create withdrawal: each error code has the spec message; NOT_FOUND asks for a refresh', () => {
    const cases: [string, string, boolean][] = [
      ['NOT_FOUND', 'withdrawals.error.notFound', true],
      ['USER_LIMIT_WILL_BE_EXCEEDED_OF_WITHDRAWAL_TRADES', 'withdrawals.error.tooManyItems', false],
      ['USER_HAS_LIMIT_OF_WITHDRAWAL_TRADES', 'withdrawals.error.userLimit', false],
      ['SELLER_HAS_LIMIT_OF_WITHDRAWAL_TRADES', 'withdrawals.error.sellerLimit', false],
      ['INVALID_STATUS', 'withdrawals.error.notRetryable', true],
    ];
    for (const [code, id, stale] of cases) {
      expect(withdrawFailure(fail(409, code)), code).to.deep.equal({ message: { id }, nickname: false, stale });
      expect(en[id], id).to.be.a('string');
    }
  });

  it('spec trading-core 5 and 8: LEVEL_TOO_LOW names both levels; trade creation codes keep their text (9 on the nickname, 14 and 15 despite their 429)', () => {
    expect(withdrawFailure(fail(400, 'LEVEL_TOO_LOW', { level: 5, needed: 10 })).message).to.deep.equal({
      id: 'withdrawals.error.levelTooLow',
      values: { level: 5, needed: 10 },
    });
    expect(withdrawFailure(fail(400, '9'))).to.deep.equal({
      message: { id: 'trades.code.9' },
      nickname: true,
      stale: false,
    });
    expect(withdrawFailure(fail(429, '14', { code: 14, minutes: 4 })).message).to.deep.equal({
      id: 'trades.code.14',
      values: { minutes: 4 },
    });
    expect(withdrawFailure(fail(429, '15', { code: 15, count: 30 })).message.id).to.equal('trades.code.15');
    expect(withdrawFailure(fail(503, '13')).message.id).to.equal('trades.code.13');
    expect(withdrawFailure(fail(409, '10')).stale).to.equal(true);
    expect(withdrawFailure(fail(400, '4', { max: 5 })).message.id).to.equal('trades.code.4');
  });

  it('a 400 on the nickname goes on its field; anything else is the generic message', () => {
    const invalid = new HttpError(
      400,
      { errorCode: 'VALIDATION_ERROR', details: { fields: [{ field: 'nickname', message: 'invalidValue' }] } },
      null,
    );
    expect(withdrawFailure(invalid)).to.deep.equal({
      message: { id: 'validation.invalidValue' },
      nickname: true,
      stale: false,
    });
    expect(withdrawFailure(new Error('boom')).message).to.deep.equal({ id: 'errors.generic' });
    expect(withdrawFailure(fail(500, 'INTERNAL')).message).to.deep.equal({ id: 'errors.unavailable' });
  });

  it('cancelling a trade: ALREADY_STARTED and NOT_FOUND have their words', () => {
    expect(cancelTradeFailure(fail(409, 'ALREADY_STARTED'))).to.deep.equal({ id: 'withdrawals.cancel.alreadyStarted' });
    expect(cancelTradeFailure(fail(404, 'NOT_FOUND'))).to.deep.equal({ id: 'withdrawals.cancel.notFound' });
  });
});
