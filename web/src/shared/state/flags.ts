// Feature flags (spec accounts-platform 6), named as GET /api/flags names them; the kernel's defaults
// apply until the server answers.
import { FEATURE_FLAG_DEFAULTS } from '../../../../kernel';

export interface Flags {
  gameSwitcher: boolean;
  darkTheme: boolean;
  registration: boolean;
  registrationDisabled: boolean;
  socialLogin: boolean;
  securityPage: boolean;
  twoFactor: boolean;
  [name: string]: boolean;
}

export const DEFAULT_FLAGS: Flags = { ...FEATURE_FLAG_DEFAULTS };

/** Keeps only boolean entries of a server answer, on top of the defaults. */
export function mergeFlags(base: Flags, incoming: unknown): Flags {
  const merged: Flags = { ...base };
  if (incoming && typeof incoming === 'object') {
    for (const [name, value] of Object.entries(incoming)) if (typeof value === 'boolean') merged[name] = value;
  }
  return merged;
}
