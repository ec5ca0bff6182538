// Tokens in a cookie-backed store (spec accounts-platform 3 "Tokens", 9: token cookie max age 31 minutes).
import type { Tokens } from '../../../../modules/identity/identity.schemas';
import { readCookie, removeCookie, STORAGE_KEYS, writeCookie } from '../state/storage';

export const TOKEN_COOKIE_SECONDS = 31 * 60;

export function readTokens(): { access: string | null; refresh: string | null } {
  return { access: readCookie(STORAGE_KEYS.accessToken), refresh: readCookie(STORAGE_KEYS.refreshToken) };
}

export function writeTokens(tokens: Tokens): void {
  writeCookie(STORAGE_KEYS.accessToken, tokens.access_token, TOKEN_COOKIE_SECONDS);
  writeCookie(STORAGE_KEYS.refreshToken, tokens.refresh_token, TOKEN_COOKIE_SECONDS);
}

export function removeTokens(): void {
  removeCookie(STORAGE_KEYS.accessToken);
  removeCookie(STORAGE_KEYS.refreshToken);
}
