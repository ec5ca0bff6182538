import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PassCredit } from '../gateway';
import type { FlowKind } from './codes';
import type { GameKey } from '../../kernel';

export type BotHealth = 'ok' | 'friend_list_full' | 'banned' | 'broken';

export interface FleetTable {
  id: Generated<string>;
  game: GameKey;
  account_id: string;
  nickname: string;
  health: ColumnType<BotHealth, BotHealth | undefined, BotHealth>;
  capacity: number;
  active: ColumnType<number, number | undefined, number>;
  assigned_total: ColumnType<string, number | undefined, number>;
  created_at: Date;
}

/** A game account the site drives with its session cookie (a seller's linked account). */
export interface LinkedAccountsTable {
  account_id: string;
  game: GameKey;
  nickname: string;
  /** The session cookie, sealed (src/platform/sealed-box.ts) with the account's id as context. */
  cookie_sealed: string;
  busy_flow_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Who acts for the site in a flow: a fleet bot, or the player's own linked account driven by the site. */
export type FlowActor = 'fleet' | 'linked';

export type FlowState = 'active' | 'finished' | 'failed' | 'expired' | 'cancelled';
/** The bot trade stages shown to the user (spec trading-core 4), plus waiting for the user's Ready. */
export type FlowStage =
  | 'searching_bot'
  | 'checking_friendship'
  | 'adding_friend'
  | 'pending_ready'
  | 'bot_enabling'
  | 'trading'
  /** A game_pass flow: the assigned bot buys the player's game pass. */
  | 'buying_pass'
  | 'done';

export interface FlowsTable {
  id: Generated<string>;
  kind: FlowKind;
  actor: ColumnType<FlowActor, FlowActor | undefined, FlowActor>;
  game: GameKey;
  user_id: string;
  player_account_id: string;
  player_nickname: string;
  /** The game items the trade moves: the player's in a quick sale or an exchange, the bot's in a withdrawal. */
  items: ColumnType<string[], string[] | undefined, string[]>;
  /** An exchange: the bot's items it gives the player in the same trade. */
  bot_items: ColumnType<string[], string[] | undefined, string[]>;
  state: ColumnType<FlowState, FlowState | undefined, FlowState>;
  stage: FlowStage;
  step: string;
  version: ColumnType<number, number | undefined, number>;
  fleet_bot_id: string | null;
  bot_account_id: string | null;
  delayed: ColumnType<boolean, boolean | undefined, boolean>;
  needs_ready: ColumnType<boolean, boolean | undefined, boolean>;
  ready_at: Date | null;
  friend_request_sent: ColumnType<boolean, boolean | undefined, boolean>;
  attempt: ColumnType<number, number | undefined, number>;
  bot_switches: ColumnType<number, number | undefined, number>;
  trade_id: string | null;
  stage_deadline: Date | null;
  wake_at: Date;
  code: string | null;
  reason: string | null;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  /** A queue that hears the flow's ending, sent in the ending's own transaction. */
  on_end_queue: string | null;
  /** A delivery from a linked account: the game account that receives the items (the buyer's). */
  recipient_account_id: string | null;
  recipient_nickname: string | null;
  /** A game_pass flow: the player's pass, the price it is bought at (R$) and how the game credits it. */
  pass_id: ColumnType<string | null, string | null | undefined, string | null>;
  pass_robux: ColumnType<number | null, number | null | undefined, number | null>;
  pass_credit: ColumnType<PassCredit | null, PassCredit | null | undefined, PassCredit | null>;
  created_at: Date;
  updated_at: Date;
  ended_at: Date | null;
}

export interface FlowEventsTable {
  id: Generated<string>;
  flow_id: string;
  user_id: string;
  type: string;
  payload: ColumnType<Record<string, unknown>, string, never>;
  created_at: Date;
}

export interface BotsTables {
  'bots.fleet': FleetTable;
  'bots.flows': FlowsTable;
  'bots.flow_events': FlowEventsTable;
  'bots.linked_accounts': LinkedAccountsTable;
}

export type FleetBot = Selectable<FleetTable>;
export type Flow = Selectable<FlowsTable>;
export type LinkedAccount = Selectable<LinkedAccountsTable>;
export type FlowPatch = Partial<Omit<Flow, 'id' | 'version' | 'result'>> & { result?: string | null };
