import { sql, type Kysely } from 'kysely';

/**
 * Roles and the audit log (issue 19; GLOSSARY "role", "audit log"). Every user has a role: user, operator or admin
 * (an admin may do all an operator may). Support's operators become users with the operator role, so one table says
 * who is staff. An operator may block an account with a reason (identity refuses its sign-ins while blocked).
 * admin.audit_log keeps every staff action: who (a user, or the ADMIN_TOKEN automation), what, and before/after.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE identity.users
      ADD COLUMN role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'operator', 'admin')),
      ADD COLUMN blocked_at timestamptz,
      ADD COLUMN blocked_reason text CHECK (length(blocked_reason) <= 500),
      ADD CONSTRAINT users_block_has_reason CHECK ((blocked_at IS NULL) = (blocked_reason IS NULL))`.execute(db);
  await sql`CREATE INDEX users_staff ON identity.users (role) WHERE role <> 'user'`.execute(db);
  // The console finds users by the start of a nickname or an e-mail.
  await sql`CREATE INDEX users_username_prefix ON identity.users (lower(username) text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX users_email_prefix ON identity.users (lower(email) text_pattern_ops)`.execute(db);
  await sql`
    UPDATE identity.users u SET role = 'operator'
    FROM support.operators o WHERE o.user_id = u.id`.execute(db);
  await sql`DROP TABLE support.operators`.execute(db);

  await db.schema.createSchema('admin').execute();
  await sql`
    CREATE TABLE admin.audit_log (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL,
      -- null: the ADMIN_TOKEN automation; otherwise the staff user who acted.
      actor_id uuid,
      actor_role text NOT NULL CHECK (actor_role IN ('token', 'operator', 'admin')),
      action text NOT NULL CHECK (length(action) <= 200),
      params jsonb NOT NULL,
      input jsonb NOT NULL,
      before jsonb,
      after jsonb
    )`.execute(db);
  await sql`CREATE INDEX audit_log_actor ON admin.audit_log (actor_id, id DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('admin').cascade().execute();
  await sql`
    CREATE TABLE support.operators (user_id uuid PRIMARY KEY, granted_at timestamptz NOT NULL)`.execute(db);
  await sql`
    INSERT INTO support.operators SELECT id, now() FROM identity.users WHERE role IN ('operator', 'admin')`.execute(db);
  await sql`
    ALTER TABLE identity.users DROP COLUMN role, DROP COLUMN blocked_at, DROP COLUMN blocked_reason`.execute(db);
}
