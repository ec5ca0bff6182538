import { expect } from 'chai';
import pg from 'pg';
import { FLOW_STEP_QUEUE } from '../../bots';
import type { Jobs } from '../../src/platform/jobs';
import { TYPES } from '../../src/platform/tokens';
import { startTestApp, type TestApp } from '../support/app';
import { TestClock } from '../support/clock';

/**
 * pg-boss starts a job when the database's now() passes its start_after. A step the bots schedule "in 300 ms"
 * must run 300 ms later by that clock, even when the app's clock is elsewhere (a test's moved clock, or a server
 * whose clock drifted from the database's); else it waits for as long as the clocks are apart.
 */
describe('jobs: a delay is counted by the database clock', () => {
  const clock = new TestClock();
  let app: TestApp;
  let db: pg.Pool;

  before(async () => {
    app = await startTestApp({ clock, env: { JOBS_ENABLED: 'false', BOTS_WORKERS: 'false' } });
    db = new pg.Pool({ connectionString: app.databaseUrl, max: 1 });
  });
  after(async () => {
    await db?.end();
    await app?.stop();
  });

  it('a job sent with delayMs while the app clock is 2 hours ahead is due 300 ms after the database now()', async () => {
    clock.advance(2 * 3600_000);
    const id = await app.container
      .get<Jobs>(TYPES.Jobs)
      .send(FLOW_STEP_QUEUE, { flowId: '00000000-0000-0000-0000-000000000001', version: 0 }, { delayMs: 300 });
    const { rows } = await db.query(
      `SELECT extract(epoch FROM start_after - now()) * 1000 AS ms FROM pgboss.job WHERE id = $1`,
      [id],
    );
    expect(Number(rows[0].ms)).to.be.within(0, 1000);
  });
});
