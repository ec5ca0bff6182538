import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { SelectQueryBuilder } from 'kysely';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db/database';
import { TYPES } from '../../src/platform/tokens';
import { USER_DIRECTORY, type UserDirectory } from '../identity';
import { OrdersHistory } from '../orders';
import { reviewsErrors } from './reviews.errors';
import {
  REVIEW_WINDOW_DAYS,
  REVIEWS_PAGE_SIZE,
  type ReviewableDeal,
  type ReviewsPage,
  type ReviewView,
  type SellerReviewInput,
  type SiteReviewInput,
  type SiteReviewStanding,
} from './reviews.schemas';
import type { ReviewsTables, SellerReviewRow, SiteReviewRow } from './tables';
import { OPERATIONS_SERVICE, type OperationsService } from '../operations';

const DAY_MS = 86_400_000;
const UNIQUE_VIOLATION = '23505';

/**
 * Reviews (spec trading-core 2; the reviews flag). The rules: a buyer reviews a seller once per purchase, after the
 * purchase's items from that seller were delivered (a completed deal), within REVIEW_WINDOW_DAYS days; a user who has
 * completed a deal (as a buyer or a seller) reviews the site once. Stars 1-5 and a short moderated text; a review is
 * not edited or deleted by its author (support can).
 */
@injectable()
export class ReviewsService {
  constructor(
    @inject(TYPES.Db) private readonly db: Db<ReviewsTables>,
    @inject(TYPES.Clock) private readonly clock: Clock,
    @inject(OPERATIONS_SERVICE) private readonly operations: OperationsService,
    @inject(OrdersHistory) private readonly orders: OrdersHistory,
    @inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  /** The buyer's completed deals they can still review (not reviewed, within the window). */
  async reviewable(buyerId: string): Promise<ReviewableDeal[]> {
    this.requireFlag();
    const deals = await this.orders.completedDeals(buyerId, this.windowStart());
    const reviewed = deals.length
      ? await this.db
          .selectFrom('reviews.seller_reviews')
          .select(['purchase_id', 'seller_id'])
          .where('buyer_id', '=', buyerId)
          .where(
            'purchase_id',
            'in',
            deals.map((d) => d.purchaseId),
          )
          .execute()
      : [];
    const open = deals.filter(
      (d) => !reviewed.some((r) => r.purchase_id === d.purchaseId && r.seller_id === d.sellerId),
    );
    const names = await this.users.find(open.map((d) => d.sellerId));
    return open.map((d) => ({
      purchaseId: d.purchaseId,
      sellerId: d.sellerId,
      sellerNickname: names.get(d.sellerId)?.name ?? '',
      items: d.items,
      completedAt: d.completedAt.toISOString(),
    }));
  }

  async reviewSeller(buyerId: string, input: SellerReviewInput): Promise<ReviewView> {
    this.requireFlag();
    // That one deal, however many the buyer completed since.
    const [deal] = await this.orders.completedDeals(buyerId, new Date(0), input);
    if (!deal) throw reviewsErrors.noDeal();
    if (deal.completedAt < this.windowStart()) throw reviewsErrors.tooLate(REVIEW_WINDOW_DAYS);
    const row = await this.insert('reviews.seller_reviews', {
      id: randomUUID(),
      purchase_id: input.purchaseId,
      seller_id: input.sellerId,
      buyer_id: buyerId,
      stars: input.stars,
      text: input.text.trim(),
      created_at: this.clock.now(),
    });
    return (await this.views([row as SellerReviewRow], (r) => (r as SellerReviewRow).buyer_id))[0]!;
  }

  async reviewSite(userId: string, input: SiteReviewInput): Promise<ReviewView> {
    this.requireFlag();
    if (!(await this.orders.hasCompletedDeal(userId))) throw reviewsErrors.noDealYet();
    const row = await this.insert('reviews.site_reviews', {
      id: randomUUID(),
      user_id: userId,
      stars: input.stars,
      text: input.text.trim(),
      created_at: this.clock.now(),
    });
    return (await this.views([row as SiteReviewRow], (r) => (r as SiteReviewRow).user_id))[0]!;
  }

  /** Whether the user may review the site now, and their review when they have left one (the /reviews form). */
  async mySiteReview(userId: string): Promise<SiteReviewStanding> {
    this.requireFlag();
    const row = await this.db
      .selectFrom('reviews.site_reviews')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (row) return { canReview: false, review: (await this.views([row], (r) => r.user_id))[0]! };
    return { canReview: await this.orders.hasCompletedDeal(userId), review: null };
  }

  /** A seller's reviews, newest first, with the average over all of them (the seller page, the profile). */
  async ofSeller(sellerId: string, page: number): Promise<ReviewsPage> {
    const rows = this.db.selectFrom('reviews.seller_reviews').where('seller_id', '=', sellerId);
    return this.pageOf(rows, page, (r) => (r as SellerReviewRow).buyer_id);
  }

  /** Reviews of the site (/reviews), newest first, with the average. */
  async ofSite(page: number): Promise<ReviewsPage> {
    this.requireFlag();
    return this.pageOf(this.db.selectFrom('reviews.site_reviews'), page, (r) => (r as SiteReviewRow).user_id);
  }

  /** One page of reviews, newest first, and the count and average over all of them. */
  private async pageOf(
    rows: SelectQueryBuilder<ReviewsTables, 'reviews.seller_reviews' | 'reviews.site_reviews', object>,
    page: number,
    authorOf: (r: SellerReviewRow | SiteReviewRow) => string,
  ): Promise<ReviewsPage> {
    const [reviews, summary] = await Promise.all([
      rows
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(REVIEWS_PAGE_SIZE)
        .offset((page - 1) * REVIEWS_PAGE_SIZE)
        .execute(),
      rows
        .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.avg<string | null>('stars').as('average')])
        .executeTakeFirstOrThrow(),
    ]);
    return this.page(await this.views(reviews as Array<SellerReviewRow | SiteReviewRow>, authorOf), summary, page);
  }

  private page(reviews: ReviewView[], summary: { count: string; average: string | null }, page: number): ReviewsPage {
    return {
      reviews,
      average: summary.average == null ? null : Math.round(Number(summary.average) * 10) / 10,
      count: Number(summary.count),
      page,
      pageSize: REVIEWS_PAGE_SIZE,
    };
  }

  /** One review per purchase and seller, one per user of the site: a second is ALREADY_EXISTS. */
  private async insert<T extends keyof ReviewsTables>(table: T, row: ReviewsTables[T]) {
    try {
      return await this.db
        .insertInto(table)
        .values(row as never)
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw reviewsErrors.already();
      throw err;
    }
  }

  private async views<R extends SellerReviewRow | SiteReviewRow>(rows: R[], authorOf: (r: R) => string) {
    const names = await this.users.find(rows.map(authorOf));
    return rows.map((r) => ({
      id: r.id,
      stars: r.stars,
      text: r.text,
      author: names.get(authorOf(r))?.name ?? '',
      at: r.created_at.toISOString(),
    }));
  }

  private windowStart(): Date {
    return new Date(this.clock.now().getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
  }

  private requireFlag(): void {
    if (!this.operations.flags().reviews) throw reviewsErrors.disabled();
  }
}
