import type { ColumnType, Selectable } from 'kysely';
import type { GameKey } from '../../kernel';

import type { TradeFault, TradeState } from './withdrawals.schemas';

export type { TradeFault, TradeState };

/** One withdrawal trade: a delivery of up to 40 bought items from one seller account to the buyer's. */
export interface TradesTable {
  id: string;
  buyer_id: string;
  game: GameKey;
  /** The bots flow that runs it. */
  flow_id: string;
  seller_id: string;
  /** The seller's linked account on the site (inventory-sync's id) and its nickname in the game. */
  seller_account_id: string;
  seller_nickname: string;
  /** The buyer's game account receiving the items. */
  recipient_nickname: string;
  state: ColumnType<TradeState, TradeState | undefined, TradeState>;
  code: string | null;
  cause: string | null;
  fault: TradeFault | null;
  created_at: Date;
  ended_at: Date | null;
}

export interface TradeItemsTable {
  trade_id: string;
  /** The purchased item (orders) it delivers. */
  purchase_item_id: string;
}

/** The game account a buyer collects to, remembered per game. */
export interface RecipientsTable {
  user_id: string;
  game: GameKey;
  nickname: string;
  updated_at: Date;
}

export interface WithdrawalsTables {
  'withdrawals.trades': TradesTable;
  'withdrawals.trade_items': TradeItemsTable;
  'withdrawals.recipients': RecipientsTable;
}

export type TradeRow = Selectable<TradesTable>;
