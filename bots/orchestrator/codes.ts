import { AppError } from '../../src/platform/errors';
import type { FriendError, GameFailure, GamePassError } from '../gateway';

/**
 * What a flow does with the bot: look at the inventory (sync), take items (quick sale), give items (withdrawal),
 * both at once in one trade (exchange), or buy the player's game pass to deliver R$ (game_pass: no trade).
 */
export type FlowKind = 'sync' | 'quick_sale' | 'withdrawal' | 'exchange' | 'game_pass';

/** The player hands items to the bot: they befriend it, press Ready, and the trade takes the flow's items. */
export const playerGives = (kind: FlowKind): boolean => kind === 'quick_sale' || kind === 'exchange';
/** The bot hands items over: only the bot holding them can run the flow (no moving to another bot). */
export const botGives = (kind: FlowKind): boolean => kind === 'withdrawal' || kind === 'exchange';

/** Inventory sync failure codes (spec trading-core 8). */
export const SYNC_CODES = {
  500: 'The game session has expired: link the account again',
  501: 'The bot timed out',
  502: 'The bot was kicked from the game',
  503: 'The account has no trading license',
  504: 'Friends interfered with the trade',
  505: 'The account has a ban or a warning',
  506: 'Something went wrong in the game',
  507: 'The trade timed out or expired',
  508: 'The game tutorial is not complete',
} as const;

/** Quick sale failure codes: 300-307 mirror 500-507, 308 is the last item (spec trading-core 8). */
export const QUICK_SALE_CODES = {
  300: 'The game session has expired: link the account again',
  301: 'The bot timed out',
  302: 'The bot was kicked from the game',
  303: 'The account has no trading license',
  304: 'Friends interfered with the trade',
  305: 'The account has a ban or a warning',
  306: 'Something went wrong in the game',
  307: 'The trade timed out or expired',
  308: 'The last remaining item cannot be transferred',
} as const;

/** Trade creation codes (spec trading-core 8). */
export const TRADE_CODES = {
  1: 'Items not found in the inventory',
  2: 'The bot could not find the items: contact support',
  3: 'The bot is occupied by another user',
  4: 'Too many bots needed: reduce the number of items',
  5: 'Trade time is over, the trade was cancelled',
  6: 'Trading is in test mode until {date}',
  7: 'Trading is in test mode, try later',
  8: 'Authorization is outdated: link the account again',
  9: 'Invalid nickname',
  10: 'An active trade already exists',
  11: 'Items not found: refresh the inventory',
  12: 'The meeting with the bot failed',
  13: 'Large-scale technical work is going on',
  14: 'Wait {minutes} minutes after missing a meeting',
  15: 'Temporary limit of {count} trades per 24 hours',
} as const;

/**
 * Withdrawal trade end reasons (spec trading-core 4, "Withdrawal trade ends"), and the ones a delivery from a
 * seller's linked account adds: whose account could not trade, and the trade rules of trading-core 5.
 */
export const WITHDRAWAL_REASONS = {
  BOT_TIMEOUT: 'The bot timed out',
  SELLER_KICKED: 'The bot was kicked from the game',
  USER_CANCELLED: 'The trade was cancelled',
  ITEMS_MISSING: 'Items are missing',
  LAST_ITEM: 'The last remaining item cannot be transferred',
  FRIENDS_INTERFERED: 'Friends interfered with the trade',
  GAME_ERROR: 'Something went wrong in the game',
  BUYER_LEFT: 'You left the game or the trade',
  NO_FOOD_ITEM: 'You did not add one cheap food item to the trade',
  LEVEL_TOO_LOW: 'Murder-mystery trades need level 10',
  BUYER_CANNOT_TRADE: 'Your game account cannot trade right now',
  SELLER_SESSION_EXPIRED: "The seller's game session has expired",
  SELLER_BANNED: "The seller's game account has a ban or a warning",
  SELLER_CANNOT_TRADE: "The seller's game account cannot trade",
} as const;

/** Why the site could not buy the player's game pass (an R$ delivery): the gateway's refusals. */
export const GAME_PASS_REASONS: Record<GamePassError, string> = {
  NOT_FOUND: 'No such game pass on this game account',
  PRICE_MISMATCH: "The game pass's price is not the one computed for this order",
};

/** The player's pass was not there or not at the price: their side, the gateway's word as code and cause. */
export function gamePassEnding(error: GamePassError): FlowEnding {
  return { state: 'failed', code: error, reason: GAME_PASS_REASONS[error], cause: error, fault: 'counterpart' };
}

