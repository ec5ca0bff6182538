import type { ColumnType } from 'kysely';

export interface MaintenanceTable {
  game: string;
  service: string;
  mode: string;
  until: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface OperationsTables {
  'operations.maintenance': MaintenanceTable;
}
