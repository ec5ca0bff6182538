// Build check (spec accounts-platform 4.13): polls the manifest, and gives the reload scheduler its moments.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { BUILD_POLL_INTERVAL_MS } from '../../shared/build/buildCheck';
import { screenChanged, trackTyping } from '../../shared/build/pageActivity';
import { checkForNewBuild, reloader } from '../../shared/build/reloader';

export function useBuildCheck(): void {
  const [location] = useLocation();
  const lastLocation = useRef(location);

  useEffect(() => {
    const check = () => void checkForNewBuild();
    const timer = setInterval(check, BUILD_POLL_INTERVAL_MS);
    // Hidden: a moment to reload; visible again: a tab left in the background for long checks at once.
    const onVisibility = () => (document.visibilityState === 'hidden' ? reloader.moment('hidden') : check());
    document.addEventListener('visibilitychange', onVisibility);
    const untrack = trackTyping();
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      untrack();
    };
  }, []);

  useEffect(() => {
    if (location === lastLocation.current) return;
    lastLocation.current = location;
    // The moment is tried before the new screen's fields count: typing on the last one is left behind.
    reloader.moment('route-change');
    screenChanged();
  }, [location]);
}
