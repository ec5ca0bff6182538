import { RARITIES } from '../catalog/catalog.vocabulary.schemas';
import type { Currency } from '../../kernel';
// Pure and without yup: the market's words (filters, sorts, limits, the sales fee). The web app's market
// imports them from here, so its chunk does not bring yup and every request schema with it. Item types,
// rarities, ages, levels and variants are the catalog's (catalog.vocabulary.schemas.ts).

/** Filters also know chroma and classic (a chroma weapon is a variant, classic a rarity). */
export const FILTER_RARITIES = {
  adopt: RARITIES.adopt,
  mm2: [...RARITIES.mm2, 'chroma'],
} as const;

export const SORTS = ['name', 'date', 'popularity', 'benefit', 'price', 'relevance'] as const;
export type Sort = (typeof SORTS)[number];

export const MARKET_PAGE_MAX = 96;
export const SEARCH_MAX = 64;
export const STORE_LINK_MIN = 4;
export const STORE_LINK_MAX = 18;

// ---- The sales fee (spec trading-core 5 and 9). Prices are integer minor units (cents, kopecks). ----

/** Sales fee per currency: the seller receives price * (1 - fee). */
export const SALES_FEE_PERCENT: Record<Currency, number> = { rub: 15, eur: 20, usd: 20 };

/** What the seller receives for a price, after the fee, rounded down to the minor unit. */
export function sellerReceives(priceMinor: number, currency: Currency): number {
  return Math.floor((priceMinor * (100 - SALES_FEE_PERCENT[currency])) / 100);
}
