// Loads the auth modal chunk (formik, yup) the first time a form is opened, then keeps it mounted so it
// can animate out. `?auth=login|register|free_pet|forgot` in any address opens a form (links in e-mails).
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { closeAuth, openAuth } from '../../shared/session/session';
import { pushToast } from '../../shared/state/actions';
import { store } from '../../shared/state/store';

const AuthModal = lazy(() => import('../../features/auth/AuthModal'));

/** A chunk that fails to load closes the form with a toast; the next opening tries again. */
class ChunkBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Auth forms failed to load', error);
    pushToast({ type: 'error', message: { id: 'errors.loadFailure.title' } });
    closeAuth();
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

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
  return (
    <ChunkBoundary
      key={attempt}
      onError={() => {
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
