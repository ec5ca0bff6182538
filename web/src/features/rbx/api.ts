// The R$ page's data and calls (/rbx): the price of an amount by a method (public), the user's orders (followed live:
// the socket's RBX_ORDER_CHANGED and the bots' game_pass events, shared/realtime), buying, and a promo prize's claim.
// Buying is never retried by the client's transport: the order's id makes a deliberate retry safe.
import type { RbxPrize } from '../../shared/promo/rbxPrize';
import useSWR from 'swr';
import type { RbxOrderView, RbxQuote } from '../../../../modules/rbx/rbx.schemas';
import type { RbxMethod } from '../../../../modules/rbx/rbx.vocabulary.schemas';
import { gameFetcher } from '../../shared/api/fetchers';
import { rbxOrdersKey } from '../../shared/api/keys';
import { request } from '../../shared/api/request';
import type { Currency, GameKey } from '../../../../kernel';

export type { RbxOrderView, RbxQuote };

/** While an order is with the bot or pending, the list is re-read this often (the socket's events usually come first). */
const ORDERS_POLL_MS = 5000;

export const rbxQuoteKey = (game: GameKey, amount: number, method: RbxMethod, currency: Currency) =>
  `/api/${game}/rbx/quote?amount=${amount}&method=${method}&currency=${currency}`;

/** The server's price of a valid amount (null: none to ask for); the last price stays while the next loads. */
export function useRbxQuote(game: GameKey, amount: number | null, method: RbxMethod, currency: Currency) {
  return useSWR<{ quote: RbxQuote }>(
    amount === null ? null : rbxQuoteKey(game, amount, method, currency),
    gameFetcher,
    {
      keepPreviousData: true,
    },
  );
}

export function useRbxOrders(game: GameKey, enabled: boolean) {
  return useSWR<{ orders: RbxOrderView[] }>(enabled ? rbxOrdersKey(game) : null, gameFetcher, {
    refreshInterval: (data) => (data?.orders.some((o) => o.state === 'created') ? ORDERS_POLL_MS : 0),
  });
}

export interface CreateRbxOrderBody {
  id: string;
  amount: number;
  method: RbxMethod;
  currency: Currency;
  /** The total the page showed, minor units: the server charges it or answers PRICES_HAVE_CHANGED. */
  price: number;
  nickname: string;
  /** The game pass's id or link. */
  pass: string;
}

export const createRbxOrderCall = async (game: GameKey, body: CreateRbxOrderBody) =>
  (await request<{ order: RbxOrderView }>(rbxOrdersKey(game), { method: 'POST', body, retries: 0 })).data;

/** Where a prize's R$ go: the game account and its game pass (id or link). */
export interface PrizeDelivery {
  game: GameKey;
  nickname: string;
  pass: string;
}

/**
 * Sends a promo's R$ prize to a game pass: a code's (/rbx?promo=CODE: its activation in the R$ system, spec
 * accounts-platform 7) or a won one (/rbx?prize=ID).
 */
export const sendPrizeCall = async (prize: RbxPrize, to: PrizeDelivery) =>
  (
    await request<{ orderId: string }>(
      prize.kind === 'code' ? '/api/v1/withdrawals/absolute_promo' : `/api/promo/rbx-prizes/${prize.prizeId}/claim`,
      { method: 'POST', body: prize.kind === 'code' ? { code: prize.code, ...to } : to, retries: 0 },
    )
  ).data;
