import type { ColumnType, Generated, Selectable } from 'kysely';

export interface ItemsTable {
  id: Generated<number>;
  game: string;
  slug: string;
  name: string;
  type: string;
  subtype: string | null;
  rarity: string;
  origin: string | null;
  year: number | null;
  event: string | null;
  chroma: boolean;
  ref_values: Record<string, number | null> | null;
  search: ColumnType<string, never, never>;
}

export interface RatesTable {
  currency: string;
  per_usd: ColumnType<string, number | string, number | string>;
  updated_at: Date;
}

export interface CardsTable {
  id: Generated<number>;
  game: string;
  item_id: number;
  type: string;
  subtype: string | null;
  rarity: string;
  name: string;
  age: string | null;
  level: string;
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
  game: string;
  price_minor: ColumnType<string, number, number>;
  currency: string;
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

export interface CatalogTables {
  'catalog.items': ItemsTable;
  'catalog.rates': RatesTable;
  'catalog.cards': CardsTable;
  'catalog.listings': ListingsTable;
  'catalog.sales': SalesTable;
  'catalog.store_links': StoreLinksTable;
}

export type ItemRow = Selectable<ItemsTable>;
export type CardRow = Selectable<CardsTable>;
