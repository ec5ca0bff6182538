import type { ColumnType, Selectable } from 'kysely';
import type { Variant } from '../catalog';
import type { Currency, GameKey } from '../../kernel';
import type { ExchangeState } from './exchange.schemas';

export interface ExchangesTable {
  id: string;
  user_id: string;
  game: GameKey;
  /** The user's linked account on the site (inventory-sync) and its nickname in the game. */
  account_id: string;
  account_nickname: string;
  /** The fleet bot holding the site's side: the one the trade runs with. */
  bot_account_id: string;
  flow_id: string;
  currency: Currency;
  user_value_minor: ColumnType<string, number, never>;
  site_value_minor: ColumnType<string, number, never>;
  /** What the user adds from the balance (held until the ending), and the change the site pays back. */
  balance_minor: ColumnType<string, number, never>;
  change_minor: ColumnType<string, number, never>;
  state: ColumnType<ExchangeState, ExchangeState | undefined, ExchangeState>;
  code: string | null;
  created_at: Date;
  ended_at: Date | null;
}

export type ExchangeSide = 'user' | 'site';

export interface ExchangeItemsTable {
  exchange_id: string;
  side: ExchangeSide;
  inventory_item_id: string;
  game_item_id: string;
  item_id: number;
  variant: ColumnType<Variant, string, string>;
  /** A user's item: its trade-in value; a site item: the price the market asked. */
  value_minor: ColumnType<string, number, never>;
  moved: ColumnType<boolean | null, never, boolean>;
}

export interface ExchangeTables {
  'exchange.exchanges': ExchangesTable;
  'exchange.exchange_items': ExchangeItemsTable;
}

export type ExchangeRow = Selectable<ExchangesTable>;
export type ExchangeItemRow = Selectable<ExchangeItemsTable>;
