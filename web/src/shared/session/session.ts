// Session actions (spec accounts-platform 4.1, 4.5): sign-in, logout, the auth modal, the redirect
// target, and the profile-driven settings. Kept free of formik/yup: this is in the initial bundle.
import { navigate } from 'wouter/use-browser-location';
import type { Profile, Tokens } from '../../../../modules/identity/identity.schemas';
import { linkSignedInUser } from '../analytics/track';
import { request } from '../api/request';
import { buildAddress, normalizeAddress } from '../routing/normalize';
import { chooseLanguage, pushToast, setGame } from '../state/actions';
import { CART_KEYS, readLocal, STORAGE_KEYS, writeLocal } from '../state/storage';
import { CLOSED_AUTH_MODAL, store, type AuthForm, type RegisterType } from '../state/store';
import { readTokens, removeTokens, writeTokens } from './tokens';
import { DEFAULT_GAME, type Language } from '../../../../kernel';
import { CURRENCIES, type Currency } from '../../../../kernel';

/** Stores both tokens; the new access token makes the app authenticated (spec 4.1). */
export function storeTokens(tokens: Tokens): void {
  writeTokens(tokens);
  store.accessToken = tokens.access_token;
  store.isAuth = true;
}

/** After login, register or social sign-in: close the form and follow the stored target (spec 4.1, 2.6). */
export function completeSignIn(tokens: Tokens): void {
  storeTokens(tokens);
  linkSignedInUser();
  closeAuth();
  const target = takeRedirect();
  if (target) navigate(target);
}

/** Spec 4.1: local part of logout. Also used when a refresh failed or the profile could not load. */
export function clearSession(): void {
  store.profile = null;
  store.profileLoading = false;
  store.betaAvailable = false;
  store.isAuth = false;
  store.accessToken = null;
  setGame(DEFAULT_GAME);
  removeTokens();
  for (const key of CART_KEYS) writeLocal(key, null);
}

let loggingOut: Promise<void> | null = null;

/** Spec 4.1: tells the server (a failure is logged) and clears local state anyway. */
export function logout(): Promise<void> {
  loggingOut ??= (async () => {
    try {
      if (readTokens().access) await request('/api/user/logout', { retries: 0 });
    } catch (error) {
      console.error('Logout failed; local session cleared anyway', error);
    } finally {
      clearSession();
      loggingOut = null;
    }
  })();
  return loggingOut;
}

export function openAuth(form: AuthForm, options: { registerType?: RegisterType } = {}): void {
  store.authModal = {
    form,
    registerStep: form === 'register' && store.authModal.form === 'register' ? store.authModal.registerStep : 0,
    registerType: options.registerType ?? (form === 'register' ? store.authModal.registerType : 'default'),
  };
}

/** Spec 2.6: closing resets the register step to 0. */
export function closeAuth(): void {
  store.authModal = { ...CLOSED_AUTH_MODAL, registerType: store.authModal.registerType };
}

export function setRegisterStep(step: number): void {
  store.authModal.registerStep = step;
}

/** Spec 2.5 guard 3: the logged-in page a guest tried to open. */
export function rememberRedirect(target: string): void {
  writeLocal(STORAGE_KEYS.redirectAfterAuth, target);
}

export function takeRedirect(): string | null {
  const target = readLocal(STORAGE_KEYS.redirectAfterAuth);
  writeLocal(STORAGE_KEYS.redirectAfterAuth, null);
  // Only same-site paths: a stored value is never an open redirect.
  return target?.startsWith('/') && !target.startsWith('//') ? target : null;
}

/** Spec 4.1: a profile with a user_id is kept; its currency, language and country win over the detected ones. */
export function applyProfile(profile: Profile | null | undefined): void {
  if (!profile || typeof profile !== 'object' || !profile.user_id) {
    store.profile = null;
    return;
  }
  store.profile = profile;
  if (CURRENCIES.includes(profile.main_currency) && store.currency !== profile.main_currency) {
    store.currency = profile.main_currency;
    store.currencyChosen = true;
    writeLocal(STORAGE_KEYS.currency, profile.main_currency);
  }
  if (profile.main_language && store.chosenLanguage !== profile.main_language) chooseLanguage(profile.main_language);
  if (profile.main_country) store.country = profile.main_country.toUpperCase();
}

/**
 * Spec 4.5: nothing when empty or unchanged; signed-in users tell the server, and an answer other than
 * code 200 shows "Can't change currency. Try again later."; the currency is then applied locally.
 */
export async function changeCurrency(currency: Currency | '' | null): Promise<void> {
  if (!currency || currency === store.currency) return;
  if (store.isAuth) {
    const ok = await postSetting('/api/user/currency', { currency });
    if (!ok) pushToast({ type: 'error', message: { id: 'toast.currencyFailed' } });
    else if (store.profile) store.profile.main_currency = currency;
  }
  store.currency = currency;
  store.currencyChosen = true;
  writeLocal(STORAGE_KEYS.currency, currency);
}

/** Spec 4.5 for the language: the same rules; the caller then moves the address to it. */
export async function changeLanguage(language: Language | '' | null): Promise<void> {
  if (!language) return;
  chooseLanguage(language);
  if (store.isAuth && store.profile?.main_language !== language) {
    const ok = await postSetting('/api/user/language', { language });
    if (!ok) pushToast({ type: 'error', message: { id: 'toast.languageFailed' } });
    else if (store.profile) store.profile.main_language = language;
  }
}

/** Spec 4.5: country sync happens only for signed-in users. */
export async function syncCountry(country: string): Promise<void> {
  if (!store.isAuth || !/^[A-Za-z]{2}$/.test(country)) return;
  if (await postSetting('/api/user/country', { country: country.toUpperCase() })) {
    if (store.profile) store.profile.main_country = country.toUpperCase();
  }
}

async function postSetting(url: string, body: Record<string, string>): Promise<boolean> {
  try {
    const { data } = await request<{ code?: number }>(url, { method: 'POST', body, retries: 0 });
    return data?.code === 200;
  } catch (error) {
    console.error('Setting not saved', url, error);
    return false;
  }
}

/** Spec 4.2: a 403 with mmac: "Not Allowed", back to the pet game, no beta access. */
export function denyBetaAccess(): void {
  pushToast({ type: 'error', message: { id: 'errors.notAllowed' } });
  store.betaAvailable = false;
  if (store.game === DEFAULT_GAME) return;
  const options = { gameSwitcher: store.flags.gameSwitcher };
  const current = normalizeAddress(window.location.pathname, options);
  setGame(DEFAULT_GAME);
  navigate(buildAddress({ language: current.language, game: DEFAULT_GAME, rest: current.rest }, options), {
    replace: true,
  });
}
