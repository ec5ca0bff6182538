// Seller calls (spec trading-core 7: itemsAdd, itemsUpdate, itemsRemove, freezeAcc, updateLink) and the
// SWR keys of what they change. Mutations are never retried: a pause or a price error must surface.
import type { AccountStatus, InventoryItemView } from '../../../../modules/inventory-sync/inventory.schemas';
import type { SellerPage } from '../../../../modules/market/market.schemas';
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
export const sellerKey = (idOrLink: string) => `/api/sellers/${encodeURIComponent(idOrLink)}`;
export const STORE_LINK_KEY = '/api/user/store-link';

export type AccountsAnswer = { accounts: LinkedAccount[] };
export type InventoryAnswer = { items: InventoryItemView[] };
export type { SellerPage };

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
