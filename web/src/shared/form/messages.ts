// Schema message keys -> text (identity.schemas.ts messages are keys: `validation.<key>` with {min}/{max}).
import type { IntlShape } from 'react-intl';

export interface Limits {
  min?: number;
  max?: number;
}

/**
 * Translates a field error: a schema or server message key, or a full message id (one with a dot, e.g.
 * storeLink.taken); anything unknown reads as "not valid".
 */
export function fieldErrorText(intl: IntlShape, key: string, limits: Limits = {}): string {
  const id = key.includes('.') ? key : `validation.${key}`;
  if (!(id in intl.messages)) return intl.formatMessage({ id: 'validation.invalidValue' });
  return intl.formatMessage({ id }, { min: limits.min ?? '', max: limits.max ?? '' });
}
