// Safe browser storage: private modes and blocked storage must not break the app.
import { CART_STORAGE_KEYS } from '../../../../modules/orders/orders.vocabulary.schemas';

export function readLocal(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    /* storage unavailable: the choice lives for this page only */
  }
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/** Cookie default expiry is 1 day (spec accounts-platform 9). SameSite=Lax; Secure on https. */
export function writeCookie(name: string, value: string, maxAgeSeconds = 86_400): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax${secure}`;
}

export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; max-age=0; path=/; SameSite=Lax`;
}

export function readSession(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.sessionStorage?.removeItem(key);
    else globalThis.sessionStorage?.setItem(key, value);
  } catch {
    /* storage unavailable */
  }
}

export const STORAGE_KEYS = {
  theme: 'theme',
  game: 'game',
  currency: 'currency',
  language: 'language',
  flags: 'flags',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  /** Spec accounts-platform 3 "Browser storage keys". */
  refCode: 'ref_code',
  redirectAfterAuth: 'redirect-after-auth',
  /** Session storage: the register variant chosen before leaving for a social provider. */
  socialEmailName: 'social-email-name',
  /** Session storage: the first best product of a partner referral, merged with its info. */
  ggsellItem: 'ggsell-item',
} as const;

/** The cart of each game (spec accounts-platform 3 "Browser storage keys"), as the server names them. */
export const CART_STORAGE = CART_STORAGE_KEYS;

/** Cart caches removed at logout (spec accounts-platform 4.1). */
export const CART_KEYS = ['inventoryCart', CART_STORAGE.adopt, CART_STORAGE.mm2] as const;
