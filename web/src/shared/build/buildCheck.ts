// The build check's poll (spec accounts-platform 4.13): the fallback for a REFRESH_PAGE the socket did not deliver.

/**
 * 5 minutes: the socket announces a new build at once, so the poll only covers a missed announcement (socket down, a
 * page that connected after it). One small uncached request per open tab per 5 minutes stays negligible; the page also
 * checks when it becomes visible again and when its socket (re)connects, which covers the common cases sooner.
 */
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;

/** The manifest's address with a timestamp query, so no cache in between answers an old one. */
export const manifestUrl = (now: number): string => `/build.json?t=${now}`;

/**
 * True when the manifest names a build other than this page's. A page that knows no build id of its own (the dev
 * server) or an answer that is not a manifest (not built, an error page) never counts as new.
 */
export function isNewBuild(own: string | null, manifest: unknown): boolean {
  if (!own || !manifest || typeof manifest !== 'object') return false;
  const { buildId } = manifest as { buildId?: unknown };
  return typeof buildId === 'string' && buildId !== '' && buildId !== own;
}

/**
 * REFRESH_PAGE names the build announced: news unless it is this page's. Without one (sent by hand) it is news for every
 * page; a page of the dev server (no build id) follows only those.
 */
export function isAnnouncementNews(own: string | null, announced: string | null): boolean {
  return announced === null || (own !== null && announced !== own);
}

/** Fetches the manifest; true when it names another build. A failed request is no news (tried again later). */
export async function pollBuild(
  own: string | null,
  fetchJson: (url: string) => Promise<unknown>,
  now: number,
): Promise<boolean> {
  if (!own) return false;
  try {
    return isNewBuild(own, await fetchJson(manifestUrl(now)));
  } catch {
    return false;
  }
}
