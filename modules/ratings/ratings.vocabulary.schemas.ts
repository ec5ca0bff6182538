// Pure and without yup: what the trade loop tells the ratings (spec trading-core 4, "Rating changes").

/** Why a buyer's rating moves: +2.5 an item collected, -1 a failure they caused, -1.5 a cancelled offer. */
export const BUYER_RATING_REASONS = [
  'item_collected',
  'trade_failed',
  'offer_cancelled',
  'purchase_cancelled',
] as const;
/**
 * Why a seller's rating moves: +0.5 a sale delivered; -6 missing items; -5 more than 175 friends; -1 account
 * problems; -2 kicking the buyer or changing data; -2 a warning or ban on the game account.
 */
export const SELLER_RATING_REASONS = [
  'sale_completed',
  'items_missing',
  'too_many_friends',
  'account_problem',
  'kicked_buyer',
  'game_ban',
] as const;

export type BuyerRatingReason = (typeof BUYER_RATING_REASONS)[number];
export type SellerRatingReason = (typeof SELLER_RATING_REASONS)[number];

export type RatingEvent =
  | { role: 'buyer'; reason: BuyerRatingReason; userId: string; key: string; count?: number }
  | { role: 'seller'; reason: SellerRatingReason; userId: string; key: string; count?: number };
