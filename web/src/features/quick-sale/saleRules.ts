// A quick sale's refusals and endings in words (spec trading-core 4 "Quick sale", 8 "Quick sale start", quick
// sale cancel, quick sale failure codes 300-308, friendship failures, trade creation codes): what a failed
// StartDepositTrade, Ready or cancel means, and the line that says where a running sale is or how it ended. The
// rules of a trade in which the user gives items are shared with the exchange (shared/trades). Pure.
import type { QuickSaleView } from '../../../../modules/quick-sale/quick-sale.schemas';
import type { MessageRef } from '../../shared/form/serverErrors';
import { DEPOSIT_STAGES, depositStatusMessage } from '../../shared/trades/depositTrade';
import {
  ACCOUNT_TRADE_ERRORS,
  tradeActionFailure,
  tradeStartFailure,
  type StartErrors,
  type StartFailure,
} from '../../shared/trades/startFailure';

export { byRelevance, RECENT_END_MS, showsSteps, splitTrades as splitSales } from '../../shared/trades/depositTrade';
export type { StartFailure };

/** The stages of a quick sale's trade as the seller follows them. */
export const QUICK_SALE_STAGES = DEPOSIT_STAGES;

/** The quick sale start errors of spec trading-core 8, each with its own words. */
const START_ERRORS: StartErrors = {
  ...ACCOUNT_TRADE_ERRORS,
  NOT_FOUND: { id: 'quickSale.error.notFound', stale: true },
  ALREADY_STARTED: { id: 'quickSale.error.alreadyStarted', stale: true },
  PRICES_HAVE_CHANGED: { id: 'quickSale.error.pricesChanged', stale: true },
  FEATURE_DISABLED: { id: 'quickSale.error.disabled' },
};

/** A failed StartDepositTrade; code 4's own text speaks of collecting: a quick sale takes fewer items instead. */
export const startFailure = (error: unknown): StartFailure =>
  tradeStartFailure(error, START_ERRORS, { id: 'quickSale.error.tooManyItems' });

/** Why Ready or cancel failed: the sale is gone, or (cancel) the bot is already in the game. */
export const saleActionFailure = (error: unknown, action: 'ready' | 'cancel'): MessageRef =>
  tradeActionFailure(error, action, {
    notFound: 'quickSale.error.saleNotFound',
    tooLate: 'quickSale.cancel.tooLate',
    others: { FEATURE_DISABLED: 'quickSale.error.disabled' },
  });

type SaleFacts = Pick<QuickSaleView, 'state' | 'stage' | 'delayed' | 'paid' | 'code'>;

/**
 * The line under a quick sale's timeline: where a running one is (its message has the bot's nickname as
 * {bot}), or how it ended (finished: the amount paid; failed or expired: the code's own text).
 */
export const saleStatusMessage = (sale: SaleFacts): MessageRef =>
  depositStatusMessage(sale, 'quickSale', {
    id: sale.paid && sale.paid.amount > 0 ? 'quickSale.now.finished' : 'quickSale.now.finishedUnpaid',
  });
