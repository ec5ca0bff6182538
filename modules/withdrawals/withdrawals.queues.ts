/** The bots tell this queue how each delivery ended, in the same transaction as the ending. */
export const TRADE_ENDED_QUEUE = 'withdrawals.trade-ended';
