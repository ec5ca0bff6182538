import { AppError } from '../../src/platform/errors';
import type { Money } from '../../kernel';

/** Quick sale start and cancel refusals (spec trading-core 8), beside the ones inventory-sync and the bots raise. */
export const quickSaleErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', 'The quick sale was not found'),
  alreadyStarted: () =>
    new AppError(409, 'ALREADY_STARTED', 'A quick sale of this account is already under way; wait until it ends'),
  ended: () => new AppError(409, 'ALREADY_STARTED', 'This quick sale has ended or its trade is under way'),
  pricesChanged: (items: Array<{ id: string; price: Money | null }>) =>
    new AppError(409, 'PRICES_HAVE_CHANGED', 'The prices have changed: check the new offer and start again', {
      items,
    }),
  disabled: () => new AppError(404, 'FEATURE_DISABLED', 'Quick sale is not available right now'),
};
