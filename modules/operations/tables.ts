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
  /** null: live; otherwise one of DEV_STATUSES (flags.vocabulary.schemas.ts). */
  dev_status: ColumnType<string | null, never, string | null>;
  updated_at: Date;
}

/** A flag staff switched at run time; it wins over the default and FEATURE_FLAGS. */
export interface FlagOverridesTable {
  flag: string;
  value: boolean;
  updated_at: Date;
}

export interface OperationsTables {
  'operations.maintenance': MaintenanceTable;
  'operations.settings': SettingsTable;
  'operations.flag_overrides': FlagOverridesTable;
}
