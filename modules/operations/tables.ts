import type { ColumnType } from 'kysely';

export interface MaintenanceTable {
  game: string;
  service: string;
  mode: string;
  until: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** One row (id true): settings operators switch, such as the season. */
export interface SettingsTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  season: string;
  updated_at: Date;
}

export interface OperationsTables {
  'operations.maintenance': MaintenanceTable;
  'operations.settings': SettingsTable;
}
