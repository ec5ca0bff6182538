import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Currency, GameKey } from '../../kernel';

// The catalog's tables (Postgres schema `catalog`). The market's tables live in that schema too
// (cards, listings, sales, store_links: modules/market/tables.ts); only the market's repos touch them.

export interface ItemsTable {
  id: Generated<number>;
  game: GameKey;
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
  currency: Currency;
  per_usd: ColumnType<string, number | string, number | string>;
  updated_at: Date;
}

export interface CatalogTables {
  'catalog.items': ItemsTable;
  'catalog.rates': RatesTable;
}

export type ItemRow = Selectable<ItemsTable>;
