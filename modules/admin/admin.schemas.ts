import * as yup from 'yup';
import type { RatingsView } from '../ratings/ratings.schemas';
import type { Role, StaffUserView } from '../identity/staff.schemas';

export const AUDIT_PAGE = 50;

/** GET /api/admin/audit: newest first, pages before an id; optionally one actor's or one action's entries. */
export const auditQuerySchema = yup.object({
  before: yup.string().matches(/^\d{1,18}$/, 'invalidValue'),
  actor: yup.string().uuid('invalidValue'),
  action: yup.string().trim().max(200, 'tooLong'),
});

/** One audit log entry; actor null is the ADMIN_TOKEN automation. */
export interface AuditEntry {
  id: string;
  at: string;
  actor: { id: string; name: string | null; role: Role } | null;
  action: string;
  params: unknown;
  input: unknown;
  before: unknown;
  after: unknown;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `before` for the next page; null on the last. */
  next: string | null;
}

/** GET /api/admin/me: who the console is open for. */
export interface StaffMe {
  id: string;
  username: string;
  role: Role;
}

/** GET /api/admin/users/:id: the account with its ratings and blocks. */
export interface StaffUserDetail {
  user: StaffUserView;
  ratings: RatingsView;
}

/** DELETE /api/admin/users/:id/rating-block/:role */
export const ratingRoleParamsSchema = yup.object({
  id: yup.string().required('required').uuid('invalidValue'),
  role: yup
    .string()
    .required('required')
    .oneOf(['buyer', 'seller'] as const, 'invalidValue'),
});

export const userParamsSchema = yup.object({
  id: yup.string().required('required').uuid('invalidValue'),
});
