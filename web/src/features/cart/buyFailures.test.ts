import { expect } from 'chai';
import { HttpError } from '../../shared/api/HttpError';
import { card, offer } from '../../shared/cart/cartLines.fixture';
import { readBuyFailure, shortfallOf } from './api';
import { failureOutcome } from './usePurchase';

const httpError = (status: number, body: unknown) => new HttpError(status, body, null);

describe('buy failures (spec trading-core 8 "Buy")', () => {
  it('reads every errorCode the buy call answers', () => {
    expect(readBuyFailure(httpError(401, null))).to.deep.equal({ kind: 'signIn' });
    expect(readBuyFailure(httpError(400, { errorCode: 'INVALID_USER_BALANCE' }))).to.deep.equal({ kind: 'balance' });
    expect(
      readBuyFailure(
        httpError(409, { errorCode: 'PRICES_HAVE_CHANGED', details: { changes: [{ cardId: 1, price: 600 }] } }),
      ),
    ).to.deep.equal({ kind: 'prices', changes: [{ cardId: 1, price: 600 }] });
    expect(readBuyFailure(httpError(404, { errorCode: 'NOT_FOUND', details: { offerId: 'x' } }))).to.deep.equal({
      kind: 'gone',
      ref: { cardId: undefined, offerId: 'x' },
    });
    expect(
      readBuyFailure(httpError(409, { errorCode: 'NONE_IN_STOCK', details: { cardId: 1, available: 2 } })),
    ).to.deep.equal({ kind: 'stock', cardId: 1, available: 2 });
    expect(
      readBuyFailure(httpError(400, { errorCode: 'CANNOT_BUY_YOUR_PRODUCT', details: { cardId: 1 } })),
    ).to.deep.equal({ kind: 'own', ref: { cardId: 1, offerId: undefined } });
    expect(readBuyFailure(httpError(503, { errorCode: 'TECH_WORKS' }))).to.deep.equal({ kind: 'techWorks' });
    expect(readBuyFailure(httpError(400, { errorCode: 'VALIDATION_ERROR' }))).to.deep.equal({ kind: 'invalid' });
    // Spec trading-core 4: a buyer blocked by their rating is told until when (or until support lifts it).
    const until = '2030-01-01T12:00:00.000Z';
    expect(
      readBuyFailure(httpError(403, { errorCode: 'BUYER_IS_BLOCKED', details: { kind: 'block', until } })),
    ).to.deep.equal({
      kind: 'blocked',
      message: { id: 'ratings.blocked.buyer.until', values: { until: Date.parse(until) } },
    });
    expect(
      failureOutcome([], readBuyFailure(httpError(403, { errorCode: 'BUYER_IS_BLOCKED', details: { until: null } })))
        .alert,
    ).to.deep.equal({ id: 'ratings.blocked.buyer.support', tone: 'error' });
    expect(readBuyFailure(new HttpError(0, null, null))).to.deep.equal({ kind: 'network' });
  });

  it('a sold item leaves the cart with a notification; an unknown one says so on the cart', () => {
    const outcome = failureOutcome([card(1), offer('x')], { kind: 'gone', ref: { offerId: 'x' } });
    expect(outcome.lines.map((l) => l.key)).to.deep.equal(['card:1']);
    expect(outcome.toasts[0]!.message).to.deep.equal({ id: 'buy.error.gone', values: { name: 'Offer item' } });
    expect(failureOutcome([card(1)], { kind: 'gone', ref: {} }).alert?.id).to.equal('buy.error.goneUnknown');
  });

  it('INVALID_USER_BALANCE offers a top-up of the shortfall, in major units', () => {
    expect(failureOutcome([card(1)], { kind: 'balance' }).alert).to.include({ id: 'buy.error.balance', topUp: true });
    expect(shortfallOf(1350, 1000)).to.equal('3.50');
    expect(shortfallOf(1000, 1000)).to.equal(null);
    expect(shortfallOf(1000, undefined)).to.equal(null);
  });
});
