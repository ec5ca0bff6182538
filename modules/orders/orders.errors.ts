import { AppError } from '../../src/platform/errors';

/** The buy errors of spec trading-core 8. */
export const ordersErrors = {
  notFound: (details: Record<string, unknown> = {}) =>
    new AppError(404, 'NOT_FOUND', 'The item is no longer available; refresh the page', details),
  noneInStock: (cardId: number, available: number) =>
    new AppError(409, 'NONE_IN_STOCK', 'Not enough of this item in stock', { cardId, available }),
  ownProduct: (details: Record<string, unknown> = {}) =>
    new AppError(400, 'CANNOT_BUY_YOUR_PRODUCT', 'You cannot buy your own item', details),
  pricesChanged: (changes: { cardId?: number; offerId?: string; price: number }[]) =>
    new AppError(409, 'PRICES_HAVE_CHANGED', 'Prices have changed; check the new prices and try again', { changes }),
  reservationOff: () => new AppError(404, 'FEATURE_DISABLED', 'Cart reservation is not available'),
  tooManyReserved: (max: number) =>
    new AppError(400, 'CART_LIMIT', `At most ${max} items can be held at once`, { max }),
  techWorks: () => new AppError(503, 'TECH_WORKS', 'Sales are under maintenance; try again later'),
  purchaseNotFound: () => new AppError(404, 'NOT_FOUND', 'No such purchase'),
  notCancellable: (status: string) =>
    new AppError(409, 'INVALID_STATUS', `A purchase in status ${status} cannot be cancelled`, { status }),
};
