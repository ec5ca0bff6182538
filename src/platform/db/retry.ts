import { setTimeout as sleep } from 'node:timers/promises';

/** A deadlock (40P01) or a serialization failure (40001): Postgres rolled the transaction back, so it can run again. */
export function isTransientConflict(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Runs a whole transaction again when Postgres aborts it for a deadlock or a serialization failure, as its
 * manual advises: nothing of the aborted run was kept. Two transactions that lock the same rows in opposite
 * orders (a buy takes a listing then its item; a sync's ending the item then its listing) cannot both win, and
 * the one chosen as the victim should not reach the user as a 500. `work` must start its own transaction.
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= attempts || !isTransientConflict(err)) throw err;
      // A short random pause, so the two do not meet again at once.
      await sleep(5 + Math.random() * 20 * attempt);
    }
  }
}
