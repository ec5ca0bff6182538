import { expect } from 'chai';
import { emailNameOf, registerVariant } from './abTest';
import { analyticsAllowed, denyAll, grantAll } from './consent';
import { ANALYTICS_KEYS } from './keys';
import { AnalyticsQueue, FLUSH_INTERVAL_MS, MIN_EVENTS_TO_FLUSH, type QueuedEvent } from './queue';
import { captureUtm, readUtm } from './utm';

function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    get: (key: string) => map.get(key) ?? null,
    set: (key: string, value: string | null) => void (value === null ? map.delete(key) : map.set(key, value)),
  };
}

/** A queue over in-memory storage and a fake server answering `status` (or failing when it is 0). */
function setup(options: { allowed?: boolean } = {}) {
  const local = memoryStore();
  const session = memoryStore();
  const sent: { trackId: string; events: QueuedEvent[] }[] = [];
  const state = { status: 201, allowed: options.allowed ?? true, now: new Date('2026-11-26T12:00:00Z'), ids: 0 };
  let release: (() => void) | null = null;
  const hold = { on: false };
  const queue = new AnalyticsQueue({
    local,
    session,
    send: async (body) => {
      sent.push(structuredClone(body));
      if (hold.on) await new Promise<void>((resolve) => (release = resolve));
      if (state.status === 0) throw new TypeError('Failed to fetch');
      return state.status;
    },
    allowed: () => state.allowed,
    now: () => state.now,
    newId: () => `id-${String(++state.ids).padStart(6, '0')}`,
  });
  return { queue, local, session, sent, state, hold, release: () => release?.() };
}

