import type { GameKey } from '../../../../kernel';
// SWR keys of the money screens and the one rule of what a purchase, sale or payment makes stale. In the
// first bundle (the header balance, the realtime effect): no runtime imports of the schema files (yup).

export const BALANCE_KEY = '/api/wallet/balance';
export const TOPUP_METHODS_KEY = '/api/wallet/topup-methods';
export const topupKey = (id: string) => `/api/wallet/topups/${encodeURIComponent(id)}`;
export const purchasesKey = (game: GameKey, state: 'active' | 'old') => `/api/${game}/purchases?state=${state}`;

export type HistoryKind = 'purchases' | 'sales' | 'topups' | 'cashouts';
const HISTORY_URL: Record<HistoryKind, string> = {
  purchases: '/api/history/purchases',
  sales: '/api/history/sales',
  topups: '/api/wallet/topups',
  cashouts: '/api/wallet/cashouts',
};

export function historyKey(kind: HistoryKind, page: number, status: string | null): string {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  return `${HISTORY_URL[kind]}?${query}`;
}

/**
 * Everything a purchase, a sale, a cancellation or a payment may change: balances, the profile (it carries
 * the balance too), purchased items, histories, and the seller's inventory and accounts.
 */
export const MONEY_KEY = /^\/api\/(wallet\/|history\/|user\/profile$|(adopt|mm2)\/(purchases|inventory|accounts)\b)/;
export const isMoneyKey = (key: unknown): boolean => typeof key === 'string' && MONEY_KEY.test(key) && key !== TOPUP_METHODS_KEY;
