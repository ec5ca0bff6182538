import { expect } from 'chai';
import { HttpError } from '../api/HttpError';
import { readServerError, retryAfterSeconds, tooManyRequestsMessage } from './serverErrors';

const fail = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new HttpError(status, body, new Response(null, { status, headers }));

describe('server errors on forms', () => {
  it('spec accounts-platform 5: a refused captcha token is a form message (ask for the check, or wait for a new one)', () => {
    const form = ['email', 'password'];
    const body = (errorCode: string) => ({ errorCode, details: { field: 'altcha' } });
    expect(readServerError(fail(400, body('CAPTCHA_REQUIRED')), form).alert).to.deep.equal({ id: 'captcha.required' });
    for (const code of ['CAPTCHA_INVALID', 'CAPTCHA_EXPIRED', 'CAPTCHA_USED']) {
      const outcome = readServerError(fail(400, body(code)), form);
      expect(outcome.alert, code).to.deep.equal({ id: 'captcha.retry' });
      expect(outcome.fields).to.deep.equal({});
    }
  });

  it('spec accounts-platform 8: nickname taken and e-mail taken land on their fields', () => {
    const nick = readServerError(
      fail(409, { errorCode: 'NICKNAME_TAKEN', message: 'x', details: { field: 'username' } }),
      ['email', 'username'],
    );
    expect(nick.fields).to.deep.equal({ username: 'nicknameTaken' });
    expect(nick.alert).to.equal(null);
    const mail = readServerError(fail(409, { errorCode: 'EMAIL_TAKEN', details: { field: 'email' } }), [
      'email',
      'username',
    ]);
    expect(mail.fields).to.deep.equal({ email: 'emailTaken' });
  });

  it('spec accounts-platform 8: a wrong old password shows on the oldPassword field', () => {
    const outcome = readServerError(fail(400, { errorCode: 'OLD_PASSWORD_WRONG', details: { field: 'oldPassword' } }), [
      'oldPassword',
      'newPassword',
    ]);
    expect(outcome.fields).to.deep.equal({ oldPassword: 'oldPasswordWrong' });
  });

  it('spec accounts-platform 8: incorrect login or password is a form message; wrong code goes to the code field', () => {
    expect(readServerError(fail(401, { errorCode: 'INVALID_CREDENTIALS' }), ['email', 'password']).alert).to.deep.equal(
      {
        id: 'auth.error.invalidCredentials',
      },
    );
    const code = readServerError(
      fail(400, { errorCode: 'WRONG_CODE', details: { field: 'code' } }),
      ['email', 'password', 'topt'],
      { code: 'topt' },
    );
    expect(code.fields).to.deep.equal({ topt: 'wrongCode' });
  });

  it('spec accounts-platform 5: validation errors carry schema message keys onto the named fields', () => {
    const body = {
      errorCode: 'VALIDATION_ERROR',
      details: {
        fields: [
          { field: 'password', message: 'missingDigit' },
          { field: 'username', message: 'tooShort' },
          { field: 'other', message: 'required' },
        ],
      },
    };
    const outcome = readServerError(fail(400, body), ['password', 'username']);
    expect(outcome.fields).to.deep.equal({ password: 'missingDigit', username: 'tooShort' });
    expect(outcome.alert).to.equal(null);
    expect(
      readServerError(fail(400, { errorCode: 'VALIDATION_ERROR', details: { fields: [] } }), ['x']).alert,
    ).to.deep.equal({ id: 'errors.invalidData' });
  });

  it('rate limits show the wait from details.retryAfterSeconds or the Retry-After header', () => {
    expect(
      retryAfterSeconds(fail(429, { errorCode: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: 42 } })),
    ).to.equal(42);
    expect(retryAfterSeconds(fail(429, { errorCode: 'TOO_MANY_REQUESTS' }, { 'Retry-After': '7' }))).to.equal(7);
    expect(
      readServerError(fail(429, { errorCode: 'TOO_MANY_REQUESTS', details: { retryAfterSeconds: 42 } }), []).alert,
    ).to.deep.equal({
      id: 'errors.tooManyRequests.seconds',
      values: { seconds: 42 },
    });
    expect(tooManyRequestsMessage(900)).to.deep.equal({
      id: 'errors.tooManyRequests.minutes',
      values: { minutes: 15 },
    });
    expect(tooManyRequestsMessage(null)).to.deep.equal({ id: 'errors.tooManyRequests' });
  });

  it('spec accounts-platform 8: a failed fetch reads as service temporarily unavailable', () => {
    expect(readServerError(new HttpError(0, null, null), []).alert).to.deep.equal({ id: 'errors.network' });
    expect(readServerError(fail(503, null), []).alert).to.deep.equal({ id: 'errors.unavailable' });
    expect(readServerError(new Error('boom'), []).alert).to.deep.equal({ id: 'errors.generic' });
  });
});
