// AUTOPURCHASE_CHANGED with `filled`: a piece was bought for one of the buyer's autopurchases. It is said in a toast
// naming the item, with a button to the purchased items, where it waits to be collected (COLLECT_MINUTES). Fills of
// one autopurchase in a row make one toast with their count. The name comes from the autopurchases already read, else
// from the current game's lists. Fills that the add page's answer says itself are not said twice
// (shared/autobuy/fillNews.ts decides which fills are said; this file says them).
import { useEffect } from 'react';
import type { Cache } from 'swr';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import type { AutopurchaseView } from '../../../../modules/autopurchases/autopurchases.schemas';
import { COLLECT_MINUTES } from '../../../../modules/orders/orders.vocabulary.schemas';
import { jsonFetcher } from '../../shared/api/fetchers';
import { autopurchasesKey } from '../../shared/api/keys';
import { fillNews } from '../../shared/autobuy/fillNews';
import { PURCHASED_PATH } from '../../shared/autobuy/paths';
import { pushToast, removeToast } from '../../shared/state/actions';
import { store } from '../../shared/state/store';
import { toastActions } from '../../shared/state/toasts';

type Lists = { autopurchases?: AutopurchaseView[] } | undefined;

const nameIn = (lists: Lists[], id: string): string | null =>
  lists.flatMap((l) => l?.autopurchases ?? []).find((a) => a.id === id)?.name || null;

/** The item an autopurchase buys: from the lists read already, else from the current game's. */
async function nameOf(cache: Cache, id: string): Promise<string | null> {
  const cached = [...cache.keys()].filter((key) => key.includes('/autopurchases?'));
  const known = nameIn(
    cached.map((key) => cache.get(key)?.data as Lists),
    id,
  );
  if (known) return known;
  const game = store.game;
  const lists = await Promise.all(
    (['active', 'ended'] as const).map((status) =>
      jsonFetcher<Lists>(autopurchasesKey(game, status)).catch(() => undefined),
    ),
  );
  return nameIn(lists, id);
}

/** The toast of each autopurchase's latest fills, and how many it says. */
const shown = new Map<string, { toast: number; count: number }>();

async function sayFill(cache: Cache, id: string): Promise<void> {
  const name = await nameOf(cache, id);
  const before = shown.get(id);
  const alive = before !== undefined && store.toasts.some((t) => t.id === before.toast);
  if (alive) removeToast(before.toast);
  const count = alive ? before.count + 1 : 1;
  const values = { count, minutes: COLLECT_MINUTES, ...(name ? { name } : {}) };
  const toast = pushToast({
    type: 'success',
    message: { id: name ? 'autobuy.toast.bought' : 'autobuy.toast.boughtUnnamed', values },
    showTime: 10_000,
    buttonText: { id: 'autobuy.toast.open' },
    buttonAction: 'openPurchased',
  });
  shown.set(id, { toast, count });
}

/** Plugs the saying of fills in, and what the toast's button does (the purchased items, under the address's prefix). */
export function useAutopurchaseNews(): void {
  const { cache } = useSWRConfig();
  const [, navigate] = useLocation();
  useEffect(() => {
    toastActions.openPurchased = () => navigate(PURCHASED_PATH);
    fillNews.say = (id) =>
      void sayFill(cache, id).catch((error: unknown) => console.error('Autopurchase news failed', error));
  }, [cache, navigate]);
}
