import { createHash } from 'node:crypto';
import type { Newness, Profile } from './identity.schemas';
import type { User } from './tables';
import type { Currency, Language } from '../../kernel';

/** Spec accounts-platform 4.6: hash modulo 1024, split at 512, test version 7. */
export const AB_MODULUS = 1024;
export const AB_SPLIT = 512;
export const AB_TEST_VERSION = 7;
const DAY_MS = 86_400_000;

export function abGroup(userId: string): Profile['ab_test'] {
  const bucket = createHash('sha256').update(userId).digest().readUInt32BE(0) % AB_MODULUS;
  return bucket < AB_SPLIT
    ? { name: 'email_free_pet', version: AB_TEST_VERSION, userGroup: 1 }
    : { name: 'exclusive_club', version: AB_TEST_VERSION, userGroup: 0 };
}

/**
 * The user's group: the variant the browser showed at registration (email_name, sent from the browser's stored A-B
 * group, modules/analytics), so the profile reports what the user saw; older accounts without one hash their id.
 */
export function userAbGroup(user: Pick<User, 'id' | 'email_name'>): Profile['ab_test'] {
  if (user.email_name === 'free_pet') return { name: 'email_free_pet', version: AB_TEST_VERSION, userGroup: 1 };
  if (user.email_name === 'exclusive_club') return { name: 'exclusive_club', version: AB_TEST_VERSION, userGroup: 0 };
  return abGroup(user.id);
}

/** Spec 4.6: 3 days or fewer is new, 14 days or fewer is recent, older is old. */
export function newness(registeredAt: Date, now: Date): Newness {
  const days = (now.getTime() - registeredAt.getTime()) / DAY_MS;
  if (days <= 3) return 'new';
  if (days <= 14) return 'recent';
  return 'old';
}

/** Spec 4.7: an account registered less than 60 s ago is new (social login shows the welcome flow). */
export function isNewAccount(registeredAt: Date, now: Date): boolean {
  return now.getTime() - registeredAt.getTime() < 60_000;
}

/** Minor units to major units, rounded down to 2 decimals (spec accounts-platform 3). */
const majorUnits = (minor: Record<Currency, number>) =>
  Object.fromEntries(Object.entries(minor).map(([c, v]) => [c, Math.floor(v) / 100])) as Record<Currency, number>;

export function toProfile(
  user: User,
  now: Date,
  balanceMinor: Record<Currency, number> = { eur: 0, usd: 0, rub: 0 },
): Profile {
  return {
    user_id: user.id,
    username: user.username,
    email: user.email,
    date_register: user.date_register.toISOString(),
    main_country: user.main_country,
    main_language: user.main_language as Language,
    main_currency: user.main_currency,
    ref_code: user.ref_code,
    avatar_url: user.avatar,
    ab_test: userAbGroup(user),
    newness: newness(user.date_register, now),
    two_factor_enabled: user.totp_enabled,
    mm_beta: user.mm_beta,
    balance: majorUnits(balanceMinor),
  };
}
