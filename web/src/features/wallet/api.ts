// Wallet data and calls (spec trading-core 7, 9: top-ups, cash-outs). The balance and the history lists are
// shared queries (shared/api/queries.ts). Mutations are never retried: a payment must not start twice.
import useSWR from 'swr';
import type { CashoutView, TopupView } from '../../../../modules/wallet/wallet.schemas';
import { jsonFetcher } from '../../shared/api/fetchers';
import { TOPUP_METHODS_KEY, topupKey } from '../../shared/api/keys';
import { useHistoryPage } from '../../shared/api/queries';
import { request } from '../../shared/api/request';
import type { Money } from '../../../../kernel';

export interface TopupMethodsAnswer {
  methods: { id: string; available: boolean }[];
  limits: Record<string, { min: number; max: number }>;
}

export interface TopupStarted {
  topup: TopupView;
  redirectUrl: string;
}

export interface CashoutQuote {
  amount: Money;
  fee: Money;
  received: Money;
}

const post = async <T>(url: string, body: unknown, signal?: AbortSignal): Promise<T> =>
  (await request<T>(url, { method: 'POST', body, retries: 0, signal })).data;

export const startTopupCall = (body: { amount: string; currency: string; method: string }) =>
  post<TopupStarted>('/api/wallet/topups', body);

export const quoteCashoutCall = (body: { amount: string; currency: string; method: string }, signal?: AbortSignal) =>
  post<CashoutQuote>('/api/wallet/cashouts/quote', body, signal);

export const createCashoutCall = (body: { amount: string; currency: string; method: string; destination: string }) =>
  post<CashoutView>('/api/wallet/cashouts', body);

/** Top-up methods with their availability, and the limits per currency. */
export function useTopupMethods() {
  return useSWR<TopupMethodsAnswer>(TOPUP_METHODS_KEY, jsonFetcher);
}

/**
 * One top-up (the payment result page), or nothing while `id` is null. `poll` asks again every `pollMs`
 * while it is still unpaid; each check goes to the server (no deduplication).
 */
export function useTopup(id: string | null, poll: (latest: TopupView | undefined) => boolean, pollMs: number) {
  return useSWR<TopupView>(id ? topupKey(id) : null, jsonFetcher, {
    refreshInterval: (latest) => (poll(latest) ? pollMs : 0),
    dedupingInterval: 0,
  });
}

/** A page of the user's cash-outs, newest first. */
export const useCashouts = (page: number) => useHistoryPage<CashoutView>('cashouts', page, null);
