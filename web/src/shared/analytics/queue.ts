// The analytics queue (spec accounts-platform 3 "Analytics event queue", 4.12, 9): events (event, payload, datetime)
// wait in local storage and are flushed every 60 s when at least 1 is queued and a trackId exists; they leave the
// queue only when the server answers 201. Pure: storage, sending and time are given, so the rules are unit-tested.
import { CLIENT_EVENTS_LIMITS } from '../../../../modules/analytics/analytics.vocabulary.schemas';
import { ANALYTICS_KEYS } from './keys';
import { readUtm } from './utm';

export interface QueuedEvent {
  /** The event's idempotency key: a batch sent again after a lost answer is stored once. */
  id: string;
  event: string;
  payload: Record<string, unknown>;
  datetime: string;
}

export interface Store {
  get(key: string): string | null;
  set(key: string, value: string | null): void;
}

export interface QueueDeps {
  local: Store;
  session: Store;
  /** POSTs the body to /api/v1/client-events and resolves with the status (rejects when the network fails). */
  send(body: { trackId: string; events: QueuedEvent[] }): Promise<number>;
  allowed(): boolean;
  now(): Date;
  newId(): string;
}

/** Spec 9: flush every 60 s, when at least 1 event is queued. */
export const FLUSH_INTERVAL_MS = 60_000;
export const MIN_EVENTS_TO_FLUSH = 1;
/** Kept while offline; past it the oldest go (a browser offline for days must not fill its storage). */
export const MAX_QUEUED = 500;
const DAY_MS = 86_400_000;
/** Room left in a call's body for the trackId and the JSON around the events. */
const BODY_MARGIN = 512;

const byteLength = (text: string) => new TextEncoder().encode(text).length;

export class AnalyticsQueue {
  private flushing: Promise<void> | null = null;

  constructor(private readonly deps: QueueDeps) {}

  /** The events waiting, oldest first. */
  queued(): QueuedEvent[] {
    try {
      const list = JSON.parse(this.deps.local.get(ANALYTICS_KEYS.queue) ?? '[]') as unknown;
      return Array.isArray(list) ? (list as QueuedEvent[]) : [];
    } catch {
      return [];
    }
  }

  private save(events: QueuedEvent[]): void {
    this.deps.local.set(ANALYTICS_KEYS.queue, events.length ? JSON.stringify(events) : null);
  }

  /** The browser's trackId, made on first use unless analytics is denied. */
  trackId(): string | null {
    if (!this.deps.allowed()) return null;
    const existing = this.deps.local.get(ANALYTICS_KEYS.trackId);
    if (existing) return existing;
    const made = this.deps.newId();
    this.deps.local.set(ANALYTICS_KEYS.trackId, made);
    return made;
  }

  /** Queues an event with the session's UTM values; nothing while analytics is denied. Returns what was queued. */
  add(event: string, payload: Record<string, unknown> = {}): QueuedEvent | null {
    if (!this.deps.allowed() || !this.trackId()) return null;
    const utm = readUtm(this.deps.session);
    const item: QueuedEvent = {
      id: this.deps.newId(),
      event,
      payload: utm ? { ...payload, utm } : payload,
      datetime: this.deps.now().toISOString(),
    };
    // One the server would refuse would hold the queue up for ever: it is not queued.
    if (byteLength(JSON.stringify(item.payload)) > CLIENT_EVENTS_LIMITS.maxPayloadBytes) return null;
    this.save([...this.queued(), item].slice(-MAX_QUEUED));
    return item;
  }

  /**
   * Sends what is queued when at least MIN_EVENTS_TO_FLUSH events wait and a trackId exists; the sent events leave the
   * queue only on 201. Events too old for the server are dropped first (they could never be accepted).
   */
  flush(): Promise<void> {
    this.flushing ??= this.flushOnce().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    if (!this.deps.allowed()) return;
    const trackId = this.deps.local.get(ANALYTICS_KEYS.trackId);
    const oldest = this.deps.now().getTime() - (CLIENT_EVENTS_LIMITS.maxAgeDays * DAY_MS - 60_000);
    const all = this.queued();
    const fresh = all.filter((e) => Date.parse(e.datetime) >= oldest);
    if (fresh.length !== all.length) this.save(fresh);
    if (fresh.length < MIN_EVENTS_TO_FLUSH || !trackId) return;
    const batch = takeBatch(fresh, trackId);
    let status: number;
    try {
      status = await this.deps.send({ trackId, events: batch });
    } catch {
      return; // offline: the events wait for the next flush
    }
    if (status !== 201) return;
    const sent = new Set(batch.map((e) => e.id));
    // Read again: events queued while the call was under way stay.
    this.save(this.queued().filter((e) => !sent.has(e.id)));
  }
}

/** The oldest events that fit one call (count and body size). */
function takeBatch(events: QueuedEvent[], trackId: string): QueuedEvent[] {
  const batch: QueuedEvent[] = [];
  let bytes = BODY_MARGIN + byteLength(trackId);
  for (const event of events.slice(0, CLIENT_EVENTS_LIMITS.maxEvents)) {
    bytes += byteLength(JSON.stringify(event)) + 1;
    if (bytes > CLIENT_EVENTS_LIMITS.maxBodyBytes) break;
    batch.push(event);
  }
  return batch;
}