/** Friendship failures (spec trading-core 8): the named errors plus the two outcomes. */
export const FRIEND_REASONS: Record<FriendError | 'FRIEND_DECLINED' | 'FRIEND_TIMEOUT', string> = {
  CONNECTION_ERROR: 'Connection error while adding the friend',
  NICKNAME_NOT_FOUND: 'Nickname not found',
  REQUEST_NOT_FOUND: 'The friend request was not found',
  BOT_BROKEN: 'The bot is broken',
  VERIFICATION_ALREADY_REQUESTED: 'Verification already requested',
  CLIENT_FRIEND_LIMIT: 'Your friend list is full',
  BOT_FRIEND_LIMIT: "The bot's friend list is full",
  BOT_BANNED: 'The bot is banned',
  FRIEND_DECLINED: 'The bot failed to add you as a friend',
  FRIEND_TIMEOUT: 'You took too long to add the bot, so the trade was cancelled',
};

export type FlowCode = string;

/** The terminal outcome of a flow: its state, the code a client shows, and why. */
export interface FlowEnding {
  state: 'finished' | 'failed' | 'expired' | 'cancelled';
  code: FlowCode | null;
  reason: string;
  /** What happened, in the game's words (a GameFailure, a FriendError, account_busy...), when it did not finish. */
  cause?: string;
  /**
   * Whose account caused it: the one acting for the site (a fleet bot, or the seller's linked account in a
   * delivery) or the other one (the player, the buyer). Null when neither (the game, the clock).
   */
  fault?: Fault;
}

export type Fault = 'actor' | 'counterpart' | null;

const SYNC_BY_FAILURE: Record<GameFailure, keyof typeof SYNC_CODES> = {
  session_expired: 500,
  bot_timeout: 501,
  kicked: 502,
  no_trade_license: 503,
  friends_interfered: 504,
  banned: 505,
  other: 506,
  timed_out: 507,
  tutorial: 508,
  last_item: 506,
  declined: 506,
  items_missing: 506,
  level_too_low: 506,
  meeting_failed: 506,
  no_food: 506,
};

const QUICK_SALE_BY_FAILURE: Record<GameFailure, keyof typeof QUICK_SALE_CODES> = {
  session_expired: 300,
  bot_timeout: 301,
  kicked: 302,
  no_trade_license: 303,
  friends_interfered: 304,
  banned: 305,
  other: 306,
  timed_out: 307,
  tutorial: 306,
  last_item: 308,
  declined: 306,
  items_missing: 306,
  level_too_low: 306,
  meeting_failed: 306,
  no_food: 306,
};

const WITHDRAWAL_BY_FAILURE: Record<GameFailure, keyof typeof WITHDRAWAL_REASONS> = {
  session_expired: 'GAME_ERROR',
  bot_timeout: 'BOT_TIMEOUT',
  kicked: 'SELLER_KICKED',
  no_trade_license: 'GAME_ERROR',
  friends_interfered: 'FRIENDS_INTERFERED',
  banned: 'GAME_ERROR',
  other: 'GAME_ERROR',
  timed_out: 'GAME_ERROR',
  tutorial: 'GAME_ERROR',
  last_item: 'LAST_ITEM',
  declined: 'USER_CANCELLED',
  items_missing: 'ITEMS_MISSING',
  level_too_low: 'LEVEL_TOO_LOW',
  meeting_failed: 'GAME_ERROR',
  no_food: 'NO_FOOD_ITEM',
};

/**
 * A delivery from a seller's linked account: a failure of the seller's account (entering it, its items) or
 * of the buyer's (meeting them, their answer to the trade) reads as that side's.
 */
const DELIVERY_BY_FAILURE: Record<
  'actor' | 'counterpart',
  Partial<Record<GameFailure, keyof typeof WITHDRAWAL_REASONS>>
> = {
  actor: {
    session_expired: 'SELLER_SESSION_EXPIRED',
    banned: 'SELLER_BANNED',
    tutorial: 'SELLER_CANNOT_TRADE',
    no_trade_license: 'SELLER_CANNOT_TRADE',
    kicked: 'SELLER_KICKED',
  },
  counterpart: {
    kicked: 'BUYER_LEFT',
    session_expired: 'BUYER_CANNOT_TRADE',
    banned: 'BUYER_CANNOT_TRADE',
    tutorial: 'BUYER_CANNOT_TRADE',
    no_trade_license: 'BUYER_CANNOT_TRADE',
  },
};

