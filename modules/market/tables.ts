import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Age, Level } from '../catalog';
import type { Currency, GameKey } from '../../kernel';

// The market's tables. They live in the Postgres schema `catalog`, where migrations 0004, 0007 and
// 0010 made them before the market was a module of its own, together with the functions of their
// triggers (catalog.listings_changed, catalog.refresh_cards): the names stay and no data moves. The
// market owns them: only its repos read or write them. The catalog's own tables (catalog.items,
// catalog.rates) the market reads only through the catalog's services.

export interface CardsTable {
  id: Generated<number>;
  game: GameKey;
  item_id: number;
  type: string;
  subtype: string | null;
  rarity: string;
  name: string;
  age: Age | null;
  level: Level;
  flyable: boolean;
  rideable: boolean;
  chroma: boolean;
  count: ColumnType<number, number | undefined, number>;
  min_base: ColumnType<string | null, number | null | undefined, number | null>;
  last_listed_at: Date | null;
  sales_30d: ColumnType<number, number | undefined, number>;
  value_base: ColumnType<string | null, number | null | undefined, number | null>;
  recommended_base: ColumnType<string | null, number | null | undefined, number | null>;
  discount: ColumnType<number, never, never>;
}

export interface ListingsTable {
  inventory_item_id: string;
  card_id: number;
  seller_id: string;
  game: GameKey;
  price_minor: ColumnType<string, number, number>;
  currency: Currency;
  base_cents: ColumnType<string, number, number>;
  listed_at: Date;
  /** A cart reservation: held for this buyer until then (migration 0010). */
  reserved_by: ColumnType<string | null, string | null | undefined, string | null>;
  reserved_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SalesTable {
  id: Generated<string>;
  card_id: number;
  item_id: number;
  base_cents: ColumnType<string, number, number>;
  sold_at: Date;
}

export interface StoreLinksTable {
  user_id: string;
  link: string;
  status: 'pending' | 'approved' | 'rejected';
  requested_at: Date;
  reviewed_at: Date | null;
}

export interface MarketTables {
  'catalog.cards': CardsTable;
  'catalog.listings': ListingsTable;
  'catalog.sales': SalesTable;
  'catalog.store_links': StoreLinksTable;
}

export type CardRow = Selectable<CardsTable>;
export type ListingRow = Selectable<ListingsTable>;
