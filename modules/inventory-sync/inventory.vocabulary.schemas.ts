// Pure and without yup: inventory-sync's words (item and linked account statuses, sync notes, limits and
// its socket notification). The web app's shell and seller pages import them from here without yup.

// ---- Item statuses (spec trading-core 4) ----

export const ITEM_STATUSES = [
  'normal',
  'overstock',
  'not_available',
  'on_sale',
  'transfer',
  'withdrawal',
  'purchase_cancelled',
  'frozen',
  'account_error',
  'account_blocked',
  'on_fast_sale',
  'error',
  'timer',
  'out_of_store',
  'old_inventory_item',
  'account_outdated',
  'tech_works',
  'trade_locked_for_seller',
  'trade_locked_for_buyer',
  'fast_sell_auto_lock',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const ACCOUNT_STATUSES = [
  'setup',
  'success',
  'loading',
  'sync',
  'freeze',
  'fastSell',
  'marketSell',
  'tempBlocked',
  'outdatedItems',
  'error',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Why a finished sync loaded fewer items than the account holds (spec trading-core 4). */
export const SYNC_NOTES = ['max_items', 'max_unique', 'role_play_names'] as const;
export type SyncNote = (typeof SYNC_NOTES)[number];

/** Linked accounts per user, a sync's pause and its item limit (spec trading-core 9). */
export const MAX_LINKED_ACCOUNTS = 3;
export const SYNC_INTERVAL_MINUTES = 20;
export const SYNC_MAX_ITEMS = 300;

/** Statuses of an item in a deal (sold and being delivered, or sold to the site): nothing else may move it. */
export const IN_DEAL_STATUSES: ReadonlySet<ItemStatus> = new Set<ItemStatus>([
  'transfer',
  'withdrawal',
  'on_fast_sale',
  'timer',
]);

/** Statuses from which an item may be put on sale. */
export const LISTABLE_STATUSES: ReadonlySet<ItemStatus> = new Set<ItemStatus>([
  'normal',
  'overstock',
  'purchase_cancelled',
  'old_inventory_item',
]);

/** Socket notification: a sync was applied to a seller's account (its items and status changed). */
export const INVENTORY_CHANGED = 'INVENTORY_CHANGED';

/** No action on an item for this long after a change (spec trading-core 9). */
export const ITEM_ACTION_PAUSE_SECONDS = 30;
