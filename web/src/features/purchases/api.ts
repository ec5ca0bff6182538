// The buyer's purchased and old items (spec trading-core 7: purchases, cancelPurchase, createWithdraw).
// Mutations are never retried: a cancellation or a trade must not be sent twice.
import useSWR from 'swr';
import type { PurchasedItemView } from '../../../../modules/orders/orders.schemas';
import type { WithdrawalView } from '../../../../modules/withdrawals/withdrawals.schemas';
import { gameFetcher } from '../../shared/api/fetchers';
import { request } from '../../shared/api/request';
import type { GameKey } from '../../../../kernel';

export type PurchasesState = 'active' | 'old';

export const purchasesKey = (game: GameKey, state: PurchasesState) => `/api/${game}/purchases?state=${state}`;

export function usePurchases(game: GameKey, state: PurchasesState) {
  return useSWR<{ items: PurchasedItemView[] }>(purchasesKey(game, state), gameFetcher);
}

export const cancelPurchaseCall = (game: GameKey, purchaseItemId: string) =>
  request(`/api/${game}/purchases/${encodeURIComponent(purchaseItemId)}/cancel`, {
    method: 'POST',
    body: {},
    retries: 0,
  });

/** createWithdraw: collect bought items (or all that wait) to a game account through trades. */
export const createWithdrawCall = async (game: GameKey, body: { items?: string[]; all?: boolean; nickname: string }) =>
  (await request<{ trades: WithdrawalView[] }>(`/api/${game}/withdrawals`, { method: 'POST', body, retries: 0 })).data;
