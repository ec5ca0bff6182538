import { expect } from 'chai';
import { HttpError } from '../../shared/api/HttpError';
import { activationMessage, judgeChecks } from './promoCheck';

const none = { code: null, user: null };
const error = (errorCode: string) => new HttpError(409, { errorCode, message: '' }, null);

describe('promo modal: judging a code (spec accounts-platform 3, 5)', () => {
  it('either system saying used is "You have already used this promo code"', () => {
    expect(judgeChecks({ code: 'A', user: 'u' }, none)).to.deep.equal({ kind: 'error', message: 'promo.error.used' });
    expect(judgeChecks(none, { code: 'A', user: 'u', rbx: 30 })).to.deep.equal({
      kind: 'error',
      message: 'promo.error.used',
    });
  });
  it('both systems saying none is "Promo code does not exist"', () => {
    expect(judgeChecks(none, none)).to.deep.equal({ kind: 'error', message: 'promo.error.notFound' });
  });
  it('a failed check with no code elsewhere is the unexpected error', () => {
    expect(judgeChecks(null, none)).to.deep.equal({ kind: 'error', message: 'promo.error.unexpected' });
  });
  it('offers only the reward types whose system has the code, with the R$ amount', () => {
    expect(judgeChecks({ code: 'A', user: null }, none)).to.deep.equal({ kind: 'found', item: true, rbx: null });
    expect(judgeChecks(null, { code: 'A', user: null, rbx: 50 })).to.deep.equal({
      kind: 'found',
      item: false,
      rbx: 50,
    });
  });
  it('names activation failures 1-5 and NOT_FOUND (spec accounts-platform 8)', () => {
    expect(activationMessage(error('5'))).to.equal('promo.activation.5');
    expect(activationMessage(error('NOT_FOUND'))).to.equal('promo.error.notFound');
    expect(activationMessage(error('X'))).to.equal('promo.error.unexpected');
    expect(activationMessage(new Error('x'))).to.equal('promo.error.unexpected');
  });
});
