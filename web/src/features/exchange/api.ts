// The exchange's data and calls (/trade): the site's stock (public) or the whole board (signed in: the stock, the
// user's items an exchange can take, the limits), the user's exchanges, start, Ready and cancel. Mutations are never
// retried: a trade must not be started twice.
import useSWR from 'swr';
import type {
  ExchangeBoard,
  ExchangeItemView,
  ExchangeView,
  GiveItem,
  StockItem,
  StockVariant,
} from '../../../../modules/exchange/exchange.schemas';
import { gameFetcher } from '../../shared/api/fetchers';
import { exchangesKey } from '../../shared/api/keys';
import { request } from '../../shared/api/request';
import type { Currency, GameKey } from '../../../../kernel';
import type { takeBody } from './pick';

export type { ExchangeBoard, ExchangeItemView, ExchangeView, GiveItem, StockItem, StockVariant };

/** The board a signed-in user works with, or the stock a visitor sees (`give: null`). */
export const boardKey = (game: GameKey, currency: Currency, signedIn: boolean) =>
  `/api/${game}/exchange/${signedIn ? 'board' : 'stock'}?currency=${currency}`;

/** While an exchange runs the list is re-read this often (the socket's events usually come first). */
const EXCHANGE_POLL_MS = 3000;

export function useBoard(game: GameKey, currency: Currency, signedIn: boolean) {
  return useSWR<ExchangeBoard>(boardKey(game, currency, signedIn), gameFetcher);
}

/** The user's exchanges of a game (the active ones and the latest that ended), re-read while one runs. */
export function useExchanges(game: GameKey, enabled: boolean) {
  return useSWR<{ exchanges: ExchangeView[] }>(enabled ? exchangesKey(game) : null, gameFetcher, {
    refreshInterval: (data) => (data?.exchanges.some((e) => e.state === 'active') ? EXCHANGE_POLL_MS : 0),
  });
}

export interface StartExchangeBody {
  accountId: string;
  currency: Currency;
  /** The user's items, each with the value it was shown at (minor units). */
  give: { id: string; value: number }[];
  take: ReturnType<typeof takeBody>;
}

const post = async <T>(url: string, body: unknown): Promise<T> =>
  (await request<T>(url, { method: 'POST', body, retries: 0 })).data;

const exchangeUrl = (game: GameKey, id: string) => `${exchangesKey(game)}/${encodeURIComponent(id)}`;

/** The values and prices are checked again (PRICES_HAVE_CHANGED names the new ones). */
export const startExchangeCall = (game: GameKey, body: StartExchangeBody) =>
  post<{ exchange: ExchangeView }>(exchangesKey(game), body);

/** The user accepted the bot's friend request and is in the game: the bot may join. */
export const readyExchangeCall = (game: GameKey, id: string) =>
  post<{ exchange: ExchangeView }>(`${exchangeUrl(game, id)}/ready`, {});

/** Until the bot enters the game (ALREADY_STARTED after). */
export const cancelExchangeCall = (game: GameKey, id: string) =>
  post<{ exchange: ExchangeView }>(`${exchangeUrl(game, id)}/cancel`, {});