/** Who a trade-stage failure comes from: the giving side's items, or the receiving player's answer. */
const TRADE_FAULT: Record<GameFailure, Fault> = {
  items_missing: 'actor',
  last_item: 'actor',
  declined: 'counterpart',
  kicked: 'counterpart',
  timed_out: 'counterpart',
  no_food: 'counterpart',
  level_too_low: 'counterpart',
  session_expired: 'counterpart',
  banned: 'counterpart',
  tutorial: 'counterpart',
  no_trade_license: 'counterpart',
  meeting_failed: 'counterpart',
  bot_timeout: null,
  friends_interfered: null,
  other: null,
};

/** A failure while the site entered the account it acts as (the linked account's own trouble). */
export const actorFault = (): Fault => 'actor';

/** Who caused a failure of a meeting or a trade with the other player. */
export const faultOfTrade = (failure: GameFailure): Fault => TRADE_FAULT[failure];

/**
 * A game failure during the meeting or the trade, as the flow's kind names it. `fault` says whose account it
 * came from; a delivery from a linked account names the seller's and the buyer's troubles apart.
 */
export function endingForFailure(
  kind: FlowKind,
  failure: GameFailure,
  fault: Fault = null,
  linked = false,
): FlowEnding {
  const known = { cause: failure, fault };
  // A meeting that never happened is trade creation code 12 whatever the flow (a missed meeting, code 14 later).
  if (failure === 'meeting_failed') return { state: 'failed', code: '12', reason: TRADE_CODES[12], ...known };
  const state = failure === 'timed_out' ? 'expired' : 'failed';
  if (kind === 'sync') {
    const code = SYNC_BY_FAILURE[failure];
    return { state, code: String(code), reason: SYNC_CODES[code], ...known };
  }
  // An exchange is a deposit trade too (the player gives): it ends with the quick sale's codes.
  if (playerGives(kind)) {
    const code = QUICK_SALE_BY_FAILURE[failure];
    return { state, code: String(code), reason: QUICK_SALE_CODES[code], ...known };
  }
  if (failure === 'timed_out') return { state, code: '5', reason: TRADE_CODES[5], ...known };
  const code = (linked && fault && DELIVERY_BY_FAILURE[fault][failure]) || WITHDRAWAL_BY_FAILURE[failure];
  return { state, code, reason: WITHDRAWAL_REASONS[code], ...known };
}

/** A trade creation refusal (spec trading-core 8): the numbered code is the errorCode, {placeholders} filled. */
export function tradeCodeError(
  code: keyof typeof TRADE_CODES,
  details: Record<string, unknown> = {},
  status = 409,
): AppError {
  let message: string = TRADE_CODES[code];
  for (const [k, v] of Object.entries(details)) message = message.replace(`{${k}}`, String(v));
  return new AppError(status, String(code), message, { code, ...details });
}

export function tradeCodeEnding(
  code: keyof typeof TRADE_CODES,
  state: FlowEnding['state'] = 'failed',
  cause?: string,
  fault: Fault = null,
): FlowEnding {
  return { state, code: String(code), reason: TRADE_CODES[code], cause: cause ?? `code_${code}`, fault };
}

/** Friend errors of the acting account (its list full, banned, broken) are its own; the player's are theirs. */
const FRIEND_FAULT: Record<keyof typeof FRIEND_REASONS, Fault> = {
  CONNECTION_ERROR: null,
  NICKNAME_NOT_FOUND: 'counterpart',
  REQUEST_NOT_FOUND: 'counterpart',
  BOT_BROKEN: 'actor',
  VERIFICATION_ALREADY_REQUESTED: 'counterpart',
  CLIENT_FRIEND_LIMIT: 'counterpart',
  BOT_FRIEND_LIMIT: 'actor',
  BOT_BANNED: 'actor',
  FRIEND_DECLINED: 'counterpart',
  FRIEND_TIMEOUT: 'counterpart',
};

export function friendEnding(error: keyof typeof FRIEND_REASONS): FlowEnding {
  return {
    state: error === 'FRIEND_TIMEOUT' ? 'expired' : 'failed',
    code: error,
    reason: FRIEND_REASONS[error],
    cause: error,
    fault: FRIEND_FAULT[error],
  };
}
