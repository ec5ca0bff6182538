import type { ColumnType, Generated, Selectable } from 'kysely';
import type { QuestionCategory, QuestionStatus } from './questions.vocabulary.schemas';

export interface QuestionsTable {
  id: string;
  number: ColumnType<string, never, never> & Generated<string>;
  user_id: string | null;
  name: string | null;
  email: string | null;
  access_key_hash: string | null;
  category: QuestionCategory;
  title: string;
  bot_nickname: string | null;
  transfer_date: ColumnType<Date | null, string | null, string | null>;
  login_or_mail: string | null;
  status: QuestionStatus;
  operator_id: string | null;
  comments_since_answer: ColumnType<number, number | undefined, number>;
  rating: number | null;
  feedback: string[] | null;
  created_at: Date;
  updated_at: Date;
  closed_at: Date | null;
}

export interface MessagesTable {
  id: string;
  question_id: string;
  author: 'user' | 'support';
  sender_kind: 'user' | 'operator' | 'bot' | 'ai';
  sender_id: string | null;
  text: string;
  created_at: Date;
  edited_at: Date | null;
}

export interface AttachmentsTable {
  id: string;
  question_id: string;
  message_id: string;
  name: string;
  mime: string;
  kind: 'image' | 'file';
  size: number;
  created_at: Date;
}

export interface AttachmentBlobsTable {
  id: string;
  data: Buffer;
}

export interface QuestionsTables {
  'support.questions': QuestionsTable;
  'support.messages': MessagesTable;
  'support.attachments': AttachmentsTable;
  'support.attachment_blobs': AttachmentBlobsTable;
}

export type QuestionRow = Selectable<QuestionsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type AttachmentRow = Selectable<AttachmentsTable>;
