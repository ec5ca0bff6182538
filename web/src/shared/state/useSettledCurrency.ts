// The viewer's currency for requests priced in it (the market's pages): for a newcomer who chose none it is the
// country's (spec accounts-platform 9, useCountry), so until the country is known it is null and such a request
// waits, instead of being made in the default currency and then again in the country's.
import { useSnapshot } from 'valtio';
import type { Currency } from '../../../../kernel';
import { store } from './store';

export function useSettledCurrency(): Currency | null {
  const { currency, currencyChosen, isAuth, countrySettled } = useSnapshot(store);
  return currencyChosen || isAuth || countrySettled ? currency : null;
}
