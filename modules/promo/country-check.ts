import type { PromoActivationCode } from './promo.schemas';

/**
 * Where an activation comes from, as the server knows it: the country the network reports (a proxy's or CDN's
 * header; `anonymous` when it reports Tor or an anonymising proxy; null with no such header) and the country the
 * account gave.
 */
export interface ActivationPlace {
  network: string | null;
  account: string | null;
}

/**
 * Spec accounts-platform 8, codes 2 and 3, for a code offered only in some countries (decided here, written down in
 * README "Promotions"): the network's country decides; when the network hides it, or names another country than the
 * account's, it is judged a VPN (3); a known country not in the list is 2. With no network header (no proxy in
 * front), the account's country decides, and no country at all is 3.
 */
export function judgeCountry(countries: string[] | null, place: ActivationPlace): PromoActivationCode | null {
  if (!countries?.length) return null;
  if (place.network === 'anonymous') return 3;
  if (place.network && place.account && place.network !== place.account) return 3;
  const country = place.network ?? place.account;
  if (!country) return 3;
  return countries.includes(country) ? null : 2;
}
