import { AppError } from '../../src/platform/errors';

export const reviewsErrors = {
  noDeal: () =>
    new AppError(404, 'NOT_FOUND', 'There is no completed deal with this seller in this purchase to review', {}),
  tooLate: (days: number) =>
    new AppError(409, 'REVIEW_WINDOW_CLOSED', `A deal can be reviewed within ${days} days of its completion`, { days }),
  already: () => new AppError(409, 'ALREADY_EXISTS', 'You have already reviewed this', {}),
  noDealYet: () => new AppError(403, 'NO_ACCESS', 'Complete a deal on the site first: then you can review it', {}),
  disabled: () => new AppError(404, 'FEATURE_DISABLED', 'Reviews are not available right now', {}),
};
