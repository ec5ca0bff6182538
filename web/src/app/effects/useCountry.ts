// GET /api/user/get-country: orders languages (CIS: ru first) and picks a currency the user has not chosen.
import { useEffect } from 'react';
import useSWR from 'swr';
import { onceFetcher } from '../../shared/api/fetchers';
import { setCountry } from '../../shared/state/actions';
import { store } from '../../shared/state/store';
import { currencyForCountry } from '../../i18n/languages';

interface CountryAnswer {
  country?: string;
  city?: string;
}

const COUNTRY_KEY = '/api/user/get-country';
/** How long a newcomer's currency waits for the country (ms); then the guess stands until the answer comes. */
const COUNTRY_WAIT_MS = 2_000;

/** The request preloadCountry started, until the hook takes it. */
let early: Promise<CountryAnswer> | undefined;

/** Asks for the country before React renders (main.tsx): the market's first request waits for the answer. */
export function preloadCountry(): void {
  early = onceFetcher<CountryAnswer>(COUNTRY_KEY);
  early.catch(() => undefined); // the hook takes the failure
}

// SWR's own preload() fills the default cache's table, not the app's (swrCache), so the hook takes it here.
const countryFetcher = (url: string): Promise<CountryAnswer> => {
  const answer = early ?? onceFetcher<CountryAnswer>(url);
  early = undefined;
  return answer;
};

export function useCountry(): void {
  // The endpoint may not exist yet (404): one attempt, no revalidation, and then nothing happens.
  const { data, error } = useSWR<CountryAnswer>(COUNTRY_KEY, countryFetcher, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  useEffect(() => {
    const country = data?.country;
    if (typeof country === 'string' && country) {
      setCountry(country);
      if (!store.currencyChosen && !store.isAuth) store.currency = currencyForCountry(country);
    }
    // The currency and the settling in one change: a request priced in it is made once, in the currency kept.
    if (data !== undefined || error !== undefined) store.countrySettled = true;
  }, [data, error]);
  useEffect(() => {
    const timer = setTimeout(() => {
      store.countrySettled = true;
    }, COUNTRY_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
}
