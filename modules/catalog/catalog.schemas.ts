import * as yup from 'yup';
import {
  AGES, FILTER_RARITIES, ITEM_SUBTYPES, ITEM_TYPES, LEVELS, MARKET_PAGE_MAX, PROPERTIES, SEARCH_MAX, SORTS, STORE_LINK_MAX, STORE_LINK_MIN, type Variant,
} from './catalog.vocabulary.schemas';
import { CURRENCIES, type Currency, GAME_KEYS, type GameKey, MESSAGE, type Money } from '../../kernel';

// Pure: shared by the server and the web app. The enums of spec trading-core section 3 are in
// catalog.vocabulary.schemas.ts (no yup, for the web app's market) and re-exported here.

export * from './catalog.vocabulary.schemas';

// ---- Money (spec trading-core 5 and 9). Prices are integer minor units (cents, kopecks). ----

/** Sales fee per currency: the seller receives price * (1 - fee). */
export const SALES_FEE_PERCENT: Record<Currency, number> = { rub: 15, eur: 20, usd: 20 };
/** Minimum selling price per currency, in minor units. */
export const MIN_SELLING_PRICE: Record<Currency, number> = { usd: 10, eur: 10, rub: 1000 };

/** What the seller receives for a price, after the fee, rounded down to the minor unit. */
export function sellerReceives(priceMinor: number, currency: Currency): number {
  return Math.floor((priceMinor * (100 - SALES_FEE_PERCENT[currency])) / 100);
}

// ---- Item statuses (spec trading-core 4) ----

