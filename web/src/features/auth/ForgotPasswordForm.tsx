// Password recovery in 3 steps (spec accounts-platform 2.6): login -> 6-digit e-mailed code (resend
// after 60 s) -> new password twice.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import {
  EMAIL_MAX,
  loginSchema,
  passwordSchema,
  sixDigitCodeSchema,
} from '../../../../modules/identity/identity.schemas';
import { applyServerError } from '../../shared/form/applyServerError';
import { CodeField, FormAlert, TextField } from '../../shared/form/fields';
import { NewPasswordFields } from '../../shared/form/NewPasswordFields';
import { readServerError, type MessageRef } from '../../shared/form/serverErrors';
import { SubmitButton } from '../../shared/form/SubmitButton';
import { openAuth } from '../../shared/session/session';
import { pushToast } from '../../shared/state/actions';
import { useCountdown } from '../../shared/time/useCountdown';
import { Button } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { resetPasswordCall, updatePasswordResetCodeCall, verifyResetCodeCall } from './api';
import { StepCounter } from './StepCounter';
import { useCaptcha } from '../../shared/captcha/useCaptcha';
import { MESSAGE } from '../../../../kernel';

export const RESEND_SECONDS = 60;
const STEPS = 3;

interface ForgotValues {
  login: string;
  code: string;
  password: string;
  repeatPassword: string;
}
const FIELDS = ['login', 'code', 'password', 'repeatPassword'] as const;

const STEP_SCHEMAS = [
  yup.object({ login: loginSchema }),
  yup.object({ code: sixDigitCodeSchema }),
  yup.object({
    password: passwordSchema,
    repeatPassword: yup
      .string()
      .required(MESSAGE.required)
      .oneOf([yup.ref('password')], MESSAGE.differentPasswords),
  }),
];

export function ForgotPasswordForm({ titleId, onDone }: { titleId: string; onDone: (login: string) => void }) {
  const intl = useIntl();
  const [step, setStep] = useState(0);
  const [alert, setAlert] = useState<MessageRef | null>(null);
  const [resendIn, startCountdown] = useCountdown();
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const captcha = useCaptcha();

  const sendCode = async (login: string): Promise<boolean> => {
    const proof = captcha.take();
    if (!proof) {
      setAlert({ id: 'captcha.required' });
      return false;
    }
    try {
      await resetPasswordCall(login, proof);
      startCountdown(RESEND_SECONDS);
      return true;
    } catch (error) {
      setAlert(readServerError(error, []).alert);
      return false;
    }
  };

  const submit = async (values: ForgotValues, helpers: FormikHelpers<ForgotValues>) => {
    setAlert(null);
    setResent(false);
    const login = values.login.trim();
    try {
      if (step === 0) {
        if (await sendCode(login)) {
          setStep(1);
          helpers.setTouched({}, false);
        }
      } else if (step === 1) {
        const proof = captcha.take();
        if (!proof) return setAlert({ id: 'captcha.required' });
        await verifyResetCodeCall(login, values.code, proof);
        setStep(2);
        helpers.setTouched({}, false);
      } else {
        const proof = captcha.take();
        if (!proof) return setAlert({ id: 'captcha.required' });
        await updatePasswordResetCodeCall(login, values.code, values.password, proof);
        pushToast({ type: 'success', message: { id: 'auth.forgot.done' } });
        onDone(login);
      }
    } catch (error) {
      const outcome = applyServerError(error, helpers, FIELDS, { username: 'login' });
      // The code expired or was used while the new password was typed: back to the code step.
      if (step === 2 && 'code' in outcome.fields) {
        setStep(1);
        setAlert({ id: `validation.${outcome.fields.code}` });
        return;
      }
      setAlert(outcome.alert);
    }
  };

  return (
    <div className="auth-form">
      <header className="auth-form__head">
        <h2 id={titleId} className="auth-form__title">
          <FormattedMessage id="auth.forgot.title" />
        </h2>
        <StepCounter step={step} total={STEPS} />
      </header>
      <Formik<ForgotValues>
        initialValues={{ login: '', code: '', password: '', repeatPassword: '' }}
        validationSchema={STEP_SCHEMAS[step]}
        onSubmit={submit}
      >
        {({ isSubmitting, values }) => (
          <Form className="form" noValidate>
            {alert && (
              <FormAlert>
                <FormattedMessage id={alert.id} values={alert.values} />
              </FormAlert>
            )}
            {resent && (
              <FormAlert tone="success">
                <FormattedMessage id="auth.forgot.resent" />
              </FormAlert>
            )}
            {step === 0 && (
              <>
                <p className="auth-form__text">
                  <FormattedMessage id="auth.forgot.step1.text" />
                </p>
                <TextField
                  name="login"
                  label={<FormattedMessage id="auth.field.login" />}
                  autoComplete="username"
                  autoCapitalize="off"
                  spellCheck={false}
                  limits={{ max: EMAIL_MAX }}
                  autoFocus
                />
              </>
            )}
            {step === 1 && (
              <>
                <p className="auth-form__text">
                  <FormattedMessage
                    id="auth.forgot.step2.text"
                    values={{ login: <strong>{values.login.trim()}</strong> }}
                  />
                </p>
                <CodeField name="code" label={<FormattedMessage id="auth.field.code" />} autoFocus />
                <p className="auth-form__row auth-form__row--start" aria-live="polite">
                  {resendIn > 0 ? (
                    <span className="auth-form__muted">
                      <FormattedMessage id="auth.forgot.resendIn" values={{ seconds: resendIn }} />
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="link-button"
                      disabled={resending}
                      onClick={async () => {
                        setResending(true);
                        setAlert(null);
                        setResent(await sendCode(values.login.trim()));
                        setResending(false);
                      }}
                    >
                      <FormattedMessage id="auth.forgot.resend" />
                    </button>
                  )}
                </p>
              </>
            )}
            {step === 2 && (
              <>
                <p className="auth-form__text">
                  <FormattedMessage id="auth.forgot.step3.text" />
                </p>
                <NewPasswordFields
                  name="password"
                  value={values.password}
                  label={<FormattedMessage id="auth.field.newPassword" />}
                  autoFocus
                />
              </>
            )}
            {captcha.widget}
            <div className="auth-form__actions">
              {step > 0 && (
                <Button
                  variant="secondary"
                  size="lg"
                  disabled={isSubmitting}
                  onClick={() => {
                    setAlert(null);
                    setStep(step - 1);
                  }}
                >
                  <Icon name="arrowLeft" size={18} />
                  <FormattedMessage id="auth.back" />
                </Button>
              )}
              <SubmitButton busy={isSubmitting}>
                <FormattedMessage id={['auth.forgot.send', 'auth.forgot.verify', 'auth.forgot.save'][step]!} />
              </SubmitButton>
            </div>
          </Form>
        )}
      </Formik>
      <p className="auth-form__switch">
        {intl.formatMessage({ id: 'auth.forgot.remembered' })}{' '}
        <button type="button" className="link-button" onClick={() => openAuth('login')}>
          <FormattedMessage id="auth.register.toLogin" />
        </button>
      </p>
    </div>
  );
}
