// Runs one staff action at a time for a panel: busy while it runs, its refusal kept to show beside the controls, and
// on success the panel's reads whose keys start with the given prefixes are read again (through the app's SWR cache).
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { actionError, staffAction } from './adminApi';

export function useStaffAction() {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run<T>(key: string, action: () => Promise<T>): Promise<T | undefined> {
    setBusy(key);
    setError(null);
    try {
      return await action();
    } catch (e) {
      setError(actionError(e));
      return undefined;
    } finally {
      setBusy(null);
    }
  }
  /** A staff call (never retried); `refresh`: key prefixes to read again after it. */
  const send = <T>(key: string, method: string, url: string, body: unknown, refresh: string[]) =>
    run(key, async () => {
      const done = await staffAction<T>(method, url, body);
      await mutate((k) => typeof k === 'string' && refresh.some((prefix) => k.startsWith(prefix)));
      return done;
    });
  return { busy, error, run, send };
}
