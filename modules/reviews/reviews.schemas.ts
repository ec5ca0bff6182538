import * as yup from 'yup';
import { MESSAGE as MSG } from '../../kernel';
import { REVIEW_CHARSET, REVIEW_LINK, REVIEW_TEXT_MAX } from './reviews.vocabulary.schemas';

export * from './reviews.vocabulary.schemas';

const stars = yup
  .number()
  .typeError(MSG.invalidValue)
  .required(MSG.required)
  .integer(MSG.invalidValue)
  .min(1, MSG.invalidValue)
  .max(5, MSG.invalidValue);

/** Moderated for length and charset: trimmed, no leading space, no control characters, no links. */
const text = yup
  .string()
  .defined(MSG.required)
  .max(REVIEW_TEXT_MAX, MSG.tooLong)
  .test('first-space', MSG.firstSymbolSpace, (v) => !v || !/^\s/.test(v))
  .matches(REVIEW_CHARSET, MSG.prohibitedSymbols)
  .test('no-links', MSG.prohibitedSymbols, (v) => !v || !REVIEW_LINK.test(v));

export const sellerReviewSchema = yup.object({
  purchaseId: yup.string().required(MSG.required).uuid(MSG.invalidValue),
  sellerId: yup.string().required(MSG.required).uuid(MSG.invalidValue),
  stars,
  text,
});
export type SellerReviewInput = yup.InferType<typeof sellerReviewSchema>;

export const siteReviewSchema = yup.object({ stars, text });
export type SiteReviewInput = yup.InferType<typeof siteReviewSchema>;

export const reviewsPageSchema = yup.object({
  page: yup.number().typeError(MSG.invalidValue).integer(MSG.invalidValue).min(1).max(10_000).default(1),
});

export interface ReviewView {
  id: string;
  stars: number;
  text: string;
  /** The reviewer's nickname. */
  author: string;
  at: string;
}

export interface ReviewsPage {
  reviews: ReviewView[];
  /** Over all the reviews, not only this page's (null: none yet). */
  average: number | null;
  count: number;
  page: number;
  pageSize: number;
}

/** GET /api/reviews/site/mine: canReview once the user has completed a deal and not reviewed the site yet. */
export interface SiteReviewStanding {
  canReview: boolean;
  review: ReviewView | null;
}

/** A completed deal the buyer may still review: the purchase, the seller and what was bought. */
export interface ReviewableDeal {
  purchaseId: string;
  sellerId: string;
  sellerNickname: string;
  items: string[];
  completedAt: string;
}
