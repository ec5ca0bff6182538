import { expect } from 'chai';
import { HttpError } from '../../shared/api/HttpError';
import { rbxFailureMessage, rbxFormSchema, rbxOrderFailure, validAmount } from './rbxForm';

describe('rbx form rules', () => {
  it('spec trading-core 9: an amount is 30 to 5000 whole R$', async () => {
    expect([
      validAmount('30'),
      validAmount('5000'),
      validAmount('29'),
      validAmount('5001'),
      validAmount('30.5'),
    ]).to.deep.equal([30, 5000, null, null, null]);
    const schema = rbxFormSchema('visitor');
    expect(await schema.isValid({ amount: '100' })).to.equal(true);
    await schema.validate({ amount: '10' }).then(
      () => expect.fail('accepted 10'),
      (err: { message: string }) => expect(err.message).to.equal('rbx.amount.range'),
    );
  });

  it("spec trading-core 9: the gateway's errors read in words", () => {
    expect(rbxFailureMessage('NOT_FOUND').id).to.equal('rbx.failure.NOT_FOUND');
    expect(rbxFailureMessage('PRICE_MISMATCH').id).to.equal('rbx.failure.PRICE_MISMATCH');
    expect(rbxFailureMessage('something').id).to.equal('rbx.failure.other');
    const stale = new HttpError(409, { errorCode: 'PRICES_HAVE_CHANGED', message: '', details: {} }, null);
    expect(rbxOrderFailure(stale)).to.include({ pricesChanged: true, stale: true });
    const poor = new HttpError(400, { errorCode: 'INVALID_USER_BALANCE', message: '', details: {} }, null);
    expect(rbxOrderFailure(poor).message.id).to.equal('rbx.error.balance');
  });
});
