// Pages of reviews read one after another with "Show more" (a seller's, the site's), newest first.
import useSWRInfinite from 'swr/infinite';
import type { ReviewsPage } from '../../../../modules/reviews/reviews.schemas';
import { jsonFetcher } from '../api/fetchers';
import { nextReviewsPage } from './paging';

/** `pageKey` builds a page's address (shared/api/keys.ts); null reads nothing (e.g. the user is not known yet). */
export function useReviewPages(pageKey: ((page: number) => string) | null) {
  return useSWRInfinite<ReviewsPage>((index, previous: ReviewsPage | null) => {
    const page = pageKey ? nextReviewsPage(index, previous) : null;
    return page === null || !pageKey ? null : pageKey(page);
  }, jsonFetcher);
}

export type ReviewPages = ReturnType<typeof useReviewPages>;
