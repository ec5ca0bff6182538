// Reviews come in numbered pages, newest first (GET /api/sellers/{id}/reviews, /api/reviews/site): which page
// "Show more" reads next, whether there is one, and the reviews shown so far. Pure.
import type { ReviewsPage, ReviewView } from '../../../../modules/reviews/reviews.schemas';

/** The page to read at `index` (0-based) after `previous`: 1 first, then the next; null once every review is read. */
export function nextReviewsPage(index: number, previous: ReviewsPage | null): number | null {
  if (index === 0 || !previous) return 1;
  return previous.page * previous.pageSize < previous.count && previous.reviews.length > 0 ? previous.page + 1 : null;
}

/** Whether a further page holds reviews not read yet. */
export function hasMoreReviews(pages: readonly ReviewsPage[] | undefined): boolean {
  const last = pages?.[pages.length - 1];
  return !!last && nextReviewsPage(pages.length, last) !== null;
}

/**
 * The reviews of the pages read, in order. A review published between two pages pushes one of the first page onto
 * the next: it is shown once.
 */
export function reviewsOf(pages: readonly ReviewsPage[] | undefined): ReviewView[] {
  const seen = new Set<string>();
  const reviews: ReviewView[] = [];
  for (const review of pages?.flatMap((p) => p.reviews) ?? []) {
    if (seen.has(review.id)) continue;
    seen.add(review.id);
    reviews.push(review);
  }
  return reviews;
}
