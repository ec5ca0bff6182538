// Promotions' data and calls (modules/promo): promo code checks and activation, the fortune wheel, the giveaway, the
// advent calendar and the profile's subscriptions. Mutations are never retried: a spin or a code must not run twice.
import useSWR from 'swr';
import type { AdventView } from '../../../../modules/promo/advent.schemas';
import type { GiveawayView } from '../../../../modules/promo/giveaway.schemas';
import type { PromoCheck, PromoSubscriptionsView } from '../../../../modules/promo/promo.schemas';
import type { SpinView, WheelView } from '../../../../modules/promo/wheel.schemas';
import { jsonFetcher } from '../../shared/api/fetchers';
import { request } from '../../shared/api/request';

export type { AdventView, GiveawayView, PromoCheck, PromoSubscriptionsView, SpinView, WheelView };

/** The free spins count (a bare number) the header's promo link shows. */
export const PROMO_COUNT_KEY = '/api/user/promo-count';
export const SUBSCRIPTIONS_KEY = '/api/user/promo-subscriptions';
export const wheelKey = (signedIn: boolean) => (signedIn ? '/api/fortune/mine' : '/api/fortune');
export const MY_SPINS_KEY = '/api/fortune/spins';
export const spinKey = (id: string) => `/api/fortune/spins/${encodeURIComponent(id)}`;
export const giveawayKey = (signedIn: boolean) => (signedIn ? '/api/giveaway/mine' : '/api/giveaway');
export const adventKey = (signedIn: boolean) => (signedIn ? '/api/advent/mine' : '/api/advent');

/** Everything a spin, a code or a door may have changed (free spins, the wheel, the subscriptions). */
export const isPromoKey = (key: unknown): boolean =>
  typeof key === 'string' &&
  (key === PROMO_COUNT_KEY ||
    key === SUBSCRIPTIONS_KEY ||
    key.startsWith('/api/fortune') ||
    key.startsWith('/api/advent'));

const get = async <T>(url: string): Promise<T> => (await request<T>(url, { retries: 0 })).data;
const send = async <T>(method: 'POST' | 'PUT', url: string, body: unknown = {}): Promise<T> =>
  (await request<T>(url, { method, body, retries: 0 })).data;

/** Spec accounts-platform 3: each system answers { code, user }; the R$ one also its R$ (`rbx`). */
export const checkItemCall = (code: string) =>
  get<PromoCheck>(`/api/user/promocodes/absolute_promo?code=${encodeURIComponent(code)}`);
export const checkRbxCall = (code: string) =>
  get<PromoCheck>(`/api/v1/withdrawals/absolute_promo?code=${encodeURIComponent(code)}`);
/** The item system's activation: the code's free spins are the user's. */
export const activateItemCall = (code: string) =>
  send<{ status: 'ok'; spins: number }>('POST', '/api/user/promo-subscription', { code });

export const usePromoCount = (signedIn: boolean) =>
  useSWR<number>(signedIn ? PROMO_COUNT_KEY : null, jsonFetcher, { revalidateOnFocus: true });
export const useSubscriptions = () => useSWR<PromoSubscriptionsView>(SUBSCRIPTIONS_KEY, jsonFetcher);

export const useWheel = (signedIn: boolean) => useSWR<WheelView>(wheelKey(signedIn), jsonFetcher);
export const useMySpins = (signedIn: boolean) =>
  useSWR<{ spins: SpinView[] }>(signedIn ? MY_SPINS_KEY : null, jsonFetcher);
export const useSpin = (id: string) => useSWR<SpinView>(spinKey(id), jsonFetcher, { shouldRetryOnError: false });
export const spinCall = (petOfferId: string | null) => send<SpinView>('POST', '/api/fortune/spin', { petOfferId });
export const clientSeedCall = (clientSeed: string) =>
  send<WheelView>('PUT', '/api/fortune/client-seed', { clientSeed });

export const useGiveaway = (signedIn: boolean) => useSWR<GiveawayView>(giveawayKey(signedIn), jsonFetcher);
export const joinGiveawayCall = () => send<GiveawayView>('POST', '/api/giveaway/join');

export const useAdvent = (signedIn: boolean) => useSWR<AdventView>(adventKey(signedIn), jsonFetcher);
export const openDoorCall = (door: number) => send<AdventView>('POST', `/api/advent/doors/${door}/open`);
