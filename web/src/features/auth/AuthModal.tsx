// The auth modal (spec accounts-platform 2.6): login, register and forgot-password forms. Lazy chunk:
// formik and yup load with it, never with the home page.
import { useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { closeAuth, openAuth } from '../../shared/session/session';
import { store, type AuthForm } from '../../shared/state/store';
import { Modal } from '../../shared/ui/Modal';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import './auth.css';

export default function AuthModal() {
  const { authModal } = useSnapshot(store);
  const titleId = useId();
  // The form stays drawn while the modal animates out.
  const shown = useRef<AuthForm>(authModal.form ?? 'login');
  if (authModal.form) shown.current = authModal.form;
  const [loginPrefill, setLoginPrefill] = useState<string | undefined>();
  const form = shown.current;

  // Each opening starts from a clean form (bumped when the modal goes from closed to open).
  const generation = useRef(0);
  const wasOpen = useRef(false);
  if (authModal.form && !wasOpen.current) generation.current++;
  wasOpen.current = authModal.form !== null;

  return (
    <Modal
      open={authModal.form !== null}
      onClose={closeAuth}
      titleId={titleId}
      size={form === 'register' ? 'ms' : 'sm'}
      className="auth-modal"
    >
      <div key={`${form}-${generation.current}`} className="auth-modal__content">
        {form === 'login' && <LoginForm titleId={titleId} prefill={loginPrefill} />}
        {form === 'register' && <RegisterForm titleId={titleId} />}
        {form === 'forgot' && (
          <ForgotPasswordForm
            titleId={titleId}
            onDone={(login) => {
              setLoginPrefill(login);
              openAuth('login');
            }}
          />
        )}
      </div>
    </Modal>
  );
}
