import type { FriendError, GameFailure } from '../gateway';

/** What a flow does with the bot: look at the inventory, take items (quick sale), give items (withdrawal). */
export type FlowKind = 'sync' | 'quick_sale' | 'withdrawal';

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

/** Withdrawal trade end reasons (spec trading-core 4, "Withdrawal trade ends"). */
export const WITHDRAWAL_REASONS = {
  BOT_TIMEOUT: 'The bot timed out',
  SELLER_KICKED: 'The bot was kicked from the game',
  USER_CANCELLED: 'The trade was cancelled',
  ITEMS_MISSING: 'Items are missing',
  LAST_ITEM: 'The last remaining item cannot be transferred',
  FRIENDS_INTERFERED: 'Friends interfered with the trade',
  GAME_ERROR: 'Something went wrong in the game',
} as const;

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
}

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
  level_too_low: 'GAME_ERROR',
  meeting_failed: 'GAME_ERROR',
};

/** A game failure during the meeting or the trade, as the flow's kind names it. */
export function endingForFailure(kind: FlowKind, failure: GameFailure): FlowEnding {
  // A meeting that never happened is trade creation code 12 whatever the flow (a missed meeting, code 14 later).
  if (failure === 'meeting_failed') return { state: 'failed', code: '12', reason: TRADE_CODES[12] };
  const state = failure === 'timed_out' ? 'expired' : 'failed';
  if (kind === 'sync') {
    const code = SYNC_BY_FAILURE[failure];
    return { state, code: String(code), reason: SYNC_CODES[code] };
  }
  if (kind === 'quick_sale') {
    const code = QUICK_SALE_BY_FAILURE[failure];
    return { state, code: String(code), reason: QUICK_SALE_CODES[code] };
  }
  if (failure === 'timed_out') return { state, code: '5', reason: TRADE_CODES[5] };
  const code = WITHDRAWAL_BY_FAILURE[failure];
  return { state, code, reason: WITHDRAWAL_REASONS[code] };
}

export function tradeCodeEnding(code: keyof typeof TRADE_CODES, state: FlowEnding['state'] = 'failed'): FlowEnding {
  return { state, code: String(code), reason: TRADE_CODES[code] };
}

export function friendEnding(error: keyof typeof FRIEND_REASONS): FlowEnding {
  return { state: error === 'FRIEND_TIMEOUT' ? 'expired' : 'failed', code: error, reason: FRIEND_REASONS[error] };
}
