import { AppError } from '../../src/platform/errors';
import type { Money } from '../../kernel';

/** The wallet's failures, with the spec's names where it gives one (trading-core 8). */
export const walletErrors = {
  /** Not enough money: the buy error INVALID_USER_BALANCE, also used for cash-outs. */
  insufficient: (details: Record<string, unknown> = {}) =>
    new AppError(400, 'INVALID_USER_BALANCE', 'Not enough funds on the balance', details),
  notFound: (what = 'Not found') => new AppError(404, 'NOT_FOUND', what),
  minAmount: (min: Money) =>
    new AppError(400, 'MIN_NUMBER', `The amount is below the minimum of ${min.amount / 100} ${min.currency}`, {
      field: 'amount',
      min,
    }),
  maxAmount: (max: Money) =>
    new AppError(400, 'MAX_NUMBER', `The amount is above the maximum of ${max.amount / 100} ${max.currency}`, {
      field: 'amount',
      max,
    }),
  methodUnavailable: (method: string) =>
    new AppError(409, 'METHOD_UNAVAILABLE', 'This payment method is temporarily unavailable', {
      field: 'method',
      method,
    }),
  providerOff: () => new AppError(503, 'METHOD_UNAVAILABLE', 'Top-ups are not configured on this server'),
  badSignature: () => new AppError(401, 'INVALID_SIGNATURE', 'The webhook signature does not match'),
  lateWebhook: () => new AppError(400, 'WEBHOOK_EXPIRED', 'The webhook is too old or from the future'),
  webhookMismatch: () => new AppError(409, 'WEBHOOK_MISMATCH', 'The webhook does not match the payment'),
  wrongState: (status: string) => new AppError(409, 'INVALID_STATUS', `Not possible in status ${status}`, { status }),
};
