import { expect } from 'chai';
import type { ExchangeView } from '../../../../modules/exchange/exchange.schemas';
import english from '../../i18n/en.json';
import { HttpError } from '../../shared/api/HttpError';
import { DEPOSIT_STAGES } from '../../shared/trades/depositTrade';
import { changeTooLarge, exchangeActionFailure, exchangeStatusMessage, startFailure } from './exchangeRules';

const en: Record<string, string> = english;
const usd = (amount: number) => ({ amount, currency: 'usd' as const });
const fail = (status: number, errorCode: string, details: unknown = {}) =>
  new HttpError(status, { errorCode, message: 'server text', details }, new Response(null, { status }));
type Facts = Parameters<typeof exchangeStatusMessage>[0];
const facts = (over: Partial<Facts>): Facts => ({
  state: 'active',
  stage: 'searching_bot',
  delayed: false,
  code: null,
  change: usd(0),
  take: [{ moved: null } as ExchangeView['take'][number]],
  ...over,
});

describe('exchange refusals and endings (web)', () => {
  it('spec trading-core 8: every refusal of a start has its words, the ones about changed items, values or accounts read the board again', () => {
    const cases: [number, string, string, boolean][] = [
      [409, 'PRICES_HAVE_CHANGED', 'exchange.error.pricesChanged', true],
      [400, 'INVALID_USER_BALANCE', 'exchange.error.balance', true],
      [409, 'EXCHANGE_CHANGE_TOO_LARGE', 'exchange.error.changeTooLarge', false],
      [400, 'PET_AGE_REQUIRED', 'exchange.error.ageRequired', false],
      [400, 'CANNOT_BUY_YOUR_PRODUCT', 'exchange.error.ownItem', true],
      [404, 'NOT_FOUND', 'exchange.error.notFound', true],
      [409, 'ALREADY_STARTED', 'exchange.error.alreadyStarted', true],
      [503, 'FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND', 'quickSale.error.noBots', false],
      [409, 'LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE', 'quickSale.error.notActive', true],
      [404, 'LINKED_RBX_ACCOUNT_IS_NOT_FOUND', 'quickSale.error.accountNotFound', true],
      [403, 'NO_ACCESS', 'quickSale.error.noAccess', true],
      [503, 'TRADE_AUTO_LOCK', 'quickSale.error.autoLock', false],
    ];
    for (const [status, code, id, stale] of cases) {
      const failure = startFailure(fail(status, code));
      expect(failure.message, code).to.deep.equal({ id });
      expect(failure.stale, code).to.equal(stale);
      expect(failure.pricesChanged, code).to.equal(code === 'PRICES_HAVE_CHANGED');
      expect(en[id], id).to.be.a('string');
    }
  });

  it('spec trading-core 8 trade creation codes: their texts; 4 says the site items are held by different bots', () => {
    expect(startFailure(fail(400, '4')).message).to.deep.equal({ id: 'exchange.error.tooManyBots' });
    expect(en['exchange.error.tooManyBots']).to.be.a('string');
    expect(startFailure(fail(400, '1'))).to.include({ stale: true });
    expect(startFailure(fail(429, '14', { minutes: 3 })).message).to.deep.equal({
      id: 'trades.code.14',
      values: { minutes: 3 },
    });
    expect(startFailure(new Error('boom')).message).to.deep.equal({ id: 'errors.generic' });
  });

  it('EXCHANGE_CHANGE_TOO_LARGE names what the site would owe and the most it pays back', () => {
    const details = { owed: usd(500), maxChange: usd(120) };
    expect(startFailure(fail(409, 'EXCHANGE_CHANGE_TOO_LARGE', details)).details).to.deep.equal(details);
    expect(changeTooLarge(details)).to.deep.equal(details);
    expect(changeTooLarge({ owed: usd(1) })).to.equal(null);
    expect(changeTooLarge({})).to.equal(null);
  });

  it('Ready and cancel: gone, and too late once the bot is in the game', () => {
    expect(exchangeActionFailure(fail(404, 'NOT_FOUND'), 'ready')).to.deep.equal({
      id: 'exchange.error.exchangeNotFound',
    });
    expect(exchangeActionFailure(fail(409, 'ALREADY_STARTED'), 'cancel')).to.deep.equal({
      id: 'exchange.cancel.tooLate',
    });
    expect(exchangeActionFailure(fail(409, 'ALREADY_STARTED'), 'ready')).to.deep.equal({ id: 'errors.generic' });
  });

  it('spec trading-core 4: a running exchange says where it is; an ended one how it went (the change paid back, nothing moved, the code)', () => {
    for (const stage of DEPOSIT_STAGES) {
      const message = exchangeStatusMessage(facts({ stage }));
      expect(message).to.deep.equal({ id: `exchange.now.${stage}` });
      expect(en[message.id], stage).to.be.a('string');
    }
    const cases: [Partial<Facts>, string][] = [
      [{ delayed: true }, 'exchange.now.delayed'],
      [{ stage: 'done' }, 'exchange.now.settling'],
      [
        { state: 'finished', stage: 'done', take: [{ moved: true } as ExchangeView['take'][number]] },
        'exchange.now.finished',
      ],
      [
        { state: 'finished', stage: 'done', change: usd(40), take: [{ moved: true } as ExchangeView['take'][number]] },
        'exchange.now.finishedChange',
      ],
      [
        { state: 'finished', stage: 'done', take: [{ moved: false } as ExchangeView['take'][number]] },
        'exchange.now.finishedNothing',
      ],
      [{ state: 'cancelled' }, 'exchange.now.cancelled'],
    ];
    for (const [over, id] of cases) {
      expect(exchangeStatusMessage(facts(over)).id, id).to.equal(id);
      expect(en[id], id).to.be.a('string');
    }
    expect(exchangeStatusMessage(facts({ state: 'failed', code: '304' }))).to.deep.equal({ id: 'trades.code.304' });
    expect(exchangeStatusMessage(facts({ state: 'expired', code: 'FRIEND_TIMEOUT' }))).to.deep.equal({
      id: 'trades.code.FRIEND_TIMEOUT',
    });
  });
});
