/** Interface languages, each an address prefix but English (spec accounts-platform 2.1 and 9). */
export const LANGUAGES = ['en', 'ru', 'pt', 'tr', 'fr', 'es', 'de', 'it', 'ph'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
