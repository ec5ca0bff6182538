import type { RequestHandler } from 'express';
import * as yup from 'yup';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import type { ReviewsService } from './reviews.service';
import { reviewsErrors } from './reviews.errors';
import { reviewsPageSchema, sellerReviewSchema, siteReviewSchema } from './reviews.schemas';

const sellerParams = yup.object({ id: yup.string().required('required').uuid('invalidValue') });

/** Reviews of sellers after completed deals, and of the site (/reviews). */
export function reviewsRoutes(reviews: ReviewsService, guard: RequestHandler): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  return new ApiRoutes('reviews')
    .add(
      {
        method: 'get',
        path: '/reviews/reviewable',
        errors: [reviewsErrors.disabled()],
        summary: 'My completed deals I can still review (one review per purchase and seller)',
        security: user,
      },
      async (_input, req) => ({ deals: await reviews.reviewable(currentUser(req).id) }),
    )
    .add(
      {
        method: 'post',
        path: '/reviews/sellers',
        errors: [reviewsErrors.disabled(), reviewsErrors.noDeal(), reviewsErrors.tooLate(1), reviewsErrors.already()],
        summary: 'Review the seller of a completed deal: stars 1-5 and a short text',
        body: sellerReviewSchema,
        security: user,
      },
      async ({ body }, req) => ({ review: await reviews.reviewSeller(currentUser(req).id, body) }),
    )
    .add(
      {
        method: 'get',
        path: '/sellers/:id/reviews',
        errors: [],
        summary: "A seller's reviews, newest first, with the average",
        params: sellerParams,
        query: reviewsPageSchema,
      },
      ({ params, query }) => reviews.ofSeller(params.id, query.page),
    )
    .add(
      {
        method: 'get',
        path: '/reviews/site',
        errors: [reviewsErrors.disabled()],
        summary: 'Reviews of the site (/reviews), newest first, with the average',
        query: reviewsPageSchema,
      },
      ({ query }) => reviews.ofSite(query.page),
    )
    .add(
      {
        method: 'get',
        path: '/reviews/site/mine',
        errors: [reviewsErrors.disabled()],
        summary: 'Whether I may review the site, and my review of it when I have left one',
        security: user,
      },
      (_input, req) => reviews.mySiteReview(currentUser(req).id),
    )
    .add(
      {
        method: 'post',
        path: '/reviews/site',
        errors: [reviewsErrors.disabled(), reviewsErrors.noDealYet(), reviewsErrors.already()],
        summary: 'Review the site (once, after a completed deal)',
        body: siteReviewSchema,
        security: user,
      },
      async ({ body }, req) => ({ review: await reviews.reviewSite(currentUser(req).id, body) }),
    );
}
