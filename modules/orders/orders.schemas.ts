import * as yup from 'yup';
import { seenPriceSchema } from '../catalog/catalog.schemas';
import { CART_MAX_ITEMS } from './orders.vocabulary.schemas';
import { CURRENCIES, MESSAGE, type GameKey, type Money } from '../../kernel';

// Pure: shared by the server and the web app (cart, fast-buy, purchased items).

// The limits and keys (CART_MAX_ITEMS, ...) are in orders.vocabulary.schemas.ts (no yup, for the web app).
export * from './orders.vocabulary.schemas';

const MSG = MESSAGE;

/**
 * One line of a buy: the cheapest `quantity` of a market card, or one chosen offer. `price` is the
 * unit price the buyer saw, in minor units of the purchase currency: a dearer price now is
 * PRICES_HAVE_CHANGED, a cheaper one is simply charged.
 */
export const buyLineSchema = yup
  .object({
    cardId: yup
      .number()
      .typeError(MSG.invalidValue)
      .integer(MSG.invalidValue)
      .min(1, MSG.invalidValue)
      .max(2_147_483_647, MSG.invalidValue)
      .optional(),
    offerId: yup.string().uuid(MSG.invalidValue).optional(),
    quantity: yup
      .number()
      .typeError(MSG.invalidValue)
      .integer(MSG.invalidValue)
      .min(1, MSG.invalidValue)
      .max(CART_MAX_ITEMS, MSG.tooLong)
      .default(1),
    price: seenPriceSchema,
  })
  .test(
    'card-or-offer',
    MSG.invalidValue,
    (line) => (line.cardId != null) !== (line.offerId != null) && (line.offerId == null || line.quantity === 1),
  );

export const buySchema = yup.object({
  currency: yup.string().required(MSG.required).oneOf(CURRENCIES, MSG.invalidValue),
  items: yup
    .array(buyLineSchema)
    .required(MSG.required)
    .min(1, MSG.tooShort)
    .max(CART_MAX_ITEMS, MSG.tooLong)
    .test('total', MSG.tooLong, (items) => (items ?? []).reduce((n, l) => n + (l.quantity ?? 1), 0) <= CART_MAX_ITEMS),
});
export type BuyInput = yup.InferType<typeof buySchema>;

export const purchasedQuerySchema = yup.object({
  state: yup.string().oneOf(['active', 'old'], MSG.invalidValue).default('active'),
});

export type PurchasedStatus = 'waiting' | 'delivering' | 'completed' | 'cancelled' | 'expired';

export interface PurchasedItemView {
  id: string;
  purchaseId: string;
  game: string;
  itemId: number;
  name: string;
  slug: string;
  art: string;
  variant: { age: string | null; level: string; flyable: boolean; rideable: boolean; chroma: boolean };
  price: Money;
  status: PurchasedStatus;
  cancelReason: string | null;
  createdAt: string;
  /** Collect before this time, or the item returns to sale and the money to the balance. */
  collectBy: string;
  finishedAt: string | null;
}

/** A sale as its seller sees it: the listing price, the fee, and what they get. */
export interface SaleView {
  id: string;
  game: string;
  name: string;
  art: string;
  price: Money;
  fee: Money;
  received: Money;
  status: 'sold' | 'completed' | 'cancelled';
  cancelReason: string | null;
  createdAt: string;
}

/** An item held for the buyer in a cart reservation: bought with `{ offerId, price }`. */
export interface ReservedItemView {
  offerId: string;
  cardId: number;
  name: string;
  slug: string;
  art: string;
  variant: PurchasedItemView['variant'];
  price: Money;
  reservedUntil: string;
}

export interface BuyResult {
  purchaseId: string;
  total: Money;
  items: PurchasedItemView[];
}

/** Why a deal was called off (spec trading-core 4). */
export const CANCEL_REASONS = [
  'timeout',
  'seller_trouble',
  'price_change',
  'reservation_expired',
  'item_gone',
  'buyer_cancel',
  'delivery_failed',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Statistics query: the user's currency and how many months back (this one included). */
export const statisticsQuerySchema = yup.object({
  currency: yup.string().oneOf(CURRENCIES, MESSAGE.invalidValue).default('usd'),
  months: yup.number().typeError(MESSAGE.invalidValue).integer(MESSAGE.invalidValue).min(1).max(24).default(12),
});

/** Spec trading-core 3: a seller's sales, income and successful-deal percentage per month. */
export interface SellerStatistics {
  months: Array<{ month: string; sales: number; income: Money; successPercent: number | null }>;
}

/** Spec trading-core 3: a buyer's purchases and successful-purchase percentage per month, and the dearest item. */
export interface BuyerStatistics {
  months: Array<{ month: string; purchases: number; successPercent: number | null }>;
  mostExpensive: { game: GameKey; itemId: number; name: string; slug: string; price: Money; at: string } | null;
}
