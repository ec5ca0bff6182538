/** The bots tell this queue how an R$ order's flow ended, in the same transaction as the ending. */
export const RBX_FLOW_ENDED_QUEUE = 'rbx.flow-ended';
/** At an order's creditedAt: the game pass's R$ reached the player, the held price is charged. */
export const RBX_CREDIT_QUEUE = 'rbx.credit';
/** A prize order's flow starts outside the promo's transaction (it asks the game for the player). */
export const RBX_START_QUEUE = 'rbx.start';
/** Hourly: credits whose job was lost, prize orders whose start was lost. */
export const RBX_SWEEP_QUEUE = 'rbx.sweep';
