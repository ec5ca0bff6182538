import { AppError } from '../../src/platform/errors';
import type { Restriction } from './ratings.schemas';

const untilText = (r: Restriction) => (r.until ? `until ${r.until}` : 'until support lifts it');

/** Refusals a rating's consequences bring (spec trading-core 6, 8: SELLER_IS_BLOCKED). */
export const ratingsErrors = {
  buyerBlocked: (r: Restriction) =>
    new AppError(403, 'BUYER_IS_BLOCKED', `Buying is blocked ${untilText(r)}: your buyer rating fell too low`, {
      ...r,
    }),
  sellerBlocked: (r: Restriction) =>
    new AppError(
      403,
      'SELLER_IS_BLOCKED',
      r.kind === 'sales_access_lost'
        ? 'Your seller rating fell too low: selling is closed to you until support reopens it'
        : `Selling is blocked ${untilText(r)}: your seller rating fell too low`,
      { ...r },
    ),
};
