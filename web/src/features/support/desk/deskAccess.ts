// Whether the signed-in user works the operators' desk (GET /api/support/desk/access): the user menu shows the
// desk to operators only. Asked once per session (keyed by it: another account signing in asks again), never for a
// visitor.
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import type { DeskAccess } from '../../../../../modules/support/desk.schemas';
import { onceFetcher } from '../../../shared/api/fetchers';
import { store } from '../../../shared/state/store';

export const DESK_ACCESS_KEY = '/api/support/desk/access';
export const DESK_PATH = '/support/desk';

/** The answer as SWR has it (the desk page also tells a failed answer from a late one). */
export function useDeskAccessQuery(signedIn: boolean) {
  const { accessToken } = useSnapshot(store);
  return useSWR<DeskAccess, unknown, readonly [string, string] | null>(
    signedIn && accessToken ? [DESK_ACCESS_KEY, accessToken] : null,
    ([url]) => onceFetcher<DeskAccess>(url),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
}

/** Whether the user is an operator; undefined until known (or when it could not be told). */
export const useDeskAccess = (signedIn: boolean): boolean | undefined => useDeskAccessQuery(signedIn).data?.operator;
