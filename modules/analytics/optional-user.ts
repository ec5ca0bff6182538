import type { Request, RequestHandler, Response } from 'express';
import { bearerToken, currentUser } from '../../src/platform/http/current-user';

/**
 * The signed-in caller of a public endpoint, if any: identity's guard runs when a bearer token came. A missing,
 * expired or revoked token makes the caller a guest rather than failing the call (queued events are not lost
 * because a token ran out while they waited).
 */
export async function optionalUserId(guard: RequestHandler, req: Request, res: Response): Promise<string | null> {
  if (!bearerToken(req)) return null;
  try {
    await new Promise<void>((resolve, reject) => {
      Promise.resolve(guard(req, res, (err?: unknown) => (err ? reject(err) : resolve()))).catch(reject);
    });
    return currentUser(req).id;
  } catch {
    return null;
  }
}
