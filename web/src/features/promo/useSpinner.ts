// A spin from the button to the prize: the call, then the wheel turning to the won slice (at once when the user
// prefers reduced motion), then the prize shown and everything a spin changes read again.
import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { SpinView } from '../../../../modules/promo/wheel.schemas';
import { BALANCE_KEY } from '../../shared/api/keys';
import { useMediaQuery } from '../../shared/ui/useMediaQuery';
import { isPromoKey, spinCall } from './api';
import { errorCodeOf, wheelErrorMessage } from './wheelErrors';
import { landingRotation } from './wheelGeometry';

/** How long the wheel turns (promo.css .wheel__disc--spinning). */
const SPIN_MS = 4200;

export function useSpinner(segments: number) {
  const { mutate } = useSWRConfig();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [pending, setPending] = useState<SpinView | null>(null);
  const [result, setResult] = useState<SpinView | null>(null);
  const [error, setError] = useState<string | null>(null);

  const settle = (spin: SpinView) => {
    setResult(spin);
    setPending(null);
    setSpinning(false);
    void mutate(isPromoKey);
    void mutate(BALANCE_KEY);
  };

  const spin = async (petOfferId: string | null) => {
    if (spinning) return;
    setSpinning(true);
    setError(null);
    setResult(null);
    try {
      const answer = await spinCall(petOfferId);
      if (reducedMotion) {
        setRotation(landingRotation(rotation, answer.segment, segments, 0));
        settle(answer);
        return;
      }
      setPending(answer);
      setRotation(landingRotation(rotation, answer.segment, segments));
    } catch (failure) {
      setSpinning(false);
      setError(wheelErrorMessage(failure));
      // The pet changed or the wheel is off: show the wheel as it is now.
      if (errorCodeOf(failure) === 'WHEEL_ITEMS_CHANGED' || errorCodeOf(failure) === 'WHEEL_UNAVAILABLE')
        void mutate(isPromoKey);
    }
  };

  // Should the transition never end (a hidden tab), the prize shows anyway once the turn's time is up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: settles the spin that is pending now
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => settle(pending), SPIN_MS + 800);
    return () => clearTimeout(timer);
  }, [pending]);

  /** The wheel came to rest (its transition ended). */
  const stopped = () => {
    if (pending) settle(pending);
  };

  return { rotation, spinning, result, error, spin, stopped, animate: !reducedMotion };
}
