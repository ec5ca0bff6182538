import { inject, injectable } from 'inversify';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TYPES } from '../../src/platform/tokens';
import { tooManyRequests } from '../../src/platform/errors';

/** Attempts allowed per window; counters live in Postgres so every process shares them. */
const LIMITS = {
  loginPerIp: { points: 30, duration: 15 * 60 },
  loginFailuresPerAccount: { points: 10, duration: 15 * 60 },
  resetPerIp: { points: 10, duration: 60 * 60 },
  resetPerAccount: { points: 3, duration: 60 * 60 },
  codePerIp: { points: 20, duration: 15 * 60 },
  codeFailuresPerAccount: { points: 10, duration: 15 * 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

/** Brute-force protection for login, recovery and code checks (rate-limiter-flexible). */
@injectable()
export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterPostgres>;

  constructor(@inject(TYPES.Pool) pool: pg.Pool) {
    this.limiters = Object.fromEntries(
      Object.entries(LIMITS).map(([name, limit]) => [
        name,
        new RateLimiterPostgres({
          storeClient: pool,
          storeType: 'pool',
          schemaName: 'identity',
          tableName: 'rate_limits',
          tableCreated: true,
          keyPrefix: name,
          ...limit,
        }),
      ]),
    ) as Record<LimitName, RateLimiterPostgres>;
  }

  /** Counts an attempt; over the limit it is refused with 429 and Retry-After. */
  async hit(name: LimitName, key: string): Promise<void> {
    try {
      await this.limiters[name].consume(key.toLowerCase());
    } catch (err) {
      throw asTooManyRequests(err);
    }
  }

  /** Refuses when earlier failures used the allowance up, without counting this attempt. */
  async check(name: LimitName, key: string): Promise<void> {
    const state = await this.limiters[name].get(key.toLowerCase());
    if (state && state.remainingPoints <= 0) throw tooManyRequests(Math.ceil(state.msBeforeNext / 1000));
  }

  async clear(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key.toLowerCase());
  }
}

function asTooManyRequests(err: unknown): Error {
  if (err instanceof RateLimiterRes) return tooManyRequests(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
  return err instanceof Error ? err : new Error(String(err));
}
