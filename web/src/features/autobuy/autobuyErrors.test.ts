import { expect } from 'chai';
import { HttpError } from '../../shared/api/HttpError';
import { readAutobuyFailure } from './autobuyErrors';

const fail = (status: number, body: unknown) => new HttpError(status, body, new Response(null, { status }));
const usd = (amount: number) => ({ amount, currency: 'usd' as const });

describe('autopurchase failures', () => {
  it('spec trading-core 5: a price under or over the bounds says the bound on the price field', () => {
    const min = readAutobuyFailure(
      fail(400, { errorCode: 'MIN_NUMBER', details: { field: 'price', min: usd(218) } }),
      'create',
    );
    expect(min.fields).to.deep.equal({ price: { key: 'min', code: 'MIN_NUMBER', amount: 218, currency: 'usd' } });
    expect(min.alert).to.equal(null);
    const max = readAutobuyFailure(
      fail(400, { errorCode: 'MAX_NUMBER', details: { field: 'price', max: usd(43_700) } }),
      'change',
    );
    expect(max.fields.price).to.deep.equal({ key: 'max', code: 'MAX_NUMBER', amount: 43_700, currency: 'usd' });
    expect(
      readAutobuyFailure(fail(400, { errorCode: 'UNSAFE_NUMBER', details: {} }), 'create').fields.price?.key,
    ).to.equal('unsafe');
    expect(readAutobuyFailure(fail(400, { errorCode: 'NO_PRICE', details: {} }), 'create').fields.price?.key).to.equal(
      'noPrice',
    );
  });

  it('the fields the server named, and a quantity under what was already bought, with the count', () => {
    const both = readAutobuyFailure(
      fail(400, {
        errorCode: 'VALIDATION_ERROR',
        details: { fields: [{ field: 'quantity', message: 'invalidValue' }, { field: 'price' }] },
      }),
      'create',
    );
    expect(both.fields).to.deep.equal({
      quantity: { key: 'invalid', code: 'VALIDATION_ERROR' },
      price: { key: 'invalid', code: 'VALIDATION_ERROR' },
    });
    const below = readAutobuyFailure(
      fail(400, { errorCode: 'VALIDATION_ERROR', details: { fields: [{ field: 'quantity' }], filled: 3 } }),
      'change',
    );
    expect(below.fields.quantity).to.deep.equal({ key: 'belowFilled', code: 'VALIDATION_ERROR', count: 3 });
    // A variant the item does not come in names no field of the form.
    const variant = readAutobuyFailure(
      fail(400, { errorCode: 'VALIDATION_ERROR', details: { fields: [{ field: 'variant' }] } }),
      'create',
    );
    expect(variant.alert).to.deep.equal({ id: 'autobuy.error.invalid' });
  });

  it('spec trading-core 8: the balance, the limit, maintenance and a block are said for the whole form', () => {
    const balance = readAutobuyFailure(fail(400, { errorCode: 'INVALID_USER_BALANCE', details: {} }), 'create');
    expect(balance).to.deep.include({ alert: { id: 'autobuy.error.balance' }, topUp: true });
    expect(
      readAutobuyFailure(fail(409, { errorCode: 'AUTOPURCHASES_LIMIT', details: { max: 50 } }), 'create').alert,
    ).to.deep.equal({ id: 'autobuy.error.limit', values: { max: 50 } });
    expect(readAutobuyFailure(fail(503, { errorCode: 'TECH_WORKS' }), 'create').alert).to.deep.equal({
      id: 'autobuy.error.techWorks',
    });
    const until = '2030-01-02T03:04:05.000Z';
    expect(
      readAutobuyFailure(fail(403, { errorCode: 'BUYER_IS_BLOCKED', details: { kind: 'block', until } }), 'create')
        .alert,
    ).to.deep.equal({ id: 'ratings.blocked.buyer.until', values: { until: Date.parse(until) } });
  });

  it('an autopurchase that ended or is gone: said, and the list read again; an item gone when setting one', () => {
    const ended = readAutobuyFailure(fail(409, { errorCode: 'AUTOPURCHASE_ENDED' }), 'change');
    expect(ended).to.deep.include({ alert: { id: 'autobuy.error.ended' }, stale: true });
    expect(readAutobuyFailure(fail(404, { errorCode: 'NOT_FOUND' }), 'change')).to.deep.include({
      alert: { id: 'autobuy.error.gone' },
      stale: true,
    });
    expect(readAutobuyFailure(fail(404, { errorCode: 'NOT_FOUND' }), 'create')).to.deep.include({
      alert: { id: 'autobuy.error.itemGone' },
      stale: false,
    });
  });

  it('a lost session signs in again; the network and the rest in shared words', () => {
    expect(readAutobuyFailure(fail(401, null), 'create').signIn).to.equal(true);
    expect(readAutobuyFailure(new HttpError(0, null, null), 'create').alert).to.deep.equal({ id: 'errors.network' });
    expect(readAutobuyFailure(new Error('boom'), 'create').alert).to.deep.equal({ id: 'errors.generic' });
  });
});
