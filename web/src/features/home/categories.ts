import type { GameKey } from '../../../../kernel';
// Item families per game (spec trading-core 1).

export type CategoryId = 'egg' | 'pet' | 'potion' | 'transport' | 'weapon' | 'knife' | 'set' | 'kit' | 'other';

export const CATEGORIES: Record<GameKey, CategoryId[]> = {
  adopt: ['pet', 'egg', 'potion', 'transport'],
  mm2: ['knife', 'weapon', 'pet', 'set', 'kit', 'other'],
};

/** Market filter address; the market will read ?type= on the home route. */
export const categoryHref = (id: CategoryId) => `/?type=${id}`;
