// Bot trades as the user reads them (spec trading-core 4 "Withdrawal trade ends", 8 trade creation codes,
// friendship failures, quick sale codes 300-308, create withdrawal): the text of every code a trade ends or
// is refused with, and what each failure of createWithdraw (or a retry, which starts one) means. The
// purchased items page, the withdrawal page and the history tables share them. Pure.
import { MM2_TRADE_LEVEL } from '../../../../modules/withdrawals/withdrawals.vocabulary.schemas';
import { HttpError } from '../api/HttpError';
import { readServerError, type MessageRef } from '../form/serverErrors';

/** Why a withdrawal trade ended (the server's WITHDRAWAL_REASONS, bots/orchestrator/codes.ts). */
export const WITHDRAWAL_END_CODES = [
  'BOT_TIMEOUT',
  'SELLER_KICKED',
  'USER_CANCELLED',
  'ITEMS_MISSING',
  'LAST_ITEM',
  'FRIENDS_INTERFERED',
  'GAME_ERROR',
  'BUYER_LEFT',
  'NO_FOOD_ITEM',
  'LEVEL_TOO_LOW',
  'BUYER_CANNOT_TRADE',
  'SELLER_SESSION_EXPIRED',
  'SELLER_BANNED',
  'SELLER_CANNOT_TRADE',
] as const;

/** Friendship failures (the server's FRIEND_REASONS): the named friend errors and the two outcomes. */
export const FRIEND_CODES = [
  'CONNECTION_ERROR',
  'NICKNAME_NOT_FOUND',
  'REQUEST_NOT_FOUND',
  'BOT_BROKEN',
  'VERIFICATION_ALREADY_REQUESTED',
  'CLIENT_FRIEND_LIMIT',
  'BOT_FRIEND_LIMIT',
  'BOT_BANNED',
  'FRIEND_DECLINED',
  'FRIEND_TIMEOUT',
] as const;

/** Trade creation codes 1 to 15 (the server's TRADE_CODES): a refusal's errorCode, or a trade's ending. */
export const TRADE_CREATION_CODES = Array.from({ length: 15 }, (_, i) => String(i + 1));

/** Quick sale failure codes (the server's QUICK_SALE_CODES): the deposits history shows them. */
export const QUICK_SALE_CODES = ['300', '301', '302', '303', '304', '305', '306', '307', '308'] as const;

const KNOWN: ReadonlySet<string> = new Set([
  ...WITHDRAWAL_END_CODES,
  ...FRIEND_CODES,
  ...TRADE_CREATION_CODES,
  ...QUICK_SALE_CODES,
]);

/** How long a missed meeting blocks the next trade (code 14) when the refusal does not say. */
const MISSED_MEETING_MINUTES = 10;

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * The text of a code (trades.code.<code>); an unknown one keeps its value. The placeholders some take (6 the
 * date, 14 the minutes, 15 the count, LEVEL_TOO_LOW the level) come from the refusal's details when it has them.
 */
export function tradeCodeMessage(code: string | null, details: Record<string, unknown> = {}): MessageRef {
  if (!code || !KNOWN.has(code)) return { id: 'trades.code.unknown', values: { code: code ?? '?' } };
  const values: Record<string, string | number> = {};
  if (code === '6') values.date = text(details.date) ?? '—';
  if (code === '14') values.minutes = count(details.minutes) ?? MISSED_MEETING_MINUTES;
  if (code === '15') values.count = count(details.count) ?? '—';
  if (code === 'LEVEL_TOO_LOW') values.level = count(details.needed) ?? MM2_TRADE_LEVEL;
  return Object.keys(values).length ? { id: `trades.code.${code}`, values } : { id: `trades.code.${code}` };
}

/** What a failed createWithdraw (or retry) means for the collect form. */
export interface WithdrawFailure {
  message: MessageRef;
  /** It is about the nickname typed: shown on its field (the message has no placeholders then). */
  nickname: boolean;
  /** The purchased items changed meanwhile: read them again. */
  stale: boolean;
}

interface ErrorBody {
  errorCode?: unknown;
  details?: Record<string, unknown> | null;
}

/** The create withdrawal errors of spec trading-core 8 and the trade rules of 5, each with its own words. */
const WITHDRAW_ERRORS: Record<string, { id: string; stale?: boolean }> = {
  NOT_FOUND: { id: 'withdrawals.error.notFound', stale: true },
  USER_LIMIT_WILL_BE_EXCEEDED_OF_WITHDRAWAL_TRADES: { id: 'withdrawals.error.tooManyItems' },
  USER_HAS_LIMIT_OF_WITHDRAWAL_TRADES: { id: 'withdrawals.error.userLimit' },
  SELLER_HAS_LIMIT_OF_WITHDRAWAL_TRADES: { id: 'withdrawals.error.sellerLimit' },
  INVALID_STATUS: { id: 'withdrawals.error.notRetryable', stale: true },
};

/** Trade creation codes that mean the items changed (not found, already in a trade). */
const STALE_CODES: ReadonlySet<string> = new Set(['1', '10', '11']);

export function withdrawFailure(error: unknown): WithdrawFailure {
  const body = (
    error instanceof HttpError && error.data && typeof error.data === 'object' ? error.data : {}
  ) as ErrorBody;
  const code = typeof body.errorCode === 'string' ? body.errorCode : null;
  const details = body.details && typeof body.details === 'object' ? body.details : {};
  if (code && WITHDRAW_ERRORS[code]) {
    const { id, stale = false } = WITHDRAW_ERRORS[code];
    return { message: { id }, nickname: false, stale };
  }
  if (code === 'LEVEL_TOO_LOW') {
    const needed = count(details.needed) ?? MM2_TRADE_LEVEL;
    const level = count(details.level);
    return {
      message:
        level === null
          ? { id: 'trades.code.LEVEL_TOO_LOW', values: { level: needed } }
          : { id: 'withdrawals.error.levelTooLow', values: { level, needed } },
      nickname: false,
      stale: false,
    };
  }
  // A trade creation refusal names its code; 14 and 15 come as 429, which must not read as "too many attempts".
  if (code && TRADE_CREATION_CODES.includes(code)) {
    return { message: tradeCodeMessage(code, details), nickname: code === '9', stale: STALE_CODES.has(code) };
  }
  const outcome = readServerError(error, ['nickname']);
  const field = outcome.fields.nickname;
  if (field) return { message: { id: `validation.${field}` }, nickname: true, stale: false };
  return { message: outcome.alert ?? { id: 'errors.generic' }, nickname: false, stale: false };
}

/** Why cancelling a withdrawal trade failed: gone, or already under way (ALREADY_STARTED). */
export function cancelTradeFailure(error: unknown): MessageRef {
  const code = error instanceof HttpError ? (error.data as ErrorBody | null)?.errorCode : null;
  if (code === 'ALREADY_STARTED') return { id: 'withdrawals.cancel.alreadyStarted' };
  if (code === 'NOT_FOUND') return { id: 'withdrawals.cancel.notFound' };
  return readServerError(error, []).alert ?? { id: 'errors.generic' };
}
