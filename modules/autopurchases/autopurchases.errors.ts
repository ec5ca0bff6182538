import { AppError } from '../../src/platform/errors';

/** The autopurchases' failures (spec trading-core 5, 8: price and quantity must be acceptable). */
export const autopurchasesErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', 'There is no such autopurchase of yours'),
  ended: () => new AppError(409, 'AUTOPURCHASE_ENDED', 'This autopurchase has ended: set a new one'),
  quantityBelowFilled: (filled: number) =>
    new AppError(400, 'VALIDATION_ERROR', `quantity: at least the ${filled} already bought`, {
      where: 'body',
      fields: [{ field: 'quantity', message: 'invalidValue' }],
      filled,
    }),
  techWorks: () => new AppError(503, 'TECH_WORKS', 'Sales are under maintenance; try again later'),
  noPrice: (field: string) =>
    new AppError(400, 'NO_PRICE', 'This item has no price yet: an autopurchase cannot be set for it', { field }),
  tooMany: (max: number) =>
    new AppError(409, 'AUTOPURCHASES_LIMIT', `At most ${max} autopurchases can be open at once`, { max }),
};
