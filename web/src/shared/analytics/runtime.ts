// The analytics queue at work in the browser (spec accounts-platform 3, 4.6, 4.12, 9), loaded lazily by track.ts:
// events go to the data layer and the queue, the queue flushes every 60 s (and when the tab is hidden, so a closing
// tab sends what it has), and the browser learns its A-B group.
import type { AbTestRecord } from '../../../../modules/analytics/analytics.vocabulary.schemas';
import { request } from '../api/request';
import { currentToken } from '../api/token';
import { readLocal, readSession, writeLocal, writeSession } from '../state/storage';
import { abTest, setAbTest } from './abTest';
import { analyticsAllowed } from './consent';
import { AnalyticsQueue, FLUSH_INTERVAL_MS, type QueuedEvent } from './queue';
import { captureUtm } from './utm';

declare global {
  interface Window {
    /** The tag-manager data layer (spec 4.12): every event recorded here, with the A-B record. */
    dataLayer: unknown[];
  }
}

const AB_TEST_VERSION = 7;
const local = { get: readLocal, set: writeLocal };
const session = { get: readSession, set: writeSession };

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function send(body: { trackId: string; events: QueuedEvent[] }): Promise<number> {
  const token = currentToken();
  const response = await fetch('/api/v1/client-events', {
    method: 'POST',
    // Survives the tab closing while the call is under way.
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response.status;
}

export const queue = new AnalyticsQueue({
  local,
  session,
  send,
  allowed: analyticsAllowed,
  now: () => new Date(),
  newId,
});

window.dataLayer ??= [];

export function record(event: string, payload: Record<string, unknown>): void {
  // A later address may bring other UTM values (a second campaign link in the same tab).
  captureUtm(window.location.search, session);
  const queued = queue.add(event, payload);
  if (queued) window.dataLayer.push({ event, ...queued.payload, datetime: queued.datetime, ab_test: abTest.record });
}

async function loadAbTest(trackId: string): Promise<void> {
  if (abTest.record?.version === AB_TEST_VERSION) return;
  try {
    const { data } = await request<{ ab_test: AbTestRecord }>('/api/v1/ab-test', {
      method: 'POST',
      body: { trackId },
      retries: 1,
    });
    setAbTest(data.ab_test);
  } catch (error) {
    console.warn('A-B group unavailable', error);
  }
}

let started = false;

export function start(arrivedWith: string, waiting: [string, Record<string, unknown>][]): void {
  if (!started) {
    started = true;
    captureUtm(arrivedWith, session);
    const trackId = queue.trackId();
    if (trackId) void loadAbTest(trackId);
    setInterval(() => void queue.flush(), FLUSH_INTERVAL_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void queue.flush();
    });
  }
  for (const [event, payload] of waiting) record(event, payload);
}

/**
 * Links the signed-in user to this browser's trackId (spec accounts-platform 7 POST /api/user/cga/create, "creation
 * of an analytics link"), so their events before and after signing in are one visitor's. The server stores the pair
 * once; a failure is only logged: analytics never stands in the user's way.
 */
export async function linkUser(): Promise<void> {
  const trackId = queue.trackId();
  if (!trackId || !analyticsAllowed()) return;
  try {
    await request('/api/user/cga/create', {
      method: 'POST',
      body: { cga_client_id: trackId, cga_data: abTest.record ? { ab_test: abTest.record } : null },
      retries: 1,
    });
  } catch (error) {
    console.warn('Analytics link not stored', error);
  }
}
