import { inject, injectable } from 'inversify';
import type pg from 'pg';
import { RateLimiters } from '../../src/platform/rate-limits';
import { TYPES } from '../../src/platform/tokens';

/** Attempts allowed per window. */
const LIMITS = {
  loginPerIp: { points: 30, duration: 15 * 60 },
  loginFailuresPerAccount: { points: 10, duration: 15 * 60 },
  resetPerIp: { points: 10, duration: 60 * 60 },
  resetPerAccount: { points: 3, duration: 60 * 60 },
  codePerIp: { points: 20, duration: 15 * 60 },
  codeFailuresPerAccount: { points: 10, duration: 15 * 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

/** Brute-force protection for login, recovery and code checks; keys compare in any case. */
@injectable()
export class RateLimits {
  private readonly limiters: RateLimiters<LimitName>;

  constructor(@inject(TYPES.Pool) pool: pg.Pool) {
    this.limiters = new RateLimiters(pool, { schemaName: 'identity', tableName: 'rate_limits' }, LIMITS);
  }

  hit(name: LimitName, key: string): Promise<void> {
    return this.limiters.hit(name, key.toLowerCase());
  }

  check(name: LimitName, key: string): Promise<void> {
    return this.limiters.check(name, key.toLowerCase());
  }

  clear(name: LimitName, key: string): Promise<void> {
    return this.limiters.clear(name, key.toLowerCase());
  }
}
