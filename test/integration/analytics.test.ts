import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'chai';
import pg from 'pg';
import { AnalyticsPruning, CLIENT_EVENTS_LIMITS } from '../../modules/analytics';
import { startTestApp, type TestApp } from '../support/app';
import { api } from '../support/http';
import { registerUser, type TestUser } from '../support/users';
import { cardIdOf, listedSeller, topUp, userIdOf } from '../support/wallet';

const ADMIN = 'analytics-admin-token-0123456789';

/**
 * Analytics (spec accounts-platform 3 "Analytics event queue", 4.6 A-B groups, 4.12 analytics queue, 7
 * POST /api/v1/client-events, 9 flush and A-B constants) and the console's overview (issue 19). The rules are written
 * down in modules/analytics: client-events.service.ts (all or nothing, limits, replay), ab-tests.service.ts (what is
 * hashed), prune.ts (retention and cap).
 */
describe('analytics: client events, A-B groups and the console overview', () => {
  let app: TestApp;
  let db: pg.Pool;
  /** Each test calls from an address of its own, so the per-address limit of one test leaves the others alone. */
  let address = 0;
  let ip = '';
  beforeEach(() => {
    address++;
    ip = `198.51.100.${address}`;
  });

  const newTrackId = () => randomBytes(12).toString('base64url');
  const event = (name = 'page_visit', payload: Record<string, unknown> = { route: 'home' }) => ({
    id: randomUUID(),
    event: name,
    payload,
    datetime: new Date().toISOString(),
  });
  const send = (body: unknown, options: { token?: string; from?: string; rawBody?: string } = {}) =>
    api(app.url, 'POST', '/api/v1/client-events', {
      body,
      token: options.token,
      rawBody: options.rawBody,
      headers: { 'x-forwarded-for': options.from ?? ip },
    });
  const storedOf = async (trackId: string) =>
    (
      await db.query(
        'SELECT event, payload, user_id, ab_name, ab_version, ab_group FROM analytics.events WHERE track_id = $1 ORDER BY id',
        [trackId],
      )
    ).rows;
  const countAll = async () => Number((await db.query('SELECT count(*) AS n FROM analytics.events')).rows[0].n);
  const overview = async (days = 7) => {
    const res = await api(app.url, 'GET', `/api/admin/analytics/overview?days=${days}`, { token: ADMIN });
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    return res.body;
  };

  before(async () => {
    app = await startTestApp({ env: { ADMIN_TOKEN: ADMIN } });
    db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
  });
  after(async () => {
    await db?.end();
    await app?.stop();
  });

  it('spec 7 /api/v1/client-events: a batch answers 201 and is stored with its A-B record (spec 3, 4.6) and, given a token, the user', async () => {
    const trackId = newTrackId();
    const guest = await send({
      trackId,
      events: [event('page_visit', { route: 'home' }), event('view_signup_popup', {})],
    });
    expect(guest.status, JSON.stringify(guest.body)).to.equal(201);
    expect(guest.body).to.deep.include({ stored: 2, duplicates: 0 });
    expect(guest.body.ab_test).to.include({ version: 7 });

    const user = await registerUser(app.url);
    const signedIn = await send(
      { trackId, events: [event('page_visit', { route: 'profile' })] },
      { token: user.access_token },
    );
    expect(signedIn.status).to.equal(201);
    // An expired or garbage token makes the caller a guest: queued events are not lost.
    const badToken = await send(
      { trackId, events: [event('page_visit', { route: 'topups' })] },
      { token: 'not-a-token' },
    );
    expect(badToken.status).to.equal(201);

    const rows = await storedOf(trackId);
    expect(rows.map((r) => [r.event, r.payload.route ?? null, r.user_id])).to.deep.equal([
      ['page_visit', 'home', null],
      ['view_signup_popup', null, null],
      ['page_visit', 'profile', userIdOf(user)],
      ['page_visit', 'topups', null],
    ]);
    const ab = guest.body.ab_test;
    for (const row of rows)
      expect({ name: row.ab_name, version: row.ab_version, userGroup: row.ab_group }).to.deep.equal(ab);
  });

  it('spec 4.12: a replayed batch (the answer was lost, the queue sent it again) is stored once', async () => {
    const trackId = newTrackId();
    const batch = { trackId, events: [event(), event('click_buy', { itemId: 5 })] };
    expect((await send(batch)).status).to.equal(201);
    const again = await send(batch);
    expect(again.status).to.equal(201);
    expect(again.body).to.deep.include({ stored: 0, duplicates: 2 });
    // The replay with one new event stores that one only.
    const more = await send({ trackId, events: [...batch.events, event('page_visit', { route: 'rbx' })] });
    expect(more.body).to.deep.include({ stored: 1, duplicates: 2 });
    // Events sent without ids are known by their content.
    const bare = { event: 'page_visit', payload: { route: 'fortune' }, datetime: new Date().toISOString() };
    expect((await send({ trackId, events: [bare] })).body.stored).to.equal(1);
    expect((await send({ trackId, events: [bare] })).body.stored).to.equal(0);
    expect(await storedOf(trackId)).to.have.length(4);
  });

  it('spec 7: oversized input is refused with 4xx and nothing is stored: too many events, a large payload, a large body', async () => {
    const trackId = newTrackId();
    const before = await countAll();
    const tooMany = await send({
      trackId,
      events: Array.from({ length: CLIENT_EVENTS_LIMITS.maxEvents + 1 }, () => event()),
    });
    expect(tooMany.status).to.equal(400);
    expect(tooMany.body.errorCode).to.equal('VALIDATION_ERROR');
    expect(tooMany.body.details.fields[0].field).to.equal('events');

    const bigPayload = await send({ trackId, events: [event(), event('x', { text: 'a'.repeat(3000) })] });
    expect(bigPayload.status).to.equal(400);
    expect(bigPayload.body.details.fields[0].field).to.equal('events[1].payload');

    // Each payload within its limit, the whole call over 64 KB.
    const heavy = Array.from({ length: 40 }, () => event('page_visit', { text: 'b'.repeat(1900) }));
    const bigBody = await send({ trackId, events: heavy });
    expect(bigBody.status).to.equal(413);
    expect(bigBody.body.errorCode).to.equal('PAYLOAD_TOO_LARGE');

    // Over the API's 100 KB body limit the parser refuses it before any route runs.
    const huge = await send(undefined, {
      rawBody: JSON.stringify({ trackId, events: [event('x', { text: 'c'.repeat(150_000) })] }),
    });
    expect(huge.status).to.equal(413);
    expect(await countAll()).to.equal(before);
    expect(await storedOf(trackId)).to.deep.equal([]);
  });

  it('spec 3 / 7: malformed events and dates are refused with 400 VALIDATION_ERROR and nothing of the batch is stored', async () => {
    const trackId = newTrackId();
    const before = await countAll();
    const good = event();
    const cases: [string, unknown][] = [
      ['no trackId', { events: [good] }],
      ['a short trackId', { trackId: 'abc', events: [good] }],
      ['no events', { trackId, events: [] }],
      ['events not a list', { trackId, events: { a: good } }],
      ['an event without a name', { trackId, events: [good, { ...event(), event: '' }] }],
      ['a name with spaces', { trackId, events: [{ ...event(), event: 'drop table' }] }],
      ['a payload that is a list', { trackId, events: [{ ...event(), payload: [1, 2] }] }],
      ['a payload that is text', { trackId, events: [{ ...event(), payload: 'hello' }] }],
      ['no datetime', { trackId, events: [{ ...event(), datetime: undefined }] }],
      ['a datetime that is no date', { trackId, events: [{ ...event(), datetime: 'yesterday' }] }],
      ['a date without time', { trackId, events: [{ ...event(), datetime: '2026-11-26' }] }],
      ['an impossible date', { trackId, events: [{ ...event(), datetime: '2026-13-45T10:00:00Z' }] }],
      ['a datetime as a number', { trackId, events: [{ ...event(), datetime: Date.now() }] }],
      [
        'a date 8 days old',
        { trackId, events: [good, { ...event(), datetime: new Date(Date.now() - 8 * 86_400_000).toISOString() }] },
      ],
      [
        'a date 2 days ahead',
        { trackId, events: [{ ...event(), datetime: new Date(Date.now() + 2 * 86_400_000).toISOString() }] },
      ],
      ['a bad event id', { trackId, events: [{ ...event(), id: 'x' }] }],
      // Text PostgreSQL's jsonb cannot hold.
      ['a NUL in a payload key', { trackId, events: [event('x', { 'a\u0000b': 1 })] }],
      ['a lone surrogate in a payload text', { trackId, events: [event('x', { text: 'a\ud800b' })] }],
    ];
    for (const [what, body] of cases) {
      const res = await send(body);
      expect(res.status, what).to.equal(400);
      expect(res.body.errorCode, what).to.equal('VALIDATION_ERROR');
    }
    const notJson = await send(undefined, { rawBody: '{"trackId": "abcdefgh", "events": [' });
    expect(notJson.status).to.equal(400);
    expect(notJson.body.errorCode).to.equal('INVALID_JSON');
    expect(await countAll()).to.equal(before);
  });

  it('flooding: calls past the limit per trackId, and per address, are refused with 429 TOO_MANY_REQUESTS and store nothing', async () => {
    const trackId = newTrackId();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await send({ trackId, events: [event()] })).status);
    expect(statuses.filter((s) => s === 201)).to.have.length(12);
    const refused = await send({ trackId, events: [event('page_visit', { route: 'flood' })] });
    expect(refused.status).to.equal(429);
    expect(refused.body.errorCode).to.equal('TOO_MANY_REQUESTS');
    expect(refused.headers.get('retry-after')).to.match(/^\d+$/);
    expect(await storedOf(trackId)).to.have.length(12);
    // Another browser is not held up by that one...
    expect((await send({ trackId: newTrackId(), events: [event()] })).status).to.equal(201);

    // ...but one address sending as many browsers is, past 120 calls a minute.
    const floodIp = '203.0.113.77';
    const before = await countAll();
    const results = await Promise.all(
      Array.from({ length: 130 }, () => send({ trackId: newTrackId(), events: [event()] }, { from: floodIp })),
    );
    const created = results.filter((r) => r.status === 201).length;
    expect(created).to.equal(120);
    expect(results.filter((r) => r.status === 429)).to.have.length(10);
    expect(await countAll()).to.equal(before + 120);
  });

  it('spec 4.6: a browser is given its A-B group once (trackId hash mod 1024, split 512, version 7), stored, and keeps it', async () => {
    const counts = { email_free_pet: 0, exclusive_club: 0 };
    const trackIds = Array.from({ length: 200 }, newTrackId);
    // Each browser from an address of its own: one address may ask for 30 groups a minute.
    const abTest = (trackId: string, from = ip) =>
      api(app.url, 'POST', '/api/v1/ab-test', { body: { trackId }, headers: { 'x-forwarded-for': from } });
    for (const trackId of trackIds) {
      const res = await abTest(trackId, `192.0.2.${trackIds.indexOf(trackId)}`);
      expect(res.status).to.equal(200);
      const ab = res.body.ab_test;
      expect(ab.version).to.equal(7);
      expect(ab.userGroup).to.equal(ab.name === 'email_free_pet' ? 1 : 0);
      counts[ab.name as keyof typeof counts]++;
      // Asked again (another page, another day), the same answer.
      expect((await abTest(trackId, `192.0.2.${trackIds.indexOf(trackId)}`)).body.ab_test).to.deep.equal(ab);
    }
    // An even split: 200 browsers fall 100 +- 30 each way (far beyond 4 standard deviations otherwise).
    expect(counts.email_free_pet).to.be.within(70, 130);
    expect(counts.exclusive_club).to.be.within(70, 130);

    // Stored: the row is what is answered, even if the hash would now say otherwise.
    const trackId = trackIds[0]!;
    const { rows } = await db.query('SELECT name FROM analytics.ab_assignments WHERE track_id = $1', [trackId]);
    const other = rows[0].name === 'email_free_pet' ? ['exclusive_club', 0] : ['email_free_pet', 1];
    await db.query('UPDATE analytics.ab_assignments SET name = $2, user_group = $3 WHERE track_id = $1', [
      trackId,
      ...other,
    ]);
    const stored = (await abTest(trackId)).body.ab_test;
    expect([stored.name, stored.userGroup]).to.deep.equal(other);
    // Events report the stored record.
    await send({ trackId, events: [event()] });
    expect((await storedOf(trackId))[0]).to.include({ ab_name: other[0], ab_group: other[1] });

    // Asking for groups of ever new browsers from one address is a flood too: past 30 a minute, 429.
    const asked = await Promise.all(Array.from({ length: 35 }, () => abTest(newTrackId(), '203.0.113.99')));
    expect(asked.filter((r) => r.status === 429)).to.have.length(5);
  });

  it("spec 4.6 / 7: the newcomer's variant sent at registration (email_name) is the user's group in the profile", async () => {
    const freePet = await registerUser(app.url, { email_name: 'free_pet' });
    const club = await registerUser(app.url, { email_name: 'exclusive_club' });
    const profile = async (u: TestUser) =>
      (await api(app.url, 'GET', '/api/user/profile', { token: u.access_token })).body.ab_test;
    expect(await profile(freePet)).to.deep.equal({ name: 'email_free_pet', version: 7, userGroup: 1 });
    expect(await profile(club)).to.deep.equal({ name: 'exclusive_club', version: 7, userGroup: 0 });
  });

  it('issue 19 console: the overview counts events per day, the sign-up -> top-up -> purchase funnel and page visits per route', async () => {
    const start = await overview(7);
    expect(start.eventsPerDay).to.have.length(7);
    expect(start.eventsPerDay[6].day).to.equal(new Date().toISOString().slice(0, 10));

    // Four sign-ups (the seller too), two top up, one buys.
    const seller = await listedSeller(app, 'adopt', [{ slug: 'shadow-dragon', price: 5 }]);
    const onlySignedUp = await registerUser(app.url);
    const toppedUp = await registerUser(app.url, { main_currency: 'usd' });
    const buyer = await registerUser(app.url, { main_currency: 'usd' });
    await topUp(app, toppedUp.access_token, '10', 'usd');
    await topUp(app, buyer.access_token, '20', 'usd');
    const card = await cardIdOf(app, 'adopt', 'shadow-dragon');
    const bought = await api(app.url, 'POST', '/api/adopt/buy', {
      token: buyer.access_token,
      body: { currency: 'usd', items: [{ cardId: card.cardId, quantity: 1, price: card.price }] },
    });
    expect(bought.status, JSON.stringify(bought.body)).to.equal(200);
    expect(seller && onlySignedUp).to.exist;

    const trackId = newTrackId();
    await send({
      trackId,
      events: [
        event('page_visit', { route: 'overview-test-a' }),
        event('page_visit', { route: 'overview-test-a' }),
        event('page_visit', { route: 'overview-test-b' }),
        event('overview_test_click', {}),
      ],
    });

    const end = await overview(7);
    expect(end.funnel.signedUp - start.funnel.signedUp).to.equal(4);
    expect(end.funnel.toppedUp - start.funnel.toppedUp).to.equal(2);
    expect(end.funnel.purchased - start.funnel.purchased).to.equal(1);
    const visits = Object.fromEntries(end.pageVisits.map((p: any) => [p.route, p.visits]));
    expect(visits).to.include({ 'overview-test-a': 2, 'overview-test-b': 1 });
    const today = end.eventsPerDay[6];
    expect(today.counts.overview_test_click).to.equal(1);
    expect(today.counts.page_visit - (start.eventsPerDay[6].counts.page_visit ?? 0)).to.equal(3);
    expect(end.eventNames).to.include.members(['page_visit', 'overview_test_click']);

    // Staff only: a user is refused, the window is bounded.
    const user = await registerUser(app.url);
    const asUser = await api(app.url, 'GET', '/api/admin/analytics/overview', { token: user.access_token });
    expect(asUser.status).to.equal(403);
    expect((await api(app.url, 'GET', '/api/admin/analytics/overview?days=400', { token: ADMIN })).status).to.equal(
      400,
    );
  });

  it('the table cannot grow without limit: the hourly job prunes events older than 90 days, then the oldest past the cap', async () => {
    const pruning = app.container.get(AnalyticsPruning);
    const old = newTrackId();
    await send({ trackId: old, events: [event(), event('x', {})] });
    await db.query(`UPDATE analytics.events SET received_at = received_at - interval '91 days' WHERE track_id = $1`, [
      old,
    ]);
    await db.query(
      `UPDATE analytics.ab_assignments SET last_seen_at = last_seen_at - interval '91 days' WHERE track_id = $1`,
      [old],
    );
    const kept = newTrackId();
    await send({ trackId: kept, events: [event()] });
    const pruned = await pruning.prune();
    expect(pruned.byAge).to.equal(2);
    expect(pruned.browsers).to.equal(1);
    expect(await storedOf(old)).to.deep.equal([]);
    expect(await storedOf(kept)).to.have.length(1);

    // The cap: only the newest N stay.
    const newest = newTrackId();
    await send({ trackId: newest, events: [event(), event(), event()] });
    const capped = await pruning.prune({ retentionDays: 90, maxEvents: 3 });
    expect(capped.byCap).to.be.greaterThan(0);
    expect(await countAll()).to.equal(3);
    expect(await storedOf(newest)).to.have.length(3);
  });
});
