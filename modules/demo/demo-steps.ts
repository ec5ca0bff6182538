import { sql } from 'kysely';
import type { Db, Trx } from '../../src/platform/db/database';

/** The demo seeding's finished steps (demo.seed_steps): what a resumed run must not do again. */
export class DemoSteps {
  constructor(private readonly db: Db) {}

  async done(step: string): Promise<boolean> {
    const { rows } = await sql`SELECT 1 FROM demo.seed_steps WHERE step = ${step}`.execute(this.db);
    return rows.length > 0;
  }

  async any(): Promise<boolean> {
    const { rows } = await sql`SELECT 1 FROM demo.seed_steps LIMIT 1`.execute(this.db);
    return rows.length > 0;
  }

  async mark(step: string, trx?: Trx): Promise<void> {
    await sql`INSERT INTO demo.seed_steps (step) VALUES (${step}) ON CONFLICT DO NOTHING`.execute(trx ?? this.db);
  }

  /** Runs `work` and marks `step` done in one transaction, unless an earlier run did. */
  async once(step: string, work: (trx: Trx) => Promise<void>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`demo-step:${step}`}, 0))`.execute(trx);
      const { rows } = await sql`SELECT 1 FROM demo.seed_steps WHERE step = ${step}`.execute(trx);
      if (rows.length) return;
      await work(trx);
      await this.mark(step, trx);
    });
  }
}
