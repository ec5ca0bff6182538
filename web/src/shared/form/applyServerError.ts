// Puts a server failure onto a Formik form: field errors on their fields, the rest as one message.
import type { FormikHelpers } from 'formik';
import { readServerError, type MessageRef, type ServerErrorOutcome } from './serverErrors';

export function applyServerError<V extends object>(
  error: unknown,
  helpers: Pick<FormikHelpers<V>, 'setFieldError' | 'setFieldTouched'>,
  formFields: readonly (keyof V & string)[],
  fieldNames: Record<string, keyof V & string> = {},
): ServerErrorOutcome & { alert: MessageRef | null } {
  const outcome = readServerError(error, formFields, fieldNames);
  for (const [field, key] of Object.entries(outcome.fields)) {
    void helpers.setFieldTouched(field, true, false);
    helpers.setFieldError(field, key);
  }
  if (outcome.alert && !(error as { code?: number })?.code) console.error('Request failed', error);
  return outcome;
}
