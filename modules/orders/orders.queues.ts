/** One job per purchase, due when its collection time ends. */
export const PURCHASE_EXPIRY_QUEUE = 'orders.purchase-expiry';
/** Every minute: anything whose job was lost or late. */
export const EXPIRY_SWEEP_QUEUE = 'orders.expiry-sweep';
