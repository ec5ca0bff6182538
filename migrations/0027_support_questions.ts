import { sql, type Kysely } from 'kysely';

/**
 * Support questions (spec trading-core 3 "Support question", 4 statuses, 5 attachments, 9 limits): a question of a
 * user or a visitor (name and e-mail, reached again by a key), its messages from the asker or support (an operator,
 * the bot, the assistant), their attachments (the bytes in a table of their own: the PostgreSQL storage), the rating
 * of a closed question, and the operators.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SCHEMA IF NOT EXISTS support`.execute(db);
  await sql`
    CREATE TABLE support.operators (
      user_id uuid PRIMARY KEY,
      granted_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE support.questions (
      id uuid PRIMARY KEY,
      number bigserial UNIQUE,
      user_id uuid,
      name text,
      email text,
      access_key_hash text,
      category text NOT NULL,
      title text NOT NULL,
      bot_nickname text,
      transfer_date date,
      login_or_mail text,
      status text NOT NULL CHECK (status IN ('open', 'inProcess', 'waitingForOperator', 'closed')),
      operator_id uuid,
      -- The asker's messages since support last answered (at most 3).
      comments_since_answer smallint NOT NULL DEFAULT 0,
      rating smallint CHECK (rating BETWEEN 1 AND 5),
      feedback text[],
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      closed_at timestamptz,
      -- A visitor has an e-mail and reaches the question by its key; a user by their account.
      CHECK (user_id IS NOT NULL OR (access_key_hash IS NOT NULL AND email IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX questions_user ON support.questions (user_id, updated_at DESC) WHERE user_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX questions_email ON support.questions (lower(email), updated_at DESC)`.execute(db);
  await sql`CREATE INDEX questions_queue ON support.questions (status, updated_at) WHERE status <> 'closed'`.execute(
    db,
  );
  await sql`
    CREATE TABLE support.messages (
      id uuid PRIMARY KEY,
      question_id uuid NOT NULL REFERENCES support.questions (id),
      author text NOT NULL CHECK (author IN ('user', 'support')),
      sender_kind text NOT NULL CHECK (sender_kind IN ('user', 'operator', 'bot', 'ai')),
      sender_id uuid,
      text text NOT NULL,
      created_at timestamptz NOT NULL,
      edited_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX messages_question ON support.messages (question_id, created_at)`.execute(db);
  await sql`
    CREATE TABLE support.attachments (
      id uuid PRIMARY KEY,
      question_id uuid NOT NULL REFERENCES support.questions (id),
      message_id uuid NOT NULL REFERENCES support.messages (id),
      name text NOT NULL,
      mime text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('image', 'file')),
      size integer NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX attachments_message ON support.attachments (message_id)`.execute(db);
  await sql`
    CREATE TABLE support.attachment_blobs (
      id uuid PRIMARY KEY,
      data bytea NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['attachment_blobs', 'attachments', 'messages', 'questions', 'operators'])
    await sql`DROP TABLE IF EXISTS ${sql.table(`support.${table}`)}`.execute(db);
}
