// Pure and without yup: the rules of autopurchases, shared by the server and the web app's pages.

/** How many pieces one autopurchase may ask for. */
export const AUTOPURCHASE_QUANTITY_MAX = 100;
/** An autopurchase not filled within this many days ends by itself and its rest is released. */
export const AUTOPURCHASE_DAYS = 30;
/** Autopurchases a buyer may have open at once. */
export const AUTOPURCHASES_ACTIVE_MAX = 50;
/** Price levels of each side an item page's order book shows. */
export const ORDER_BOOK_DEPTH = 8;

export const AUTOPURCHASE_STATUSES = ['active', 'filled', 'cancelled', 'expired'] as const;
export type AutopurchaseStatus = (typeof AUTOPURCHASE_STATUSES)[number];

/** Socket notification to the buyer when an autopurchase fills, changes or ends. */
export const AUTOPURCHASE_CHANGED = 'AUTOPURCHASE_CHANGED';
