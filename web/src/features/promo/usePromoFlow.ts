// The promo modal's states (spec accounts-platform 4.3): form -> select -> fortune. A successful check moves to
// select; choosing "item" activates the code and moves to fortune; choosing R$ goes to the R$ page with the code; an
// activation failure returns to the form with its message. Instant: the item system is activated at once and the
// user goes to the wheel.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { activateItemCall, checkItemCall, checkRbxCall, isPromoKey } from './api';
import { rbxPromoHref } from '../../shared/promo/rbxPrize';
import { activationMessage, judgeChecks } from './promoCheck';

export type PromoStep = 'form' | 'select' | 'fortune';

export function usePromoFlow(initialCode: string, instant: boolean) {
  const [, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  const [step, setStep] = useState<PromoStep>('form');
  const [code, setCodeText] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<{ item: boolean; rbx: number | null }>({ item: false, rbx: null });

  /** Spec 5: the error clears on input. */
  const setCode = useCallback((value: string) => {
    setCodeText(value);
    setError(null);
  }, []);

  const check = async () => {
    const trimmed = code.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    setError(null);
    // Each system is asked on its own: one failing leaves the other's answer to judge.
    const [item, rbx] = await Promise.all([
      checkItemCall(trimmed).catch(() => null),
      checkRbxCall(trimmed).catch(() => null),
    ]);
    setBusy(false);
    const outcome = judgeChecks(item, rbx);
    if (outcome.kind === 'error') {
      setError(outcome.message);
      return;
    }
    setCodeText(trimmed);
    setFound({ item: outcome.item, rbx: outcome.rbx });
    setStep('select');
  };

  const activateItem = async (value: string): Promise<boolean> => {
    setBusy(true);
    try {
      await activateItemCall(value);
      void mutate(isPromoKey);
      return true;
    } catch (failure) {
      setError(activationMessage(failure));
      setStep('form');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const chooseItem = async () => {
    if (!busy && (await activateItem(code))) setStep('fortune');
  };
  const chooseRbx = () => {
    if (found.rbx !== null) navigate(rbxPromoHref(code, found.rbx));
  };

  // Instant activation, once per opening (React may run effects twice in development).
  const instantDone = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the address the modal was opened with
  useEffect(() => {
    const trimmed = initialCode.trim();
    if (!instant || !trimmed || instantDone.current) return;
    instantDone.current = true;
    void activateItem(trimmed).then((ok) => ok && navigate('/fortune'));
  }, []);

  return {
    step,
    code,
    setCode,
    error,
    busy,
    found,
    check,
    chooseItem,
    chooseRbx,
    back: () => setStep('form'),
  };
}
