import type { RequestHandler } from 'express';
import { bearerToken, setCurrentUser } from '../../src/platform/http/current-user';
import { identityErrors } from './identity.errors';
import type { SessionService } from './session.service';

/** Lets a request through only with a valid access token of a live session, and records the caller. */
export function userGuard(sessions: SessionService): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req);
    if (!token) throw identityErrors.invalidAccessToken();
    setCurrentUser(req, await sessions.authenticate(token));
    next();
  };
}
