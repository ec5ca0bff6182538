// What the app calls to record an event (spec accounts-platform 2.4 page_visit, 4.12). This part is in the first
// page's bundle and stays tiny: events wait in memory until the queue (runtime.ts) loads as a chunk of its own once
// the page is idle, so analytics never holds up the first paint.
import { analyticsAllowed } from './consent';

type Runtime = typeof import('./runtime');
const waiting: [string, Record<string, unknown>][] = [];
let runtime: Runtime | null = null;
/** The address the visitor arrived with, before the app normalises it: its utm_* values are kept. */
const arrivedWith = globalThis.location?.search ?? '';
/** How long after the first event the queue loads. */
const LOAD_DELAY_MS = 1500;

export function track(event: string, payload: Record<string, unknown> = {}): void {
  if (!analyticsAllowed()) return;
  if (runtime) {
    runtime.record(event, payload);
    return;
  }
  if (waiting.push([event, payload]) === 1)
    setTimeout(
      () =>
        void import('./runtime').then((loaded) => {
          runtime = loaded;
          loaded.start(arrivedWith, waiting.splice(0));
        }),
      LOAD_DELAY_MS,
    );
}

/** Spec 2.4: on each route change a page_visit event with the route's name. */
export const trackPageVisit = (route: string): void => track('page_visit', { route });

/** After a sign-in: the user is linked to this browser's trackId (runtime.ts linkUser). */
export function linkSignedInUser(): void {
  if (analyticsAllowed()) void import('./runtime').then((loaded) => loaded.linkUser());
}
