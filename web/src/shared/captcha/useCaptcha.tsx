// The optional proof-of-work captcha of the sign-in forms (spec accounts-platform 5): registration, login, password
// reset and the code check add its token under the captcha method's field. The server says whether it is on; the
// widget's code loads only then, in a chunk of its own.
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import useSWR from 'swr';
import type { CaptchaConfig } from '../../../../modules/captcha/captcha.schemas';
import { onceFetcher } from '../api/fetchers';

const AltchaWidget = lazy(() => import('./AltchaWidget'));

export const CAPTCHA_CONFIG_KEY = '/api/captcha/config';

export interface Captcha {
  /** The widget to put above the submit button; nothing while the captcha is off. */
  widget: ReactNode;
  /**
   * The captcha part of the next call's body ({} while off), or null when the widget has not solved its challenge
   * yet. A token is good for one call: taking it makes the widget solve a new challenge for the next.
   */
  take(): { altcha?: string } | null;
}

export function useCaptcha(): Captcha {
  // No config (the call failed): no widget; a server that wants a token says CAPTCHA_REQUIRED.
  const { data } = useSWR<CaptchaConfig>(CAPTCHA_CONFIG_KEY, onceFetcher, { revalidateOnFocus: false });
  const enabled = data?.enabled === true;
  const token = useRef<string | null>(null);
  // A new round remounts the widget, which then fetches and solves a fresh challenge.
  const [round, setRound] = useState(0);
  const onToken = useCallback((value: string | null) => {
    token.current = value;
  }, []);

  const take = useCallback((): { altcha?: string } | null => {
    if (!enabled) return {};
    const value = token.current;
    if (!value) return null;
    token.current = null;
    setRound((r) => r + 1);
    return { [data.field]: value };
  }, [enabled, data]);

  const widget = enabled ? (
    <Suspense fallback={<div className="captcha captcha--loading" />}>
      <AltchaWidget key={round} challengeUrl={data.challengeUrl} name={data.field} onToken={onToken} />
    </Suspense>
  ) : null;
  return { widget, take };
}
