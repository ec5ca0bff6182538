import * as yup from 'yup';
import { CURRENCIES, type Currency, GAME_KEYS, MESSAGE } from '../../kernel';

// Pure: shared by the server and the web app. The enums of spec trading-core section 3 are in
// catalog.vocabulary.schemas.ts (no yup, for the web app's market) and re-exported here.

export * from './catalog.vocabulary.schemas';
import { AGES, LEVELS } from './catalog.vocabulary.schemas';

// ---- Pricing rules (spec trading-core 5). Prices are integer minor units (cents, kopecks). ----

/** Minimum selling price per currency, in minor units. */
export const MIN_SELLING_PRICE: Record<Currency, number> = { usd: 10, eur: 10, rub: 1000 };

// ---- Requests: the game of a game-scoped address, the viewer's currency ----

const MSG = MESSAGE;

/** A price the client saw, in minor units: buy and quick sale compare it with the server's. */
export const seenPriceSchema = yup
  .number()
  .typeError(MSG.invalidValue)
  .required(MSG.required)
  .integer(MSG.invalidValue)
  .min(1, MSG.invalidValue)
  .max(Number.MAX_SAFE_INTEGER, MSG.invalidValue);

/**
 * A price as a seller or a buyer types it, in major units of their currency ("12.50" or 12.5). Whether it is
 * a safe amount (finite, two decimals at most, within Number.MAX_SAFE_INTEGER minor units) is checked
 * by the service, which answers UNSAFE_NUMBER; yup here only rejects what is not a number at all.
 */
export const priceInputSchema = yup
  .mixed<number | string>()
  .required(MSG.required)
  .test('number', MSG.invalidValue, (v) => isPriceInput(v));

/** A number, or text that reads as one (the service decides whether it is a safe amount). */
export const isPriceInput = (v: unknown): v is number | string =>
  typeof v === 'number' || (typeof v === 'string' && /^\s*-?[\d.eE+-]+\s*$/.test(v));

/** An item's variant in a request (a pet's age chosen; null for things without ages). */
export const variantInputSchema = yup.object({
  age: yup.string().oneOf(AGES, MSG.invalidValue).nullable().defined(MSG.required),
  level: yup.string().required(MSG.required).oneOf(LEVELS, MSG.invalidValue),
  flyable: yup.boolean().required(MSG.required),
  rideable: yup.boolean().required(MSG.required),
  chroma: yup.boolean().required(MSG.required),
});

export const gameSchema = yup.string().required(MSG.required).oneOf(GAME_KEYS, MSG.invalidValue);
export const gameParamsSchema = yup.object({ game: gameSchema });
export const currencyQuerySchema = yup.object({
  currency: yup.string().oneOf(CURRENCIES, MSG.invalidValue).optional(),
});
