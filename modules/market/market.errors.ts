import { AppError } from '../../src/platform/errors';

/** The market's failures, with the spec's names (trading-core 8: list items, update price; the market's filters). */
export const marketErrors = {
  notFound: (what = 'The item is no longer available') => new AppError(404, 'NOT_FOUND', what),
  noPrice: (field: string) =>
    new AppError(400, 'NO_PRICE', 'This item has no price yet and cannot be listed', { field }),
  invalidFilter: (field: string, value: string) =>
    new AppError(400, 'VALIDATION_ERROR', `${field}: ${value} does not exist in this game`, {
      where: 'query',
      fields: [{ field, message: 'invalidValue' }],
    }),
  invalidCursor: () =>
    new AppError(400, 'VALIDATION_ERROR', 'cursor: invalid', {
      where: 'query',
      fields: [{ field: 'cursor', message: 'invalidValue' }],
    }),
  invalidVariant: () =>
    new AppError(400, 'VALIDATION_ERROR', 'variant: this item does not come in this variant', {
      where: 'body',
      fields: [{ field: 'variant', message: 'invalidValue' }],
    }),
  linkTaken: () => new AppError(409, 'ALREADY_EXISTS', 'This store link is already taken', { field: 'link' }),
};
