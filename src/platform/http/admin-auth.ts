import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { forbidden, unauthorized } from '../errors';

/**
 * Guards operator endpoints with the ADMIN_TOKEN bearer token. Without a configured token the
 * endpoints are closed, so a forgotten setting never leaves them open.
 */
export function requireAdmin(adminToken: string | undefined): RequestHandler {
  const expected = adminToken ? Buffer.from(adminToken) : undefined;
  return (req, _res, next) => {
    if (!expected) return next(forbidden('NO_ACCESS', 'Operator endpoints are disabled: ADMIN_TOKEN is not set'));
    const given = Buffer.from(req.get('authorization')?.replace(/^Bearer /, '') ?? '');
    if (!given.length) return next(unauthorized('An operator token is required'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return next(forbidden());
    next();
  };
}
