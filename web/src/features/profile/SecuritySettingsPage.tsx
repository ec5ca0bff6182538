// Two-factor authentication (spec accounts-platform 2.3 profile/security-settings; the twoFactor flag):
// enrol with the QR image or the secret and a code from the app; turn it off with a current code.
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { useSnapshot } from 'valtio';
import { totpCodeSchema } from '../../../../modules/identity/identity.schemas';
import { PROFILE_KEY } from '../../shared/api/keys';
import { applyServerError } from '../../shared/form/applyServerError';
import { CodeField, FormAlert } from '../../shared/form/fields';
import { readServerError, type MessageRef } from '../../shared/form/serverErrors';
import { SubmitButton } from '../../shared/form/SubmitButton';
import { pushToast } from '../../shared/state/actions';
import { store } from '../../shared/state/store';
import { Button } from '../../shared/ui/Button';
import { CardLoading } from '../../shared/ui/CardLoading';
import { Icon } from '../../shared/ui/Icon';
import { useTitle } from '../../shared/ui/useTitle';
import { twoFactorDisableCall, twoFactorEnableCall, twoFactorSetupCall, type TwoFactorSetup } from './api';
import './profile.css';

export default function SecuritySettingsPage() {
  useTitle('title.twoFactor');
  const { profile } = useSnapshot(store);
  return (
    <>
      {!profile ? (
        <CardLoading />
      ) : (
        <section className="profile-card two-factor" aria-labelledby="two-factor-title">
          <h2 id="two-factor-title" className="profile-card__title">
            <Icon name="shield" size={20} />
            <FormattedMessage id="profile.twoFactor" />
            <span className={`badge${profile.two_factor_enabled ? ' badge--success' : ''}`}>
              <FormattedMessage id={profile.two_factor_enabled ? 'profile.twoFactor.on' : 'profile.twoFactor.off'} />
            </span>
          </h2>
          {profile.two_factor_enabled ? <DisableTwoFactor /> : <EnableTwoFactor />}
        </section>
      )}
    </>
  );
}

function useRefreshProfile() {
  const { mutate } = useSWRConfig();
  return () => mutate(PROFILE_KEY);
}

function CodeForm({
  submitId,
  onCode,
  tone = 'primary',
}: {
  submitId: string;
  onCode: (code: string) => Promise<void>;
  tone?: 'primary' | 'danger';
}) {
  const [alert, setAlert] = useState<MessageRef | null>(null);
  return (
    <Formik<{ code: string }>
      initialValues={{ code: '' }}
      validationSchema={totpCodeSchema}
      onSubmit={async (values, helpers) => {
        setAlert(null);
        try {
          await onCode(values.code);
        } catch (error) {
          setAlert(applyServerError(error, helpers, ['code']).alert);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form className={`form two-factor__form two-factor__form--${tone}`} noValidate>
          {alert && (
            <FormAlert>
              <FormattedMessage id={alert.id} values={alert.values} />
            </FormAlert>
          )}
          <CodeField
            name="code"
            label={<FormattedMessage id="auth.field.totp" />}
            hint={<FormattedMessage id="auth.field.totp.hint" />}
          />
          <SubmitButton busy={isSubmitting}>
            <FormattedMessage id={submitId} />
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

function EnableTwoFactor() {
  const intl = useIntl();
  const refreshProfile = useRefreshProfile();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      setSetup(await twoFactorSetupCall());
    } catch (error) {
      pushToast({ type: 'error', message: readServerError(error, []).alert ?? { id: 'errors.generic' } });
    } finally {
      setBusy(false);
    }
  };

  if (!setup) {
    return (
      <div className="two-factor__intro">
        <p className="security-row__text">
          <FormattedMessage id="profile.twoFactor.intro" />
        </p>
        <Button onClick={() => void start()} disabled={busy} aria-busy={busy || undefined} id="two-factor-start">
          {busy && <span className="spinner spinner--inline" aria-hidden="true" />}
          <FormattedMessage id="profile.twoFactor.start" />
        </Button>
      </div>
    );
  }

  return (
    <ol className="two-factor__steps">
      <li>
        <p className="two-factor__step-title">
          <FormattedMessage id="profile.twoFactor.scan" />
        </p>
        <img
          className="two-factor__qr"
          src={setup.qr_data_url}
          width={200}
          height={200}
          alt={intl.formatMessage({ id: 'profile.twoFactor.qrAlt' })}
        />
      </li>
      <li>
        <p className="two-factor__step-title">
          <FormattedMessage id="profile.twoFactor.manual" />
        </p>
        <div className="two-factor__secret">
          <code id="two-factor-secret">{setup.secret}</code>
          <button
            type="button"
            className="icon-button"
            aria-label={intl.formatMessage({ id: copied ? 'profile.twoFactor.copied' : 'profile.twoFactor.copy' })}
            title={intl.formatMessage({ id: copied ? 'profile.twoFactor.copied' : 'profile.twoFactor.copy' })}
            onClick={() => {
              void navigator.clipboard?.writeText(setup.secret).then(() => setCopied(true));
            }}
          >
            <Icon name={copied ? 'check' : 'copy'} size={18} />
          </button>
        </div>
      </li>
      <li>
        <p className="two-factor__step-title">
          <FormattedMessage id="profile.twoFactor.confirm" />
        </p>
        <CodeForm
          submitId="profile.twoFactor.enable"
          onCode={async (code) => {
            await twoFactorEnableCall(code);
            pushToast({ type: 'success', message: { id: 'profile.twoFactor.enabled' } });
            await refreshProfile();
          }}
        />
      </li>
    </ol>
  );
}

function DisableTwoFactor() {
  const refreshProfile = useRefreshProfile();
  return (
    <div className="two-factor__intro">
      <p className="security-row__text">
        <FormattedMessage id="profile.twoFactor.disableText" />
      </p>
      <CodeForm
        submitId="profile.twoFactor.disable"
        tone="danger"
        onCode={async (code) => {
          await twoFactorDisableCall(code);
          pushToast({ type: 'success', message: { id: 'profile.twoFactor.disabled' } });
          await refreshProfile();
        }}
      />
    </div>
  );
}
