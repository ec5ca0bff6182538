import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { freePort } from '../support/free-port';
import { api } from '../support/http';
import { startProcess } from '../support/process';

const ADMIN = 'operator-token-for-tests-0123456789';

/** Postgres processes serving this data folder (the postmaster's command line names it). */
function postgresProcessesFor(dataDir: string): string[] {
  try {
    return execFileSync('pgrep', ['-af', dataDir], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter((l) => /postgres/.test(l));
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

describe('npm start: embedded PostgreSQL lifecycle (src/main.ts)', function () {
  this.timeout(120_000);
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tradehall-start-'));
    await chmod(dataDir, 0o755);
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  it('creates the cluster on first start, keeps the data across a restart, and SIGINT leaves no Postgres behind', async () => {
    const env = {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      PORT: '0',
      ADMIN_TOKEN: ADMIN,
      DATABASE_URL: '',
    };
    const ready = /running at (http:\/\/\S+) \(started in (\d+) ms\)/;

    const first = await startProcess('src/main.ts', env, ready);
    const set = await api(first.url, 'PUT', '/api/admin/maintenance/mm2/sales', {
      body: { mode: 'experimental' },
      token: ADMIN,
    });
    expect(set.status).to.equal(200);
    expect(postgresProcessesFor(dataDir)).to.not.be.empty;
    expect(await first.stop('SIGINT')).to.equal(0);
    expect(postgresProcessesFor(dataDir), 'Postgres processes left after Ctrl-C').to.deep.equal([]);

    const second = await startProcess('src/main.ts', env, ready);
    try {
      const { body } = await api(second.url, 'GET', '/api/mm2/status');
      expect(body.services.sales).to.deep.include({ status: false, textId: 'experimental' });
    } finally {
      expect(await second.stop('SIGTERM')).to.equal(0);
    }
    expect(postgresProcessesFor(dataDir)).to.deep.equal([]);
  });

  it('a bad setting stops the process with a message naming it', async () => {
    const error = await startProcess('src/main.ts', { PORT: 'eighty' }, /never/).catch((err: Error) => err);
    expect(String(error)).to.match(/exited with 78[\s\S]*Invalid configuration PORT/);
  });

  it('a Postgres left running by a killed process is stopped and the cluster reused', async () => {
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), PORT: '0', DATABASE_URL: '' };
    const ready = /running at (http:\/\/\S+)/;
    const killed = await startProcess('src/main.ts', env, ready);
    await killed.stop('SIGKILL');
    expect(postgresProcessesFor(dataDir), 'the orphan this test is about').to.not.be.empty;
    const next = await startProcess('src/main.ts', env, ready);
    try {
      expect((await api(next.url, 'GET', '/api/health')).status).to.equal(200);
    } finally {
      await next.stop('SIGINT');
    }
    expect(postgresProcessesFor(dataDir)).to.deep.equal([]);
  });
});
