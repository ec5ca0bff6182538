// A quick sale's refusals and endings in words (spec trading-core 4 "Quick sale", 8 "Quick sale start", quick
// sale cancel, quick sale failure codes 300-308, friendship failures, trade creation codes): what a failed
// StartDepositTrade, Ready or cancel means, and the line that says where a running sale is or how it ended.
// Pure.
import type { QuickSaleView } from '../../../../modules/quick-sale/quick-sale.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { readServerError, type MessageRef } from '../../shared/form/serverErrors';
import { TRADE_CREATION_CODES, tradeCodeMessage } from '../../shared/trades/tradeCodes';

/** The stages of a quick sale's trade as the seller follows them (the bots' flow stages, in order). */
export const QUICK_SALE_STAGES = [
  'searching_bot',
  'checking_friendship',
  'adding_friend',
  'pending_ready',
  'bot_enabling',
  'trading',
] as const;
export type QuickSaleStage = (typeof QUICK_SALE_STAGES)[number];

/** What a failed StartDepositTrade means for the offer. */
export interface StartFailure {
  message: MessageRef;
  /** The items, the prices or the accounts changed meanwhile: read the offer and the accounts again. */
  stale: boolean;
  /** PRICES_HAVE_CHANGED: the offer shows the new prices and the seller confirms again. */
  pricesChanged: boolean;
  /** The refusal's details (PRICES_HAVE_CHANGED: `items`, the current price of each item that moved). */
  details: Record<string, unknown>;
}

interface ErrorBody {
  errorCode?: unknown;
  details?: unknown;
}

/** The quick sale start errors of spec trading-core 8, each with its own words. */
const START_ERRORS: Record<string, { id: string; stale?: boolean }> = {
  NOT_FOUND: { id: 'quickSale.error.notFound', stale: true },
  LINKED_RBX_ACCOUNT_IS_NOT_FOUND: { id: 'quickSale.error.accountNotFound', stale: true },
  NO_ACCESS: { id: 'quickSale.error.noAccess', stale: true },
  LINKED_RBX_ACCOUNT_IS_NOT_ACTIVE: { id: 'quickSale.error.notActive', stale: true },
  ALREADY_STARTED: { id: 'quickSale.error.alreadyStarted', stale: true },
  FAST_SELL_LINKED_RBX_ACCOUNT_NOT_FOUND: { id: 'quickSale.error.noBots' },
  PRICES_HAVE_CHANGED: { id: 'quickSale.error.pricesChanged', stale: true },
  TRADE_AUTO_LOCK: { id: 'quickSale.error.autoLock' },
  FEATURE_DISABLED: { id: 'quickSale.error.disabled' },
};

/** Trade creation codes that mean the items changed (not found in the game, already in a trade). */
const STALE_CODES: ReadonlySet<string> = new Set(['1', '10', '11']);

function bodyOf(error: unknown): { code: string | null; details: Record<string, unknown> } {
  const body = (
    error instanceof HttpError && error.data && typeof error.data === 'object' ? error.data : {}
  ) as ErrorBody;
  const code = typeof body.errorCode === 'string' ? body.errorCode : null;
  const details =
    body.details && typeof body.details === 'object' && !Array.isArray(body.details)
      ? (body.details as Record<string, unknown>)
      : {};
  return { code, details };
}

export function startFailure(error: unknown): StartFailure {
  const { code, details } = bodyOf(error);
  if (code && START_ERRORS[code]) {
    const { id, stale = false } = START_ERRORS[code];
    return { message: { id }, stale, pricesChanged: code === 'PRICES_HAVE_CHANGED', details };
  }
  // A trade creation refusal names its code; 14 and 15 come as 429, which must not read as "too many attempts".
  // Code 4's own text speaks of collecting: a quick sale takes fewer items instead.
  if (code && TRADE_CREATION_CODES.includes(code)) {
    const message = code === '4' ? { id: 'quickSale.error.tooManyItems' } : tradeCodeMessage(code, details);
    return { message, stale: STALE_CODES.has(code), pricesChanged: false, details };
  }
  return {
    message: readServerError(error, []).alert ?? { id: 'errors.generic' },
    stale: false,
    pricesChanged: false,
    details,
  };
}

/** Why Ready or cancel failed: the sale is gone, or (cancel) the bot is already in the game. */
export function saleActionFailure(error: unknown, action: 'ready' | 'cancel'): MessageRef {
  const { code } = bodyOf(error);
  if (code === 'NOT_FOUND') return { id: 'quickSale.error.saleNotFound' };
  if (code === 'ALREADY_STARTED' && action === 'cancel') return { id: 'quickSale.cancel.tooLate' };
  if (code === 'FEATURE_DISABLED') return { id: 'quickSale.error.disabled' };
  return readServerError(error, []).alert ?? { id: 'errors.generic' };
}

type SaleFacts = Pick<QuickSaleView, 'state' | 'stage' | 'delayed' | 'paid' | 'code'>;

/**
 * The line under a quick sale's timeline: where a running one is (its message has the bot's nickname as
 * {bot}), or how it ended (finished: the amount paid; failed or expired: the code's own text).
 */
export function saleStatusMessage(sale: SaleFacts): MessageRef {
  switch (sale.state) {
    case 'active': {
      if (sale.stage === 'done') return { id: 'quickSale.now.settling' };
      if (sale.stage === 'searching_bot' && sale.delayed) return { id: 'quickSale.now.delayed' };
      const stage = (QUICK_SALE_STAGES as readonly string[]).includes(sale.stage) ? sale.stage : 'searching_bot';
      return { id: `quickSale.now.${stage}` };
    }
    case 'finished':
      return { id: sale.paid && sale.paid.amount > 0 ? 'quickSale.now.finished' : 'quickSale.now.finishedUnpaid' };
    case 'cancelled':
      return { id: 'quickSale.now.cancelled' };
    default:
      // Failed or expired (the badge and the timeline say which): why, in the code's words.
      return tradeCodeMessage(sale.code);
  }
}

/** Whether the seller has something to do in the game now: the steps to follow are shown. */
export function showsSteps(sale: Pick<QuickSaleView, 'state' | 'stage'>): boolean {
  return sale.state === 'active' && sale.stage !== 'done';
}

/** How long a quick sale that ended stays among the current ones (its result where the seller watched it). */
export const RECENT_END_MS = 10 * 60_000;

type Listed = Pick<QuickSaleView, 'id' | 'state' | 'createdAt' | 'endedAt'>;

/**
 * The current quick sales (running, seen running on this page, or ended in the last 10 minutes: the seller sees
 * how they ended where they followed them) and the earlier ones; running first, newest first.
 */
export function splitSales<T extends Listed>(sales: readonly T[], seenRunning: ReadonlySet<string>, now: number) {
  const current: T[] = [];
  const earlier: T[] = [];
  for (const sale of [...sales].sort(byRelevance)) {
    const recent = sale.endedAt !== null && now - Date.parse(sale.endedAt) < RECENT_END_MS;
    (sale.state === 'active' || seenRunning.has(sale.id) || recent ? current : earlier).push(sale);
  }
  return { current, earlier };
}

/** Running quick sales first, then the latest that ended; newest first within each. */
export function byRelevance(
  a: Pick<QuickSaleView, 'state' | 'createdAt'>,
  b: Pick<QuickSaleView, 'state' | 'createdAt'>,
) {
  return (
    Number(b.state === 'active') - Number(a.state === 'active') || Date.parse(b.createdAt) - Date.parse(a.createdAt)
  );
}
