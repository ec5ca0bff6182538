import { expect } from 'chai';
import pg from 'pg';
import { emptyDatabase } from '../support/database';
import { api } from '../support/http';
import { startProcess, type ServerProcess } from '../support/process';
import { connectNotifications, waitFor } from '../support/socket';
import { DEMO_SELLERS } from '../../modules/demo';

const ADMIN = 'operator-token-for-tests-0123456789';

describe('two server processes on one database behave as one', function () {
  this.timeout(90_000);
  let a: ServerProcess;
  let b: ServerProcess;
  let databaseUrl: string;

  before(async () => {
    // Empty, not the template's clone: the two processes race to migrate, install pg-boss and create its queues.
    databaseUrl = await emptyDatabase();
    const env = { DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', ADMIN_TOKEN: ADMIN };
    // Started together: both run the migrations and create the queues at the same moment.
    [a, b] = await Promise.all([
      startProcess('test/support/probe-process.ts', env, /LISTENING (http:\/\/\S+)/),
      startProcess('test/support/probe-process.ts', env, /LISTENING (http:\/\/\S+)/),
    ]);
  });
  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('an event emitted on process A reaches a client connected to process B (Socket.IO Postgres adapter)', async () => {
    const { socket, received } = await connectNotifications(b.url);
    try {
      const { status } = await api(a.url, 'PUT', '/api/admin/maintenance/adopt/trades', {
        body: { mode: 'tradeClosed' },
        token: ADMIN,
      });
      expect(status).to.equal(200);
      await waitFor(
        () => received,
        (r) => r.length > 0,
      );
      expect(received[0]).to.deep.include({ payloadType: 'TECH_WORKS_CHANGE' });
      expect(received[0]!.payload).to.deep.include({ game: 'adopt' });
      // And the state written through A is what B serves.
      expect((await api(b.url, 'GET', '/api/adopt/status')).body.services.trades.textId).to.equal('tradeClosed');
    } finally {
      socket.close();
    }
  });

  it('demo data is seeded once when both processes boot on a fresh database at the same moment', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`
        SELECT (SELECT count(*)::int FROM identity.users WHERE email LIKE '%@demo.tradehall.local') AS sellers,
               (SELECT count(*)::int FROM inventory_sync.game_accounts) AS accounts`);
      expect(rows[0]).to.deep.equal({
        sellers: DEMO_SELLERS.length,
        accounts: DEMO_SELLERS.flatMap((s) => s.games).length,
      });
    } finally {
      await client.end();
    }
  });

  it('a pg-boss job sent by one process is done exactly once across both', async () => {
    const count = 200;
    expect((await api(a.url, 'POST', '/api/test-probe/jobs', { body: { count } })).status).to.equal(200);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const runs = await waitFor(
        async () =>
          (await client.query('SELECT count(*)::int AS runs, count(DISTINCT job_id)::int AS jobs FROM probe_runs'))
            .rows[0],
        (r) => r.runs >= count,
        60_000,
      );
      // Let any duplicate delivery show up before counting.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const final = (
        await client.query('SELECT count(*)::int AS runs, count(DISTINCT job_id)::int AS jobs FROM probe_runs')
      ).rows[0];
      expect(runs.jobs).to.equal(count);
      expect(final).to.deep.equal({ runs: count, jobs: count });
    } finally {
      await client.end();
    }
  });
});
