import * as yup from 'yup';
import { MESSAGE as MSG, type GameKey, type Money } from '../../kernel';
import type { PurchasedItemView } from '../orders/orders.schemas';
import type { HistoryStatus, TradeState } from '../wallet/wallet.schemas';
import { NICKNAME_PATTERN } from './withdrawals.vocabulary.schemas';

export type { TradeState };
/** Whose side a failed delivery was on (spec trading-core 4): it decides the refund and the rating. */
export type TradeFault = 'buyer' | 'seller';

export * from './withdrawals.vocabulary.schemas';

/** createWithdraw: the bought items to collect (or all of them) and the game account that receives them. */
export const createWithdrawSchema = yup.object({
  items: yup.array(yup.string().required(MSG.required).uuid(MSG.invalidValue)).max(200, MSG.invalidValue).optional(),
  all: yup.boolean().default(false),
  nickname: yup.string().trim().required(MSG.required).matches(NICKNAME_PATTERN, MSG.invalidValue),
});
export type CreateWithdrawInput = yup.InferType<typeof createWithdrawSchema>;

export interface TimelineEntry {
  stage: string;
  at: string;
}

/** A withdrawal trade as its buyer follows it on /profile/items-withdrawal. */
export interface WithdrawalView {
  id: string;
  game: GameKey;
  state: TradeState;
  /** The bot trade stage (searching_bot ... trading, done) and the spec step it shows as. */
  stage: string;
  step: string;
  /** It waited in line for the seller's account (StartDelayedInventoryTrade). */
  delayed: boolean;
  /** It can still be cancelled (before the site enters the game). */
  cancellable: boolean;
  /** It failed but its items still wait to be collected: a new trade can take them. */
  retryable: boolean;
  /** The buyer's game account, and the seller's, which sends the friend request and the trade. */
  nickname: string;
  sellerNickname: string;
  /** The site's own stock: one of its fleet bots delivers (sellerNickname is the bot's), not a seller's account. */
  siteBot: boolean;
  items: PurchasedItemView[];
  code: string | null;
  reason: string | null;
  fault: TradeFault | null;
  timeline: TimelineEntry[];
  createdAt: string;
  endedAt: string | null;
}

export interface WithdrawalsList {
  trades: WithdrawalView[];
  /** The nickname the buyer collected to last time in this game. */
  recipient: string | null;
}

/** A row of the withdrawals table of /profile/history (spec trading-core 3, "History row columns"). */
export interface WithdrawalHistoryRow {
  id: string;
  game: GameKey;
  account: string;
  items: string[];
  sum: Money | null;
  status: HistoryStatus;
  code: string | null;
  createdAt: string;
}

/** A row of the deposits (quick sales) table of /profile/history. */
