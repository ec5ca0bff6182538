import type { ColumnType, Selectable } from 'kysely';
import type { Variant } from '../catalog';
import type { Currency, GameKey } from '../../kernel';
import type { QuickSaleState } from './quick-sale.schemas';

export interface SalesTable {
  id: string;
  user_id: string;
  game: GameKey;
  /** The seller's linked account on the site (inventory-sync) and its nickname in the game. */
  account_id: string;
  account_nickname: string;
  flow_id: string;
  currency: Currency;
  /** What the site offered for all the items, and what it paid for those that moved (set on the ending). */
  total_minor: ColumnType<string, number, never>;
  paid_minor: ColumnType<string | null, never, number>;
  state: ColumnType<QuickSaleState, QuickSaleState | undefined, QuickSaleState>;
  code: string | null;
  created_at: Date;
  ended_at: Date | null;
}

export interface SaleItemsTable {
  sale_id: string;
  inventory_item_id: string;
  game_item_id: string;
  item_id: number;
  variant: ColumnType<Variant, string, string>;
  price_minor: ColumnType<string, number, never>;
  /** Whether the trade moved it to the bot (null until the trade ended). */
  moved: ColumnType<boolean | null, never, boolean>;
}

export interface QuickSaleTables {
  'quick_sale.sales': SalesTable;
  'quick_sale.sale_items': SaleItemsTable;
}

export type SaleRow = Selectable<SalesTable>;
export type SaleItemRow = Selectable<SaleItemsTable>;
