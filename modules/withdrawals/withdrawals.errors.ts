import { AppError } from '../../src/platform/errors';

/** The create withdrawal errors of spec trading-core 8, and the rules of trading-core 5. */
export const withdrawalsErrors = {
  notFound: () =>
    new AppError(404, 'NOT_FOUND', 'These items are no longer waiting to be collected; refresh the page and try again'),
  tradeNotFound: () => new AppError(404, 'NOT_FOUND', 'No such withdrawal trade'),
  userHasLimit: (max: number) =>
    new AppError(
      409,
      'USER_HAS_LIMIT_OF_WITHDRAWAL_TRADES',
      'Finish your current withdrawal trades before starting new ones',
      { max },
    ),
  userLimitWillBeExceeded: (max: number, active: number, needed: number) =>
    new AppError(
      409,
      'USER_LIMIT_WILL_BE_EXCEEDED_OF_WITHDRAWAL_TRADES',
      'Too many items at once: collect fewer items now',
      { max, active, needed },
    ),
  sellerHasLimit: (max: number) =>
    new AppError(
      409,
      'SELLER_HAS_LIMIT_OF_WITHDRAWAL_TRADES',
      'The seller is delivering to other buyers; retry in a few minutes',
      { max },
    ),
  levelTooLow: (level: number, needed: number) =>
    new AppError(400, 'LEVEL_TOO_LOW', `Murder-mystery trades need level ${needed}`, { level, needed }),
  notRetryable: () =>
    new AppError(409, 'INVALID_STATUS', 'This trade cannot be retried: none of its items wait to be collected'),
};
