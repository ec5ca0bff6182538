// Registration in 4 steps (spec accounts-platform 2.6): e-mail, nickname, password twice, then currency,
// language and consent. The free_pet type shows its banner and sends email_name "free_pet". A newcomer's type comes
// from the browser's A-B group (spec 4.6: email_free_pet sees free_pet, exclusive_club the default form and sends
// email_name "exclusive_club"), unless a link asked for free_pet.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import * as yup from 'yup';
import {
  currencySchema,
  EMAIL_MAX,
  emailSchema,
  languageSchema,
  NICKNAME_MAX,
  NICKNAME_MIN,
  nicknameSchema,
  passwordSchema,
} from '../../../../modules/identity/identity.schemas';
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from '../../i18n/languages';
import { abTest, emailNameOf, registerVariant } from '../../shared/analytics/abTest';
import { applyServerError } from '../../shared/form/applyServerError';
import { CheckboxField, FormAlert, SelectField, TextField } from '../../shared/form/fields';
import { NewPasswordFields } from '../../shared/form/NewPasswordFields';
import type { MessageRef } from '../../shared/form/serverErrors';
import { SubmitButton } from '../../shared/form/SubmitButton';
import { completeSignIn, openAuth, setRegisterStep } from '../../shared/session/session';
import { readLocal, STORAGE_KEYS } from '../../shared/state/storage';
import { store } from '../../shared/state/store';
import { Button } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { registerCall } from './api';
import { useCaptcha } from '../../shared/captcha/useCaptcha';
import { SocialButtons } from './SocialButtons';
import { StepCounter } from './StepCounter';
import { CURRENCIES, type Currency, LANGUAGES, type Language, MESSAGE } from '../../../../kernel';

export const REGISTER_STEPS = 4;

interface RegisterValues {
  email: string;
  username: string;
  password: string;
  repeatPassword: string;
  main_currency: Currency;
  main_language: Language;
  consent: boolean;
}

const STEP_FIELDS: (keyof RegisterValues)[][] = [
  ['email'],
  ['username'],
  ['password', 'repeatPassword'],
  ['main_currency', 'main_language', 'consent'],
];
const ALL_FIELDS = STEP_FIELDS.flat();

const STEP_SCHEMAS = [
  yup.object({ email: emailSchema }),
  yup.object({ username: nicknameSchema }),
  yup.object({
    password: passwordSchema,
    repeatPassword: yup
      .string()
      .required(MESSAGE.required)
      .oneOf([yup.ref('password')], MESSAGE.differentPasswords),
  }),
  yup.object({
    main_currency: currencySchema,
    main_language: languageSchema,
    consent: yup.boolean().oneOf([true], 'consentRequired'),
  }),
];

