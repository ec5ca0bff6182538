// Social-login callback (spec accounts-platform 2.6, 4.7): a loader while the code is exchanged, then the
// stored redirect-after-auth target or home. A failure is logged, shown as a toast, and goes home.
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readServerError } from '../../shared/form/serverErrors';
import { completeSignIn } from '../../shared/session/session';
import { pushToast } from '../../shared/state/actions';
import { readLocal, readSession, STORAGE_KEYS, writeSession } from '../../shared/state/storage';
import { store } from '../../shared/state/store';
import { PageStatus } from '../../shared/ui/PageStatus';
import { useTitle } from '../../shared/ui/useTitle';
import { setRefCodeCall, verifySocialCodeCall, type EmailName } from './api';
import { readCallbackParams } from './social';

/** A provider code works once: StrictMode's second effect run must not send it again. */
const exchanged = new Set<string>();

export default function SocialCallbackPage() {
  useTitle('title.socialLogin');
  const search = useSearch();
  const [, navigate] = useLocation();

  useEffect(() => {
    const params = readCallbackParams(search);
    const fail = (error: unknown) => {
      console.error('Social sign-in failed', error);
      const { alert } = readServerError(error, []);
      pushToast({ type: 'error', message: alert ?? { id: 'auth.error.socialFailed' } });
      navigate('/', { replace: true });
    };
    if (!params) return fail(new Error('The callback address has no code, state or source'));
    if (exchanged.has(params.q)) return;
    exchanged.add(params.q);
    const emailName = readSession(STORAGE_KEYS.socialEmailName);
    writeSession(STORAGE_KEYS.socialEmailName, null);
    verifySocialCodeCall({ ...params, email_name: (emailName || null) as EmailName, language: store.language })
      .then(async (answer) => {
        // Home, unless a redirect-after-auth target is stored (completeSignIn follows it).
        navigate('/', { replace: true });
        completeSignIn(answer);
        if (answer.is_new) {
          pushToast({ type: 'success', message: { id: 'auth.social.welcome' } });
          const refCode = readLocal(STORAGE_KEYS.refCode);
          if (refCode)
            await setRefCodeCall(refCode).catch((error: unknown) => console.error('Referral code not saved', error));
        }
      })
      .catch(fail);
  }, [search, navigate]);

  return <PageStatus messageId="auth.social.progress" />;
}
