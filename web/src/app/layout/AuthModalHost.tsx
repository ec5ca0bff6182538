// Loads the auth modal chunk (formik, yup) the first time a form is opened, then keeps it mounted so it
// can animate out. `?auth=login|register|free_pet|forgot` in any address opens a form (links in e-mails).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { closeAuth, openAuth } from '../../shared/session/session';
import { store } from '../../shared/state/store';
import { ChunkBoundary } from '../../shared/ui/ChunkBoundary';

const AuthModal = lazy(() => import('../../features/auth/AuthModal'));

export function AuthModalHost() {
  const { authModal } = useSnapshot(store);
  const [needed, setNeeded] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const auth = new URLSearchParams(window.location.search).get('auth');
    if (!auth || store.isAuth) return;
    if (auth === 'login' || auth === 'forgot' || auth === 'register') openAuth(auth);
    else if (auth === 'free_pet') openAuth('register', { registerType: 'free_pet' });
  }, []);

  useEffect(() => {
    if (authModal.form) setNeeded(true);
  }, [authModal.form]);

  if (!needed) return null;
  // A chunk that fails to load closes the form with a toast; the next opening tries again.
  return (
    <ChunkBoundary
      key={attempt}
      name="Auth forms"
      onError={() => {
        closeAuth();
        setNeeded(false);
        setAttempt((a) => a + 1);
      }}
    >
      <Suspense fallback={null}>
        <AuthModal />
      </Suspense>
    </ChunkBoundary>
  );
}
