// A card's order book (GET /api/{game}/cards/{cardId}/book, public): re-read on the socket's purchase and
// autopurchase events (useRealtime) and every half minute while the page shows (others' listings and autopurchases
// send this viewer nothing). The previous card's book stays on screen, marked stale, while the next one loads.
import useSWR from 'swr';
import type { OrderBook } from '../../../../modules/autopurchases/autopurchases.schemas';
import { gameFetcher } from '../api/fetchers';
import { orderBookKey } from '../api/keys';
import type { Currency, GameKey } from '../../../../kernel';

const BOOK_REFRESH_MS = 30_000;

export function useOrderBook(game: GameKey, cardId: number | null, currency: Currency) {
  const query = useSWR<OrderBook>(cardId ? orderBookKey(game, cardId, currency) : null, gameFetcher, {
    keepPreviousData: true,
    refreshInterval: BOOK_REFRESH_MS,
  });
  const shown = query.data;
  const level = shown?.asks[0] ?? shown?.bids[0];
  // Another card's book, or one in another currency, until the asked one comes.
  const stale = !!shown && (shown.cardId !== cardId || (level !== undefined && level.price.currency !== currency));
  return { ...query, stale };
}
