/** Scores a user's new rating events, in order (sent with each event, in its transaction). */
export const SCORE_QUEUE = 'ratings.score';
/** At a block's end: tells the user it ended. */
export const BLOCK_ENDED_QUEUE = 'ratings.block-ended';
/** Every minute: what a lost job left (events not scored, ended blocks not told). */
export const SWEEP_QUEUE = 'ratings.sweep';
