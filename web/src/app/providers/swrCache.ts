// SWR cache timing (spec accounts-platform 9): stale after 5 s, collected 60 s after its last user left.
import type { Cache, Middleware, SWRConfiguration } from 'swr';
import { useEffect } from 'react';

export const STALE_MS = 5000;
export const COLLECT_MS = 60_000;

export const swrCache: Cache = new Map() as unknown as Cache;
const users = new Map<string, number>();
const collectTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** Counts mounted hooks per key; when none remain for 60 s the entry is dropped. */
const collectUnused: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const id = typeof key === 'string' ? key : null;
  useEffect(() => {
    if (!id) return;
    users.set(id, (users.get(id) ?? 0) + 1);
    clearTimeout(collectTimers.get(id));
    return () => {
      const left = (users.get(id) ?? 1) - 1;
      users.set(id, left);
      if (left > 0) return;
      collectTimers.set(
        id,
        setTimeout(() => {
          if (!users.get(id)) swrCache.delete(id);
        }, COLLECT_MS),
      );
    };
  }, [id]);
  return useSWRNext(key, fetcher, config);
};

export const swrConfig: SWRConfiguration = {
  provider: () => swrCache,
  dedupingInterval: STALE_MS,
  use: [collectUnused],
  // The request wrapper already retries with backoff; SWR must not multiply it.
  shouldRetryOnError: false,
  revalidateOnFocus: true,
};
