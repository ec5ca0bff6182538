// The console's calls: who the console is open for (GET /api/admin/me) and staff actions. Actions are never retried
// (a decision or a block must not be sent twice); a refusal is shown in the panel that made it.
import useSWR from 'swr';
import type { StaffMe } from '../../../../modules/admin/admin.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { jsonFetcher } from '../../shared/api/fetchers';
import { request } from '../../shared/api/request';

/** The roles that open console sections (an admin may do all an operator may). */
export type StaffRole = 'operator' | 'admin';

export const useStaffMe = () => useSWR<StaffMe>('/api/admin/me', jsonFetcher);

/** Whether a held role opens what needs `role` (an admin may do all an operator may). */
export const roleAllows = (held: string | undefined, role: StaffRole): boolean =>
  held === 'admin' || (held === 'operator' && role === 'operator');

/** A staff action: never retried (a decision or a block must not be sent twice). */
export async function staffAction<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await request<T>(url, { method, body, retries: 0 })).data;
}

/** A failed action's words for staff: the server's error code and message. */
export function actionError(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.data as { errorCode?: string; message?: string } | null;
    if (body?.errorCode) return `${body.errorCode}: ${body.message ?? ''}`;
    return `HTTP ${error.code}`;
  }
  return String(error);
}
