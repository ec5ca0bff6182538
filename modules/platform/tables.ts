import type { ColumnType } from 'kysely';

export interface MaintenanceTable {
  game: string;
  service: string;
  mode: string;
  until: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface PlatformTables {
  'platform.maintenance': MaintenanceTable;
}
