// Social login helpers (spec accounts-platform 4.7, 2.6). Pure.
import { SOCIAL_SOURCES, type SocialSource } from '../../../../modules/identity/identity.schemas';

/** Spec 4.7: an account is new when it was registered less than 60 seconds ago. */
export const NEW_ACCOUNT_WINDOW_MS = 60_000;

export function isNewAccount(dateRegister: string | null | undefined, now = Date.now()): boolean {
  const time = dateRegister ? Date.parse(dateRegister) : NaN;
  return Number.isFinite(time) && now - time < NEW_ACCOUNT_WINDOW_MS;
}

export interface CallbackParams {
  q: string;
  state: string;
  source: SocialSource;
}

/** The provider's redirect: q (or the OAuth code), state and source; null when something is missing. */
export function readCallbackParams(search: string): CallbackParams | null {
  const params = new URLSearchParams(search);
  const q = params.get('q') ?? params.get('code');
  const state = params.get('state');
  const source = params.get('source');
  if (!q || !state || !source || !(SOCIAL_SOURCES as readonly string[]).includes(source)) return null;
  return { q, state, source: source as SocialSource };
}
