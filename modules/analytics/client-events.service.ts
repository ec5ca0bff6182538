import { createHash } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { Clock } from '../../src/platform/clock';
import { TYPES } from '../../src/platform/tokens';
import { AbTestsService } from './ab-tests.service';
import { analyticsErrors } from './analytics.errors';
import { type AbTestRecord, CLIENT_EVENTS_LIMITS, type ClientEvent } from './analytics.schemas';
import { EventsRepo } from './events.repo';
import { AnalyticsRateLimits } from './rate-limits';

export interface ClientEventsCall {
  trackId: string;
  events: ClientEvent[];
  /** The signed-in caller, when a valid access token came with the call. */
  userId: string | null;
  ip: string;
  bodyBytes: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * POST /api/v1/client-events (spec accounts-platform 4.12, 7): a browser's queued events, stored with its A-B record
 * (4.6) and the signed-in user. All or nothing: an oversized, malformed or flooding call is refused and stores nothing.
 */
@injectable()
export class ClientEventsService {
  constructor(
    @inject(EventsRepo) private readonly events: EventsRepo,
    @inject(AbTestsService) private readonly abTests: AbTestsService,
    @inject(AnalyticsRateLimits) private readonly limits: AnalyticsRateLimits,
    @inject(TYPES.Clock) private readonly clock: Clock,
  ) {}

  async accept(call: ClientEventsCall): Promise<{ stored: number; duplicates: number; ab_test: AbTestRecord }> {
    if (call.bodyBytes > CLIENT_EVENTS_LIMITS.maxBodyBytes) throw analyticsErrors.tooLarge(call.bodyBytes);
    await this.limits.hit('eventsPerIp', call.ip);
    await this.limits.hit('eventsPerTrack', call.trackId);
    const now = this.clock.now();
    const oldest = now.getTime() - CLIENT_EVENTS_LIMITS.maxAgeDays * DAY_MS;
    const latest = now.getTime() + CLIENT_EVENTS_LIMITS.maxAheadMinutes * MINUTE_MS;
    const rows = call.events.map((e, index) => {
      const at = new Date(e.datetime);
      if (at.getTime() < oldest || at.getTime() > latest) throw analyticsErrors.outOfWindow(index);
      const payload = e.payload ?? {};
      return { key: e.id ?? contentKey(e.event, e.datetime, payload), event: e.event, payload, occurredAt: at };
    });
    const ab = await this.abTests.assign(call.trackId);
    const stored = await this.events.insert(call.trackId, call.userId, ab, rows, now);
    return { stored, duplicates: rows.length - stored, ab_test: ab };
  }
}

/** An event sent without an id is known by its content: the same event at the same millisecond is a replay. */
function contentKey(event: string, datetime: string, payload: Record<string, unknown>): string {
  return createHash('sha256')
    .update(JSON.stringify([event, new Date(datetime).toISOString(), payload]))
    .digest('base64url');
}
