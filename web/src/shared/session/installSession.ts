// Plugs the session into the request wrapper (token getter, spec 4.2 refresh, 403 mmac). Runs once at start.
import { createRefresher, isMmacForbidden } from '../api/authRecovery';
import { setAuthHandlers, setTokenGetter } from '../api/token';
import { clearSession, denyBetaAccess, storeTokens } from './session';
import { readTokens } from './tokens';

export function installSession(): void {
  setTokenGetter(() => readTokens().access);
  const refresher = createRefresher({
    readTokens,
    storeTokens,
    // Logged out; a route that needs auth then opens sign-in through its guard (RouteOutlet).
    onRefreshFailed: (error) => {
      console.warn('Session refresh failed; signing out', error);
      clearSession();
    },
  });
  setAuthHandlers({
    onUnauthorized: refresher.onUnauthorized,
    onForbidden: (data) => {
      if (isMmacForbidden(data)) denyBetaAccess();
    },
  });
}
