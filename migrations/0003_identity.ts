import { sql, type Kysely } from 'kysely';

/** Schema `identity`: users, refresh-token sessions, recovery codes, OAuth states, signing keys, rate limits. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createSchema('identity').execute();
  await db.schema
    .createTable('identity.users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('main_currency', 'text', (c) => c.notNull())
    .addColumn('main_language', 'text', (c) => c.notNull())
    .addColumn('main_country', 'text')
    .addColumn('ref_code', 'text', (c) => c.notNull())
    .addColumn('referred_by', 'text')
    .addColumn('email_name', 'text')
    .addColumn('avatar', 'smallint', (c) => c.notNull().check(sql`avatar between 1 and 12`))
    .addColumn('mm_beta', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('date_register', 'timestamptz', (c) => c.notNull())
    .execute();
  // Nickname, login and e-mail are unique regardless of case (spec accounts-platform 5).
  await sql`CREATE UNIQUE INDEX users_username_ci ON identity.users (lower(username))`.execute(db);
  await sql`CREATE UNIQUE INDEX users_email_ci ON identity.users (lower(email))`.execute(db);
  await sql`CREATE UNIQUE INDEX users_ref_code ON identity.users (ref_code)`.execute(db);

  await db.schema
    .createTable('identity.social_accounts')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('identity.users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('social_accounts_pk', ['source', 'subject'])
    .execute();

  // One row per refresh token. A family is one sign-in; rotation adds a row and marks the old one.
  await db.schema
    .createTable('identity.sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('identity.users.id').onDelete('cascade'))
    .addColumn('token_hash', 'bytea', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('rotated_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_family').on('identity.sessions').column('family_id').execute();
  await db.schema.createIndex('sessions_user').on('identity.sessions').column('user_id').execute();

  await db.schema
    .createTable('identity.reset_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('identity.users.id').onDelete('cascade'))
    .addColumn('code_hash', 'bytea', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('reset_codes_user').on('identity.reset_codes').column('user_id').execute();

  await db.schema
    .createTable('identity.oauth_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // The access-token signing key, made once so every process on this database shares it.
  await db.schema
    .createTable('identity.signing_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Layout of rate-limiter-flexible's Postgres store; shared by every process.
  await db.schema
    .createTable('identity.rate_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropSchema('identity').cascade().execute();
}
