// Where the request wrapper gets the Bearer token and what it does on 401/403. The session plugs in
// its getter and handlers (shared/session/installSession.ts); tests inject their own.
type TokenGetter = () => string | null;

export interface AuthHandlers {
  /**
   * A call made with `usedToken` answered 401 (spec accounts-platform 4.2). Resolves true when the
   * request should be sent again (a fresh token is in place), false to let the 401 through.
   */
  onUnauthorized(usedToken: string | null): Promise<boolean>;
  /** A call answered 403 with this body. */
  onForbidden(data: unknown): void;
}

let getToken: TokenGetter = () => null;
const noHandlers: AuthHandlers = { onUnauthorized: async () => false, onForbidden: () => undefined };
let handlers: AuthHandlers = noHandlers;

export function setTokenGetter(getter: TokenGetter): void {
  getToken = getter;
}

export function currentToken(): string | null {
  return getToken();
}

export function setAuthHandlers(next: AuthHandlers | null): void {
  handlers = next ?? noHandlers;
}

export function authHandlers(): AuthHandlers {
  return handlers;
}
