import type { ColumnType, Selectable } from 'kysely';
import type { Currency, GameKey } from '../../kernel';
import type { RbxMethod, RbxOrderState } from './rbx.vocabulary.schemas';

export interface RbxOrdersTable {
  /** The client's id for a bought order (a retry finds it); a prize order's is made here. */
  id: string;
  user_id: string;
  game: GameKey;
  method: RbxMethod;
  /** R$ the player receives. */
  amount: number;
  /** The price of the player's game pass (amount / 0.7, rounded up). */
  pass_price: number;
  pass_id: string;
  nickname: string;
  payment: 'balance' | 'prize';
  currency: Currency | null;
  price_minor: ColumnType<string | null, number | null, never>;
  promo_use_id: string | null;
  flow_id: string | null;
  state: ColumnType<RbxOrderState, RbxOrderState | undefined, RbxOrderState>;
  failure: string | null;
  credited_at: Date | null;
  created_at: Date;
  updated_at: Date;
  ended_at: Date | null;
}

export interface RbxTables {
  'rbx.orders': RbxOrdersTable;
}

export type RbxOrderRow = Selectable<RbxOrdersTable>;
