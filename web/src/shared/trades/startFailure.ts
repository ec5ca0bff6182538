// Why a bot trade with the site did not start (quick sale, exchange; spec trading-core 8 "Quick sale start", trade
// creation codes): each refusal in its own words, and whether the page must read its data again. Each page names
// its own refusals; the ones about the linked account, the bots and the load are shared. Pure.
import { HttpError } from '../api/HttpError';
import { readServerError, type MessageRef } from '../form/serverErrors';
import { TRADE_CREATION_CODES, tradeCodeMessage } from './tradeCodes';

/** A refusal's words, and (stale) that the items, the prices or the accounts changed: read them again. */
export type StartErrors = Record<string, { id: string; stale?: boolean }>;

/** What a failed start means for the page. */
export interface StartFailure {
  message: MessageRef;
  /** The items, the prices or the accounts changed meanwhile: read them again. */
  stale: boolean;
  /** PRICES_HAVE_CHANGED: the page shows the new prices and the user confirms again. */
  pricesChanged: boolean;
  /** The refusal's errorCode (null: none, e.g. the network). */
  code: string | null;
  /** The refusal's details (PRICES_HAVE_CHANGED: the current prices of what moved). */
  details: Record<string, unknown>;
}

/** The refusals about the user's linked account, the bots and the load, with their words. */
export const ACCOUNT_TRADE_ERRORS: StartErrors = {
  LINKED_RBX_ACCOUNT_IS_NOT_FOUND: { id: 'quickSale.error.accountNotFound', stale: true },
  NO_ACCESS: { id: 'quickSale.error.noAccess', stale: true },
  LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE: { id: 'quickSale.error.notActive', stale: true },
  FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND: { id: 'quickSale.error.noBots' },
  TRADE_AUTO_LOCK: { id: 'quickSale.error.autoLock' },
};

/** Where a refusal about the account is mended: the link and its words. */
export const ACCOUNT_FIX_LINKS: Record<string, { href: string; label: string }> = {
  'quickSale.error.noAccess': { href: '/profile/trade/connected', label: 'tradeOffer.fix.relink' },
  'quickSale.error.notActive': { href: '/profile/trade', label: 'tradeOffer.fix.accounts' },
  'quickSale.error.accountNotFound': { href: '/profile/trade/connected', label: 'tradeOffer.fix.relink' },
};

/** Trade creation codes that mean the items changed (not found in the game, already in a trade). */
const STALE_CODES: ReadonlySet<string> = new Set(['1', '10', '11']);

/** A failed call's errorCode and details (an object; {} when there are none). */
export function errorBody(error: unknown): { code: string | null; details: Record<string, unknown> } {
  const body = (error instanceof HttpError && error.data && typeof error.data === 'object' ? error.data : {}) as {
    errorCode?: unknown;
    details?: unknown;
  };
  const code = typeof body.errorCode === 'string' ? body.errorCode : null;
  const details =
    body.details && typeof body.details === 'object' && !Array.isArray(body.details)
      ? (body.details as Record<string, unknown>)
      : {};
  return { code, details };
}

/**
 * A failed start in words: the page's own refusals (`errors`) first, then the trade creation codes (code 4, too
 * many bots needed, in the page's words: `tooManyBots`), then the generic words.
 */
export function tradeStartFailure(error: unknown, errors: StartErrors, tooManyBots: MessageRef): StartFailure {
  const { code, details } = errorBody(error);
  const known = code ? errors[code] : undefined;
  const failure = { pricesChanged: code === 'PRICES_HAVE_CHANGED', code, details };
  if (known) return { ...failure, message: { id: known.id }, stale: known.stale ?? false };
  // A trade creation refusal names its code; 14 and 15 come as 429, which must not read as "too many attempts".
  if (code && TRADE_CREATION_CODES.includes(code)) {
    const message = code === '4' ? tooManyBots : tradeCodeMessage(code, details);
    return { ...failure, message, stale: STALE_CODES.has(code) };
  }
  return { ...failure, message: readServerError(error, []).alert ?? { id: 'errors.generic' }, stale: false };
}

/**
 * Why Ready or Cancel of a running trade failed: it is gone (`notFound`), or (cancel) the bot is already in the game
 * (`tooLate`); `others`: more refusals in the page's words.
 */
export function tradeActionFailure(
  error: unknown,
  action: 'ready' | 'cancel',
  words: { notFound: string; tooLate: string; others?: Record<string, string> },
): MessageRef {
  const { code } = errorBody(error);
  if (code === 'NOT_FOUND') return { id: words.notFound };
  if (code === 'ALREADY_STARTED' && action === 'cancel') return { id: words.tooLate };
  const other = code ? words.others?.[code] : undefined;
  if (other) return { id: other };
  return readServerError(error, []).alert ?? { id: 'errors.generic' };
}
