// Supported address prefixes (spec accounts-platform 2.1). Pure data, shared by router and i18n.
export const LANGUAGES = ['en', 'ru', 'pt', 'tr', 'fr', 'es', 'de', 'it', 'ph'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const GAMES = ['adopt', 'mm2'] as const;
export type Game = (typeof GAMES)[number];
export const DEFAULT_GAME: Game = 'adopt';

export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);
export const isGame = (value: string): value is Game => (GAMES as readonly string[]).includes(value);
