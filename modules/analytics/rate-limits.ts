import { inject, injectable } from 'inversify';
import type pg from 'pg';
import { RateLimiters } from '../../src/platform/rate-limits';
import { TYPES } from '../../src/platform/tokens';

/**
 * Calls of POST /api/v1/client-events allowed per minute. The web queue flushes once a minute, so a browser needs
 * about one; an address may hide many browsers (an office, a carrier's NAT).
 */
const LIMITS = {
  eventsPerTrack: { points: 12, duration: 60 },
  eventsPerIp: { points: 120, duration: 60 },
  /** A browser asks for its A-B group once; each new trackId is a stored row. */
  abTestsPerIp: { points: 30, duration: 60 },
} as const;

export type AnalyticsLimit = keyof typeof LIMITS;

@injectable()
export class AnalyticsRateLimits {
  private readonly limiters: RateLimiters<AnalyticsLimit>;

  constructor(@inject(TYPES.Pool) pool: pg.Pool) {
    this.limiters = new RateLimiters(pool, { schemaName: 'analytics', tableName: 'client_event_limits' }, LIMITS);
  }

  hit(name: AnalyticsLimit, key: string): Promise<void> {
    return this.limiters.hit(name, key);
  }
}
