// Market data (spec trading-core 2, 7): pages of market cards by cursor (the home market, a seller's
// market page) and the seller a page belongs to. The pages' addresses are built in marketQuery.ts.
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { MarketPage, SellerPage } from '../../../../modules/market/market.schemas';
import { gameFetcher, jsonFetcher } from '../../shared/api/fetchers';

/**
 * Market pages one after another ("Show more"): `pageUrl` builds a page's address from the cursor the
 * previous page gave (null for the first); the pages end with the first one without a next cursor.
 * A null `pageUrl` asks for nothing yet (the viewer's currency is not settled, useSettledCurrency).
 */
export function useMarketPages(
  pageUrl: ((cursor: string | null) => string) | null,
  options: { keepPreviousData?: boolean } = {},
) {
  return useSWRInfinite<MarketPage>(
    (index, previous: MarketPage | null) => {
      if (!pageUrl || (previous && !previous.nextCursor)) return null;
      return pageUrl(index === 0 ? null : (previous?.nextCursor ?? null));
    },
    gameFetcher,
    { revalidateFirstPage: false, ...options },
  );
}

export const sellerKey = (idOrLink: string) => `/api/sellers/${encodeURIComponent(idOrLink)}`;

/** A seller by user id or approved store link; nothing for an empty one. */
export function useSeller(idOrLink: string) {
  return useSWR<SellerPage>(idOrLink ? sellerKey(idOrLink) : null, jsonFetcher);
}
