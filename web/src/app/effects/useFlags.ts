// GET /api/flags -> store.flags (cookie-cached); failure keeps defaults and lets routing go on.
import { useEffect } from 'react';
import useSWR from 'swr';
import { request } from '../../shared/api/request';
import { applyFlags, settleFlags } from '../../shared/state/actions';

interface FlagsAnswer {
  flags?: Record<string, unknown>;
}

const flagsFetcher = async (url: string) => (await request<FlagsAnswer>(url, { retries: 1 })).data;

export function useFlags(): void {
  const { data, error } = useSWR('/api/flags', flagsFetcher);
  useEffect(() => {
    if (data) applyFlags(data.flags);
    else if (error) settleFlags();
  }, [data, error]);
}
