// The wheel's refusals in words (spec accounts-platform 8 "Wheel errors"). Pure.
import { HttpError, type ApiErrorBody } from '../../shared/api/HttpError';

const WHEEL_ERRORS: Record<string, string> = {
  WHEEL_ITEMS_CHANGED: 'fortune.error.itemsChanged',
  WHEEL_PROMO_ALREADY_USED: 'fortune.error.noFreeSpin',
  '97': 'fortune.error.technical',
  WHEEL_UNAVAILABLE: 'fortune.error.unavailable',
};

export const errorCodeOf = (error: unknown): string | null =>
  error instanceof HttpError ? ((error.data as Partial<ApiErrorBody> | null)?.errorCode ?? null) : null;

export function wheelErrorMessage(error: unknown): string {
  return WHEEL_ERRORS[errorCodeOf(error) ?? ''] ?? 'fortune.error.generic';
}
