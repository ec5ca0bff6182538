// An exchange's refusals and endings in words (spec trading-core 5, 8; the exchange is a trade in which the user
// gives items, so it ends with the quick sale's codes 300-308 and the friendship failures): what a failed start,
// Ready or cancel means, and the line that says where a running exchange is or how it ended. Pure.
import type { ExchangeView } from '../../../../modules/exchange/exchange.schemas';
import type { MessageRef } from '../../shared/form/serverErrors';
import { depositStatusMessage } from '../../shared/trades/depositTrade';
import {
  ACCOUNT_TRADE_ERRORS,
  tradeActionFailure,
  tradeStartFailure,
  type StartErrors,
  type StartFailure,
} from '../../shared/trades/startFailure';
import type { Money } from '../../../../kernel';

/** The exchange's own refusals (spec trading-core 8), beside the account's, the bots' and the trade codes. */
const START_ERRORS: StartErrors = {
  ...ACCOUNT_TRADE_ERRORS,
  PRICES_HAVE_CHANGED: { id: 'exchange.error.pricesChanged', stale: true },
  INVALID_USER_BALANCE: { id: 'exchange.error.balance', stale: true },
  EXCHANGE_CHANGE_TOO_LARGE: { id: 'exchange.error.changeTooLarge' },
  PET_AGE_REQUIRED: { id: 'exchange.error.ageRequired' },
  CANNOT_BUY_YOUR_PRODUCT: { id: 'exchange.error.ownItem', stale: true },
  NOT_FOUND: { id: 'exchange.error.notFound', stale: true },
  ALREADY_STARTED: { id: 'exchange.error.alreadyStarted', stale: true },
};

/** A failed start; code 4 (more than one bot needed) means the site items picked are held by different bots. */
export const startFailure = (error: unknown): StartFailure =>
  tradeStartFailure(error, START_ERRORS, { id: 'exchange.error.tooManyBots' });

/** Where a refusal of the exchange's own is mended (the account's are shared). */
export const EXCHANGE_FIX_LINKS: Record<string, { href: string; label: string }> = {
  'exchange.error.balance': { href: '/topups', label: 'exchange.fix.topUp' },
};

/** EXCHANGE_CHANGE_TOO_LARGE's details: what the site would owe, and the most it pays back. */
export function changeTooLarge(details: Record<string, unknown>): { owed: Money; maxChange: Money } | null {
  const { owed, maxChange } = details as { owed?: Money; maxChange?: Money };
  const money = (m: unknown): m is Money => !!m && typeof (m as Money).amount === 'number';
  return money(owed) && money(maxChange) ? { owed, maxChange } : null;
}

/** Why Ready or cancel failed: the exchange is gone, or (cancel) the bot is already in the game. */
export const exchangeActionFailure = (error: unknown, action: 'ready' | 'cancel'): MessageRef =>
  tradeActionFailure(error, action, {
    notFound: 'exchange.error.exchangeNotFound',
    tooLate: 'exchange.cancel.tooLate',
  });

type ExchangeFacts = Pick<ExchangeView, 'state' | 'stage' | 'delayed' | 'code' | 'change' | 'take'>;

/**
 * The line under an exchange's timeline: where a running one is ({bot}: the bot's nickname), or how it ended
 * (finished: the site's items are the user's, and the change paid back when there was some; failed or expired: the
 * code's own text).
 */
export function exchangeStatusMessage(exchange: ExchangeFacts): MessageRef {
  const received = exchange.take.filter((i) => i.moved !== false).length;
  const finished =
    received === 0
      ? { id: 'exchange.now.finishedNothing' }
      : { id: exchange.change.amount > 0 ? 'exchange.now.finishedChange' : 'exchange.now.finished' };
  return depositStatusMessage(exchange, 'exchange', finished);
}
