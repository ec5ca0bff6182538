import type { GameKey } from '../../kernel';

/** The market's filters, already in the database's terms (prices in US cents). */
export interface CardFilter {
  game: GameKey;
  types?: string[];
  subtypes?: string[];
  rarities?: string[];
  /** The "chroma" rarity filter: chroma variants count as that rarity. */
  chromaRarity?: boolean;
  ages?: string[];
  levels?: string[];
  flyable?: boolean;
  rideable?: boolean;
  chroma?: boolean;
  /** Neither flyable nor rideable (the filter's "missing"). */
  noProperties?: boolean;
  minBase?: number;
  maxBase?: number;
  discountOnly?: boolean;
  /** Search hits, best first; an empty list matches nothing. */
  itemIds?: number[];
  sellerId?: string;
}
