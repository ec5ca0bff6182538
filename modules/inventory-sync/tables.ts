import type { ColumnType, Generated, Selectable } from 'kysely';

export interface GameAccountsTable {
  id: Generated<string>;
  user_id: string;
  game: string;
  nickname: string;
  status: string;
  frozen: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Date;
}

export interface InventoryItemsTable {
  id: Generated<string>;
  account_id: string;
  user_id: string;
  game: string;
  catalog_item_id: number;
  age: string | null;
  level: string;
  flyable: boolean;
  rideable: boolean;
  chroma: boolean;
  status: string;
  price_minor: ColumnType<string | null, number | null | undefined, number | null>;
  currency: string | null;
  paused_until: Date | null;
  acquired_at: Date;
}

export interface InventoryTables {
  'inventory_sync.game_accounts': GameAccountsTable;
  'inventory_sync.items': InventoryItemsTable;
}

export type GameAccount = Selectable<GameAccountsTable>;
export type InventoryItem = Selectable<InventoryItemsTable>;
