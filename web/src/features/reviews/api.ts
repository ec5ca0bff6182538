// The reviews' own calls (modules/reviews): the site review standing, and sending a review of a seller or of the
// site, never retried (a review must not be sent twice). The deals to review are read in shared/api/queries.ts (the
// purchased items page reminds of them too); pages of reviews in shared/reviews.
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import type {
  ReviewView,
  SellerReviewInput,
  SiteReviewInput,
  SiteReviewStanding,
} from '../../../../modules/reviews/reviews.schemas';
import { jsonFetcher } from '../../shared/api/fetchers';
import { SITE_REVIEW_MINE_KEY } from '../../shared/api/keys';
import { request } from '../../shared/api/request';
import { store } from '../../shared/state/store';

/** Whether the signed-in user may review the site, and their review of it (nothing for a visitor). */
export function useSiteStanding() {
  const { isAuth } = useSnapshot(store);
  return useSWR<SiteReviewStanding>(isAuth ? SITE_REVIEW_MINE_KEY : null, jsonFetcher);
}

/** POST /api/reviews/sellers: the review of a completed deal's seller. */
export const reviewSellerCall = async (body: SellerReviewInput) =>
  (await request<{ review: ReviewView }>('/api/reviews/sellers', { method: 'POST', body, retries: 0 })).data.review;

/** POST /api/reviews/site: the user's one review of the site. */
export const reviewSiteCall = async (body: SiteReviewInput) =>
  (await request<{ review: ReviewView }>('/api/reviews/site', { method: 'POST', body, retries: 0 })).data.review;
