import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Age, Level } from '../catalog';
import type { AccountStatus, ItemStatus } from './inventory.schemas';
import type { Currency, GameKey } from '../../kernel';

export interface GameAccountsTable {
  id: Generated<string>;
  user_id: string;
  game: GameKey;
  nickname: string;
  status: AccountStatus;
  frozen: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Date;
}

export interface InventoryItemsTable {
  id: Generated<string>;
  account_id: string;
  user_id: string;
  game: GameKey;
  catalog_item_id: number;
  age: Age | null;
  level: Level;
  flyable: boolean;
  rideable: boolean;
  chroma: boolean;
  status: ItemStatus;
  price_minor: ColumnType<string | null, number | null | undefined, number | null>;
  currency: Currency | null;
  paused_until: Date | null;
  acquired_at: Date;
}

export interface InventoryTables {
  'inventory_sync.game_accounts': GameAccountsTable;
  'inventory_sync.items': InventoryItemsTable;
}

export type GameAccount = Selectable<GameAccountsTable>;
export type InventoryItem = Selectable<InventoryItemsTable>;
