import type { ColumnType, Generated, Selectable } from 'kysely';
import type { NotificationParams } from './notifications.vocabulary.schemas';

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  params: ColumnType<NotificationParams, string, string>;
  created_at: Date;
  read_at: Date | null;
  hidden_at: Date | null;
  pushed_at: Date | null;
}

export interface NotificationsTables {
  'notifications.notifications': NotificationsTable;
}

export type NotificationRow = Selectable<NotificationsTable>;
