/** The bots tell this queue how each quick sale's trade ended, in the same transaction as the ending. */
export const QUICK_SALE_ENDED_QUEUE = 'quick-sale.trade-ended';
