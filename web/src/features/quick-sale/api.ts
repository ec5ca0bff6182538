// Quick sale's data and calls (spec trading-core 7: StartDepositTrade, CancelDelayedDepositTrade; the seller's
// Ready): the offer (what the site pays now for each item), the seller's quick sales, start, Ready and cancel.
// Mutations are never retried: a trade must not be started twice.
import useSWR from 'swr';
import type {
  QuickSaleOffer,
  QuickSaleOfferItem,
  QuickSaleView,
} from '../../../../modules/quick-sale/quick-sale.schemas';
import { gameFetcher } from '../../shared/api/fetchers';
import { request } from '../../shared/api/request';
import type { Currency, GameKey } from '../../../../kernel';

export type { QuickSaleOffer, QuickSaleOfferItem, QuickSaleView };

export const offerKey = (game: GameKey, currency: Currency) => `/api/${game}/quick-sales/offer?currency=${currency}`;
/** The realtime rule (shared/api/keys.ts isQuickSaleKey) matches this key as it is spelled here. */
export const quickSalesKey = (game: GameKey) => `/api/${game}/quick-sales`;

/** While a quick sale runs the list is re-read this often (the socket's events usually come first). */
const SALE_POLL_MS = 3000;

/** What the site would pay now for each of the seller's items of a game; nothing while `enabled` is false. */
export function useOffer(game: GameKey, currency: Currency, enabled: boolean) {
  return useSWR<QuickSaleOffer>(enabled ? offerKey(game, currency) : null, gameFetcher);
}

/** The seller's quick sales of a game (the active ones and the latest that ended), re-read while one runs. */
export function useQuickSales(game: GameKey, enabled: boolean) {
  return useSWR<{ quickSales: QuickSaleView[] }>(enabled ? quickSalesKey(game) : null, gameFetcher, {
    refreshInterval: (data) => (data?.quickSales.some((s) => s.state === 'active') ? SALE_POLL_MS : 0),
  });
}

export interface StartQuickSaleBody {
  accountId: string;
  currency: Currency;
  /** Each item with the price it was offered at, in minor units. */
  items: { id: string; price: number }[];
}

const post = async <T>(url: string, body: unknown): Promise<T> =>
  (await request<T>(url, { method: 'POST', body, retries: 0 })).data;

const saleUrl = (game: GameKey, id: string) => `${quickSalesKey(game)}/${encodeURIComponent(id)}`;

/** StartDepositTrade: the prices are checked again (PRICES_HAVE_CHANGED names the new ones). */
export const startQuickSaleCall = (game: GameKey, body: StartQuickSaleBody) =>
  post<{ quickSale: QuickSaleView }>(quickSalesKey(game), body);

/** The seller accepted the bot's friend request and is in the game: the bot may join. */
export const readyCall = (game: GameKey, id: string) =>
  post<{ quickSale: QuickSaleView }>(`${saleUrl(game, id)}/ready`, {});

/** CancelDelayedDepositTrade: until the bot enters the game (ALREADY_STARTED after). */
export const cancelQuickSaleCall = (game: GameKey, id: string) =>
  post<{ quickSale: QuickSaleView }>(`${saleUrl(game, id)}/cancel`, {});
