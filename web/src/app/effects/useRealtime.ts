// Connects the notification socket after the first paint, so socket.io-client is a lazy chunk.
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import {
  isAutopurchaseKey,
  isExchangeKey,
  isMoneyKey,
  isOrderBookKey,
  isQuickSaleKey,
  isRbxKey,
  isSyncKey,
  isWithdrawalKey,
  SEASON_KEY,
  statusKey,
} from '../../shared/api/keys';
import { fillNews } from '../../shared/autobuy/fillNews';
import { connectRealtime } from '../../shared/realtime/connectRealtime';
import { checkForNewBuild, newBuildAnnounced } from '../../shared/build/reloader';
import { applyFlags, setDevStatus, setTechWorks } from '../../shared/state/actions';
import { store } from '../../shared/state/store';
import { techWorksFromStatus } from '../../shared/state/techWorks';
import { GAME_KEYS } from '../../../../kernel';
import { useAutopurchaseNews } from './autopurchaseNews';
import { FLAGS_KEY } from './useFlags';
import { announceRatingChange, useOpenRatingsAction } from './ratingNews';
import { loadInbox, notificationArrived } from '../../features/notifications/inbox';

const CONNECT_DELAY_MS = 1500;

export function useRealtime(): void {
  const { mutate, cache } = useSWRConfig();
  useOpenRatingsAction();
  useAutopurchaseNews();
  // The handshake carries the access token (auth: { token }): a new token means a new connection.
  const { accessToken } = useSnapshot(store);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the socket reads the token from the store; a new token must reconnect
  useEffect(() => {
    let disconnect: (() => void) | undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      connectRealtime({
        setDevStatus,
        // A new build: reloaded at a safe moment (shared/build/safeMoment.ts), not under the user's hands.
        reloadPage: newBuildAnnounced,
        checkBuild: () => void checkForNewBuild(),
        refreshStatus: (game, services) => {
          // Apply what the event says at once, then ask the server for the full picture.
          if (services && game === store.game) setTechWorks(techWorksFromStatus({ services } as never));
          for (const g of game ? [game] : GAME_KEYS) void mutate(statusKey(g));
        },
        // Revalidated in place: the lists stay on screen while they reload. A purchase may take an ask off a book.
        purchaseChanged: () => {
          void mutate(isMoneyKey);
          void mutate(isOrderBookKey);
        },
        // A linked account's sync moved or was applied (seller pages): in place too.
        syncChanged: (game, applied) => void mutate(isSyncKey(game, applied)),
        // A withdrawal trade moved or was settled (the buyer's pages): in place too.
        withdrawalChanged: (game) => void mutate(isWithdrawalKey(game)),
        // A quick sale moved or its ending was applied (the seller's pages, the balance): in place too.
        quickSaleChanged: (game, applied) => void mutate(isQuickSaleKey(game, applied)),
        // An exchange moved or its ending was applied (the /trade page, the balance): in place too.
        exchangeChanged: (game, applied) => void mutate(isExchangeKey(game, applied)),
        // An R$ order's bot moved or the order was delivered or refunded (the /rbx page, the R$ history): in place.
        rbxChanged: (game) => void mutate(isRbxKey(game)),
        // A rating moved or a block ended (the ratings tab, the menu's count): new notices are said in toasts.
        // A visitor has no ratings (and hears no RATING_CHANGED; catching up after a connection calls this too).
        ratingChanged: () => {
          if (!store.accessToken) return;
          void announceRatingChange(mutate, cache).catch((error: unknown) =>
            console.error('Ratings unavailable', error),
          );
        },
        // An autopurchase was set, edited, ended or bought a piece: its lists, the books and the balance, in place; a
        // piece bought is said in a toast (autopurchaseNews.ts), unless the add page's answer says it.
        autopurchaseChanged: (filled) => {
          void mutate(isAutopurchaseKey);
          if (filled && store.accessToken) fillNews.arrived(filled);
        },
        // A support question of the user's was answered or changed: their questions and the one open, in place.
        questionChanged: () =>
          void mutate((key) => typeof key === 'string' && key.startsWith('/api/support/questions')),
        // Operators switched the season: shown at once; without one (catching up, junk) it is read again.
        seasonChanged: (season) =>
          void (season ? mutate(SEASON_KEY, { season }, { revalidate: false }) : mutate(SEASON_KEY)),
        // The bell: a new notification on top, or the list read again (another tab read or hid; catching up).
        inboxChanged: (added) => {
          if (!store.accessToken) return;
          if (added) notificationArrived(added);
          else void loadInbox();
        },
        // Staff switched a flag: the pages change at once (routes, menus, forms read store.flags).
        flagsChanged: (flags) => void (flags ? applyFlags(flags) : mutate(FLAGS_KEY)),
      })
        .then((stop) => (cancelled ? stop() : (disconnect = stop)))
        .catch((error: unknown) => console.error('Realtime unavailable', error));
    }, CONNECT_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      disconnect?.();
    };
  }, [mutate, cache, accessToken]);
}
