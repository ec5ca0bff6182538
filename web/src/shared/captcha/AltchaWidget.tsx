// The ALTCHA widget (a web component), loaded lazily by useCaptcha: only pages whose forms need it pay for it.
import 'altcha';
import type {} from 'altcha/types/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { store } from '../state/store';
import './captcha.css';

/** The widget's own words, from the app's translations (the widget ships no Filipino). */
const STRINGS = {
  label: 'captcha.label',
  verifying: 'captcha.verifying',
  verified: 'captcha.verified',
  error: 'captcha.error',
  expired: 'captcha.expired',
  verificationRequired: 'captcha.required',
  waitAlert: 'captcha.wait',
  reload: 'captcha.reload',
  loading: 'captcha.loading',
} as const;

interface Detail {
  state?: string;
  payload?: string;
}

export default function AltchaWidget({
  challengeUrl,
  name,
  onToken,
}: {
  challengeUrl: string;
  name: string;
  onToken: (token: string | null) => void;
}) {
  const intl = useIntl();
  const { language } = useSnapshot(store);
  const ref = useRef<HTMLElement>(null);
  const strings = `app-${language}`;
  // Registered before the element renders with it; the same words for every widget of this language.
  const registry = globalThis.$altcha.i18n;
  if (!registry.get(strings)) {
    const words: Record<string, string> = { ...registry.get('en') };
    for (const [key, id] of Object.entries(STRINGS)) words[key] = intl.formatMessage({ id });
    registry.set(strings, words);
  }

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<Detail>).detail ?? {};
      onToken(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onState);
    return () => {
      element.removeEventListener('statechange', onState);
      onToken(null);
    };
  }, [onToken]);

  return (
    <div className="captcha">
      <altcha-widget
        ref={ref}
        challenge={challengeUrl}
        name={name}
        auto="onload"
        language={strings}
        configuration={JSON.stringify({ hideFooter: true })}
      />
    </div>
  );
}
