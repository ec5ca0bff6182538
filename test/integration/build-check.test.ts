import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { startTestApp, type TestApp } from '../support/app';
import { api } from '../support/http';
import { connectNotifications, waitFor } from '../support/socket';

/** A web build as far as the server is concerned: its manifest (the SPA itself is not needed here). */
async function webDistWith(buildId: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tradehall-dist-'));
  await writeFile(path.join(dir, 'build.json'), JSON.stringify({ buildId, builtAt: '2026-11-26T12:00:00.000Z' }));
  return dir;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('build check (spec accounts-platform 4.10 REFRESH_PAGE, 4.13)', () => {
  let dataDir: string;
  const dirs: string[] = [];
  const apps: TestApp[] = [];
  /** One more process on the first app's database (as a deployment starts one), serving `webDist`. */
  const startProcess = async (webDist: string, databaseUrl?: string) => {
    const app = await startTestApp({
      databaseUrl,
      env: { WEB_DIST: webDist, DATA_DIR: dataDir, JOBS_ENABLED: 'false' },
    });
    apps.push(app);
    return app;
  };

  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tradehall-data-'));
    dirs.push(dataDir);
  });
  after(async () => {
    for (const app of apps.reverse()) await app.stop();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('spec 4.13: the manifest is served with the build id, never cached, also with a timestamp query', async () => {
    const dist = await webDistWith('b1');
    dirs.push(dist);
    const app = await startProcess(dist);
    for (const url of ['/build.json', `/build.json?t=${Date.now()}`]) {
      const { status, body, headers } = await api(app.url, 'GET', url);
      expect(status, url).to.equal(200);
      expect(body, url).to.include({ buildId: 'b1' });
      expect(headers.get('cache-control'), url).to.equal('no-store');
    }
  });

  it('spec 4.13: no manifest (web app not built) is a 404, not the SPA page', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'tradehall-dist-'));
    dirs.push(empty);
    const app = await startProcess(empty, apps[0]!.databaseUrl);
    const { status, headers } = await api(app.url, 'GET', '/build.json');
    expect(status).to.equal(404);
    expect(headers.get('cache-control')).to.equal('no-store');
  });

  it('spec 4.10: a process starting with the build last announced broadcasts no REFRESH_PAGE; one with a new build does, to pages of other processes', async () => {
    const first = apps[0]!;
    const { socket, received } = await connectNotifications(first.url);
    try {
      // A restart with the same build (b1, announced when the first process started): nothing.
      const same = await webDistWith('b1');
      dirs.push(same);
      await startProcess(same, first.databaseUrl);
      await sleep(500);
      expect(received.filter((n) => n.payloadType === 'REFRESH_PAGE')).to.deep.equal([]);

      // A deployment of b2: the page connected to the first process hears it through Postgres.
      const next = await webDistWith('b2');
      dirs.push(next);
      await startProcess(next, first.databaseUrl);
      const refreshes = await waitFor(
        () => received.filter((n) => n.payloadType === 'REFRESH_PAGE'),
        (list) => list.length > 0,
      );
      expect(refreshes).to.deep.equal([{ payloadType: 'REFRESH_PAGE', payload: { buildId: 'b2' } }]);

      // b2 is now the one announced: another process of b2 stays quiet.
      await startProcess(next, first.databaseUrl);
      await sleep(500);
      expect(received.filter((n) => n.payloadType === 'REFRESH_PAGE')).to.have.length(1);
    } finally {
      socket.disconnect();
    }
  });
});
