import type { ColumnType, Generated } from 'kysely';
import type { AbTestName } from './analytics.schemas';

type Bigint = ColumnType<string, number | string | bigint, number | string | bigint>;

export interface EventsTable {
  id: Generated<Bigint>;
  track_id: string;
  event_key: string;
  user_id: string | null;
  event: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  occurred_at: Date;
  received_at: Date;
  ab_name: AbTestName;
  ab_version: number;
  ab_group: number;
}

export interface AbAssignmentsTable {
  track_id: string;
  name: AbTestName;
  version: number;
  user_group: number;
  assigned_at: Date;
  last_seen_at: Date;
}

export interface AnalyticsTables {
  'analytics.events': EventsTable;
  'analytics.ab_assignments': AbAssignmentsTable;
}
