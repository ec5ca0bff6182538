import { sql, type Kysely } from 'kysely';

/**
 * Feature flags switched live and the dev status (issue 19; spec accounts-platform 4.10, 6; GLOSSARY "flag override",
 * "dev status"). A flag's value is its default (kernel/flags.ts), changed by FEATURE_FLAGS (config), changed by a row
 * here that staff set at run time. The dev status is one more operations setting, null while the site is live.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE operations.flag_overrides (
      flag text PRIMARY KEY CHECK (flag ~ '^[A-Za-z]{1,40}$'),
      value boolean NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    ALTER TABLE operations.settings
      ADD COLUMN dev_status text CHECK (dev_status IN ('testing', 'development'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE operations.settings DROP COLUMN dev_status`.execute(db);
  await sql`DROP TABLE operations.flag_overrides`.execute(db);
}
