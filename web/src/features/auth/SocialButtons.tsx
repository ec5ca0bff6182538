// Social sign-in (spec accounts-platform 4.7): the provider's authorization URL comes from the server;
// the browser goes there (full navigation) and comes back to /auth/social.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { SocialSource } from '../../../../modules/identity/identity.schemas';
import { abTest, emailNameOf, registerVariant } from '../../shared/analytics/abTest';
import { readServerError } from '../../shared/form/serverErrors';
import { pushToast } from '../../shared/state/actions';
import { STORAGE_KEYS, writeSession } from '../../shared/state/storage';
import { store } from '../../shared/state/store';
import { socialUrlCall } from './api';
import { SocialIcon } from './SocialIcon';

const SOURCES: SocialSource[] = ['vk', 'discord', 'google'];

export function SocialButtons() {
  const intl = useIntl();
  const { authModal } = useSnapshot(store);
  const ab = useSnapshot(abTest).record;
  const [busy, setBusy] = useState<SocialSource | null>(null);

  const start = async (source: SocialSource) => {
    setBusy(source);
    try {
      const url = await socialUrlCall(source);
      // Remembered for the callback: a new account keeps the variant it saw (the form's type, or the A-B group).
      const variant = registerVariant(authModal.form === 'register' ? authModal.registerType : 'default', ab);
      writeSession(STORAGE_KEYS.socialEmailName, emailNameOf(variant, ab) ?? '');
      window.location.assign(url);
    } catch (error) {
      console.error('Social sign-in unavailable', source, error);
      const { alert } = readServerError(error, []);
      pushToast({ type: 'error', message: alert ?? { id: 'auth.error.socialFailed' } });
      setBusy(null);
    }
  };

  return (
    <div className="social">
      <p className="social__divider">
        <span>
          <FormattedMessage id="auth.social.divider" />
        </span>
      </p>
      <div className="social__buttons">
        {SOURCES.map((source) => {
          const name = intl.formatMessage({ id: `auth.social.${source}` });
          return (
            <button
              key={source}
              type="button"
              id={`social-${source}`}
              className={`social__button social__button--${source}`}
              onClick={() => void start(source)}
              disabled={busy !== null}
              aria-busy={busy === source || undefined}
              aria-label={intl.formatMessage({ id: 'auth.social.continueWith' }, { provider: name })}
              title={intl.formatMessage({ id: 'auth.social.continueWith' }, { provider: name })}
            >
              {busy === source ? (
                <span className="spinner spinner--inline" aria-hidden="true" />
              ) : (
                <SocialIcon source={source} />
              )}
              <span className="social__name">{name}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
