import type { Selectable } from 'kysely';

export interface SellerReviewsTable {
  id: string;
  purchase_id: string;
  seller_id: string;
  buyer_id: string;
  stars: number;
  text: string;
  created_at: Date;
}

export interface SiteReviewsTable {
  id: string;
  user_id: string;
  stars: number;
  text: string;
  created_at: Date;
}

export interface ReviewsTables {
  'reviews.seller_reviews': SellerReviewsTable;
  'reviews.site_reviews': SiteReviewsTable;
}

export type SellerReviewRow = Selectable<SellerReviewsTable>;
export type SiteReviewRow = Selectable<SiteReviewsTable>;
