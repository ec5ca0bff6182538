import type { GameKey } from '../kernel';
/**
 * The game gateway: the one interface between the trading modules (through the orchestrator) and a
 * game. The simulated world implements it; a real game client adapter would implement the same.
 *
 * Every call that creates something takes the caller's idempotency key, so a step that runs twice
 * (pg-boss delivers at least once) finds what its first run made instead of making it again.
 */

export interface GameAccountInfo {
  id: string;
  game: GameKey;
  nickname: string;
  level: number;
}

export interface GameItem {
  id: string;
  game: GameKey;
  /** The catalog slug (unique within a game), or a food item's slug. */
  slug: string;
  kind: 'item' | 'food';
  age: string | null;
  level: string;
  flyable: boolean;
  rideable: boolean;
  chroma: boolean;
  /** A name the player gave it (a role-play name); a sync does not load such items (spec trading-core 4). */
  customName: string | null;
}

/** Why a friendship operation failed (spec trading-core 8, "Friend errors"). */
export const FRIEND_ERRORS = [
  'CONNECTION_ERROR',
  'NICKNAME_NOT_FOUND',
  'REQUEST_NOT_FOUND',
  'BOT_BROKEN',
  'VERIFICATION_ALREADY_REQUESTED',
  'CLIENT_FRIEND_LIMIT',
  'BOT_FRIEND_LIMIT',
  'BOT_BANNED',
] as const;
export type FriendError = (typeof FRIEND_ERRORS)[number];

/**
 * How a meeting or a trade went wrong in the game. The orchestrator maps each onto the numbered
 * code of the flow it runs (sync 500-508, quick sale 300-308, withdrawal end reasons).
 */
export const GAME_FAILURES = [
  'session_expired', // 500 / 300
  'bot_timeout', // 501 / 301: the game closed the bot's trade
  'kicked', // 502 / 302: the player left or kicked the bot
  'no_trade_license', // 503 / 303
  'friends_interfered', // 504 / 304
  'banned', // 505 / 305: a ban or warning on the account
  'other', // 506 / 306
  'timed_out', // 507 / 307: nobody acted in time
  'tutorial', // 508 (306 in a quick sale)
  'last_item', // 308: the last remaining item cannot be moved
  'declined', // the player declined the trade
  'items_missing', // an item was no longer where the trade expected it
  'level_too_low', // murder-mystery trades need level 10
  'meeting_failed', // the bot could not meet the player in game (trade creation code 12)
  'no_food', // a withdrawal's receiver did not add the one cheap food item (spec trading-core 5)
] as const;
export type GameFailure = (typeof GAME_FAILURES)[number];

export type FriendState = 'friends' | 'requested' | 'declined' | 'none';

export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export interface TradeRequest {
  /** Idempotency key: opening the same key again returns the same trade. */
  key: string;
  botAccountId: string;
  playerAccountId: string;
  /** Items the bot hands over (a withdrawal). */
  botGives: string[];
  /** Items the player hands over (a quick sale), or nothing for an inventory look (a sync). */
  playerGives: string[];
  /** A withdrawal asks the player for one cheap food item in return (spec trading-core 5). */
  playerGivesFood: boolean;
}

export type TradeState =
  | { state: 'open' }
  | { state: 'completed'; movedItemIds: string[] }
  | { state: 'failed'; failure: GameFailure };

export interface GameGateway {
  /** A seller links an account by its session cookie (spec trading-core 8, "Link account"). */
  validateSession(game: GameKey, cookie: string): Promise<Result<GameAccountInfo, 'NOT_FOUND' | 'NO_ACCESS'>>;
  findAccount(game: GameKey, nickname: string): Promise<GameAccountInfo | null>;
  /**
   * The site enters the game as a linked account, with its session cookie, to act for the seller (a sync
   * reads the inventory; a delivery trades from it). Fails as the account's state says: an expired session,
   * a ban or warning, no trading licence, the tutorial not done, or what happens in the game meanwhile.
   */
  enterAccount(key: string, game: GameKey, cookie: string): Promise<Result<GameAccountInfo, GameFailure>>;
  readInventory(accountId: string): Promise<GameItem[]>;

  friendState(botAccountId: string, playerAccountId: string): Promise<FriendState>;
  /** Sends (or finds the already pending) friend request from the bot to the player. */
  sendFriendRequest(botAccountId: string, playerNickname: string): Promise<Result<'sent' | 'friends', FriendError>>;
  removeFriend(botAccountId: string, playerAccountId: string): Promise<void>;

  /** The bot joins the player's game server ("bot enabling"); fails when they cannot trade. */
  meet(key: string, botAccountId: string, playerAccountId: string): Promise<Result<'met', GameFailure>>;
  openTrade(request: TradeRequest): Promise<Result<{ tradeId: string }, GameFailure>>;
  tradeState(tradeId: string): Promise<TradeState>;
  /** The bot walks away from an open trade; a completed trade stays completed. */
  cancelTrade(tradeId: string): Promise<TradeState>;

  /**
   * R$ delivery: the platform's account buys the player's game pass for its price. `credit` says how the game
   * credits the player: at once (a fast pass) or after its pending period (a game pass, 5 to 7 days); creditedAt is
   * when the R$ reach the player. Idempotent by key: a replay returns the first purchase and its creditedAt.
   */
  buyGamePass(
    key: string,
    game: GameKey,
    playerAccountId: string,
    passId: string,
    robux: number,
    credit: PassCredit,
  ): Promise<Result<GamePassPurchase, GamePassError>>;
}

/** How the game credits the R$ of a bought game pass: at once, or after its pending period. */
export type PassCredit = 'instant' | 'pending';
export interface GamePassPurchase {
  purchaseId: string;
  /** When the R$ reach the player (now for an instant credit). */
  creditedAt: Date;
}
/** No such pass on that account, or the pass's price is not the one asked. */
export type GamePassError = 'NOT_FOUND' | 'PRICE_MISMATCH';

export const GAME_GATEWAY = Symbol.for('bots.GameGateway');
