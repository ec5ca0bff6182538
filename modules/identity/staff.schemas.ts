import * as yup from 'yup';

/** GLOSSARY "role": what a user may do on the site; operator and admin are staff (an admin may do all an operator may). */
export const ROLES = ['user', 'operator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** PUT /api/admin/users/:id/role */
export const setRoleSchema = yup.object({
  role: yup.string().required('required').oneOf(ROLES, 'invalidValue'),
});

/** POST /api/admin/users/:id/block and DELETE (lifting it): why, for the user and the audit log. */
export const blockReasonSchema = yup.object({
  reason: yup.string().trim().required('required').min(3, 'tooShort').max(500, 'tooLong'),
});

/** GET /api/admin/users?q=: a nickname, an e-mail or a user id (whole or its start). */
export const userSearchSchema = yup.object({
  q: yup.string().trim().required('required').min(2, 'tooShort').max(100, 'tooLong'),
});

/** A user as the console lists them. */
export interface StaffUserView {
  id: string;
  username: string;
  email: string;
  role: Role;
  registeredAt: string;
  country: string | null;
  /** Beta access to the murder-mystery game (spec accounts-platform 6; MM2_BETA). */
  mmBeta: boolean;
  block: { at: string; reason: string } | null;
}
