import type { ColumnType, Generated, Selectable } from 'kysely';

export interface AuditLogTable {
  id: Generated<string>;
  at: Date;
  actor_id: string | null;
  actor_role: 'token' | 'operator' | 'admin';
  action: string;
  params: ColumnType<unknown, string, never>;
  input: ColumnType<unknown, string, never>;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
}

export interface AdminTables {
  'admin.audit_log': AuditLogTable;
}

export type AuditRow = Selectable<AuditLogTable>;
