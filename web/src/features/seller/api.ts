// The seller's data and calls (spec trading-core 7: accounts, inventory, itemsAdd, itemsUpdate, itemsRemove,
// addAcc, deleteAcc, startSync, deleteSync, freezeAcc, updateLink) and the SWR keys of what they change.
// Mutations are never retried: a pause, a limit or a price error must surface.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  AccountStatus,
  AccountView,
  InventoryItemView,
  SyncView,
} from '../../../../modules/inventory-sync/inventory.schemas';
import { gameFetcher, jsonFetcher } from '../../shared/api/fetchers';
import { accountsKey, isSyncKey } from '../../shared/api/keys';
import { useAccounts } from '../../shared/api/queries';
import { request } from '../../shared/api/request';
import type { Currency, GameKey, Money } from '../../../../kernel';

export type { AccountView, SyncView };
// The linked accounts are read by quick sale too: their key and query are shared.
export { accountsKey, useAccounts };

/** What the listing rules need of a linked account (AccountView, the server's answer, has more). */
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

export const inventoryKey = (game: GameKey, currency: Currency) => `/api/${game}/inventory?currency=${currency}`;
export const syncsKey = (game: GameKey) => `/api/${game}/syncs`;
export const STORE_LINK_KEY = '/api/user/store-link';

export type AccountsAnswer = { accounts: AccountView[] };
export type SyncsAnswer = { syncs: SyncView[] };
export type InventoryAnswer = { items: InventoryItemView[] };

/** While a sync runs the accounts are re-read this often (the socket's events usually come first). */
const SYNC_POLL_MS = 1500;

/** The linked accounts of both games in one list (the limit of 3 counts across games). */
export function useAllAccounts() {
  const adopt = useAccounts('adopt');
  const mm2 = useAccounts('mm2');
  const accounts = adopt.data && mm2.data ? [...adopt.data.accounts, ...mm2.data.accounts] : undefined;
  const retry = useCallback(() => Promise.all([adopt.mutate(), mm2.mutate()]), [adopt.mutate, mm2.mutate]);
  return { accounts, error: adopt.error ?? mm2.error, retry };
}

/**
 * The syncs of a game's accounts, newest first (how each ended: codes 500-508, 3); nothing while `enabled`
 * is false. `until` re-reads them while that sync is not in the list as ended yet.
 */
export function useSyncs(game: GameKey, enabled: boolean, until?: string | null) {
  return useSWR<SyncsAnswer>(enabled ? syncsKey(game) : null, jsonFetcher, {
    refreshInterval: (data) =>
      until && !data?.syncs.some((s) => s.id === until && s.state !== 'active') ? SYNC_POLL_MS : 0,
  });
}

/** A game's inventory priced in a currency; nothing while `enabled` is false. */
export function useInventory(game: GameKey, currency: Currency, enabled = true) {
  return useSWR<InventoryAnswer>(enabled ? inventoryKey(game, currency) : null, gameFetcher);
}

/**
 * Revalidates what an account action changes in a game (a link, an unlink, a sync started or cancelled,
 * freezing): its accounts, syncs, inventory and market, in place.
 */
export function useRefreshAccounts(): (game: GameKey) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((game: GameKey) => mutate(isSyncKey(game, true)), [mutate]);
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
        (key) =>
          typeof key === 'string' &&
          (key === accountsKey(game) ||
            key.startsWith(`/api/${game}/inventory`) ||
            key.startsWith(`/api/${game}/market`)),
      ),
    [mutate, game],
  );
}

/** The store link and its moderation status. */
export function useStoreLink() {
  return useSWR<StoreLinkState>(STORE_LINK_KEY, jsonFetcher);
}

const post = async <T>(url: string, body: unknown): Promise<T> =>
  (await request<T>(url, { method: 'POST', body, retries: 0 })).data;

export const addToSaleCall = (game: GameKey, currency: Currency, items: PricedItem[]) =>
  post<{ items: { id: string; price: Money }[] }>(`/api/${game}/inventory/sale/add`, { currency, items });

export const updatePricesCall = (game: GameKey, items: PricedItem[]) =>
  post<{ items: { id: string; price: Money }[] }>(`/api/${game}/inventory/sale/update`, { items });

export const removeFromSaleCall = (game: GameKey, ids: string[]) =>
  post<{ ids: string[] }>(`/api/${game}/inventory/sale/remove`, { ids });

export const freezeAccountCall = (game: GameKey, accountId: string) =>
  post<{ frozen: boolean; items: number }>(`/api/${game}/accounts/${encodeURIComponent(accountId)}/freeze`, {});

export const unfreezeAccountCall = (game: GameKey, accountId: string) =>
  post<{ frozen: boolean; items: number }>(`/api/${game}/accounts/${encodeURIComponent(accountId)}/unfreeze`, {});

const accountUrl = (game: GameKey, accountId: string) => `/api/${game}/accounts/${encodeURIComponent(accountId)}`;

/** addAcc: link a game account by its session cookie. */
export const linkAccountCall = (game: GameKey, cookie: string) =>
  post<{ account: AccountView }>(`/api/${game}/accounts`, { cookie });

/** deleteAcc: unlink (its items leave the market, the site forgets the cookie). */
export const unlinkAccountCall = async (game: GameKey, accountId: string) =>
  (await request<{ id: string }>(accountUrl(game, accountId), { method: 'DELETE', retries: 0 })).data;

/** startSync: read the account's inventory through the bots (once per 20 minutes). */
export const startSyncCall = (game: GameKey, accountId: string) =>
  post<{ sync: SyncView }>(`${accountUrl(game, accountId)}/sync`, {});

/** deleteSync: cancel a sync until it enters the game. */
export const cancelSyncCall = async (game: GameKey, accountId: string) =>
  (await request<{ sync: SyncView }>(`${accountUrl(game, accountId)}/sync`, { method: 'DELETE', retries: 0 })).data;

export const requestStoreLinkCall = (link: string) => post<StoreLinkState>(STORE_LINK_KEY, { link });
