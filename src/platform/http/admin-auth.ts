import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';

/** The roles that open staff endpoints (GLOSSARY "role"); an admin may do all an operator may. */
export type StaffRole = 'operator' | 'admin';

/** A route's `security` for staff endpoints (`scheme: 'admin'` in the API document). */
export interface StaffSecurity {
  scheme: 'admin';
  guard: RequestHandler;
}

/**
 * How modules guard their staff endpoints (bound by modules/admin under TYPES.AdminAccess): the ADMIN_TOKEN bearer,
 * kept for automation, or a signed-in user whose role allows it. Every non-GET call is written to the audit log.
 */
export interface AdminAccess {
  security(role: StaffRole): StaffSecurity;
}

/** Who acted on a staff endpoint: the ADMIN_TOKEN automation, or a staff user. */
export type StaffActor = { kind: 'token' } | { kind: 'user'; id: string; role: StaffRole };

/** One staff action as the audit log records it. */
export interface StaffAction {
  actor: StaffActor;
  /** Method and route path, e.g. `PUT /admin/maintenance/:game/:service`. */
  action: string;
  params: unknown;
  input: unknown;
  before: unknown;
  after: unknown;
}

const RECORDER = 'recordStaffAction';
const ACTOR = 'staffActor';

/** Set by the staff guard: records a staff action once the route's handler has succeeded. */
export type StaffActionRecorder = (action: Omit<StaffAction, 'actor'>) => Promise<void>;

/** Set by the staff guard once it let the request in: who is acting, and how to record what they did. */
export function admitStaff(res: Response, actor: StaffActor, record: StaffActionRecorder): void {
  res.locals[ACTOR] = actor;
  res.locals[RECORDER] = record;
}

/** Who is acting on a staff route (behind AdminAccess, always set). */
export function staffActor(req: Request): StaffActor {
  const actor = req.res?.locals[ACTOR] as StaffActor | undefined;
  if (!actor) throw new Error('staffActor read outside a staff route');
  return actor;
}

/** ADMIN_TOKEN acts as an admin. */
export const actsAsAdmin = (actor: StaffActor): boolean => actor.kind === 'token' || actor.role === 'admin';

export function staffActionRecorder(req: Request): StaffActionRecorder | undefined {
  return req.res?.locals[RECORDER] as StaffActionRecorder | undefined;
}

/** Whether the request carries the ADMIN_TOKEN bearer (compared in constant time); closed when no token is set. */
export function hasAdminToken(req: Request, adminToken: string | undefined): boolean {
  if (!adminToken) return false;
  const expected = Buffer.from(adminToken);
  const given = Buffer.from(req.get('authorization')?.replace(/^Bearer /, '') ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
