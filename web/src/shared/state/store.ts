// Client state (spec accounts-platform 3 "Client state"): one valtio proxy, read with useSnapshot.
import { proxy } from 'valtio';
import { DEFAULT_CURRENCY } from '../../i18n/languages';
import { DEFAULT_FLAGS, mergeFlags, type Flags } from './flags';
import { readCookie, readLocal, STORAGE_KEYS } from './storage';
import { allServicesUp, type TechWorks } from './techWorks';
import type { Toast } from './toasts';
import type { Profile } from '../../../../modules/identity/identity.schemas';
import { DEFAULT_GAME, DEFAULT_LANGUAGE, type GameKey, type Language, isGameKey, isLanguage } from '../../../../kernel';
import { CURRENCIES, type Currency, type Service } from '../../../../kernel';

export type AuthForm = 'login' | 'register' | 'forgot';
/** Spec accounts-platform 2.6: the register form has a type, default or free_pet. */
export type RegisterType = 'default' | 'free_pet';

export interface AuthModalState {
  /** The form shown, or null when the modal is closed. */
  form: AuthForm | null;
  /** 0-based step of the register form (closing resets it to 0). */
  registerStep: number;
  registerType: RegisterType;
}

export type ThemeChoice = 'light' | 'dark' | 'system';
export const THEMES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

export interface AppState {
  theme: ThemeChoice;
  game: GameKey;
  currency: Currency;
  /** True once the user picked a currency; otherwise the country may set it. */
  currencyChosen: boolean;
  language: Language;
  /** The language the user picked in the picker, used when the address has no prefix. */
  chosenLanguage: Language | null;
  /** Upper-case ISO country: the profile's, else the detected one. */
  country: string | null;
  /** Upper-case ISO country from /api/user/get-country, when known. */
  ipCountry: string | null;
  /** True once /api/user/get-country answered or failed, or was waited for long enough (useCountry). */
  countrySettled: boolean;
  flags: Flags;
  /** False until /api/flags answered or failed: game prefixes wait for it. */
  flagsSettled: boolean;
  techWorks: { currentService: Service | null; services: TechWorks };
  devStatus: string | null;
  toasts: Toast[];
  /** Spec 4.1: authenticated means an access token is present. */
  isAuth: boolean;
  /** The access token the app runs under (changes reconnect the socket and clear query data). */
  accessToken: string | null;
  /** The signed-in user's profile, once loaded (a profile without user_id is not kept). */
  profile: Profile | null;
  profileLoading: boolean;
  /** whitelist.isAvailableToBetaTest: mm2 beta access. */
  betaAvailable: boolean;
  authModal: AuthModalState;
}

function initialFlags(): Flags {
  try {
    return mergeFlags(DEFAULT_FLAGS, JSON.parse(readCookie(STORAGE_KEYS.flags) ?? 'null'));
  } catch {
    return { ...DEFAULT_FLAGS };
  }
}

export const CLOSED_AUTH_MODAL: AuthModalState = { form: null, registerStep: 0, registerType: 'default' };

function initialState(): AppState {
  const accessToken = readCookie(STORAGE_KEYS.accessToken);
  const theme = readLocal(STORAGE_KEYS.theme);
  const game = readLocal(STORAGE_KEYS.game) ?? '';
  const currency = readLocal(STORAGE_KEYS.currency);
  const language = readLocal(STORAGE_KEYS.language) ?? '';
  return {
    theme: THEMES.includes(theme as ThemeChoice) ? (theme as ThemeChoice) : 'system',
    game: isGameKey(game) ? game : DEFAULT_GAME,
    currency: CURRENCIES.includes(currency as Currency) ? (currency as Currency) : DEFAULT_CURRENCY,
    currencyChosen: CURRENCIES.includes(currency as Currency),
    language: DEFAULT_LANGUAGE,
    chosenLanguage: isLanguage(language) ? language : null,
    country: null,
    ipCountry: null,
    countrySettled: false,
    flags: initialFlags(),
    flagsSettled: false,
    techWorks: { currentService: null, services: allServicesUp() },
    devStatus: null,
    toasts: [],
    isAuth: !!accessToken,
    accessToken,
    profile: null,
    profileLoading: false,
    betaAvailable: false,
    authModal: { ...CLOSED_AUTH_MODAL },
  };
}

export const store = proxy<AppState>(initialState());
