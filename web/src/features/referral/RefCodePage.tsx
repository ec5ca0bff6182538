// /ref/{code} (spec accounts-platform 2.6): remembers the referral code (registration sends it), goes home.
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { STORAGE_KEYS, writeLocal } from '../../shared/state/storage';
import { PageStatus } from '../../shared/ui/PageStatus';

/** The shape the server accepts for a referral code. */
export const REF_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export default function RefCodePage() {
  const { code } = useParams<{ code: string }>();
  const [, navigate] = useLocation();
  useEffect(() => {
    const value = decodeURIComponent(code ?? '');
    if (REF_CODE_PATTERN.test(value)) writeLocal(STORAGE_KEYS.refCode, value);
    navigate('/', { replace: true });
  }, [code, navigate]);
  return <PageStatus messageId="referral.processing" />;
}
