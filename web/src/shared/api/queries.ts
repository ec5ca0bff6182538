// Server data that more than one feature reads, each asked in one place. A feature's own queries live in
// its api.ts. In the first bundle (the header balance): type imports only (no yup).
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import type { RatingsView } from '../../../../modules/ratings/ratings.schemas';
import type { ReviewableDeal } from '../../../../modules/reviews/reviews.schemas';
import type { AccountView } from '../../../../modules/inventory-sync/inventory.schemas';
import type { WithdrawalsList } from '../../../../modules/withdrawals/withdrawals.schemas';
import type { BalanceView, Paged } from '../../../../modules/wallet/wallet.schemas';
import type { GameKey } from '../../../../kernel';
import { store } from '../state/store';
import { gameFetcher, jsonFetcher } from './fetchers';
import {
  accountsKey,
  BALANCE_KEY,
  historyKey,
  isMoneyKey,
  isWithdrawalKey,
  RATINGS_KEY,
  REVIEWABLE_KEY,
  withdrawalsKey,
  type HistoryKind,
} from './keys';

/** The signed-in user's balance per currency, in minor units (nothing for a guest). */
export function useBalance() {
  const { isAuth } = useSnapshot(store);
  return useSWR<BalanceView>(isAuth ? BALANCE_KEY : null, jsonFetcher);
}

/** The signed-in user's ratings and latest notices (nothing for a guest): the ratings tab and the unread count. */
export function useRatings() {
  const { isAuth } = useSnapshot(store);
  return useSWR<RatingsView>(isAuth ? RATINGS_KEY : null, jsonFetcher);
}

/**
 * The signed-in buyer's completed deals they can still review (nothing for a guest, or with the reviews flag off):
 * the profile's reviews tab and the purchased items' reminder.
 */
export function useReviewable() {
  const { isAuth, flags } = useSnapshot(store);
  return useSWR<{ deals: ReviewableDeal[] }>(isAuth && flags.reviews !== false ? REVIEWABLE_KEY : null, jsonFetcher);
}

/** A page of one history list; the previous page stays on screen while the next loads. */
export function useHistoryPage<Row>(kind: HistoryKind, page: number, status: string | null) {
  return useSWR<Paged<Row>>(historyKey(kind, page, status), jsonFetcher, { keepPreviousData: true });
}

/** While a sync runs the accounts are re-read this often (the socket's events usually come first). */
const SYNC_POLL_MS = 1500;

/** The seller's linked accounts of a game, re-read while one of them syncs (the seller pages, quick sale). */
export function useAccounts(game: GameKey) {
  return useSWR<{ accounts: AccountView[] }>(accountsKey(game), jsonFetcher, {
    refreshInterval: (data) => (data?.accounts.some((a) => a.sync && a.sync.state === 'active') ? SYNC_POLL_MS : 0),
  });
}

/** While a withdrawal trade runs its list is re-read this often (the socket's events usually come first). */
const TRADE_POLL_MS = 3000;

/**
 * The buyer's withdrawal trades in a game (active ones and the latest that ended) and the nickname they
 * collected to last time; re-read while one runs. The purchased items page reads the nickname.
 */
export function useWithdrawals(game: GameKey) {
  return useSWR<WithdrawalsList>(withdrawalsKey(game), gameFetcher, {
    refreshInterval: (data) => (data?.trades.some((t) => t.state === 'active') ? TRADE_POLL_MS : 0),
  });
}

/** Revalidates, in place, everything a purchase, a sale or a payment may have changed (see isMoneyKey). */
export function useRefreshMoney(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isMoneyKey), [mutate]);
}

/** Revalidates, in place, what starting, cancelling or retrying a withdrawal changes (see isWithdrawalKey). */
export function useRefreshWithdrawals(): (game: GameKey) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((game: GameKey) => mutate(isWithdrawalKey(game)), [mutate]);
}
