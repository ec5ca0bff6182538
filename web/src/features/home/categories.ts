// Item families per game (spec trading-core 1).
import type { Game } from '../../app/routing/locales';

export type CategoryId = 'egg' | 'pet' | 'potion' | 'transport' | 'weapon' | 'knife' | 'set' | 'kit' | 'other';

export const CATEGORIES: Record<Game, CategoryId[]> = {
  adopt: ['pet', 'egg', 'potion', 'transport'],
  mm2: ['knife', 'weapon', 'pet', 'set', 'kit', 'other'],
};

/** Market filter address; the market will read ?type= on the home route. */
export const categoryHref = (id: CategoryId) => `/?type=${id}`;
