import type { RequestHandler } from 'express';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { bearerToken } from '../../src/platform/http/current-user';
import type { BetaAccess } from './beta-access';
import type { SessionService } from './session.service';

/** The game in closed beta while MM2_BETA=on; every /api/mm2/... call is its. */
export const BETA_GAME = 'mm2';

/** Spec 4.2 and 8: the 403 whose body has an mmac field ("Not Allowed"); the web app then leaves the game. */
export const MM_BETA_REFUSAL = {
  errorCode: 'MM_BETA_ONLY',
  message: 'Not Allowed',
  details: { game: BETA_GAME },
  mmac: true,
} as const;

/**
 * While mm2 is in beta, lets through only the calls of users with beta access (spec 6: a per-user flag). A guest has
 * none (spec 4.1: beta status is false without an access token). An invalid or expired token answers 401, not the
 * mmac 403, so the web app refreshes it and retries instead of leaving the game.
 */
export function mmBetaGate(sessions: SessionService, beta: BetaAccess): ApiRoutes {
  const routes = new ApiRoutes('identity');
  const gate: RequestHandler = async (req, res, next) => {
    const token = bearerToken(req);
    if (token && (await beta.of((await sessions.authenticate(token)).id))) return next();
    res.status(403).json(MM_BETA_REFUSAL);
  };
  routes.router.use(`/${BETA_GAME}`, gate);
  return routes;
}
