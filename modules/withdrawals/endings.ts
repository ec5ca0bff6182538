import type { FlowEndedJob } from '../../bots';
import type { BuyerRatingReason, SellerRatingReason } from '../ratings';

/** A seller's account after a delivery failed on its side (inventory-sync's statuses). */
export type AccountTrouble = 'error' | 'tempBlocked' | 'outdatedItems';

/**
 * How a delivery ended, for the deal (spec trading-core 4, "Withdrawal trade ends" and "Rating changes"):
 * - delivered: the seller is paid;
 * - the seller's side: the purchase is cancelled and the buyer refunded, the seller's account marked;
 * - the buyer's side: the items stay bought, to retry within the window or cancel;
 * - nobody's (the game, a cancel before the start): the same, without a rating event.
 */
export type Outcome =
  | { side: 'delivered' }
  | { side: 'seller'; account: AccountTrouble; rating: SellerRatingReason }
  | { side: 'buyer'; rating: BuyerRatingReason }
  | { side: 'none' };

const SELLER: Record<string, { account: AccountTrouble; rating: SellerRatingReason }> = {
  session_expired: { account: 'error', rating: 'account_problem' },
  banned: { account: 'tempBlocked', rating: 'game_ban' },
  BOT_BANNED: { account: 'tempBlocked', rating: 'game_ban' },
  items_missing: { account: 'outdatedItems', rating: 'items_missing' },
  kicked: { account: 'outdatedItems', rating: 'kicked_buyer' },
  BOT_FRIEND_LIMIT: { account: 'outdatedItems', rating: 'too_many_friends' },
};
const SELLER_OTHERWISE = { account: 'outdatedItems', rating: 'account_problem' } as const;

export function outcomeOf(job: Pick<FlowEndedJob, 'state' | 'cause' | 'fault'>): Outcome {
  if (job.state === 'finished') return { side: 'delivered' };
  if (job.state === 'cancelled') return { side: 'none' };
  if (job.fault === 'actor') return { side: 'seller', ...(SELLER[job.cause ?? ''] ?? SELLER_OTHERWISE) };
  if (job.fault === 'counterpart')
    return { side: 'buyer', rating: job.cause === 'declined' ? 'offer_cancelled' : 'trade_failed' };
  return { side: 'none' };
}
