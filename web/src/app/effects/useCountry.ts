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

export function useCountry(): void {
  // The endpoint may not exist yet (404): one attempt, no revalidation, and then nothing happens.
  const { data } = useSWR<CountryAnswer>('/api/user/get-country', onceFetcher, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  useEffect(() => {
    const country = data?.country;
    if (typeof country !== 'string' || !country) return;
    setCountry(country);
    if (!store.currencyChosen && !store.isAuth) store.currency = currencyForCountry(country);
  }, [data]);
}
