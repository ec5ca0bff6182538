// Consent helpers (spec accounts-platform 4.12: grant or deny all categories). The queue honours them: while denied,
// nothing is queued or sent and what waited is dropped. Until a choice is made analytics is on (no consent banner
// exists yet); a banner would call these.
import { readLocal, writeLocal } from '../state/storage';
import { ANALYTICS_KEYS } from './keys';

export type Consent = 'granted' | 'denied';

export const analyticsAllowed = (): boolean => readLocal(ANALYTICS_KEYS.consent) !== 'denied';

function setConsent(consent: Consent): void {
  writeLocal(ANALYTICS_KEYS.consent, consent);
  if (consent === 'denied') {
    writeLocal(ANALYTICS_KEYS.queue, null);
    writeLocal(ANALYTICS_KEYS.trackId, null);
    writeLocal(ANALYTICS_KEYS.abTest, null);
  }
  // The data layer hears it as a tag manager would (gtag's consent update, every category at once).
  const state = consent;
  const layer = ((globalThis as { dataLayer?: unknown[] }).dataLayer ??= []);
  layer.push({
    event: 'consent_update',
    consent: { analytics_storage: state, ad_storage: state, ad_user_data: state, ad_personalization: state },
  });
}

export const grantAll = (): void => setConsent('granted');
export const denyAll = (): void => setConsent('denied');
