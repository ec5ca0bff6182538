import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Currency, GameKey } from '../../kernel';

type Bigint = ColumnType<string, number | string, number | string>;

export interface PurchasesTable {
  id: string;
  buyer_id: string;
  game: GameKey;
  currency: Currency;
  total_minor: Bigint;
  created_at: Date;
  collect_by: Date;
}

export interface PurchaseItemsTable {
  id: Generated<string>;
  purchase_id: string;
  buyer_id: string;
  seller_id: string;
  game: GameKey;
  inventory_item_id: string;
  card_id: number;
  item_id: number;
  name: string;
  slug: string;
  variant: ColumnType<VariantJson, string, string>;
  price_minor: Bigint;
  currency: Currency;
  base_cents: Bigint;
  seller_price_minor: Bigint;
  seller_currency: Currency;
  fee_minor: Bigint;
  status: string;
  cancel_reason: string | null;
  created_at: Date;
  collect_by: Date;
  finished_at: Date | null;
  /** When the delivery under way began: the collection window pauses while it runs. */
  delivery_started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface VariantJson {
  age: string | null;
  level: string;
  flyable: boolean;
  rideable: boolean;
  chroma: boolean;
}

export interface OrdersTables {
  'orders.purchases': PurchasesTable;
  'orders.purchase_items': PurchaseItemsTable;
}

export type PurchaseItemRow = Selectable<PurchaseItemsTable>;
