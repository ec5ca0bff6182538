import type { Selectable } from 'kysely';

export interface CodesTable {
  code: string;
  system: 'item' | 'rbx';
  spins: number;
  rbx: number;
  max_uses: number | null;
  uses: number;
  expires_at: Date | null;
  countries: string[] | null;
  created_at: Date;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  code: string;
  system: 'item' | 'rbx';
  spins: number;
  rbx: number;
  created_at: Date;
}

export interface SpinCreditsTable {
  id: string;
  user_id: string;
  source: 'code' | 'advent' | 'spin';
  source_id: string;
  created_at: Date;
  spin_id: string | null;
}

export interface WheelSeedsTable {
  user_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  updated_at: Date;
}

export interface SpinsTable {
  id: string;
  user_id: string;
  credit_id: string;
  nonce: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  roll: string;
  segment: number;
  prize: unknown;
  created_at: Date;
}

export interface RbxPrizesTable {
  id: string;
  user_id: string;
  amount: number;
  source: 'code' | 'spin';
  source_id: string;
  created_at: Date;
  order_id: string | null;
  claimed_at: Date | null;
}

export interface GiveawaysTable {
  day: string;
  seed: string;
  seed_hash: string;
  prize: unknown;
  draws_at: Date;
  drawn_at: Date | null;
  entries: number | null;
  entries_digest: string | null;
  roll: string | null;
  winner_id: string | null;
}

export interface GiveawayEntriesTable {
  day: string;
  user_id: string;
  number: number;
  joined_at: Date;
}

export interface AdventDoorsTable {
  user_id: string;
  year: number;
  door: number;
  prize: unknown;
  opened_at: Date;
}

export interface PromoTables {
  'promo.codes': CodesTable;
  'promo.subscriptions': SubscriptionsTable;
  'promo.spin_credits': SpinCreditsTable;
  'promo.wheel_seeds': WheelSeedsTable;
  'promo.spins': SpinsTable;
  'promo.rbx_prizes': RbxPrizesTable;
  'promo.giveaways': GiveawaysTable;
  'promo.giveaway_entries': GiveawayEntriesTable;
  'promo.advent_doors': AdventDoorsTable;
}

export type CodeRow = Selectable<CodesTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type SpinRow = Selectable<SpinsTable>;
export type RbxPrizeRow = Selectable<RbxPrizesTable>;
export type GiveawayRow = Selectable<GiveawaysTable>;
