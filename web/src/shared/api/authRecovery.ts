// Spec accounts-platform 4.2, token refresh and the 403 "mmac" rule. Pure: fetch and effects are injected.
import type { Tokens } from '../../../../modules/identity/identity.schemas';
import { HttpError } from './HttpError';

export const REFRESH_URL = '/api/user/refresh';
/** Spec 4.2: 401 handling is skipped for the refresh, login and update-password URLs. */
export const SKIP_UNAUTHORIZED_URLS = [REFRESH_URL, '/api/user/login', '/api/user/update-password'] as const;
/** Spec 9: refresh retry limit 3 (consecutive failures). */
export const MAX_REFRESH_FAILURES = 3;

export function skipsUnauthorizedHandling(url: string): boolean {
  const path = url.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0] ?? '';
  return (SKIP_UNAUTHORIZED_URLS as readonly string[]).includes(path);
}

/** Spec 4.2: a 403 whose body has an mmac field. */
export function isMmacForbidden(data: unknown): boolean {
  return !!data && typeof data === 'object' && 'mmac' in data;
}

export interface RefresherDeps {
  fetchImpl?: typeof fetch;
  readTokens(): { access: string | null; refresh: string | null };
  storeTokens(tokens: Tokens): void;
  /** The refresh failed: log out, and open sign-in when the current route needs auth. */
  onRefreshFailed(error: unknown): void;
}

export interface Refresher {
  onUnauthorized(usedToken: string | null): Promise<boolean>;
  /** Consecutive failed refreshes. */
  failures(): number;
}

/**
 * One refresh at a time: the first 401 starts it, every 401 that arrives meanwhile waits for the
 * same promise (the lock), and all of them retry once it stored the new pair.
 */
export function createRefresher(deps: RefresherDeps): Refresher {
  let failures = 0;
  let inflight: Promise<boolean> | null = null;

  const refreshWith = async (refreshToken: string): Promise<boolean> => {
    const fetchImpl = deps.fetchImpl ?? globalThis.fetch.bind(globalThis);
    try {
      let response: Response;
      try {
        response = await fetchImpl(REFRESH_URL, {
          method: 'GET',
          headers: { Accept: 'application/json', Authorization: `Bearer ${refreshToken}` },
        });
      } catch (cause) {
        throw new HttpError(0, null, null, { cause });
      }
      const body = (await response.json().catch(() => null)) as Partial<Tokens> | null;
      if (!response.ok) throw new HttpError(response.status, body, response);
      if (!body || typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string') {
        throw new HttpError(response.status, body, response);
      }
      deps.storeTokens({ access_token: body.access_token, refresh_token: body.refresh_token });
      failures = 0;
      return true;
    } catch (error) {
      failures++;
      deps.onRefreshFailed(error);
      return false;
    }
  };

  return {
    failures: () => failures,
    async onUnauthorized(usedToken) {
      if (inflight) return inflight; // another request holds the lock: wait for its result
      const { access, refresh } = deps.readTokens();
      // A refresh finished after this request left: the new token is already there, just retry.
      if (access && access !== usedToken) return true;
      if (!refresh || failures >= MAX_REFRESH_FAILURES) return false;
      inflight = refreshWith(refresh).finally(() => {
        inflight = null;
      });
      return inflight;
    },
  };
}
