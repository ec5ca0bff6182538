import type { ColumnType, Generated, Selectable } from 'kysely';
import type { GameKey } from '../../kernel';

export interface WorldAccountsTable {
  id: Generated<string>;
  game: GameKey;
  nickname: string;
  is_bot: ColumnType<boolean, boolean | undefined, boolean>;
  level: ColumnType<number, number | undefined, number>;
  tutorial_done: ColumnType<boolean, boolean | undefined, boolean>;
  trade_license: ColumnType<boolean, boolean | undefined, boolean>;
  warnings: ColumnType<number, number | undefined, number>;
  banned: ColumnType<boolean, boolean | undefined, boolean>;
  session_cookie: string;
  cookie_expires_at: Date;
  behaviour: ColumnType<PlayerBehaviour, string | undefined, string>;
  created_at: Date;
}

export interface WorldItemsTable {
  id: Generated<string>;
  account_id: string;
  game: GameKey;
  slug: string;
  kind: ColumnType<'item' | 'food', 'item' | 'food' | undefined, 'item' | 'food'>;
  age: string | null;
  level: ColumnType<string, string | undefined, string>;
  flyable: ColumnType<boolean, boolean | undefined, boolean>;
  rideable: ColumnType<boolean, boolean | undefined, boolean>;
  chroma: ColumnType<boolean, boolean | undefined, boolean>;
  custom_name: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Date;
}

export interface FriendshipsTable {
  account_id: string;
  friend_id: string;
  since: Date;
}

export interface FriendRequestsTable {
  id: Generated<string>;
  from_id: string;
  to_id: string;
  state: ColumnType<'pending' | 'accepted' | 'declined', 'pending' | undefined, 'pending' | 'accepted' | 'declined'>;
  decision: 'accept' | 'decline' | null;
  decide_at: Date | null;
  created_at: Date;
}

export interface MeetingsTable {
  key: string;
  bot_id: string;
  player_id: string;
  failure: string | null;
  created_at: Date;
}

export interface TradesTable {
  id: Generated<string>;
  key: string;
  game: GameKey;
  bot_id: string;
  player_id: string;
  state: ColumnType<'open' | 'completed' | 'failed', 'open' | 'failed' | undefined, 'open' | 'completed' | 'failed'>;
  failure: string | null;
  wants_food: boolean;
  /** The player's scripted answer: accept, or a failure such as declined / kicked; null while undecided. */
  decision: string | null;
  decide_at: Date | null;
  changed_at: Date;
  created_at: Date;
  closed_at: Date | null;
}

export interface TradeItemsTable {
  trade_id: string;
  item_id: string;
  side: 'bot' | 'player';
}

export interface GamePassesTable {
  id: string;
  account_id: string;
  robux: number;
  created_at: Date;
}

export interface GamePassPurchasesTable {
  key: string;
  pass_id: string;
  robux: number;
  /** At once (a fast pass) or after the pending period (a game pass). */
  credit: ColumnType<'instant' | 'pending', 'instant' | 'pending' | undefined, never>;
  /** When the player receives the R$ (the price less the game's share). */
  credited_at: Date;
  created_at: Date;
}

export interface InjectedFailuresTable {
  id: Generated<string>;
  account_id: string;
  at_step: InjectionStep;
  failure: string;
  created_at: Date;
  consumed_at: Date | null;
}

/** Where an injected failure strikes: sending the friend request, the meeting, or the trade's answer. */
export type InjectionStep = 'friend' | 'meet' | 'trade';

export interface SessionsTable {
  key: string;
  account_id: string;
  failure: string | null;
  created_at: Date;
}

/**
 * A scripted player: how likely and how fast each answer is. Latencies are in real milliseconds
 * before the time scale. `manual` players answer only through the game console.
 */
export interface PlayerBehaviour {
  manual?: boolean;
  acceptFriend?: number;
  friendLatencyMs?: [number, number];
  /** Weights of the player's answer to a trade; what is left over of 1 is going idle. */
  acceptTrade?: number;
  declineTrade?: number;
  leave?: number;
  tradeLatencyMs?: [number, number];
  readyLatencyMs?: [number, number];
}

export interface WorldTables {
  'game_world.accounts': WorldAccountsTable;
  'game_world.items': WorldItemsTable;
  'game_world.friendships': FriendshipsTable;
  'game_world.friend_requests': FriendRequestsTable;
  'game_world.meetings': MeetingsTable;
  'game_world.sessions': SessionsTable;
  'game_world.trades': TradesTable;
  'game_world.trade_items': TradeItemsTable;
  'game_world.game_passes': GamePassesTable;
  'game_world.game_pass_purchases': GamePassPurchasesTable;
  'game_world.injected_failures': InjectedFailuresTable;
}

export type WorldAccount = Selectable<WorldAccountsTable>;
export type WorldTrade = Selectable<TradesTable>;
