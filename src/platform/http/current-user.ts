import type { Request } from 'express';
import { unauthorized } from '../errors';

/** Who is calling: set by identity's guard, read by any module's route. */
export interface CurrentUser {
  id: string;
  /** The sign-in (refresh-token family) the access token belongs to. */
  sessionFamily: string;
}

const KEY = 'currentUser';

export function setCurrentUser(req: Request, user: CurrentUser): void {
  req.res!.locals[KEY] = user;
}

/** The signed-in user; a route behind the user guard always has one. */
export function currentUser(req: Request): CurrentUser {
  const user = req.res?.locals[KEY] as CurrentUser | undefined;
  if (!user) throw unauthorized();
  return user;
}

/** The bearer token of the Authorization header, if any. */
export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header && /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : undefined;
}
