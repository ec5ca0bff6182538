import { AppError } from '../../src/platform/errors';
import type { Money } from '../../kernel';
import type { Variant } from '../catalog';

/** Exchange refusals, beside the ones inventory-sync, the wallet and the bots raise (spec trading-core 5, 8). */
export const exchangeErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', 'The exchange was not found'),
  stockGone: () =>
    new AppError(404, 'NOT_FOUND', 'Some of the site items are no longer in stock: refresh and pick again'),
  alreadyStarted: () =>
    new AppError(
      409,
      'ALREADY_STARTED',
      'A trade with the site is already under way for this account; wait until it ends',
    ),
  ended: () => new AppError(409, 'ALREADY_STARTED', 'This exchange has ended or its trade is under way'),
  pricesChanged: (details: {
    give: Array<{ id: string; value: Money | null }>;
    take: Array<{ itemId: number; variant: Variant; price: Money | null }>;
  }) => new AppError(409, 'PRICES_HAVE_CHANGED', 'The values have changed: check them and start again', details),
  changeTooLarge: (owed: Money, maxChange: Money) =>
    new AppError(
      409,
      'EXCHANGE_CHANGE_TOO_LARGE',
      'Your items are worth much more than what you take: take more site items or give fewer of yours',
      { owed, maxChange },
    ),
  ageRequired: (field: string) =>
    new AppError(400, 'PET_AGE_REQUIRED', 'Choose the age of the pet you take', {
      where: 'body',
      fields: [{ field, message: 'required' }],
    }),
  ownItem: () =>
    new AppError(400, 'CANNOT_BUY_YOUR_PRODUCT', 'You sold this item to the site: it cannot be taken back'),
};
