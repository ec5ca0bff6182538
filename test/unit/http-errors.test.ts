import { expect } from 'chai';
import * as yup from 'yup';
import { AppError } from '../../src/platform/errors';
import { toErrorResponse } from '../../src/platform/http/error-handler';
import { validate } from '../../src/platform/validation';

describe('platform errors and validation', () => {
  it('maps a typed error to its status and { errorCode, message, details }', () => {
    const { status, body } = toErrorResponse(new AppError(409, 'ALREADY_EXISTS', 'Taken', { field: 'link' }));
    expect(status).to.equal(409);
    expect(body).to.deep.equal({ errorCode: 'ALREADY_EXISTS', message: 'Taken', details: { field: 'link' } });
  });

  it('an unexpected error is a 500 that never leaks the message or stack', () => {
    const { status, body } = toErrorResponse(new Error('password=hunter2 at db.ts:12'));
    expect(status).to.equal(500);
    expect(JSON.stringify(body)).not.to.contain('hunter2');
    expect(body.errorCode).to.equal('INTERNAL_ERROR');
  });

  it('bad input is a 400 VALIDATION_ERROR naming every offending field', () => {
    const schema = yup.object({ name: yup.string().required(), age: yup.number().min(18) });
    try {
      validate(schema, { age: 3 });
      expect.fail('validate accepted bad input');
    } catch (err) {
      const { status, body } = toErrorResponse(err);
      expect(status).to.equal(400);
      expect(body.errorCode).to.equal('VALIDATION_ERROR');
      const fields = (body.details.fields as { field: string }[]).map((f) => f.field);
      expect(fields).to.have.members(['name', 'age']);
    }
  });

  it('valid input comes back typed, with unknown fields stripped', () => {
    const schema = yup.object({ name: yup.string().required() });
    expect(validate(schema, { name: 'x', admin: true })).to.deep.equal({ name: 'x' });
  });
});
