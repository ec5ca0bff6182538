// Spec accounts-platform 2.5 step 2: the language and game come from the address; non-normal addresses are replaced.
import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Router, useLocation, useSearch } from 'wouter';
import { languageFromDevice } from '../../i18n/languages';
import {
  hasGamePrefix,
  normalizeAddress,
  preferredLanguageAddress,
  type AddressParts,
} from '../../shared/routing/normalize';
import { setActiveLanguage, setGame, settleFlags } from '../../shared/state/actions';
import { store } from '../../shared/state/store';
import { PageProgressBar } from '../../shared/ui/PageProgress';

/** A slow /api/flags must not hold a game-prefixed address forever. */
const FLAGS_WAIT_MS = 3000;

interface AddressGateProps {
  children: (parts: AddressParts) => ReactNode;
}

export function AddressGate({ children }: AddressGateProps) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { flags, flagsSettled, chosenLanguage } = useSnapshot(store);
  const address = path + (search ? `?${search}` : '') + window.location.hash;
  const options = useMemo(() => ({ gameSwitcher: flags.gameSwitcher }), [flags.gameSwitcher]);
  // The meaning of /mm2/... depends on the flag: wait for it instead of redirecting too early.
  const waiting = !flagsSettled && hasGamePrefix(address);

  // Spec 9: only the landing address, and only without a prefix, follows the chosen or device language.
  // After the landing (the layout effect below clears the ref) this is null whatever changes.
  const landing = useRef(true);
  const landingTarget = useMemo(() => {
    if (!landing.current || waiting) return null;
    const preferred = chosenLanguage ?? languageFromDevice(navigator.languages ?? [navigator.language]);
    return preferredLanguageAddress(address, preferred, options);
  }, [address, waiting, chosenLanguage, options]);

  const result = normalizeAddress(address, options);
  const target = landingTarget ?? (result.kind === 'redirect' ? result.to : null);

  useLayoutEffect(() => {
    if (waiting) return;
    landing.current = false;
    if (target) navigate(target, { replace: true });
  }, [target, waiting, navigate]);

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(settleFlags, FLAGS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (waiting) return <PageProgressBar />;
  if (target || result.kind !== 'ok') return null;
  // Applied before the children render: their game-scoped fetches must start under the new game,
  // not be aborted by a switch that lands after them (child effects run before parent effects).
  // Idempotent, and valtio notifies asynchronously, so this is safe during render.
  setActiveLanguage(result.language);
  setGame(result.game);
  return <Router base={result.base}>{children(result)}</Router>;
}
