import { sql, type Kysely } from 'kysely';

/**
 * The season operators switch (spec accounts-platform 3 "Theme", 4.9; GLOSSARY.md "season"): one settings row of the
 * operations module. The single-row key (`id`, always true) keeps it one row; the check keeps the spec's values.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE operations.settings (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      season text NOT NULL CHECK (season IN ('DEFAULT', 'HALLOWEEN_2023_THEME', 'NEW_YEAR_2024')),
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`INSERT INTO operations.settings (id, season, updated_at) VALUES (true, 'DEFAULT', now())`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE operations.settings`.execute(db);
}