describe('analytics queue (spec accounts-platform 3, 4.12, 9)', () => {
  it('spec 9: flush every 60 s, when at least 1 event is queued', () => {
    expect(FLUSH_INTERVAL_MS).to.equal(60_000);
    expect(MIN_EVENTS_TO_FLUSH).to.equal(1);
  });

  it('spec 3: an event is queued as event, payload and datetime, and the trackId is kept in local storage', () => {
    const { queue, local } = setup();
    const item = queue.add('page_visit', { route: 'home' });
    expect(item).to.deep.include({
      event: 'page_visit',
      payload: { route: 'home' },
      datetime: '2026-11-26T12:00:00.000Z',
    });
    expect(local.get(ANALYTICS_KEYS.trackId)).to.be.a('string');
    expect(queue.queued()).to.have.length(1);
  });

  it('spec 4.12: a flush sends the queue with the trackId; nothing is sent with no event queued or no trackId', async () => {
    const { queue, local, sent } = setup();
    await queue.flush();
    expect(sent).to.have.length(0);
    queue.add('page_visit', { route: 'home' });
    local.set(ANALYTICS_KEYS.trackId, null);
    await queue.flush();
    expect(sent).to.have.length(0);
    local.set(ANALYTICS_KEYS.trackId, 'track-0001');
    await queue.flush();
    expect(sent).to.have.length(1);
    expect(sent[0]!.trackId).to.equal('track-0001');
    expect(sent[0]!.events.map((e) => e.event)).to.deep.equal(['page_visit']);
  });

  it('spec 4.12: the queue is cleared only on 201; a 500, a 429, a 400 or a network failure keep the events for the next flush', async () => {
    const { queue, sent, state } = setup();
    queue.add('page_visit', { route: 'home' });
    queue.add('click', {});
    for (const status of [500, 429, 400, 0]) {
      state.status = status;
      await queue.flush();
      expect(queue.queued(), String(status)).to.have.length(2);
    }
    state.status = 201;
    await queue.flush();
    expect(queue.queued()).to.deep.equal([]);
    // Every attempt carried the same events with the same ids: the server stores a replay once.
    expect(new Set(sent.map((b) => b.events.map((e) => e.id).join()))).to.have.length(1);
  });

  it('spec 4.12: events queued while a flush is under way stay queued after its 201', async () => {
    const { queue, sent, hold, release } = setup();
    queue.add('a', {});
    hold.on = true;
    const flushing = queue.flush();
    // A second flush meanwhile does not send the same events twice.
    const again = queue.flush();
    queue.add('b', {});
    await new Promise((r) => setTimeout(r, 0));
    release();
    await Promise.all([flushing, again]);
    expect(sent).to.have.length(1);
    expect(queue.queued().map((e) => e.event)).to.deep.equal(['b']);
  });

  it('a batch is at most 100 events; the rest go in the next flush', async () => {
    const { queue, sent } = setup();
    for (let i = 0; i < 130; i++) queue.add('page_visit', { route: `r${i}` });
    await queue.flush();
    expect(sent[0]!.events).to.have.length(100);
    expect(queue.queued()).to.have.length(30);
    await queue.flush();
    expect(sent[1]!.events[0]!.payload).to.deep.equal({ route: 'r100' });
    expect(queue.queued()).to.deep.equal([]);
  });

  it('events older than the server accepts (7 days) are dropped before sending; an oversized payload is never queued', async () => {
    const { queue, sent, state } = setup();
    queue.add('old', {});
    state.now = new Date(state.now.getTime() + 8 * 86_400_000);
    queue.add('new', {});
    expect(queue.add('big', { text: 'x'.repeat(3000) })).to.equal(null);
    await queue.flush();
    expect(sent[0]!.events.map((e) => e.event)).to.deep.equal(['new']);
  });

  it('spec 4.12 consent: while denied nothing is queued or sent', async () => {
    const { queue, sent, state } = setup({ allowed: false });
    expect(queue.add('page_visit', { route: 'home' })).to.equal(null);
    expect(queue.trackId()).to.equal(null);
    state.allowed = true;
    queue.add('page_visit', { route: 'home' });
    state.allowed = false;
    await queue.flush();
    expect(sent).to.deep.equal([]);
  });

  it('spec 4.12 consent helpers: denyAll drops the queue and the trackId, grantAll allows again; the data layer hears both', () => {
    const local = memoryStore();
    const fake = { getItem: local.get, setItem: local.set, removeItem: (k: string) => local.set(k, null) };
    Object.defineProperty(globalThis, 'localStorage', { value: fake, configurable: true });
    try {
      local.set(ANALYTICS_KEYS.queue, '[{"id":"x"}]');
      local.set(ANALYTICS_KEYS.trackId, 'track-0001');
      expect(analyticsAllowed()).to.equal(true);
      denyAll();
      expect(analyticsAllowed()).to.equal(false);
      expect(local.get(ANALYTICS_KEYS.queue)).to.equal(null);
      expect(local.get(ANALYTICS_KEYS.trackId)).to.equal(null);
      grantAll();
      expect(analyticsAllowed()).to.equal(true);
      const layer = (globalThis as unknown as { dataLayer: { consent: { analytics_storage: string } }[] }).dataLayer;
      expect(layer.slice(-2).map((e) => e.consent.analytics_storage)).to.deep.equal(['denied', 'granted']);
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });

  it('spec 3 UTM: source, medium, campaign, content and term from the address go to session storage and onto every event', () => {
    const { queue, session } = setup();
    captureUtm('?utm_source=news&utm_medium=email&utm_campaign=winter&utm_content=top&utm_term=pets&x=1', session);
    expect(readUtm(session)).to.deep.equal({
      source: 'news',
      medium: 'email',
      campaign: 'winter',
      content: 'top',
      term: 'pets',
    });
    // A later address without UTM values keeps the session's.
    captureUtm('?page=2', session);
    const item = queue.add('page_visit', { route: 'home' });
    expect(item!.payload).to.deep.equal({
      route: 'home',
      utm: { source: 'news', medium: 'email', campaign: 'winter', content: 'top', term: 'pets' },
    });
    // Without any, events carry none.
    const bare = setup();
    expect(bare.queue.add('page_visit', { route: 'home' })!.payload).to.deep.equal({ route: 'home' });
  });
});

describe('A-B registration variants (spec accounts-platform 2.6, 4.6, 7)', () => {
  const freePet = { name: 'email_free_pet', version: 7, userGroup: 1 } as const;
  const club = { name: 'exclusive_club', version: 7, userGroup: 0 } as const;

  it('the test group email_free_pet sees the free_pet register form and sends email_name free_pet', () => {
    expect(registerVariant('default', freePet)).to.equal('free_pet');
    expect(emailNameOf(registerVariant('default', freePet), freePet)).to.equal('free_pet');
  });

  it('exclusive_club sees the default form and sends email_name exclusive_club; a free_pet link still wins', () => {
    expect(registerVariant('default', club)).to.equal('default');
    expect(emailNameOf('default', club)).to.equal('exclusive_club');
    expect(registerVariant('free_pet', club)).to.equal('free_pet');
    expect(emailNameOf('free_pet', club)).to.equal('free_pet');
  });

  it('with no group known yet the default form sends email_name null', () => {
    expect(registerVariant('default', null)).to.equal('default');
    expect(emailNameOf('default', null)).to.equal(null);
  });
});
