import { expect } from 'chai';
import { startTestApp, type TestApp } from '../support/app';
import { api } from '../support/http';
import { connectNotifications, waitFor } from '../support/socket';

const ADMIN = 'operator-token-for-tests-0123456789';
const SEASON_PATH = '/api/admin/season';

describe('operations module: the season (spec accounts-platform 3 "Theme", 4.9)', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ env: { ADMIN_TOKEN: ADMIN } });
  });
  after(() => app?.stop());

  const readSeason = async () => (await api(app.url, 'GET', '/api/season')).body.season;

  it('a fresh site is in the DEFAULT season, readable without signing in', async () => {
    const { status, body } = await api(app.url, 'GET', '/api/season');
    expect(status).to.equal(200);
    expect(body).to.deep.equal({ season: 'DEFAULT' });
  });

  it('spec accounts-platform 3: operators switch to HALLOWEEN_2023_THEME and NEW_YEAR_2024, and back to DEFAULT', async () => {
    for (const season of ['HALLOWEEN_2023_THEME', 'NEW_YEAR_2024', 'DEFAULT']) {
      const put = await api(app.url, 'PUT', SEASON_PATH, { body: { season }, token: ADMIN });
      expect(put.status).to.equal(200);
      expect(put.body).to.deep.equal({ season });
      expect(await readSeason()).to.equal(season);
    }
  });

  it('switching needs the ADMIN_TOKEN or an admin: none or a wrong token is 401, and nothing changes', async () => {
    const body = { season: 'NEW_YEAR_2024' };
    expect((await api(app.url, 'PUT', SEASON_PATH, { body })).status).to.equal(401);
    expect((await api(app.url, 'PUT', SEASON_PATH, { body, token: 'x'.repeat(ADMIN.length) })).status).to.equal(401);
    expect(await readSeason()).to.equal('DEFAULT');
  });

  it('a season the spec does not name is a 400 VALIDATION_ERROR naming the field, and nothing changes', async () => {
    await api(app.url, 'PUT', SEASON_PATH, { body: { season: 'NEW_YEAR_2024' }, token: ADMIN });
    for (const bad of [{ season: 'EASTER_2024' }, { season: 'new_year_2024' }, {}, { season: ['DEFAULT'] }]) {
      const answer = await api(app.url, 'PUT', SEASON_PATH, { body: bad, token: ADMIN });
      expect(answer.status, JSON.stringify(bad)).to.equal(400);
      expect(answer.body.errorCode).to.equal('VALIDATION_ERROR');
      expect(answer.body.details.fields[0].field).to.equal('season');
    }
    expect(await readSeason()).to.equal('NEW_YEAR_2024');
    await api(app.url, 'PUT', SEASON_PATH, { body: { season: 'DEFAULT' }, token: ADMIN });
  });

  it('spec accounts-platform 4.9: a switch reaches every open page live (SEASON_CHANGE), a repeat of it is not announced', async () => {
    const first = await connectNotifications(app.url);
    const second = await connectNotifications(app.url);
    try {
      await api(app.url, 'PUT', SEASON_PATH, { body: { season: 'HALLOWEEN_2023_THEME' }, token: ADMIN });
      for (const page of [first, second]) {
        await waitFor(
          () => page.received,
          (r) => r.some((n) => n.payloadType === 'SEASON_CHANGE'),
        );
      }
      const seasonNews = (page: typeof first) => page.received.filter((n) => n.payloadType === 'SEASON_CHANGE');
      expect(seasonNews(first)[0]!.payload).to.deep.equal({ season: 'HALLOWEEN_2023_THEME' });

      // The same season again changes nothing, so nothing is pushed; the next real change is.
      await api(app.url, 'PUT', SEASON_PATH, { body: { season: 'HALLOWEEN_2023_THEME' }, token: ADMIN });
      await api(app.url, 'PUT', SEASON_PATH, { body: { season: 'DEFAULT' }, token: ADMIN });
      await waitFor(
        () => seasonNews(first),
        (news) => news.length === 2,
      );
      expect(seasonNews(first).map((n) => n.payload)).to.deep.equal([
        { season: 'HALLOWEEN_2023_THEME' },
        { season: 'DEFAULT' },
      ]);
    } finally {
      first.socket.close();
      second.socket.close();
    }
  });

  it('the API description lists the season routes, the switch as an operator call', async () => {
    const { body } = await api(app.url, 'GET', '/api/openapi.json');
    expect(body.paths['/api/season'].get).to.exist;
    const put = body.paths['/api/admin/season'].put;
    expect(put.security).to.deep.equal([{ admin: [] }]);
    expect(put.requestBody.content['application/json'].schema.properties.season.enum).to.deep.equal([
      'DEFAULT',
      'HALLOWEEN_2023_THEME',
      'NEW_YEAR_2024',
    ]);
  });
});
