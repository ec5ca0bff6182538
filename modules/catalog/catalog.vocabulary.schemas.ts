import type { GameKey } from '../../kernel';
// Pure and without yup: the catalog's words (item types, rarities and variants, the enums of spec
// trading-core section 3). The web app's market imports them from here, so its chunk does not bring
// yup and every request schema with it; the market's own words are in market.vocabulary.schemas.ts.

export const ITEM_TYPES = {
  adopt: ['egg', 'pet', 'potion', 'transport'],
  mm2: ['weapon', 'pet', 'knife', 'set', 'kit', 'other'],
} as const satisfies Record<GameKey, readonly string[]>;

export const ITEM_SUBTYPES = {
  adopt: [
    'scooters',
    'skateboards',
    'snowboards',
    'legendary_gift_vehicles',
    'event_vehicles',
    'vehicle_dealership',
    'premium_vehicles',
    'star_rewards_vehicles',
    'miscellaneous_vehicles',
  ],
  mm2: ['gun', 'knife', 'walking', 'floating'],
} as const satisfies Record<GameKey, readonly string[]>;

export const RARITIES = {
  adopt: ['common', 'uncommon', 'rare', 'ultra_rare', 'legendary'],
  mm2: ['common', 'uncommon', 'rare', 'legendary', 'vintage', 'godly', 'ancient', 'unique', 'classic'],
} as const satisfies Record<GameKey, readonly string[]>;

export const AGES = [
  'newborn',
  'junior',
  'pre_teen',
  'teen',
  'post_teen',
  'full_grown',
  'reborn',
  'twinkle',
  'sparkle',
  'flare',
  'sunshine',
  'luminous',
] as const;
export const LEVELS = ['default', 'neon', 'mega_neon'] as const;
export const PROPERTIES = ['flyable', 'rideable', 'chroma'] as const;

export type Age = (typeof AGES)[number];
export type Level = (typeof LEVELS)[number];
export type Property = (typeof PROPERTIES)[number];

/** A sellable thing: an item definition plus its variant. */
export interface Variant {
  age: Age | null;
  level: Level;
  flyable: boolean;
  rideable: boolean;
  chroma: boolean;
}
