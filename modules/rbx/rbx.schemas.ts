import * as yup from 'yup';
import { CURRENCIES, MESSAGE as MSG, type GameKey, type Money } from '../../kernel';
import type { HistoryStatus } from '../wallet/wallet.schemas';
import {
  parsePassId,
  RBX_MAX,
  RBX_METHODS,
  RBX_MIN,
  type RbxMethod,
  type RbxOrderState,
} from './rbx.vocabulary.schemas';

export * from './rbx.vocabulary.schemas';

/** 30 to 5000 R$, whole (spec trading-core 9). */
export const rbxAmountSchema = yup
  .number()
  .typeError(MSG.invalidValue)
  .required(MSG.required)
  .integer(MSG.invalidValue)
  .min(RBX_MIN, MSG.invalidValue)
  .max(RBX_MAX, MSG.invalidValue);

const methodSchema = yup.string().required(MSG.required).oneOf(RBX_METHODS, MSG.invalidValue);

export const rbxQuoteQuerySchema = yup.object({
  amount: rbxAmountSchema,
  method: methodSchema,
  currency: yup.string().oneOf(CURRENCIES, MSG.invalidValue).default('usd'),
});

/** The game account's nickname, as the game accepts them. */
export const rbxNicknameSchema = yup.string().trim().required(MSG.required).min(3, MSG.tooShort).max(40, MSG.tooLong);

/** The pass's id or its link. */
export const rbxPassSchema = yup
  .string()
  .trim()
  .required(MSG.required)
  .max(300, MSG.tooLong)
  .test('pass', MSG.invalidValue, (v) => !v || parsePassId(v) !== null);

/**
 * Buy R$: the client names the order (a retry with the same id returns the same order), the price it showed (the
 * total, minor units of `currency`: PRICES_HAVE_CHANGED when the server's differs), the game account and the pass.
 */
export const createRbxOrderSchema = yup.object({
  id: yup.string().required(MSG.required).uuid(MSG.invalidValue),
  amount: rbxAmountSchema,
  method: methodSchema,
  currency: yup.string().required(MSG.required).oneOf(CURRENCIES, MSG.invalidValue),
  price: yup
    .number()
    .typeError(MSG.invalidValue)
    .required(MSG.required)
    .integer(MSG.invalidValue)
    .min(1, MSG.invalidValue)
    .max(Number.MAX_SAFE_INTEGER, MSG.invalidValue),
  nickname: rbxNicknameSchema,
  pass: rbxPassSchema,
});
export type CreateRbxOrderInput = yup.InferType<typeof createRbxOrderSchema>;

export const rbxOrderParamsSchema = yup.object({
  game: yup.string().required(),
  id: yup.string().required(MSG.required).uuid(MSG.invalidValue),
});

/** What an amount costs by a method, in the user's currency; the server's numbers, which the page only shows. */
export interface RbxQuote {
  amount: number;
  method: RbxMethod;
  /** What is charged from the balance. */
  total: Money;
  /** The price of one R$ in minor units of the currency, with up to 4 decimals: shown, never charged. */
  unitPriceMinor: number;
  /** The price the player's game pass must have (the game keeps 30 %). */
  passPrice: number;
}

/** The spec's history statuses (trading-core 3) of an order: bought pass pending is delivery, delivered is paid. */
export const HISTORY_STATUS_OF_RBX: Record<RbxOrderState, HistoryStatus> = {
  created: 'created',
  pending: 'delivery',
  delivered: 'paid',
  failed: 'failed',
};
export const RBX_STATES_OF_STATUS: Record<HistoryStatus, RbxOrderState[]> = {
  created: ['created'],
  delivery: ['pending'],
  paid: ['delivered'],
  failed: ['failed'],
  on_check: [],
};

export interface RbxOrderView {
  id: string;
  game: GameKey;
  method: RbxMethod;
  amount: number;
  passPrice: number;
  passId: string;
  nickname: string;
  /** Paid from the balance, or a promo prize (paid by nobody). */
  payment: 'balance' | 'prize';
  /** The price charged (held until delivery); null for a prize. */
  price: Money | null;
  state: RbxOrderState;
  status: HistoryStatus;
  /** Why it failed: the game's word (NOT_FOUND, PRICE_MISMATCH) or the trade code. */
  failure: string | null;
  /** While created: the bot's stage (searching_bot, buying_pass). */
  stage: string | null;
  /** When the R$ reach (or reached) the player. */
  creditedAt: string | null;
  createdAt: string;
  endedAt: string | null;
}

/** A row of the R$ table of /profile/history. */
export interface RbxHistoryRow {
  id: string;
  game: GameKey;
  method: RbxMethod;
  amount: number;
  account: string;
  sum: Money | null;
  status: HistoryStatus;
  failure: string | null;
  createdAt: string;
}
