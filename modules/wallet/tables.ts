import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Currency } from '../../kernel';

type Bigint = ColumnType<string, number | string | bigint, number | string | bigint>;

export interface AccountsTable {
  id: Generated<string>;
  owner_id: string;
  kind: string;
  currency: Currency;
  /** User accounts only; the site's accounts are summed from their postings. */
  balance: Bigint | null;
}

export interface TransactionsTable {
  id: Generated<string>;
  idempotency_key: string;
  kind: string;
  reference: string;
  created_at: Date;
}

export interface PostingsTable {
  transaction_id: string;
  account_id: string;
  amount: Bigint;
}

export interface TopupsTable {
  id: Generated<string>;
  user_id: string;
  amount_minor: Bigint;
  currency: Currency;
  method: string;
  status: string;
  provider_payment_id: string | null;
  failure_reason: string | null;
  created_at: Date;
  updated_at: Date;
  credited_at: Date | null;
}

export interface TopupMethodsTable {
  method: string;
  available: boolean;
  updated_at: Generated<Date>;
}

export interface CashoutsTable {
  id: Generated<string>;
  user_id: string;
  method: string;
  destination: string;
  amount_minor: Bigint;
  fee_minor: Bigint;
  currency: Currency;
  status: string;
  note: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface WalletTables {
  'wallet.accounts': AccountsTable;
  'wallet.transactions': TransactionsTable;
  'wallet.postings': PostingsTable;
  'wallet.topups': TopupsTable;
  'wallet.topup_methods': TopupMethodsTable;
  'wallet.cashouts': CashoutsTable;
}

export type TopupRow = Selectable<TopupsTable>;
export type CashoutRow = Selectable<CashoutsTable>;
