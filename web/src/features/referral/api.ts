// The partner referral landing's call (spec accounts-platform 2.6, 7: best products). Never retried.
import { request } from '../../shared/api/request';
import type { BestProducts } from './ggsell';
import type { Currency } from '../../../../kernel';

export const bestProductsCall = async (id: string, currency: Currency): Promise<BestProducts> =>
  (await request<BestProducts>('/api/best/products', { method: 'POST', body: { id, currency }, retries: 0 })).data;
