import { type Currency, DEFAULT_LANGUAGE, LANGUAGES, type Language, isLanguage } from '../../../kernel';
// Language metadata and country rules (spec accounts-platform 9). Pure: no DOM.

/** Native names: a language is always shown in its own words in the picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ru: 'Русский',
  pt: 'Português',
  tr: 'Türkçe',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
  it: 'Italiano',
  ph: 'Filipino',
};

/** BCP 47 tag for Intl and <html lang>: "ph" is our address key, Filipino is "fil". */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: 'en',
  ru: 'ru',
  pt: 'pt',
  tr: 'tr',
  fr: 'fr',
  es: 'es',
  de: 'de',
  it: 'it',
  ph: 'fil',
};

export const CIS_COUNTRIES = ['AZ', 'AM', 'BY', 'KG', 'KZ', 'MD', 'RU', 'TJ', 'UZ', 'TM', 'GE', 'UA'];

const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

export const isCisCountry = (country: string | null | undefined): boolean =>
  !!country && CIS_COUNTRIES.includes(country.toUpperCase());

/** Picker order: for CIS countries ru comes first, otherwise the spec's order. */
export function orderedLanguages(country: string | null | undefined): Language[] {
  if (!isCisCountry(country)) return [...LANGUAGES];
  return ['ru', ...LANGUAGES.filter((l) => l !== 'ru')];
}

/** Maps a device language list (navigator.languages) to a supported language; fallback en. */
export function languageFromDevice(deviceLanguages: readonly string[]): Language {
  for (const tag of deviceLanguages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    if (primary === 'fil' || primary === 'tl') return 'ph';
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

export const DEFAULT_CURRENCY: Currency = 'eur';

/** Currency by country (spec 9): CIS rub, EU/TR eur, BR/UK usd, others usd. */
export function currencyForCountry(country: string | null | undefined): Currency {
  const code = country?.toUpperCase();
  if (!code) return DEFAULT_CURRENCY;
  if (CIS_COUNTRIES.includes(code)) return 'rub';
  if (code === 'TR' || EU_COUNTRIES.includes(code)) return 'eur';
  return 'usd';
}
