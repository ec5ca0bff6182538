// /ref/ggsell?id= (spec accounts-platform 2.6): stores the referral code "ggsell", fetches the best products
// for the id in the chosen currency, keeps the first item merged with the info, and goes home. A missing
// or non-numeric id, a failure or an empty list also go home.
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { STORAGE_KEYS, writeLocal, writeSession } from '../../shared/state/storage';
import { store } from '../../shared/state/store';
import { PageStatus } from '../../shared/ui/PageStatus';
import { bestProductsCall } from './api';
import { firstItemWithInfo, isNumericId } from './ggsell';

export const GGSELL_REF_CODE = 'ggsell';

export default function GgsellPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    let active = true;
    const id = new URLSearchParams(search).get('id');
    const home = () => active && navigate('/', { replace: true });
    if (!isNumericId(id)) {
      home();
      return;
    }
    writeLocal(STORAGE_KEYS.refCode, GGSELL_REF_CODE);
    bestProductsCall(id, store.currency)
      .then((data) => {
        const item = firstItemWithInfo(data);
        if (item) writeSession(STORAGE_KEYS.ggsellItem, JSON.stringify(item));
      })
      .catch((error: unknown) => console.error('Best products unavailable', error))
      .finally(home);
    return () => {
      active = false;
    };
  }, [search, navigate]);
  return <PageStatus messageId="referral.processing" />;
}
