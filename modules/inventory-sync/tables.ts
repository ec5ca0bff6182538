import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Age, Level } from '../catalog';
import type { AccountStatus, ItemStatus, SyncNote } from './inventory.schemas';
import type { Currency, GameKey } from '../../kernel';

export interface GameAccountsTable {
  id: Generated<string>;
  user_id: string;
  game: GameKey;
  nickname: string;
  /** The settled status; while a sync runs the seller sees loading or sync instead. */
  status: AccountStatus;
  frozen: ColumnType<boolean, boolean | undefined, boolean>;
  /** The game's own id of the account (one link per game account). */
  game_account_id: string | null;
  /** The sync under way (a bots flow), if any. */
  sync_flow_id: string | null;
  sync_started_at: Date | null;
  /** When a sync last finished well. */
  synced_at: Date | null;
  /** How the last sync ended badly (a code 500-508, 3...), or null. */
  last_sync_code: string | null;
  last_sync_notes: ColumnType<SyncNote[], string | undefined, string>;
  /** One of the site's fleet bots, holding the site's stock (not a seller's linked account). */
  fleet: ColumnType<boolean, boolean | undefined, boolean>;
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
  /** The game's own id of the item (null for items that came another way). */
  game_item_id: string | null;
  /** The site's stock: the user the site got it from (a quick sale or an exchange); they cannot take it back. */
  from_user_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Items delivered out of an account while a sync of it, perhaps already read, waited to be applied. */
export interface ItemsLeftDuringSyncTable {
  sync_flow_id: string;
  game_item_id: string;
}

export interface InventoryTables {
  'inventory_sync.game_accounts': GameAccountsTable;
  'inventory_sync.items': InventoryItemsTable;
  'inventory_sync.items_left_during_sync': ItemsLeftDuringSyncTable;
}

export type GameAccount = Selectable<GameAccountsTable>;
export type InventoryItem = Selectable<InventoryItemsTable>;
