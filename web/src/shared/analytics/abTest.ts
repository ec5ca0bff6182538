// The browser's A-B group (spec accounts-platform 3 "A-B test record", 4.6), as the server assigned it to this
// browser's trackId (modules/analytics/ab-tests.service.ts says what is hashed). Kept in local storage once known, so
// the register form reads it at once; it picks the registration variant a newcomer sees: the test group
// email_free_pet gets the free_pet register form, exclusive_club the default one, and each sends its email_name.
import { proxy } from 'valtio';
import type { AbTestRecord } from '../../../../modules/analytics/analytics.vocabulary.schemas';
import type { RegisterType } from '../state/store';
import { readLocal, writeLocal } from '../state/storage';
import { ANALYTICS_KEYS } from './keys';

function cached(): AbTestRecord | null {
  try {
    const record = JSON.parse(readLocal(ANALYTICS_KEYS.abTest) ?? 'null') as AbTestRecord | null;
    return record && typeof record.name === 'string' ? record : null;
  } catch {
    return null;
  }
}

export const abTest = proxy<{ record: AbTestRecord | null }>({ record: cached() });

export function setAbTest(record: AbTestRecord | null): void {
  abTest.record = record;
  writeLocal(ANALYTICS_KEYS.abTest, record && JSON.stringify(record));
}

/** The register form's type: one asked for (a free_pet link) wins, otherwise the browser's group decides. */
export function registerVariant(asked: RegisterType, record: AbTestRecord | null): RegisterType {
  return asked === 'free_pet' || record?.name === 'email_free_pet' ? 'free_pet' : 'default';
}

/** Spec 7 register and verify-code email_name: free_pet, exclusive_club, or null when no group is known. */
export function emailNameOf(variant: RegisterType, record: AbTestRecord | null): 'free_pet' | 'exclusive_club' | null {
  if (variant === 'free_pet') return 'free_pet';
  return record?.name === 'exclusive_club' ? 'exclusive_club' : null;
}