export const ITEM_STATUSES = [
  'normal', 'overstock', 'not_available', 'on_sale', 'transfer', 'withdrawal', 'purchase_cancelled', 'frozen',
  'account_error', 'account_blocked', 'on_fast_sale', 'error', 'timer', 'out_of_store', 'old_inventory_item',
  'account_outdated', 'tech_works', 'trade_locked_for_seller', 'trade_locked_for_buyer', 'fast_sell_auto_lock',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const ACCOUNT_STATUSES = [
  'setup', 'success', 'loading', 'sync', 'freeze', 'fastSell', 'marketSell', 'tempBlocked', 'outdatedItems', 'error',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

// ---- Requests ----

const MSG = MESSAGE;

export const gameSchema = yup.string().required(MSG.required).oneOf(GAME_KEYS, MSG.invalidValue);
export const gameParamsSchema = yup.object({ game: gameSchema });

/**
 * A price as the seller types it, in major units of their currency ("12.50" or 12.5). Whether it is
 * a safe amount (finite, two decimals at most, within Number.MAX_SAFE_INTEGER minor units) is checked
 * by the service, which answers UNSAFE_NUMBER; yup here only rejects what is not a number at all.
 */
export const priceInputSchema = yup.mixed<number | string>()
  .required(MSG.required)
  .test('number', MSG.invalidValue, (v) => typeof v === 'number' || (typeof v === 'string' && /^\s*-?[\d.eE+-]+\s*$/.test(v)));

const itemIdSchema = yup.string().required(MSG.required).uuid(MSG.invalidValue);

/** itemsAdd: list inventory items at a price in the seller's currency. */
export const itemsAddSchema = yup.object({
  currency: yup.string().required(MSG.required).oneOf(CURRENCIES, MSG.invalidValue),
  items: yup.array(yup.object({ id: itemIdSchema, price: priceInputSchema })).required(MSG.required).min(1, MSG.tooShort).max(100, MSG.tooLong),
});
/** itemsUpdate: change the price of items already on sale (their currency stays). */
export const itemsUpdateSchema = yup.object({
  items: yup.array(yup.object({ id: itemIdSchema, price: priceInputSchema })).required(MSG.required).min(1, MSG.tooShort).max(100, MSG.tooLong),
});
/** itemsRemove: take items off sale. */
export const itemsRemoveSchema = yup.object({
  ids: yup.array(itemIdSchema).required(MSG.required).min(1, MSG.tooShort).max(100, MSG.tooLong),
});

const csv = <T extends readonly string[]>(values: T) =>
  yup.array(yup.string().required().oneOf(values, MSG.invalidValue)).transform((_v, original) =>
    original == null || original === '' ? undefined : String(original).split(',').filter(Boolean));

/** Union of every game's values; the service rejects a value the chosen game does not have. */
const ALL_TYPES = [...new Set([...ITEM_TYPES.adopt, ...ITEM_TYPES.mm2])] as const;
const ALL_SUBTYPES = [...ITEM_SUBTYPES.adopt, ...ITEM_SUBTYPES.mm2] as const;
const ALL_RARITIES = [...new Set([...FILTER_RARITIES.adopt, ...FILTER_RARITIES.mm2])] as const;
const moneyQuery = yup.number().typeError(MSG.invalidValue).min(0, MSG.invalidValue).max(1e9, MSG.invalidValue);

/** GET /api/{game}/market. Lists are comma separated (`rarity=legendary,rare`); prices in the viewer's currency, major units. */
export const marketQuerySchema = yup.object({
  type: csv(ALL_TYPES),
  subtype: csv(ALL_SUBTYPES),
  rarity: csv(ALL_RARITIES),
  age: csv(AGES),
  level: csv(LEVELS),
  /** Every listed property must hold; `missing` means none of flyable, rideable. */
  property: csv([...PROPERTIES, 'missing'] as const),
  priceFrom: moneyQuery.optional(),
  priceTo: moneyQuery.optional(),
  /** Only cards cheaper than their recommended price (on-sale discount). */
  discount: yup.boolean().typeError(MSG.invalidValue).optional(),
  q: yup.string().trim().max(SEARCH_MAX, MSG.tooLong).optional(),
  sort: yup.string().oneOf(SORTS, MSG.invalidValue).optional(),
  order: yup.string().oneOf(['asc', 'desc'] as const, MSG.invalidValue).optional(),
  currency: yup.string().oneOf(CURRENCIES, MSG.invalidValue).optional(),
  cursor: yup.string().max(200, MSG.tooLong).optional(),
  limit: yup.number().typeError(MSG.invalidValue).integer(MSG.invalidValue).min(1, MSG.invalidValue).max(MARKET_PAGE_MAX, MSG.invalidValue).optional(),
  /** Only this seller's cards (the seller market page). */
  seller: yup.string().uuid(MSG.invalidValue).optional(),
});
export type MarketQuery = yup.InferType<typeof marketQuerySchema>;

export const currencyQuerySchema = yup.object({ currency: yup.string().oneOf(CURRENCIES, MSG.invalidValue).optional() });
export const itemPageParamsSchema = yup.object({ game: gameSchema, slug: yup.string().required(MSG.required).max(120, MSG.tooLong) });
export const historyQuerySchema = yup.object({
  days: yup.number().typeError(MSG.invalidValue).oneOf([7, 30, 90], MSG.invalidValue).optional(),
  currency: yup.string().oneOf(CURRENCIES, MSG.invalidValue).optional(),
  level: yup.string().oneOf(LEVELS, MSG.invalidValue).optional(),
});
export const bestProductsQuerySchema = yup.object({
  id: yup.number().typeError(MSG.invalidValue).integer(MSG.invalidValue).min(1, MSG.invalidValue).required(MSG.required),
  currency: yup.string().oneOf(CURRENCIES, MSG.invalidValue).optional(),
});

export const STORE_LINK_ALLOWED = /^[A-Za-z0-9_-]+$/;
export const storeLinkSchema = yup.object({
  link: yup.string().trim().required(MSG.required).min(STORE_LINK_MIN, MSG.tooShort).max(STORE_LINK_MAX, MSG.tooLong)
    .matches(STORE_LINK_ALLOWED, MSG.onlyEnglish),
});

// ---- Responses ----


/** One grouped card: identical variants from many sellers, with the lowest price and the stock. */
export interface MarketCard {
  cardId: number;
  itemId: number;
  slug: string;
  name: string;
  type: string;
  subtype: string | null;
  rarity: string;
  variant: Variant;
  /** Lowest price on offer, in the viewer's currency. */
  price: Money;
  recommended: Money | null;
  /** Percent below the recommended price; 0 when not cheaper. */
  discountPercent: number;
  count: number;
  art: string;
}

export type FacetCounts = Partial<Record<'type' | 'subtype' | 'rarity' | 'age' | 'level' | 'property', Record<string, number>>>;

export interface MarketPage {
  cards: MarketCard[];
  nextCursor: string | null;
  /** Cards matching the filters, and the facet counts under the same filters. */
  total: number;
  facets: FacetCounts;
}

export interface Offer {
  /** The inventory item on sale. */
  id: string;
  sellerId: string;
  sellerName: string;
  variant: Variant;
  price: Money;
  listedAt: string;
}

export interface ItemVariantSummary { variant: Variant; cardId: number; price: Money; count: number; recommended: Money | null }

export interface ItemPage {
  item: { id: number; game: GameKey; slug: string; name: string; type: string; subtype: string | null; rarity: string; origin: string | null; year: number | null; art: string };
  variants: ItemVariantSummary[];
  offers: Offer[];
}

export interface HistoryPoint { day: string; averagePrice: number; volume: number }
export interface PriceHistory { currency: Currency; days: number; points: HistoryPoint[] }

export interface SellerPage {
  seller: { id: string; name: string; link: string | null; registeredAt: string; onSale: number };
}

export interface InventoryItemView {
  id: string;
  accountId: string;
  itemId: number;
  slug: string;
  name: string;
  type: string;
  rarity: string;
  variant: Variant;
  status: ItemStatus;
  price: Money | null;
  /** What the seller receives after the fee. */
  receives: Money | null;
  recommended: Money;
  bounds: { min: Money; max: Money };
  /** Until when no action is possible on the item (30 s after a change). */
  pausedUntil: string | null;
  art: string;
}
