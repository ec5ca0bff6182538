// Pure and without yup: the seasons operators switch (spec accounts-platform 3 "Theme"). The web shell imports them
// from here, so the first bundle does not bring yup. GLOSSARY.md: a **season**, not a "theme" (light/dark).

/** The spec's seasonal themes, spelled as it spells them. */
export const SEASONS = ['DEFAULT', 'HALLOWEEN_2023_THEME', 'NEW_YEAR_2024'] as const;
export type Season = (typeof SEASONS)[number];
export const DEFAULT_SEASON: Season = 'DEFAULT';

export const isSeason = (value: unknown): value is Season => (SEASONS as readonly unknown[]).includes(value);

/** Socket notification to every open page when operators switch the season; payload { season }. */
export const SEASON_CHANGE = 'SEASON_CHANGE';

export interface SeasonAnswer {
  season: Season;
}
