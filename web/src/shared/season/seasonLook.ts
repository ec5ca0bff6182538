// How a season decorates the shell: the class on <html> (season.css) and the header's ornament. Pure.
import type { Season } from '../../../../modules/operations/season.vocabulary.schemas';

export const SEASON_CLASSES: Record<Season, string | null> = {
  DEFAULT: null,
  HALLOWEEN_2023_THEME: 'season-halloween-2023',
  NEW_YEAR_2024: 'season-new-year-2024',
};

/** The small ornament beside the brand (decorative: hidden from assistive technology). */
export const SEASON_ORNAMENTS: Record<Season, string | null> = {
  DEFAULT: null,
  HALLOWEEN_2023_THEME: '🎃',
  NEW_YEAR_2024: '❄️',
};
