import { sql, type Kysely } from 'kysely';

/**
 * The demo market's finished steps (modules/demo; issue 20 part 5): the demo data fills in behind a listening server,
 * and a process stopped halfway resumes where it stopped, so every step lands exactly once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SCHEMA IF NOT EXISTS demo`.execute(db);
  await sql`
    CREATE TABLE demo.seed_steps (
      step text PRIMARY KEY,
      done_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP SCHEMA demo CASCADE`.execute(db);
}
