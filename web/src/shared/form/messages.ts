// Schema message keys -> text (identity.schemas.ts messages are keys: `validation.<key>` with {min}/{max}).
import type { IntlShape } from 'react-intl';

export interface Limits {
  min?: number;
  max?: number;
}

/** Translates a field error: a schema or server message key; anything unknown reads as "not valid". */
export function fieldErrorText(intl: IntlShape, key: string, limits: Limits = {}): string {
  const id = `validation.${key}`;
  if (!(id in intl.messages)) return intl.formatMessage({ id: 'validation.invalidValue' });
  return intl.formatMessage({ id }, { min: limits.min ?? '', max: limits.max ?? '' });
}
