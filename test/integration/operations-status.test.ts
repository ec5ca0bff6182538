import { expect } from 'chai';
import { startTestApp, type TestApp } from '../support/app';
import { api } from '../support/http';
import { registerUser } from '../support/users';
import { connectNotifications, waitFor } from '../support/socket';
import { GAME_KEYS, SERVICES } from '../../kernel';
import { MAINTENANCE_READ_TTL_MS, OPERATIONS_SERVICE, type OperationsService } from '../../modules/operations';

const ADMIN = 'operator-token-for-tests-0123456789';

describe('operations module: sales status, maintenance modes, flags', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ env: { ADMIN_TOKEN: ADMIN, FEATURE_FLAGS: 'gameSwitcher=on' } });
  });
  after(() => app?.stop());

  it('GET /api/health reports the database and the job queue reachable', async () => {
    const { status, body } = await api(app.url, 'GET', '/api/health');
    expect(status).to.equal(200);
    expect(body).to.deep.equal({ status: 'ok', database: true, jobQueue: true });
  });

  it('GET /api/flags returns the feature flags with configured overrides', async () => {
    const { body } = await api(app.url, 'GET', '/api/flags');
    expect(body.flags).to.include({ gameSwitcher: true, darkTheme: true, twoFactor: false });
  });

  it('spec accounts-platform 4.11: every service of every game is up when nothing is under maintenance', async () => {
    const { body } = await api(app.url, 'GET', '/api/status');
    for (const game of GAME_KEYS) {
      expect(body[game]).to.deep.include({ status: true, finish: null });
      for (const s of SERVICES) expect(body[game].services[s].status).to.equal(true);
    }
  });

  it('an unknown game is a 400 naming the field, an unknown /api path a JSON 404', async () => {
    const bad = await api(app.url, 'GET', '/api/roblox/status');
    expect(bad.status).to.equal(400);
    expect(bad.body.errorCode).to.equal('VALIDATION_ERROR');
    expect(bad.body.details.fields[0].field).to.equal('game');
    const missing = await api(app.url, 'GET', '/api/no/such/thing');
    expect(missing.status).to.equal(404);
    expect(missing.body).to.deep.include({ errorCode: 'NOT_FOUND' });
  });

  it('staff endpoints need the ADMIN_TOKEN or an admin session: none or a wrong token is 401, a player 403, nothing changes', async () => {
    const path = '/api/admin/maintenance/adopt/sales';
    expect((await api(app.url, 'PUT', path, { body: { mode: 'update' } })).status).to.equal(401);
    const wrong = await api(app.url, 'PUT', path, { body: { mode: 'update' }, token: 'x'.repeat(ADMIN.length) });
    expect(wrong.status).to.equal(401);
    const player = await registerUser(app.url);
    const refused = await api(app.url, 'PUT', path, { body: { mode: 'update' }, token: player.access_token });
    expect([refused.status, refused.body.errorCode]).to.deep.equal([403, 'NO_RIGHTS']);
    expect((await api(app.url, 'GET', '/api/adopt/status')).body.status).to.equal(true);
  });

  it('bad maintenance input is a 400 with the field named and changes nothing', async () => {
    const path = '/api/admin/maintenance/mm2/trades';
    const badMode = await api(app.url, 'PUT', path, { body: { mode: 'coffee-break' }, token: ADMIN });
    expect(badMode.status).to.equal(400);
    expect(badMode.body.details.fields[0].field).to.equal('mode');
    const badJson = await api(app.url, 'PUT', path, { rawBody: '{"mode":', token: ADMIN });
    expect(badJson.status).to.equal(400);
    expect(badJson.body.errorCode).to.equal('INVALID_JSON');
    const badService = await api(app.url, 'PUT', '/api/admin/maintenance/mm2/kitchen', {
      body: { mode: 'update' },
      token: ADMIN,
    });
    expect(badService.status).to.equal(400);
    expect((await api(app.url, 'GET', '/api/mm2/status')).body.services.trades.status).to.equal(true);
  });

  it('spec trading-core "Maintenance modes": each service has its own status, and clients hear of changes live', async () => {
    const { socket, received } = await connectNotifications(app.url);
    try {
      const started = await api(app.url, 'PUT', '/api/admin/maintenance/mm2/inventory', {
        body: { mode: 'bigTechWorks' },
        token: ADMIN,
      });
      expect(started.status).to.equal(200);
      const status = (await api(app.url, 'GET', '/api/mm2/status')).body;
      expect(status.services.inventory).to.deep.equal({ status: false, datetime: null, textId: 'bigTechWorks' });
      expect(status.services.sales.status).to.equal(true);
      expect(status.status, 'sales stay up while inventory is down').to.equal(true);
      expect((await api(app.url, 'GET', '/api/adopt/status')).body.services.inventory.status).to.equal(true);
      await waitFor(
        () => received,
        (r) => r.some((n) => n.payloadType === 'TECH_WORKS_CHANGE'),
      );
      expect(received[0]!.payload).to.deep.include({ game: 'mm2' });

      await api(app.url, 'DELETE', '/api/admin/maintenance/mm2/inventory', { token: ADMIN });
      expect((await api(app.url, 'GET', '/api/mm2/status')).body.services.inventory.status).to.equal(true);
    } finally {
      socket.close();
    }
  });

  it('spec accounts-platform 4.11: sales maintenance sets status false with its finish time, and a pg-boss job ends it on time', async () => {
    const until = new Date(Date.now() + 1500).toISOString();
    await api(app.url, 'PUT', '/api/admin/maintenance/adopt/sales', { body: { mode: 'update', until }, token: ADMIN });
    const down = (await api(app.url, 'GET', '/api/adopt/status')).body;
    expect(down).to.deep.include({ status: false, finish: until });
    expect(down.services.sales.textId).to.equal('update');
    // The row is deleted by the scheduled job, not only hidden by the clock.
    const rows = await waitFor(
      () =>
        app.container.get<any>(Symbol.for('platform.Db')).selectFrom('operations.maintenance').selectAll().execute(),
      (r: unknown[]) => r.length === 0,
      15_000,
    );
    expect(rows).to.have.length(0);
    expect((await api(app.url, 'GET', '/api/adopt/status')).body.status).to.equal(true);
  });

  it('a buy or a sale reads maintenance from memory for at most MAINTENANCE_READ_TTL_MS: one started by another process counts within it, one started here at once', async () => {
    const operations = app.container.get<OperationsService>(OPERATIONS_SERVICE);
    const db = app.container.get<any>(Symbol.for('platform.Db'));
    expect(await operations.isServiceUp('mm2', 'sales')).to.equal(true);
    // Another process's maintenance: the row alone, as its transaction leaves it.
    await db
      .insertInto('operations.maintenance')
      .values({ game: 'mm2', service: 'sales', mode: 'update', until: null, updated_at: new Date() })
      .execute();
    const written = Date.now();
    expect(await operations.isServiceUp('mm2', 'sales'), 'remembered').to.equal(true);
    await waitFor(
      () => operations.isServiceUp('mm2', 'sales'),
      (up: boolean) => !up,
      MAINTENANCE_READ_TTL_MS * 3,
    );
    expect(Date.now() - written).to.be.below(MAINTENANCE_READ_TTL_MS + 500);
    await api(app.url, 'DELETE', '/api/admin/maintenance/mm2/sales', { token: ADMIN });
    expect(await operations.isServiceUp('mm2', 'sales'), 'ended here: at once').to.equal(true);
    await api(app.url, 'PUT', '/api/admin/maintenance/mm2/sales', { body: { mode: 'update' }, token: ADMIN });
    expect(await operations.isServiceUp('mm2', 'sales'), 'started here: at once').to.equal(false);
    await api(app.url, 'DELETE', '/api/admin/maintenance/mm2/sales', { token: ADMIN });
  });

  it('a maintenance extended before its end is not ended by the earlier job', async () => {
    const path = '/api/admin/maintenance/adopt/trades';
    await api(app.url, 'PUT', path, {
      body: { mode: 'tradesUpdate', until: new Date(Date.now() + 1000).toISOString() },
      token: ADMIN,
    });
    await api(app.url, 'PUT', path, {
      body: { mode: 'tradesUpdate', until: new Date(Date.now() + 60_000).toISOString() },
      token: ADMIN,
    });
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect((await api(app.url, 'GET', '/api/adopt/status')).body.services.trades.status).to.equal(false);
    await api(app.url, 'DELETE', path, { token: ADMIN });
  });

  it('without ADMIN_TOKEN configured no token opens the staff endpoints (only a staff session would)', async () => {
    const closed = await startTestApp();
    try {
      const { status, body } = await api(closed.url, 'PUT', '/api/admin/maintenance/adopt/sales', {
        body: { mode: 'update' },
        token: 'anything-at-all-long-enough',
      });
      expect(status).to.equal(401);
      expect(body.errorCode).to.equal('UNAUTHORIZED');
      expect((await api(closed.url, 'GET', '/api/adopt/status')).body.status).to.equal(true);
    } finally {
      await closed.stop();
    }
  });
});

describe('API description', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app?.stop());

  it('GET /api/openapi.json describes every route from the schemas that validate it', async () => {
    const { status, body } = await api(app.url, 'GET', '/api/openapi.json');
    expect(status).to.equal(200);
    expect(body.openapi).to.equal('3.1.0');
    expect(Object.keys(body.paths)).to.include.members([
      '/api/health',
      '/api/status',
      '/api/{game}/status',
      '/api/admin/maintenance/{game}/{service}',
    ]);
    const put = body.paths['/api/admin/maintenance/{game}/{service}'].put;
    expect(put.security).to.deep.equal([{ admin: [] }]);
    expect(put.requestBody.content['application/json'].schema.properties.mode.enum).to.include('bigTechWorks');
    expect(put.parameters.map((p: { name: string }) => p.name)).to.deep.equal(['game', 'service']);
  });
});
