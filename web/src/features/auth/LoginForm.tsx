// Sign-in (spec accounts-platform 2.6): e-mail or login, password; the TOTP field once the server asks for it.
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import {
  EMAIL_MAX,
  loginRequestSchema,
  PASSWORD_MAX,
  sixDigitCodeSchema,
} from '../../../../modules/identity/identity.schemas';
import { applyServerError } from '../../shared/form/applyServerError';
import { CodeField, FormAlert, PasswordField, TextField } from '../../shared/form/fields';
import type { MessageRef } from '../../shared/form/serverErrors';
import { SubmitButton } from '../../shared/form/SubmitButton';
import { completeSignIn, openAuth } from '../../shared/session/session';
import { store } from '../../shared/state/store';
import { loginCall } from './api';
import { useCaptcha } from '../../shared/captcha/useCaptcha';
import { SocialButtons } from './SocialButtons';

interface LoginValues {
  email: string;
  password: string;
  topt: string;
}
const FIELDS = ['email', 'password', 'topt'] as const;

export function LoginForm({ titleId, prefill }: { titleId: string; prefill?: string }) {
  const intl = useIntl();
  const { flags } = useSnapshot(store);
  const [needsCode, setNeedsCode] = useState(false);
  const [alert, setAlert] = useState<MessageRef | null>(null);
  const captcha = useCaptcha();
  const schema = needsCode ? loginRequestSchema.shape({ topt: sixDigitCodeSchema }) : loginRequestSchema;
  const canRegister = flags.registration && !flags.registrationDisabled;

  return (
    <div className="auth-form">
      <header className="auth-form__head">
        <h2 id={titleId} className="auth-form__title">
          <FormattedMessage id="auth.login.title" />
        </h2>
        <p className="auth-form__text">
          <FormattedMessage id="auth.login.text" />
        </p>
      </header>
      <Formik<LoginValues>
        initialValues={{ email: prefill ?? '', password: '', topt: '' }}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          setAlert(null);
          const proof = captcha.take();
          if (!proof) return setAlert({ id: 'captcha.required' });
          try {
            const tokens = await loginCall({
              email: values.email.trim(),
              password: values.password,
              ...(needsCode ? { topt: values.topt } : {}),
              ...proof,
            });
            completeSignIn(tokens);
          } catch (error) {
            const outcome = applyServerError(error, helpers, FIELDS, {
              code: 'topt',
              login: 'email',
              username: 'email',
            });
            if (outcome.errorCode === 'TOTP_REQUIRED') {
              setNeedsCode(true);
              setAlert({ id: 'auth.login.totpRequired' });
              return;
            }
            setAlert(outcome.alert);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate>
            {alert && (
              <FormAlert tone={alert.id === 'auth.login.totpRequired' ? 'info' : 'error'}>
                <FormattedMessage id={alert.id} values={alert.values} />
              </FormAlert>
            )}
            <TextField
              name="email"
              label={<FormattedMessage id="auth.field.login" />}
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              limits={{ max: EMAIL_MAX }}
              autoFocusField={!needsCode}
            />
            <PasswordField
              name="password"
              label={<FormattedMessage id="auth.field.password" />}
              autoComplete="current-password"
              limits={{ max: PASSWORD_MAX }}
            />
            {needsCode && (
              <CodeField
                name="topt"
                label={<FormattedMessage id="auth.field.totp" />}
                hint={<FormattedMessage id="auth.field.totp.hint" />}
                autoFocus
              />
            )}
            <div className="auth-form__row">
              <button type="button" className="link-button" onClick={() => openAuth('forgot')}>
                <FormattedMessage id="auth.login.forgot" />
              </button>
            </div>
            {captcha.widget}
            <SubmitButton busy={isSubmitting}>
              <FormattedMessage id="auth.login.submit" />
            </SubmitButton>
          </Form>
        )}
      </Formik>
      {flags.socialLogin && <SocialButtons />}
      {canRegister && (
        <p className="auth-form__switch">
          {intl.formatMessage({ id: 'auth.login.noAccount' })}{' '}
          <button type="button" className="link-button" onClick={() => openAuth('register')}>
            <FormattedMessage id="auth.login.toRegister" />
          </button>
        </p>
      )}
    </div>
  );
}
