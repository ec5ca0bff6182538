import { sql, type Kysely } from 'kysely';

/**
 * Live chat (spec trading-core 2, 3 "Chat and support form fields", 6 operator and assistant bot): a chat of a user or
 * a visitor (name, e-mail, phone; reached by a key), where the assistant answers first and an operator takes over,
 * and its messages. A message's client id makes a resend harmless; at most one open chat per user.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE support.chats (
      id uuid PRIMARY KEY,
      user_id uuid,
      name text NOT NULL,
      email text,
      phone text,
      access_key_hash text,
      language text NOT NULL,
      state text NOT NULL CHECK (state IN ('assistant', 'waiting', 'operator', 'closed')),
      operator_id uuid,
      -- The user's messages since support last wrote (MESSAGE_LIMIT_REACHED beyond the limit).
      unanswered smallint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      closed_at timestamptz,
      CHECK (user_id IS NOT NULL OR (access_key_hash IS NOT NULL AND email IS NOT NULL)),
      CHECK ((state = 'operator') = (operator_id IS NOT NULL) OR state = 'closed')
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX chats_open_per_user ON support.chats (user_id) WHERE user_id IS NOT NULL AND state <> 'closed'`.execute(
    db,
  );
  await sql`CREATE INDEX chats_queue ON support.chats (state, updated_at)`.execute(db);
  await sql`
    CREATE TABLE support.chat_messages (
      id uuid PRIMARY KEY,
      -- The order messages were written in (two can share a timestamp: a message and the assistant's answer).
      seq bigint GENERATED ALWAYS AS IDENTITY,
      chat_id uuid NOT NULL REFERENCES support.chats (id),
      client_id uuid,
      author text NOT NULL CHECK (author IN ('user', 'support')),
      sender_kind text NOT NULL CHECK (sender_kind IN ('user', 'operator', 'bot', 'ai')),
      sender_id uuid,
      text text,
      saying text,
      articles text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL,
      CHECK (text IS NOT NULL OR saying IS NOT NULL),
      UNIQUE (chat_id, client_id)
    )`.execute(db);
  await sql`CREATE INDEX chat_messages_chat ON support.chat_messages (chat_id, seq)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE support.chat_messages`.execute(db);
  await sql`DROP TABLE support.chats`.execute(db);
}
