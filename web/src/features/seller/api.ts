// The seller's data and calls (spec trading-core 7: accounts, inventory, itemsAdd, itemsUpdate, itemsRemove,
// freezeAcc, updateLink) and the SWR keys of what they change. Mutations are never retried: a pause or a
// price error must surface.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { AccountStatus, InventoryItemView } from '../../../../modules/inventory-sync/inventory.schemas';
import { gameFetcher, jsonFetcher } from '../../shared/api/fetchers';
import { request } from '../../shared/api/request';
import type { Currency, GameKey, Money } from '../../../../kernel';

export interface LinkedAccount {
  id: string;
  game: GameKey;
  nickname: string;
  status: AccountStatus;
  frozen: boolean;
  itemCount: number;
}

export type StoreLinkStatus = 'pending' | 'approved' | 'rejected';
export interface StoreLinkState {
  link: string | null;
  status: StoreLinkStatus | null;
}

export interface PricedItem {
  id: string;
  /** Major units of the currency, e.g. 12.5. */
  price: number;
}

export const accountsKey = (game: GameKey) => `/api/${game}/accounts`;
export const inventoryKey = (game: GameKey, currency: Currency) => `/api/${game}/inventory?currency=${currency}`;
export const STORE_LINK_KEY = '/api/user/store-link';

export type AccountsAnswer = { accounts: LinkedAccount[] };
export type InventoryAnswer = { items: InventoryItemView[] };

/** The linked accounts of a game. */
export function useAccounts(game: GameKey) {
  return useSWR<AccountsAnswer>(accountsKey(game), gameFetcher);
}

/** A game's inventory priced in a currency; nothing while `enabled` is false. */
export function useInventory(game: GameKey, currency: Currency, enabled = true) {
  return useSWR<InventoryAnswer>(enabled ? inventoryKey(game, currency) : null, gameFetcher);
}

/**
 * Revalidates everything a listing action changes: accounts, this game's inventory in every currency, the
 * market. In place (no data argument: the lists stay on screen while they reload).
 */
export function useRefreshListings(game: GameKey): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) => typeof key === 'string' && (key === accountsKey(game) || key.startsWith(`/api/${game}/inventory`) || key.startsWith(`/api/${game}/market`)),
      ),
    [mutate, game],
  );
}

/** The store link and its moderation status. */
export function useStoreLink() {
  return useSWR<StoreLinkState>(STORE_LINK_KEY, jsonFetcher);
}

const post = async <T>(url: string, body: unknown): Promise<T> => (await request<T>(url, { method: 'POST', body, retries: 0 })).data;

export const addToSaleCall = (game: GameKey, currency: Currency, items: PricedItem[]) =>
  post<{ items: { id: string; price: Money }[] }>(`/api/${game}/inventory/sale/add`, { currency, items });

export const updatePricesCall = (game: GameKey, items: PricedItem[]) =>
  post<{ items: { id: string; price: Money }[] }>(`/api/${game}/inventory/sale/update`, { items });

export const removeFromSaleCall = (game: GameKey, ids: string[]) => post<{ ids: string[] }>(`/api/${game}/inventory/sale/remove`, { ids });

export const freezeAccountCall = (game: GameKey, accountId: string) =>
  post<{ frozen: boolean; items: number }>(`/api/${game}/accounts/${encodeURIComponent(accountId)}/freeze`, {});

export const unfreezeAccountCall = (game: GameKey, accountId: string) =>
  post<{ frozen: boolean; items: number }>(`/api/${game}/accounts/${encodeURIComponent(accountId)}/unfreeze`, {});

export const requestStoreLinkCall = (link: string) => post<StoreLinkState>(STORE_LINK_KEY, { link });
