// Retry policy of the request wrapper (spec accounts-platform 7). Pure functions.
export const DEFAULT_RETRIES = 3;
export const BASE_DELAY_MS = 1000;
export const MAX_DELAY_MS = 30_000;

/** Delay before retry number `attempt` (0-based): 1000 ms * 2^attempt, capped at 30 s. */
export function backoffDelay(attempt: number, base = BASE_DELAY_MS, max = MAX_DELAY_MS): number {
  return Math.min(base * 2 ** attempt, max);
}

/** Only transient failures are retried: network (status 0), 5xx and 429. Never other 4xx or aborts. */
export function isRetriable(status: number, cancelled: boolean): boolean {
  if (cancelled) return false;
  return status === 0 || status === 429 || status >= 500;
}
