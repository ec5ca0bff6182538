import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';

/** A limit: `points` calls per `duration` seconds. */
export interface Limit {
  points: number;
  duration: number;
}

/**
 * Named rate limits over rate-limiter-flexible, counted in a Postgres table of the owning module so every process
 * shares them. The library names its prepared statements after the table only (not the schema): each module's table
 * needs a name of its own.
 */
export class RateLimiters<Name extends string> {
  private readonly limiters: Record<Name, RateLimiterPostgres>;

  constructor(pool: pg.Pool, table: { schemaName: string; tableName: string }, limits: Record<Name, Limit>) {
    this.limiters = Object.fromEntries(
      Object.entries<Limit>(limits).map(([name, limit]) => [
        name,
        new RateLimiterPostgres({
          storeClient: pool,
          storeType: 'pool',
          ...table,
          tableCreated: true,
          keyPrefix: name,
          ...limit,
        }),
      ]),
    ) as Record<Name, RateLimiterPostgres>;
  }

  /** Counts a call; over the limit it is refused with 429 TOO_MANY_REQUESTS and Retry-After. */
  async hit(name: Name, key: string): Promise<void> {
    try {
      await this.limiters[name].consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw tooManyRequests(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
      throw err;
    }
  }

  /** Refuses when earlier calls used the allowance up, without counting this one. */
  async check(name: Name, key: string): Promise<void> {
    const state = await this.limiters[name].get(key);
    if (state && state.remainingPoints <= 0) throw tooManyRequests(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
  }

  async clear(name: Name, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }
}
