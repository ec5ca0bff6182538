/** The bots tell this queue how each quick sale's trade ended, in the same transaction as the ending. */
export const QUICK_SALE_ENDED_QUEUE = 'quick-sale.trade-ended';
/** Hourly: the site's stock unsold for 60 days goes on sale at the lowest price allowed (spec trading-core 9). */
export const SELL_OLD_STOCK_QUEUE = 'quick-sale.sell-old-stock';
/** Hourly: what the fleet bots hold in the game against the site's records of its stock. */
export const RECONCILE_STOCK_QUEUE = 'quick-sale.reconcile-stock';
