// The buy call (spec trading-core 7 "buy") and what its failures mean for the buyer (trading-core 8 "Buy",
// "Cart notifications"). Never retried: a purchase must not be sent twice.
import type { BuyResult } from '../../../../modules/orders/orders.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { request } from '../../shared/api/request';
import { buyItems, type PriceChange } from './cartRules';
import type { CartLine } from './cartStore';
import type { GameKey } from '../../../../kernel';
import type { Currency } from '../../../../kernel';

export const buyCall = async (game: GameKey, currency: Currency, lines: readonly CartLine[]): Promise<BuyResult> =>
  (await request<BuyResult>(`/api/${game}/buy`, { method: 'POST', body: { currency, items: buyItems(lines) }, retries: 0 })).data;

export type BuyFailure =
  /** 401: a guest, or a session that could not be refreshed. */
  | { kind: 'signIn' }
  | { kind: 'balance' }
  | { kind: 'prices'; changes: PriceChange[] }
  /** The buyer's own listing. */
  | { kind: 'own'; ref: LineRef }
  /** Sold or no longer listed. */
  | { kind: 'gone'; ref: LineRef }
  | { kind: 'stock'; cardId: number; available: number }
  | { kind: 'techWorks' }
  | { kind: 'invalid' }
  | { kind: 'network' }
  | { kind: 'generic' };

export interface LineRef {
  cardId?: number;
  offerId?: string;
}

interface Body {
  errorCode?: unknown;
  details?: Record<string, unknown> | null;
}

const refOf = (details: Record<string, unknown>): LineRef => ({
  cardId: typeof details.cardId === 'number' ? details.cardId : undefined,
  offerId: typeof details.offerId === 'string' ? details.offerId : undefined,
});

export function readBuyFailure(error: unknown): BuyFailure {
  if (!(error instanceof HttpError)) return { kind: 'generic' };
  if (error.code === 401) return { kind: 'signIn' };
  if (error.code === 0) return { kind: error.isCancelled ? 'generic' : 'network' };
  const body = (error.data && typeof error.data === 'object' ? error.data : {}) as Body;
  const details = body.details && typeof body.details === 'object' ? body.details : {};
  switch (body.errorCode) {
    case 'INVALID_USER_BALANCE':
      return { kind: 'balance' };
    case 'PRICES_HAVE_CHANGED': {
      const changes = (Array.isArray(details.changes) ? details.changes : []) as PriceChange[];
      return { kind: 'prices', changes: changes.filter((c) => c && typeof c.price === 'number') };
    }
    case 'CANNOT_BUY_YOUR_PRODUCT':
      return { kind: 'own', ref: refOf(details) };
    case 'NOT_FOUND':
      return { kind: 'gone', ref: refOf(details) };
    case 'NONE_IN_STOCK':
      return typeof details.cardId === 'number'
        ? { kind: 'stock', cardId: details.cardId, available: Math.max(0, Number(details.available) || 0) }
        : { kind: 'gone', ref: {} };
    case 'TECH_WORKS':
      return { kind: 'techWorks' };
    case 'VALIDATION_ERROR':
      return { kind: 'invalid' };
    default:
      return { kind: error.code === 503 ? 'techWorks' : 'generic' };
  }
}

/** Major units to top up so that the balance covers the total ("12.50"), rounded up to the cent. */
export function shortfallOf(totalMinor: number, availableMinor: number | undefined): string | null {
  if (availableMinor === undefined) return null;
  const missing = totalMinor - availableMinor;
  return missing > 0 ? (missing / 100).toFixed(2) : null;
}
