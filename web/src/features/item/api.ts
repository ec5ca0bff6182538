// Item page data (spec trading-core 2, 7): the item with its variants and offers, and its price history.
import useSWR from 'swr';
import type { Variant } from '../../../../modules/catalog/catalog.schemas';
import type { ItemPage, PriceHistory } from '../../../../modules/market/market.schemas';
import { gameFetcher } from '../../shared/api/fetchers';
import { itemKey } from '../../shared/api/keys';
import type { Currency, GameKey } from '../../../../kernel';

/** The item page of a slug in a currency; the previous item stays on screen while the next loads. */
export function useItemPage(game: GameKey, slug: string, currency: Currency) {
  return useSWR<ItemPage>(slug ? itemKey(game, slug, currency) : null, gameFetcher, { keepPreviousData: true });
}

export const priceHistoryKey = (
  game: GameKey,
  slug: string,
  days: number,
  currency: Currency,
  level: Variant['level'] | undefined,
) =>
  `/api/${game}/items/${encodeURIComponent(slug)}/history?days=${days}&currency=${currency}${level ? `&level=${level}` : ''}`;

/** Sales of the last `days` days by day (of one level when given); the previous period stays while the next loads. */
export function usePriceHistory(
  game: GameKey,
  slug: string,
  days: number,
  currency: Currency,
  level: Variant['level'] | undefined,
) {
  return useSWR<PriceHistory>(priceHistoryKey(game, slug, days, currency, level), gameFetcher, {
    keepPreviousData: true,
  });
}
