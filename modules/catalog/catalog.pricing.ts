import { MIN_SELLING_PRICE, type Level, type Variant } from './catalog.schemas';
import { catalogErrors } from './catalog.errors';
import { type Currency, type GameKey, MINOR_PER_MAJOR } from '../../kernel';

/** Currency units per US dollar, e.g. { usd: 1, eur: 0.92, rub: 92 }. */
export type Rates = Record<Currency, number>;

/** What a value price is made of (an ItemDefinition is one). */
export interface PricedItem {
  game: GameKey;
  rarity: string;
  refValues: Partial<Record<Level, number | null>> | null;
}

/** Value points to US cents: a default Shadow Dragon (19,000 points) is worth about $19. */
const CENTS_PER_POINT = 0.1;
/** When a level has no value points, the default level's points times these (community rule of thumb). */
const LEVEL_MULTIPLIER: Record<Level, number> = { default: 1, neon: 2.5, mega_neon: 6 };
/** Murder-mystery weapons carry no value points: a price per rarity, in US cents. */
const MM2_RARITY_CENTS: Record<string, number> = {
  common: 10,
  uncommon: 25,
  rare: 50,
  legendary: 100,
  classic: 200,
  vintage: 300,
  godly: 600,
  ancient: 1500,
  unique: 5000,
};
const CHROMA_MULTIPLIER = 3;
/** Flyable and rideable each add this share to a pet's worth. */
const PROPERTY_BONUS = 0.15;
/** Prices must stay within these shares of the recommended price (spec trading-core 5). */
export const LOWER_BOUND_SHARE = 0.1;
export const UPPER_BOUND_SHARE = 20;

/** What a variant is worth by the catalog's value points, in US cents (null: no basis at all). */
export function valueCents(item: PricedItem, variant: Variant): number | null {
  let cents: number;
  if (item.refValues) {
    const own = item.refValues[variant.level];
    const fallback = item.refValues.default == null ? null : item.refValues.default * LEVEL_MULTIPLIER[variant.level];
    const points = own ?? fallback;
    if (points == null) return null;
    cents = points * CENTS_PER_POINT;
  } else {
    const rarity = MM2_RARITY_CENTS[item.rarity];
    if (rarity == null) return null;
    cents = rarity * LEVEL_MULTIPLIER[variant.level];
  }
  if (variant.chroma) cents *= CHROMA_MULTIPLIER;
  cents *= 1 + PROPERTY_BONUS * (Number(variant.flyable) + Number(variant.rideable));
  return Math.max(1, Math.round(cents));
}

/** The share of the recommended price the site pays in a quick sale (spec trading-core 1: the site buys at once). */
export const QUICK_SALE_SHARE = 0.6;

/**
 * What the site pays for a variant in a quick sale, in US cents: QUICK_SALE_SHARE of its recommended price, never
 * more than the lowest price it is on sale for (the site would rather buy that one), and at least one cent.
 */
export function quickSaleCents(recommendedBase: number, lowestAskBase: number | null): number {
  const share = Math.floor(recommendedBase * QUICK_SALE_SHARE);
  return Math.max(1, lowestAskBase == null ? share : Math.min(share, lowestAskBase));
}

/**
 * What a user's item counts for in an exchange, in US cents: its recommended price, never more than the lowest price
 * it is on sale for (no one would pay more for it than that), and at least one cent.
 */
export function tradeInCents(recommendedBase: number, lowestAskBase: number | null): number {
  return Math.max(1, lowestAskBase == null ? recommendedBase : Math.min(recommendedBase, lowestAskBase));
}

/** The recommended price: the median of recent sales when there are enough, else the value points. */
export function recommendedCents(valueBased: number | null, recentSalesMedian: number | null): number | null {
  return recentSalesMedian ?? valueBased;
}

export function toCurrency(baseCents: number, currency: Currency, rates: Rates): number {
  return Math.max(1, Math.round(baseCents * rates[currency]));
}

export function toBase(minor: number, currency: Currency, rates: Rates): number {
  return Math.max(1, Math.round(minor / rates[currency]));
}

export interface PriceBounds {
  min: number;
  max: number;
}

/** Lower and upper bound of a variant's price in a currency, never below the currency's minimum. */
export function priceBounds(recommendedBase: number, currency: Currency, rates: Rates): PriceBounds {
  const min = Math.max(
    MIN_SELLING_PRICE[currency],
    toCurrency(Math.floor(recommendedBase * LOWER_BOUND_SHARE), currency, rates),
  );
  const max = Math.max(min, toCurrency(Math.ceil(recommendedBase * UPPER_BOUND_SHARE), currency, rates));
  return { min, max };
}

/**
 * A typed price (major units, number or numeric string) to integer minor units. Anything that is
 * not a finite, non-negative amount with at most two decimals that fits a safe integer is
 * UNSAFE_NUMBER: 1e309, "abc" past yup, 0.001, NaN.
 */
export function parsePrice(input: number | string, field: string): number {
  const text = typeof input === 'number' ? String(input) : input.trim();
  const value = Number(text);
  if (!Number.isFinite(value)) throw catalogErrors.unsafeNumber(field);
  const minor = Math.round(value * MINOR_PER_MAJOR);
  if (Math.abs(value * MINOR_PER_MAJOR - minor) > 1e-6 || !Number.isSafeInteger(minor))
    throw catalogErrors.unsafeNumber(field);
  return minor;
}

/** Checks a price in minor units against the bounds: MIN_NUMBER below, MAX_NUMBER above. */
export function checkPrice(minor: number, currency: Currency, bounds: PriceBounds, field: string): void {
  if (minor < bounds.min) throw catalogErrors.minNumber(field, { amount: bounds.min, currency });
  if (minor > bounds.max) throw catalogErrors.maxNumber(field, { amount: bounds.max, currency });
}
