// Linked accounts and syncs as the seller reads them (spec trading-core 4, 8, 9): the stages a sync shows,
// the text of each sync code, what each account call's failure means, and when the next sync may start.
// Pure.
import type { AccountView, SyncView } from '../../../../modules/inventory-sync/inventory.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { readServerError, type MessageRef } from '../../shared/form/serverErrors';
import { countdown } from '../../shared/time/countdown';

/**
 * The stages a sync goes through, in order (the bots' flow stages of a sync): waiting in line for the account,
 * checking its session, entering the game as the account, reading its inventory.
 */
export const SYNC_STAGES = ['searching_bot', 'checking_friendship', 'bot_enabling', 'trading'] as const;
export type SyncStage = (typeof SYNC_STAGES)[number];

/** Codes a sync may end with: 500-508 (spec trading-core 8), and 3 when the account stayed busy too long. */
export const SYNC_CODES = ['500', '501', '502', '503', '504', '505', '506', '507', '508', '3'] as const;

/** The index of a stage in SYNC_STAGES; -1 for done or a stage a sync does not show. */
export function stageIndex(stage: string): number {
  return (SYNC_STAGES as readonly string[]).indexOf(stage);
}

/**
 * The stage a failed sync stopped at: a sync that ended reports stage "done", so it is the furthest stage seen
 * while it ran, or the one its code belongs to when it moved faster than the page (3 waited in line, 500 the
 * session check, the others the game).
 */
export function failedStage(code: string | null, reached: number): number {
  const byCode = code === '3' ? 0 : code === '500' ? 1 : 2;
  return Math.max(reached, byCode);
}

/** The text of a sync's failure code; an unknown code keeps its number. */
export function syncCodeMessage(code: string | null): MessageRef {
  if (code && (SYNC_CODES as readonly string[]).includes(code)) return { id: `trade.syncCode.${code}` };
  return { id: 'trade.syncCode.unknown', values: { code: code ?? '?' } };
}

/** How a sync looks on the timeline: running, or how it ended. */
export type SyncOutcome = 'active' | 'finished' | 'failed' | 'cancelled';

export function syncOutcome(sync: Pick<SyncView, 'state'>): SyncOutcome {
  if (sync.state === 'active' || sync.state === 'finished' || sync.state === 'cancelled') return sync.state;
  return 'failed'; // failed and expired (507)
}

/** Milliseconds until the account may sync again (0: now). */
export function syncWaitMs(account: Pick<AccountView, 'nextSyncAt'>, now: number): number {
  if (!account.nextSyncAt) return 0;
  return Math.max(0, Date.parse(account.nextSyncAt) - now);
}

/** Whether "Sync now" can be pressed: not frozen, not broken (500), none running, and the 20 minutes are over. */
export function canStartSync(
  account: Pick<AccountView, 'frozen' | 'status' | 'sync' | 'nextSyncAt'>,
  now: number,
): boolean {
  return (
    !account.frozen &&
    account.status !== 'error' &&
    !(account.sync && account.sync.state === 'active') &&
    syncWaitMs(account, now) === 0
  );
}

interface ErrorBody {
  errorCode?: unknown;
  details?: { remainingSeconds?: unknown; retryAt?: unknown } | null;
}

const body = (error: unknown): ErrorBody =>
  (error instanceof HttpError && error.data && typeof error.data === 'object' ? error.data : {}) as ErrorBody;

export type AccountAction = 'link' | 'unlink' | 'startSync' | 'cancelSync';

/** The spec's message of each error code, per call (trading-core 8: link, unlink, start sync, cancel sync). */
const MESSAGES: Record<AccountAction, Record<string, string>> = {
  link: {
    NOT_FOUND: 'trade.link.error.notFound',
    NO_ACCESS: 'trade.link.error.noAccess',
    LIMIT_LINKED_RBX_ACCOUNTS_HAS_EXCEEDED: 'trade.link.error.limit',
    LINKED_RBX_ACCOUNT_IS_NOT_INACTIVE: 'trade.link.error.alreadyLinked',
  },
  unlink: {
    NOT_FOUND: 'inventory.error.accountNotFound',
    LINKED_RBX_ACCOUNT_HAS_RESERVED_ITEMS: 'inventory.error.reserved',
  },
  startSync: {
    ALREADY_STARTED: 'trade.error.syncStarted',
    NOT_FOUND: 'inventory.error.accountNotFound',
    LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE: 'trade.error.notActive',
    TRADE_AUTO_LOCK: 'trade.error.autoLock',
  },
  cancelSync: {
    NOT_FOUND: 'trade.error.noSync',
    ALREADY_STARTED: 'trade.error.syncLoading',
  },
};

/** The error code of a failed call, if the server named one. */
export function errorCodeOf(error: unknown): string | null {
  const code = body(error).errorCode;
  return typeof code === 'string' ? code : null;
}

/** A failed account call as one message (a toast, or the link form's alert). */
export function accountFailureMessage(error: unknown, action: AccountAction): MessageRef {
  const code = errorCodeOf(error);
  if (action === 'startSync' && code === 'LIMIT_LINKED_RBX_ACCOUNT_INVENTORIES') {
    const details = body(error).details;
    const seconds = Number(details?.remainingSeconds);
    const retryAt = typeof details?.retryAt === 'string' ? Date.parse(details.retryAt) - Date.now() : Number.NaN;
    const ms = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : Number.isFinite(retryAt) ? retryAt : 0;
    return { id: 'trade.error.syncTooSoon', values: { remaining: countdown(ms) } };
  }
  if (code && MESSAGES[action][code]) return { id: MESSAGES[action][code] };
  return readServerError(error, []).alert ?? { id: 'errors.generic' };
}

/** The link form's own fields: these codes are about the cookie typed, the rest about the seller's accounts. */
export const COOKIE_ERROR_CODES: ReadonlySet<string> = new Set([
  'NOT_FOUND',
  'NO_ACCESS',
  'LINKED_RBX_ACCOUNT_IS_NOT_INACTIVE',
]);

/** Schema message keys of the cookie field -> their text; a cookie has its own words for bad characters. */
export function cookieErrorKey(key: string): string {
  return key === 'prohibitedSymbols' ? 'trade.link.error.symbols' : key;
}
