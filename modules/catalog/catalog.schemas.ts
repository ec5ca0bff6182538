import * as yup from 'yup';
import { CURRENCIES, type Currency, GAME_KEYS, MESSAGE } from '../../kernel';

// Pure: shared by the server and the web app. The enums of spec trading-core section 3 are in
// catalog.vocabulary.schemas.ts (no yup, for the web app's market) and re-exported here.

export * from './catalog.vocabulary.schemas';

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

export const gameSchema = yup.string().required(MSG.required).oneOf(GAME_KEYS, MSG.invalidValue);
export const gameParamsSchema = yup.object({ game: gameSchema });
export const currencyQuerySchema = yup.object({
  currency: yup.string().oneOf(CURRENCIES, MSG.invalidValue).optional(),
});
