import { AppError } from '../../src/platform/errors';
import type { Money } from '../../kernel';

/** The catalog's failures, with the spec's names (trading-core 8: list items, update price). */
export const catalogErrors = {
  notFound: (what = 'The item is no longer available') => new AppError(404, 'NOT_FOUND', what),
  unsafeNumber: (field: string) =>
    new AppError(400, 'UNSAFE_NUMBER', 'The price is not a valid amount (a finite number with at most two decimals)', {
      field,
    }),
  maxNumber: (field: string, max: Money) =>
    new AppError(400, 'MAX_NUMBER', `The price is above the maximum of ${max.amount / 100} ${max.currency}`, {
      field,
      max,
    }),
  /** The spec names a minimum selling price but no code; MIN_NUMBER mirrors MAX_NUMBER. */
  minNumber: (field: string, min: Money) =>
    new AppError(400, 'MIN_NUMBER', `The price is below the minimum of ${min.amount / 100} ${min.currency}`, {
      field,
      min,
    }),
};
