// Safe browser storage: private modes and blocked storage must not break the app.
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

/** Cookie default expiry is 1 day (spec accounts-platform 9). */
export function writeCookie(name: string, value: string, maxAgeSeconds = 86_400): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
}

export const STORAGE_KEYS = {
  theme: 'theme',
  game: 'game',
  currency: 'currency',
  language: 'language',
  flags: 'flags',
} as const;
