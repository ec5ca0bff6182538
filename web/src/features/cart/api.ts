// Buying (spec trading-core 7 "buy"; 8 "Buy", "Cart notifications"), the cart reservation
// (/cart-reservation) and the item pages the cart reprices its lines from. Mutations are never retried:
// a purchase must not be sent twice.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ItemPage } from '../../../../modules/market/market.schemas';
import type { BuyResult, ReservedItemView } from '../../../../modules/orders/orders.schemas';
import { gameFetcher, jsonFetcher } from '../../shared/api/fetchers';
import { HttpError } from '../../shared/api/HttpError';
import { itemKey } from '../../shared/api/keys';
import { request } from '../../shared/api/request';
import { buyItems, type BuyItem, type PriceChange } from '../../shared/cart/cartRules';
import type { CartLine } from '../../shared/cart/cartStore';
import { amountText } from '../../shared/format/money';
import { ratingBlockMessage } from '../../shared/ratings/blockMessage';
import type { Currency, GameKey } from '../../../../kernel';

/** POST /api/{game}/buy: the items at the unit prices the buyer saw. */
export const buyItemsCall = async (game: GameKey, currency: Currency, items: BuyItem[]): Promise<BuyResult> =>
  (await request<BuyResult>(`/api/${game}/buy`, { method: 'POST', body: { currency, items }, retries: 0 })).data;

/** Buys the lines of a cart (or of the fast-buy dialog). */
export const buyCall = (game: GameKey, currency: Currency, lines: readonly CartLine[]): Promise<BuyResult> =>
  buyItemsCall(game, currency, buyItems(lines));

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
  /** BUYER_IS_BLOCKED: the buyer's rating brought a block; its words say until when. */
  | { kind: 'blocked'; message: { id: string; values?: Record<string, number> } }
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
    case 'BUYER_IS_BLOCKED':
      return { kind: 'blocked', message: ratingBlockMessage(body.errorCode, details) ?? { id: 'buy.error.generic' } };
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
  return missing > 0 ? amountText(missing) : null;
}

/** Revalidates, in place, what the market shows of a game's items (its pages, item pages, stock, lowest prices). */
export function useRefreshMarket(game: GameKey): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) =>
          typeof key === 'string' && (key.startsWith(`/api/${game}/items/`) || key.includes(`/api/${game}/market`)),
      ),
    [mutate, game],
  );
}

type ItemPageAnswer = Pick<ItemPage, 'variants' | 'offers'> | null;

/**
 * The item pages of `slugs` in `currency`, by slug (null for an item no longer there), while `active`:
 * the cart reprices lines seen in another currency from them.
 */
export function useItemPages(game: GameKey, currency: Currency, slugs: readonly string[], active: boolean) {
  const key = active && slugs.length ? `cart-reprice|${game}|${currency}|${slugs.join(',')}` : null;
  const query = useSWR<Map<string, ItemPageAnswer>>(key, async () => {
    const pages = await Promise.all(
      slugs.map(async (slug): Promise<[string, ItemPageAnswer]> => {
        try {
          return [slug, await gameFetcher<ItemPage>(itemKey(game, slug, currency))];
        } catch (err) {
          if (err instanceof HttpError && err.code === 404) return [slug, null];
          throw err;
        }
      }),
    );
    return new Map(pages);
  });
  return { ...query, asked: key !== null };
}

// The cart reservation (spec trading-core 2 /cart-reservation): the cart's offers held for 10 minutes.
export type Reservation = { items: ReservedItemView[] };

export const reservationKey = (game: GameKey, currency: Currency) =>
  `/api/${game}/cart/reservation?currency=${currency}`;

export function useReservation(game: GameKey, currency: Currency) {
  return useSWR<Reservation>(reservationKey(game, currency), jsonFetcher);
}

export const holdReservationCall = async (
  game: GameKey,
  currency: Currency,
  lines: readonly CartLine[],
): Promise<Reservation> =>
  (
    await request<Reservation>(`/api/${game}/cart/reservation`, {
      method: 'POST',
      body: { currency, items: buyItems(lines) },
      retries: 0,
    })
  ).data;

export const releaseReservationCall = (game: GameKey) =>
  request(`/api/${game}/cart/reservation`, { method: 'DELETE', retries: 0 });
