// The giveaway page live: a socket of its own (no rooms: GIVEAWAY_DRAWN goes to every socket, GIVEAWAY_WON to the
// winner's). A draw reloads the page's data; a win is said in a toast. Each (re)connection reads the data again.
import { useSWRConfig } from 'swr';
import { GIVEAWAY_DRAWN, GIVEAWAY_WON } from '../../../../modules/promo/giveaway.schemas';
import { BALANCE_KEY } from '../../shared/api/keys';
import { useRoomSocket } from '../../shared/realtime/useRoomSocket';
import { pushToast } from '../../shared/state/actions';

const NO_ROOMS: never[] = [];

export function useGiveawayLive(key: string): void {
  const { mutate } = useSWRConfig();
  useRoomSocket(NO_ROOMS, {
    onJoined: () => void mutate(key),
    onEvent: (type) => {
      if (type === GIVEAWAY_DRAWN) void mutate(key);
      if (type === GIVEAWAY_WON) {
        void mutate(BALANCE_KEY);
        pushToast({ type: 'success', title: { id: 'giveaway.won.title' }, message: { id: 'giveaway.won.text' } });
      }
    },
  });
}
