// Server data that more than one feature reads, each asked in one place. A feature's own queries live in
// its api.ts. In the first bundle (the header balance): type imports only (no yup).
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import type { BalanceView, Paged } from '../../../../modules/wallet/wallet.schemas';
import { store } from '../state/store';
import { jsonFetcher } from './fetchers';
import { BALANCE_KEY, historyKey, isMoneyKey, type HistoryKind } from './keys';

/** The signed-in user's balance per currency, in minor units (nothing for a guest). */
export function useBalance() {
  const { isAuth } = useSnapshot(store);
  return useSWR<BalanceView>(isAuth ? BALANCE_KEY : null, jsonFetcher);
}

/** A page of one history list; the previous page stays on screen while the next loads. */
export function useHistoryPage<Row>(kind: HistoryKind, page: number, status: string | null) {
  return useSWR<Paged<Row>>(historyKey(kind, page, status), jsonFetcher, { keepPreviousData: true });
}

/** Revalidates, in place, everything a purchase, a sale or a payment may have changed (see isMoneyKey). */
export function useRefreshMoney(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isMoneyKey), [mutate]);
}
