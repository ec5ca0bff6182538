import { AppError } from '../../src/platform/errors';
import type { RbxQuote } from './rbx.schemas';

/** R$ order refusals, beside the ones the wallet (INVALID_USER_BALANCE) and the bots (trade codes) raise. */
export const rbxErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', 'The R$ order was not found'),
  /** The order id a client sent belongs to another order. */
  idTaken: () => new AppError(409, 'ALREADY_EXISTS', 'This order id is already used'),
  pricesChanged: (quote?: RbxQuote) =>
    new AppError(409, 'PRICES_HAVE_CHANGED', 'The price has changed: check it and confirm again', {
      quote: quote ?? null,
    }),
};
