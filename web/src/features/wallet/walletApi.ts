// Wallet calls (top-ups, cash-outs). Mutations are never retried: a payment must not start twice.
import type { CashoutView, TopupView } from '../../../../modules/wallet/wallet.schemas';
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

export const startTopupCall = (body: { amount: string; currency: string; method: string }) => post<TopupStarted>('/api/wallet/topups', body);

export const quoteCashoutCall = (body: { amount: string; currency: string; method: string }, signal?: AbortSignal) =>
  post<CashoutQuote>('/api/wallet/cashouts/quote', body, signal);

export const createCashoutCall = (body: { amount: string; currency: string; method: string; destination: string }) =>
  post<CashoutView>('/api/wallet/cashouts', body);
