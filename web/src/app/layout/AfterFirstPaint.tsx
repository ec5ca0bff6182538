// Renders its children only once the page has painted: the first render does the part in view, and what is
// below it or not shown yet (footer, bottom navigation, popup hosts) follows in a render of its own, in slices.
import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** The longest wait for an idle moment (ms): a page that is never idle still gets the rest soon. */
const IDLE_TIMEOUT_MS = 1_000;

/** `fallback` holds the children's place until then (nothing by default). */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    // A frame callback runs just before the paint; what it queues runs after it.
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(show, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);
  return ready ? children : fallback;
}
