// Spec accounts-platform 4.1: the profile (SWR) and beta status of the signed-in user, and the query
// cache reset when the access token changes.
import { useEffect, useRef } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import type { Profile } from '../../../../modules/identity/identity.schemas';
import { jsonFetcher } from '../../shared/api/fetchers';
import { HttpError } from '../../shared/api/HttpError';
import { PROFILE_KEY } from '../../shared/api/keys';
import { applyProfile, logout, syncCountry } from '../../shared/session/session';
import { store } from '../../shared/state/store';
import { GAME_KEYS } from '../../../../kernel';

export const BETA_KEY = '/api/user/mm-beta-test';
/** Not user data: survives a token change. */
const KEPT_KEYS = new RegExp(`^/api/(flags|user/get-country|(${GAME_KEYS.join('|')})/status)$`);

export function useSession(): void {
  const { isAuth, accessToken, profile, ipCountry } = useSnapshot(store);
  const { mutate } = useSWRConfig();

  // "Setting the access token clears cached query data."
  const lastToken = useRef(accessToken);
  useEffect(() => {
    if (lastToken.current === accessToken) return;
    lastToken.current = accessToken;
    void mutate((key) => typeof key === 'string' && !KEPT_KEYS.test(key), undefined, { revalidate: true });
  }, [accessToken, mutate]);

  const { data, error, isLoading } = useSWR<Profile>(isAuth ? PROFILE_KEY : null, jsonFetcher);
  useEffect(() => {
    store.profileLoading = isLoading;
  }, [isLoading]);
  useEffect(() => {
    if (data !== undefined) applyProfile(data);
  }, [data]);
  useEffect(() => {
    // "Profile load failure: when the error has data, the user is logged out."
    if (error instanceof HttpError && error.data !== null && !error.isCancelled) void logout();
  }, [error]);

  // "Beta status is false without an access token or when the call fails (logged)."
  const beta = useSWR<{ status?: boolean }>(isAuth ? BETA_KEY : null, jsonFetcher);
  useEffect(() => {
    if (beta.error) console.error('Beta status unavailable', beta.error);
    store.betaAvailable = isAuth && !beta.error && beta.data?.status === true;
  }, [isAuth, beta.data, beta.error]);

  // Spec 4.5: the detected country goes to the server for a signed-in user who has none.
  const countrySynced = useRef(false);
  useEffect(() => {
    if (!profile || profile.main_country || !ipCountry || countrySynced.current) return;
    countrySynced.current = true;
    void syncCountry(ipCountry);
  }, [profile, ipCountry]);
}
