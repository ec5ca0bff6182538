// The only places that change the store; each keeps its side effects next to it.
import { abortGameRequests } from '../api/gameAbort';
import { mergeFlags } from './flags';
import { STORAGE_KEYS, writeCookie, writeLocal } from './storage';
import { store, type ThemeChoice } from './store';
import type { TechWorks } from './techWorks';
import { addToast, type ToastInput } from './toasts';
import type { GameKey, Language } from '../../../../kernel';
import type { Currency, Service } from '../../../../kernel';

/** The game setting cookie lasts 31 minutes (spec accounts-platform 4.4). */
const GAME_COOKIE_SECONDS = 31 * 60;

export function setTheme(theme: ThemeChoice): void {
  store.theme = theme;
  writeLocal(STORAGE_KEYS.theme, theme);
}

/** Spec 4.4: stored, html class changes (see useDocumentClasses), pending requests aborted. */
export function setGame(game: GameKey): void {
  if (store.game === game) return;
  abortGameRequests();
  store.game = game;
  writeLocal(STORAGE_KEYS.game, game);
  writeCookie(STORAGE_KEYS.game, game, GAME_COOKIE_SECONDS);
}

/** Spec 4.5 for guests (local only); shared/session changeCurrency also tells the server. */
export function setCurrency(currency: Currency | '' | null): void {
  if (!currency || currency === store.currency) return;
  store.currency = currency;
  store.currencyChosen = true;
  writeLocal(STORAGE_KEYS.currency, currency);
}

/** The current language follows the address; this only records it. */
export function setActiveLanguage(language: Language): void {
  if (store.language !== language) store.language = language;
}

/** The user picked a language: remember it for addresses without a prefix. */
export function chooseLanguage(language: Language): void {
  store.chosenLanguage = language;
  writeLocal(STORAGE_KEYS.language, language);
}

/** The detected country; the profile's country, when set, wins (spec 4.1). */
export function setCountry(country: string): void {
  store.ipCountry = country.toUpperCase();
  if (!store.profile?.main_country) store.country = country.toUpperCase();
}

export function applyFlags(incoming: unknown): void {
  store.flags = mergeFlags(store.flags, incoming);
  store.flagsSettled = true;
  writeCookie(STORAGE_KEYS.flags, JSON.stringify(store.flags));
}

export function settleFlags(): void {
  store.flagsSettled = true;
}

export function setTechWorks(
  services: TechWorks,
  currentService: Service | null = store.techWorks.currentService,
): void {
  store.techWorks = { currentService, services };
}

export function setCurrentService(service: Service | null): void {
  if (store.techWorks.currentService !== service) store.techWorks.currentService = service;
}

export function setDevStatus(status: string | null): void {
  store.devStatus = status;
}

let nextToastId = 1;

export function pushToast(input: ToastInput): number {
  const id = nextToastId++;
  store.toasts = addToast(store.toasts, input, id);
  return id;
}

export function removeToast(id: number): void {
  store.toasts = store.toasts.filter((toast) => toast.id !== id);
}
