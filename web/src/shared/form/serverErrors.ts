// Server error bodies ({ errorCode, message, details }) -> form field errors and form-level messages
// (spec accounts-platform 8). Pure.
import { HttpError } from '../api/HttpError';
import { ratingBlockMessage } from '../ratings/blockMessage';

export interface MessageRef {
  id: string;
  values?: Record<string, string | number>;
}

export interface ServerErrorOutcome {
  errorCode: string | null;
  /** Form field -> message key, shown as `validation.<key>`. */
  fields: Record<string, string>;
  /** A message for the whole form (or a toast), when no field explains the failure. */
  alert: MessageRef | null;
}

/** errorCode -> message key of the field it concerns (the field comes from details.field). */
const FIELD_CODES: Record<string, { key: string; field: string }> = {
  NICKNAME_TAKEN: { key: 'nicknameTaken', field: 'username' },
  EMAIL_TAKEN: { key: 'emailTaken', field: 'email' },
  WRONG_CODE: { key: 'wrongCode', field: 'code' },
  CODE_EXPIRED: { key: 'codeExpired', field: 'code' },
  OLD_PASSWORD_WRONG: { key: 'oldPasswordWrong', field: 'oldPassword' },
  USER_NOT_FOUND: { key: 'userNotFound', field: 'login' },
};

const ALERT_CODES: Record<string, string> = {
  INVALID_CREDENTIALS: 'auth.error.invalidCredentials',
  ACCOUNT_NOT_FOUND: 'auth.error.accountNotFound',
  TOTP_REQUIRED: 'auth.login.totpRequired',
  FEATURE_DISABLED: 'auth.error.featureDisabled',
  INVALID_STATE: 'auth.error.invalidState',
  SOCIAL_LOGIN_FAILED: 'auth.error.socialFailed',
  // Spec 5: the captcha token was missing, wrong, expired or already used; the widget solves a new one.
  CAPTCHA_REQUIRED: 'captcha.required',
  CAPTCHA_INVALID: 'captcha.retry',
  CAPTCHA_EXPIRED: 'captcha.retry',
  CAPTCHA_USED: 'captcha.retry',
};

interface Body {
  errorCode?: unknown;
  details?: { field?: unknown; fields?: unknown; retryAfterSeconds?: unknown } | null;
}

/** Seconds to wait after a 429: details.retryAfterSeconds, else the Retry-After header. */
export function retryAfterSeconds(error: HttpError): number | null {
  const details = (error.data as Body | null)?.details;
  const fromBody = Number(details?.retryAfterSeconds);
  if (Number.isFinite(fromBody) && fromBody > 0) return Math.ceil(fromBody);
  const header = Number(error.response?.headers.get('retry-after'));
  return Number.isFinite(header) && header > 0 ? Math.ceil(header) : null;
}

export function tooManyRequestsMessage(seconds: number | null): MessageRef {
  if (seconds === null) return { id: 'errors.tooManyRequests' };
  if (seconds >= 120) return { id: 'errors.tooManyRequests.minutes', values: { minutes: Math.ceil(seconds / 60) } };
  return { id: 'errors.tooManyRequests.seconds', values: { seconds } };
}

/**
 * Reads a failed call. `fieldNames` renames server fields to the form's own (e.g. code -> topt);
 * fields the form does not have become the form-level message.
 */
export function readServerError(
  error: unknown,
  formFields: readonly string[],
  fieldNames: Record<string, string> = {},
): ServerErrorOutcome {
  const outcome: ServerErrorOutcome = { errorCode: null, fields: {}, alert: null };
  if (!(error instanceof HttpError)) {
    outcome.alert = { id: 'errors.generic' };
    return outcome;
  }
  const body = (error.data && typeof error.data === 'object' ? error.data : {}) as Body;
  const code = typeof body.errorCode === 'string' ? body.errorCode : null;
  outcome.errorCode = code;
  const place = (serverField: string, key: string): boolean => {
    const field = fieldNames[serverField] ?? serverField;
    if (!formFields.includes(field)) return false;
    outcome.fields[field] ??= key;
    return true;
  };

  if (error.code === 429 || code === 'TOO_MANY_REQUESTS') {
    outcome.alert = tooManyRequestsMessage(retryAfterSeconds(error));
  } else if (error.code === 0) {
    outcome.alert = { id: error.isCancelled ? 'errors.generic' : 'errors.network' };
  } else if (code === 'VALIDATION_ERROR') {
    const list = Array.isArray(body.details?.fields)
      ? (body.details.fields as { field?: unknown; message?: unknown }[])
      : [];
    let placed = 0;
    for (const item of list) {
      if (typeof item?.field === 'string' && typeof item.message === 'string' && place(item.field, item.message))
        placed++;
    }
    if (placed === 0) outcome.alert = { id: 'errors.invalidData' };
  } else if (code && FIELD_CODES[code]) {
    const { key, field } = FIELD_CODES[code];
    const serverField = typeof body.details?.field === 'string' ? body.details.field : field;
    if (!place(serverField, key)) outcome.alert = { id: `validation.${key}` };
  } else if (ratingBlockMessage(code, body.details)) {
    // A rating's block (buying or selling refused): until when, or until support lifts it.
    outcome.alert = ratingBlockMessage(code, body.details);
  } else if (code && ALERT_CODES[code]) {
    outcome.alert = { id: ALERT_CODES[code] };
  } else {
    outcome.alert = { id: error.code >= 500 ? 'errors.unavailable' : 'errors.generic' };
  }
  return outcome;
}
