// Pure and without yup: the orders module's limits and keys. The web app's cart and market cards import them
// from here, so their chunks do not bring yup and every request schema with it.

/** Items in one cart or one purchase (a trade moves at most 40 items, spec trading-core 5 and 9). */
export const CART_MAX_ITEMS = 40;
/** Purchased items must be collected within this time (spec trading-core 9). */
export const COLLECT_MINUTES = 60;
/** A cart reservation holds the items for the buyer this long (spec trading-core 2 /cart-reservation). */
export const RESERVATION_MINUTES = 10;
/** Browser storage keys of the cart, per game (spec accounts-platform 3). */
export const CART_STORAGE_KEYS = { adopt: 'ADOPT-inventoryCart', mm2: 'MURDER_MYSTERY-inventoryCart' } as const;

/** Socket notification: a purchase or sale of this user changed (balances and lists refresh). */
export const PURCHASE_CHANGED = 'PURCHASE_CHANGED';