const REF_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export function RegisterForm({ titleId }: { titleId: string }) {
  const intl = useIntl();
  const { authModal, flags, currency, language } = useSnapshot(store);
  const step = Math.min(authModal.registerStep, REGISTER_STEPS - 1);
  const ab = useSnapshot(abTest).record;
  const variant = registerVariant(authModal.registerType, ab);
  const freePet = variant === 'free_pet';
  const [alert, setAlert] = useState<MessageRef | null>(null);
  const captcha = useCaptcha();
  const closed = !flags.registration || flags.registrationDisabled;

  const submit = async (values: RegisterValues, helpers: FormikHelpers<RegisterValues>) => {
    setAlert(null);
    if (step < REGISTER_STEPS - 1) {
      setRegisterStep(step + 1);
      helpers.setTouched({}, false);
      return;
    }
    const refCode = readLocal(STORAGE_KEYS.refCode);
    const proof = captcha.take();
    if (!proof) return setAlert({ id: 'captcha.required' });
    try {
      const tokens = await registerCall({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        main_currency: values.main_currency,
        main_language: values.main_language,
        ...(refCode && REF_CODE.test(refCode) ? { ref_code: refCode } : {}),
        email_name: emailNameOf(variant, ab),
        ...proof,
      });
      completeSignIn(tokens);
    } catch (error) {
      const outcome = applyServerError(error, helpers, ALL_FIELDS, { main_currency: 'main_currency' });
      // Back to the first step with a field the server rejected (a taken nickname, a taken e-mail...).
      const firstStep = STEP_FIELDS.findIndex((fields) => fields.some((f) => f in outcome.fields));
      if (firstStep >= 0 && firstStep !== step) {
        setRegisterStep(firstStep);
        for (const [field, key] of Object.entries(outcome.fields)) {
          setTimeout(() => {
            void helpers.setFieldTouched(field, true, false);
            helpers.setFieldError(field, key);
          });
        }
      }
      setAlert(outcome.alert);
    }
  };

  return (
    <div className="auth-form">
      {freePet && (
        <div className="free-pet">
          <span className="free-pet__art" aria-hidden="true">
            <Icon name="gift" size={30} />
          </span>
          <div>
            <p className="free-pet__title">
              <FormattedMessage id="auth.register.freePet.title" />
            </p>
            <p className="free-pet__text">
              <FormattedMessage id="auth.register.freePet.text" />
            </p>
          </div>
        </div>
      )}
      <header className="auth-form__head">
        <h2 id={titleId} className="auth-form__title">
          <FormattedMessage id="auth.register.title" />
        </h2>
        {!closed && <StepCounter step={step} total={REGISTER_STEPS} />}
      </header>
      {closed ? (
        <FormAlert tone="info">
          <FormattedMessage id="auth.error.registrationClosed" />
        </FormAlert>
      ) : (
        <Formik<RegisterValues>
          initialValues={{
            email: '',
            username: '',
            password: '',
            repeatPassword: '',
            main_currency: currency,
            main_language: language,
            consent: false,
          }}
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
              <p className="auth-form__text">
                <FormattedMessage id={`auth.register.step${step + 1}.text`} />
              </p>
              {step === 0 && (
                <TextField
                  key="email"
                  name="email"
                  type="email"
                  label={<FormattedMessage id="auth.field.email" />}
                  autoComplete="email"
                  inputMode="email"
                  autoCapitalize="off"
                  spellCheck={false}
                  limits={{ max: EMAIL_MAX }}
                  autoFocus
                />
              )}
              {step === 1 && (
                <TextField
                  key="username"
                  name="username"
                  label={<FormattedMessage id="auth.field.nickname" />}
                  hint={
                    <FormattedMessage id="auth.field.nickname.hint" values={{ min: NICKNAME_MIN, max: NICKNAME_MAX }} />
                  }
                  autoComplete="nickname"
                  autoCapitalize="off"
                  spellCheck={false}
                  limits={{ min: NICKNAME_MIN, max: NICKNAME_MAX }}
                  autoFocus
                />
              )}
              {step === 2 && (
                <NewPasswordFields
                  name="password"
                  value={values.password}
                  label={<FormattedMessage id="auth.field.password" />}
                  autoFocus
                />
              )}
              {step === 3 && (
                <>
                  <div className="form__pair">
                    <SelectField
                      name="main_currency"
                      label={<FormattedMessage id="auth.field.currency" />}
                      options={CURRENCIES.map((c) => ({
                        value: c,
                        label: `${c.toUpperCase()} · ${intl.formatMessage({ id: `currency.${c}` })}`,
                      }))}
                    />
                    <SelectField
                      name="main_language"
                      label={<FormattedMessage id="auth.field.language" />}
                      options={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l], lang: LANGUAGE_TAGS[l] }))}
                    />
                  </div>
                  <CheckboxField name="consent">
                    <FormattedMessage
                      id="auth.register.consent"
                      values={{
                        terms: (chunks) => (
                          <a href="/terms" target="_blank" rel="noreferrer">
                            {chunks}
                          </a>
                        ),
                        policy: (chunks) => (
                          <a href="/policy" target="_blank" rel="noreferrer">
                            {chunks}
                          </a>
                        ),
                      }}
                    />
                  </CheckboxField>
                </>
              )}
              {step === REGISTER_STEPS - 1 && captcha.widget}
              <div className="auth-form__actions">
                {step > 0 && (
                  <Button
                    variant="secondary"
                    size="lg"
                    onClick={() => setRegisterStep(step - 1)}
                    disabled={isSubmitting}
                  >
                    <Icon name="arrowLeft" size={18} />
                    <FormattedMessage id="auth.back" />
                  </Button>
                )}
                <SubmitButton busy={isSubmitting}>
                  <FormattedMessage id={step < REGISTER_STEPS - 1 ? 'auth.continue' : 'auth.register.submit'} />
                </SubmitButton>
              </div>
            </Form>
          )}
        </Formik>
      )}
      {!closed && step === 0 && flags.socialLogin && <SocialButtons />}
      <p className="auth-form__switch">
        {intl.formatMessage({ id: 'auth.register.haveAccount' })}{' '}
        <button type="button" className="link-button" onClick={() => openAuth('login')}>
          <FormattedMessage id="auth.register.toLogin" />
        </button>
      </p>
    </div>
  );
}
