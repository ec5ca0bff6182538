import type { ColumnType, Selectable } from 'kysely';
import type { ChatSaying, ChatSenderKind, ChatState } from './chats.vocabulary.schemas';

export interface ChatsTable {
  id: string;
  user_id: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  access_key_hash: string | null;
  language: string;
  state: ChatState;
  operator_id: string | null;
  unanswered: ColumnType<number, number | undefined, number>;
  created_at: Date;
  updated_at: Date;
  closed_at: Date | null;
}

export interface ChatMessagesTable {
  id: string;
  seq: ColumnType<string, never, never>;
  chat_id: string;
  client_id: string | null;
  author: 'user' | 'support';
  sender_kind: ChatSenderKind;
  sender_id: string | null;
  text: string | null;
  saying: ChatSaying | null;
  articles: ColumnType<string[], string[] | undefined, string[]>;
  created_at: Date;
}

export interface ChatsTables {
  'support.chats': ChatsTable;
  'support.chat_messages': ChatMessagesTable;
}

export type ChatRow = Selectable<ChatsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;
