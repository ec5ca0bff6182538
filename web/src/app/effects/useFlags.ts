// GET /api/flags -> store.flags (cookie-cached) and the dev status; failure keeps defaults and lets routing go on.
// Staff switch both live: FLAGS_CHANGE and DEV_STATUS_CHANGE (useRealtime) apply them without this call.
import { useEffect } from 'react';
import useSWR from 'swr';
import { request } from '../../shared/api/request';
import { applyFlags, setDevStatus, settleFlags } from '../../shared/state/actions';
import { isDevStatus } from '../../../../modules/operations/flags.vocabulary.schemas';

interface FlagsAnswer {
  flags?: Record<string, unknown>;
  devStatus?: unknown;
}

export const FLAGS_KEY = '/api/flags';

const flagsFetcher = async (url: string) => (await request<FlagsAnswer>(url, { retries: 1 })).data;

export function useFlags(): void {
  const { data, error } = useSWR(FLAGS_KEY, flagsFetcher);
  useEffect(() => {
    if (data) {
      applyFlags(data.flags);
      setDevStatus(isDevStatus(data.devStatus) ? data.devStatus : null);
    } else if (error) settleFlags();
  }, [data, error]);
}
