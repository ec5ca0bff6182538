/** The bots tell this queue how each exchange's trade ended, in the same transaction as the ending. */
export const EXCHANGE_ENDED_QUEUE = 'exchange.trade-ended';
