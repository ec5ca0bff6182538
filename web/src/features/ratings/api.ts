// The ratings' own calls (modules/ratings): the history of changes and marking the notices read. The ratings
// themselves are read in shared/api/queries.ts (the user menu's unread count reads them too).
import useSWR from 'swr';
import type { RatingChange } from '../../../../modules/ratings/ratings.schemas';
import { jsonFetcher } from '../../shared/api/fetchers';
import { RATINGS_HISTORY_KEY } from '../../shared/api/keys';
import { request } from '../../shared/api/request';

export function useRatingHistory() {
  return useSWR<{ changes: RatingChange[] }>(RATINGS_HISTORY_KEY, jsonFetcher);
}

/** POST /api/ratings/notices/read: every notice read. */
export const markNoticesReadCall = () => request('/api/ratings/notices/read', { method: 'POST', retries: 0 });
