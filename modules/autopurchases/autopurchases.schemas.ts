import * as yup from 'yup';
import { CURRENCIES, MESSAGE as MSG, type Money } from '../../kernel';
import { isPriceInput, priceInputSchema, variantInputSchema, type Variant } from '../catalog/catalog.schemas';
import {
  AUTOPURCHASE_QUANTITY_MAX,
  AUTOPURCHASE_STATUSES,
  type AutopurchaseStatus,
} from './autopurchases.vocabulary.schemas';

export * from './autopurchases.vocabulary.schemas';

const quantitySchema = yup
  .number()
  .typeError(MSG.invalidValue)
  .required(MSG.required)
  .integer(MSG.invalidValue)
  .min(1, MSG.invalidValue)
  .max(AUTOPURCHASE_QUANTITY_MAX, MSG.invalidValue);

/**
 * Set an autopurchase (spec trading-core 3, 5): the item and its variant, the price per piece in major units of the
 * currency (its bounds are the item's, as for listing: MIN_NUMBER, MAX_NUMBER, UNSAFE_NUMBER) and the quantity.
 */
export const createAutopurchaseSchema = yup.object({
  itemId: yup
    .number()
    .typeError(MSG.invalidValue)
    .required(MSG.required)
    .integer(MSG.invalidValue)
    .min(1)
    .max(2 ** 31 - 1),
  variant: variantInputSchema.required(MSG.required),
  currency: yup.string().required(MSG.required).oneOf(CURRENCIES, MSG.invalidValue),
  price: priceInputSchema,
  quantity: quantitySchema,
});
export type CreateAutopurchaseInput = yup.InferType<typeof createAutopurchaseSchema>;

/** Change the price per piece or the quantity wanted in all (at least what is already bought). */
export const updateAutopurchaseSchema = yup
  .object({
    price: yup
      .mixed<number | string>()
      .optional()
      .test('number', MSG.invalidValue, (v) => v === undefined || isPriceInput(v)),
    quantity: quantitySchema.optional().default(undefined),
  })
  .test('something', MSG.required, (v) => v.price !== undefined || v.quantity !== undefined);
export type UpdateAutopurchaseInput = yup.InferType<typeof updateAutopurchaseSchema>;

export const autopurchaseParamsSchema = yup.object({ id: yup.string().required(MSG.required).uuid(MSG.invalidValue) });

export const autopurchasesQuerySchema = yup.object({
  status: yup.string().oneOf(['active', 'ended'], MSG.invalidValue).default('active'),
});

export const orderBookQuerySchema = yup.object({
  currency: yup.string().oneOf(CURRENCIES, MSG.invalidValue).default('usd'),
});

export const cardParamsSchema = yup.object({
  cardId: yup
    .number()
    .typeError(MSG.invalidValue)
    .required(MSG.required)
    .integer(MSG.invalidValue)
    .min(1)
    .max(2 ** 31 - 1),
});

// ---- Responses ----

export interface AutopurchaseView {
  id: string;
  game: string;
  cardId: number;
  itemId: number;
  name: string;
  slug: string;
  art: string;
  variant: Variant;
  /** The price per piece the buyer set: they never pay more for one. */
  price: Money;
  quantity: number;
  filled: number;
  /** What the rest costs at most: held on the balance while it is active. */
  held: Money;
  /** What the pieces bought so far cost. */
  spent: Money;
  status: AutopurchaseStatus;
  createdAt: string;
  expiresAt: string;
  endedAt: string | null;
}

/** One price level of a card's order book and how many pieces are asked or wanted there. */
export interface BookLevel {
  price: Money;
  quantity: number;
}

/** A card's order book: the cheapest asks (listings) and the best bids (autopurchases), best first. */
export interface OrderBook {
  cardId: number;
  asks: BookLevel[];
  bids: BookLevel[];
}

export const isAutopurchaseStatus = (s: string): s is AutopurchaseStatus =>
  (AUTOPURCHASE_STATUSES as readonly string[]).includes(s);
