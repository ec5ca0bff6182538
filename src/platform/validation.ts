import { ValidationError, type AnySchema, type InferType } from 'yup';
import { badRequest } from './errors';

/**
 * Validates untrusted input against a yup schema. Bad input becomes a 400 VALIDATION_ERROR
 * naming each offending field; unknown fields are dropped so they never reach a service.
 */
export function validate<S extends AnySchema>(schema: S, input: unknown, where = 'body'): InferType<S> {
  try {
    return schema.validateSync(input, { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const fields = (err.inner.length ? err.inner : [err]).map((e) => ({
      field: e.path || where,
      message: e.message,
    }));
    const first = fields[0]!;
    throw badRequest('VALIDATION_ERROR', `${first.field}: ${first.message}`, { where, fields });
  }
}
