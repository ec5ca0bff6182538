import * as yup from 'yup';
import type { Variant } from '../catalog/catalog.schemas';
import { CURRENCIES, MESSAGE, type Money } from '../../kernel';

// Pure: shared by the server and the web app (the seller's inventory pages). Inventory-sync's own
// words: item and linked account statuses, the seller's listing requests and the inventory's view.

// ---- Item statuses (spec trading-core 4) ----

export const ITEM_STATUSES = [
  'normal', 'overstock', 'not_available', 'on_sale', 'transfer', 'withdrawal', 'purchase_cancelled', 'frozen',
  'account_error', 'account_blocked', 'on_fast_sale', 'error', 'timer', 'out_of_store', 'old_inventory_item',
  'account_outdated', 'tech_works', 'trade_locked_for_seller', 'trade_locked_for_buyer', 'fast_sell_auto_lock',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const ACCOUNT_STATUSES = [
  'setup', 'success', 'loading', 'sync', 'freeze', 'fastSell', 'marketSell', 'tempBlocked', 'outdatedItems', 'error',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** No action on an item for this long after a change (spec trading-core 9). */
export const ITEM_ACTION_PAUSE_SECONDS = 30;

// ---- Requests ----

const MSG = MESSAGE;

/**
 * A price as the seller types it, in major units of their currency ("12.50" or 12.5). Whether it is
 * a safe amount (finite, two decimals at most, within Number.MAX_SAFE_INTEGER minor units) is checked
 * by the service, which answers UNSAFE_NUMBER; yup here only rejects what is not a number at all.
 */
export const priceInputSchema = yup.mixed<number | string>()
  .required(MSG.required)
  .test('number', MSG.invalidValue, (v) => typeof v === 'number' || (typeof v === 'string' && /^\s*-?[\d.eE+-]+\s*$/.test(v)));

const itemIdSchema = yup.string().required(MSG.required).uuid(MSG.invalidValue);

/** itemsAdd: list inventory items at a price in the seller's currency. */
export const itemsAddSchema = yup.object({
  currency: yup.string().required(MSG.required).oneOf(CURRENCIES, MSG.invalidValue),
  items: yup.array(yup.object({ id: itemIdSchema, price: priceInputSchema })).required(MSG.required).min(1, MSG.tooShort).max(100, MSG.tooLong),
});
/** itemsUpdate: change the price of items already on sale (their currency stays). */
export const itemsUpdateSchema = yup.object({
  items: yup.array(yup.object({ id: itemIdSchema, price: priceInputSchema })).required(MSG.required).min(1, MSG.tooShort).max(100, MSG.tooLong),
});
/** itemsRemove: take items off sale. */
export const itemsRemoveSchema = yup.object({
  ids: yup.array(itemIdSchema).required(MSG.required).min(1, MSG.tooShort).max(100, MSG.tooLong),
});

// ---- Responses ----

export interface InventoryItemView {
  id: string;
  accountId: string;
  itemId: number;
  slug: string;
  name: string;
  type: string;
  rarity: string;
  variant: Variant;
  status: ItemStatus;
  price: Money | null;
  /** What the seller receives after the fee. */
  receives: Money | null;
  recommended: Money;
  bounds: { min: Money; max: Money };
  /** Until when no action is possible on the item (30 s after a change). */
  pausedUntil: string | null;
  art: string;
}
