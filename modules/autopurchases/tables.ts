import type { ColumnType, Selectable } from 'kysely';
import type { Currency, GameKey } from '../../kernel';
import type { AutopurchaseStatus } from './autopurchases.vocabulary.schemas';

type Bigint = ColumnType<string, number, number>;

export interface AutopurchasesTable {
  id: string;
  buyer_id: string;
  game: GameKey;
  card_id: number;
  item_id: number;
  currency: Currency;
  price_minor: Bigint;
  limit_cents: Bigint;
  quantity: number;
  filled: ColumnType<number, number | undefined, number>;
  held_minor: Bigint;
  status: AutopurchaseStatus;
  hold_moves: ColumnType<number, number | undefined, number>;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
  ended_at: Date | null;
}

export interface FillsTable {
  purchase_item_id: string;
  autopurchase_id: string;
  purchase_id: string;
  charge_minor: Bigint;
  /** The autopurchase's price when this piece was bought (the charge is never above it). */
  price_minor: Bigint;
  created_at: Date;
}

export interface AutopurchasesTables {
  'autopurchases.autopurchases': AutopurchasesTable;
  'autopurchases.fills': FillsTable;
}

export type AutopurchaseRow = Selectable<AutopurchasesTable>;
