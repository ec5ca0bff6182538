// Autopurchases' calls (modules/autopurchases): the buyer's lists, setting one, editing and cancelling one. Their keys
// are shared (shared/api/keys.ts): the socket's AUTOPURCHASE_CHANGED re-reads them. Mutations are never retried: an
// autopurchase holds money and must not be set twice.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  AutopurchaseView,
  CreateAutopurchaseInput,
} from '../../../../modules/autopurchases/autopurchases.schemas';
import type { Variant } from '../../../../modules/catalog/catalog.vocabulary.schemas';
import type { ItemPage } from '../../../../modules/market/market.schemas';
import { gameFetcher } from '../../shared/api/fetchers';
import { autopurchasesKey, isAutopurchaseKey, isMoneyKey, itemKey } from '../../shared/api/keys';
import { request } from '../../shared/api/request';
import type { Currency, GameKey } from '../../../../kernel';

export type AutopurchasesStatus = 'active' | 'ended';

/** The buyer's autopurchases in a game that are open, or that ended (the latest 100). */
export function useAutopurchases(game: GameKey, status: AutopurchasesStatus) {
  return useSWR<{ autopurchases: AutopurchaseView[] }>(autopurchasesKey(game, status), gameFetcher);
}

/** The item the add page sets an autopurchase for: its art and name, its variants on sale with their prices. */
export function useAutobuyItem(game: GameKey, slug: string | null, currency: Currency) {
  return useSWR<ItemPage>(slug ? itemKey(game, slug, currency) : null, gameFetcher, { keepPreviousData: true });
}

type Answer = { autopurchase: AutopurchaseView };

export interface NewAutopurchase extends Omit<CreateAutopurchaseInput, 'variant' | 'currency' | 'price'> {
  variant: Variant;
  currency: Currency;
  /** Major units, as typed (the server reads "12.50" and checks its bounds). */
  price: string;
}

/** POST /api/{game}/autopurchases: answers with pieces already bought when listings were on sale at the price. */
export const createAutopurchaseCall = async (game: GameKey, input: NewAutopurchase): Promise<AutopurchaseView> =>
  (await request<Answer>(`/api/${game}/autopurchases`, { method: 'POST', body: input, retries: 0 })).data.autopurchase;

/** PATCH /api/{game}/autopurchases/{id}: a new price per piece or quantity; the hold follows. */
export const updateAutopurchaseCall = async (
  game: GameKey,
  id: string,
  change: { price?: string; quantity?: number },
): Promise<AutopurchaseView> =>
  (
    await request<Answer>(`/api/${game}/autopurchases/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: change,
      retries: 0,
    })
  ).data.autopurchase;

/** POST /api/{game}/autopurchases/{id}/cancel: what is still held returns to the balance. */
export const cancelAutopurchaseCall = async (game: GameKey, id: string): Promise<AutopurchaseView> =>
  (
    await request<Answer>(`/api/${game}/autopurchases/${encodeURIComponent(id)}/cancel`, {
      method: 'POST',
      retries: 0,
    })
  ).data.autopurchase;

/** After a set, an edit or a cancel: the lists, the books and the balance; what was bought at once, with the money. */
export function useRefreshAutobuy(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => Promise.all([mutate(isAutopurchaseKey), mutate(isMoneyKey)]), [mutate]);
}
