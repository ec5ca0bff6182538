import * as yup from 'yup';
import {
  AGES,
  ITEM_SUBTYPES,
  ITEM_TYPES,
  LEVELS,
  PROPERTIES,
  gameSchema,
  type Variant,
} from '../catalog/catalog.schemas';
import {
  FILTER_RARITIES,
  MARKET_PAGE_MAX,
  SEARCH_MAX,
  SORTS,
  STORE_LINK_MAX,
  STORE_LINK_MIN,
} from './market.vocabulary.schemas';
import { CURRENCIES, type Currency, type GameKey, MESSAGE, type Money } from '../../kernel';

// Pure: shared by the server and the web app. The market's yup-free words (filters, sorts, limits,
// the sales fee) are in market.vocabulary.schemas.ts and re-exported here.

export * from './market.vocabulary.schemas';

// ---- Requests ----

const MSG = MESSAGE;

const csv = <T extends readonly string[]>(values: T) =>
  yup
    .array(yup.string().required().oneOf(values, MSG.invalidValue))
    .transform((_v, original) =>
      original == null || original === '' ? undefined : String(original).split(',').filter(Boolean),
    );

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
  order: yup
    .string()
    .oneOf(['asc', 'desc'] as const, MSG.invalidValue)
    .optional(),
  currency: yup.string().oneOf(CURRENCIES, MSG.invalidValue).optional(),
  cursor: yup.string().max(200, MSG.tooLong).optional(),
  limit: yup
    .number()
    .typeError(MSG.invalidValue)
    .integer(MSG.invalidValue)
    .min(1, MSG.invalidValue)
    .max(MARKET_PAGE_MAX, MSG.invalidValue)
    .optional(),
  /** Only this seller's cards (the seller market page). */
  seller: yup.string().uuid(MSG.invalidValue).optional(),
});
export type MarketQuery = yup.InferType<typeof marketQuerySchema>;

export const itemPageParamsSchema = yup.object({
  game: gameSchema,
  slug: yup.string().required(MSG.required).max(120, MSG.tooLong),
});
export const historyQuerySchema = yup.object({
  days: yup.number().typeError(MSG.invalidValue).oneOf([7, 30, 90], MSG.invalidValue).optional(),
  currency: yup.string().oneOf(CURRENCIES, MSG.invalidValue).optional(),
  level: yup.string().oneOf(LEVELS, MSG.invalidValue).optional(),
});
export const bestProductsQuerySchema = yup.object({
  id: yup
    .number()
    .typeError(MSG.invalidValue)
    .integer(MSG.invalidValue)
    .min(1, MSG.invalidValue)
    .required(MSG.required),
  currency: yup.string().oneOf(CURRENCIES, MSG.invalidValue).optional(),
});

export const STORE_LINK_ALLOWED = /^[A-Za-z0-9_-]+$/;
export const storeLinkSchema = yup.object({
  link: yup
    .string()
    .trim()
    .required(MSG.required)
    .min(STORE_LINK_MIN, MSG.tooShort)
    .max(STORE_LINK_MAX, MSG.tooLong)
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

export type FacetCounts = Partial<
  Record<'type' | 'subtype' | 'rarity' | 'age' | 'level' | 'property', Record<string, number>>
>;

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

export interface ItemVariantSummary {
  variant: Variant;
  cardId: number;
  price: Money;
  count: number;
  recommended: Money | null;
}

export interface ItemPage {
  item: {
    id: number;
    game: GameKey;
    slug: string;
    name: string;
    type: string;
    subtype: string | null;
    rarity: string;
    origin: string | null;
    year: number | null;
    art: string;
  };
  variants: ItemVariantSummary[];
  offers: Offer[];
}

export interface HistoryPoint {
  day: string;
  averagePrice: number;
  volume: number;
}
export interface PriceHistory {
  currency: Currency;
  days: number;
  points: HistoryPoint[];
}

export interface SellerPage {
  seller: { id: string; name: string; link: string | null; registeredAt: string; onSale: number };
}
