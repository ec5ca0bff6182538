import * as yup from 'yup';
import { priceInputSchema, type Variant } from '../catalog/catalog.schemas';
import { CURRENCIES, MESSAGE, type GameKey, type Money } from '../../kernel';
import type { AccountStatus, ItemStatus, SyncNote } from './inventory.vocabulary.schemas';

// Pure: shared by the server and the web app (the seller's inventory pages). Inventory-sync's own
// words: item and linked account statuses, the seller's listing requests and the inventory's view.

// The statuses, limits and notification name are in inventory.vocabulary.schemas.ts (no yup, for the web app).
export * from './inventory.vocabulary.schemas';

// ---- Requests ----

const MSG = MESSAGE;

const itemIdSchema = yup.string().required(MSG.required).uuid(MSG.invalidValue);

/**
 * addAcc: a game session cookie as the seller copies it from their browser. Visible ASCII only (a
 * cookie has no spaces or control characters); long enough to be a session, short enough to be one.
 */
export const COOKIE_MIN = 16;
export const COOKIE_MAX = 4096;
export const linkAccountSchema = yup.object({
  cookie: yup
    .string()
    .strict()
    .required(MSG.required)
    .min(COOKIE_MIN, MSG.tooShort)
    .max(COOKIE_MAX, MSG.tooLong)
    .matches(/^[\x21-\x7E]+$/, MSG.prohibitedSymbols),
});

/** itemsAdd: list inventory items at a price in the seller's currency. */
export const itemsAddSchema = yup.object({
  currency: yup.string().required(MSG.required).oneOf(CURRENCIES, MSG.invalidValue),
  items: yup
    .array(yup.object({ id: itemIdSchema, price: priceInputSchema }))
    .required(MSG.required)
    .min(1, MSG.tooShort)
    .max(100, MSG.tooLong),
});
/** itemsUpdate: change the price of items already on sale (their currency stays). */
export const itemsUpdateSchema = yup.object({
  items: yup
    .array(yup.object({ id: itemIdSchema, price: priceInputSchema }))
    .required(MSG.required)
    .min(1, MSG.tooShort)
    .max(100, MSG.tooLong),
});
/** itemsRemove: take items off sale. */
export const itemsRemoveSchema = yup.object({
  ids: yup.array(itemIdSchema).required(MSG.required).min(1, MSG.tooShort).max(100, MSG.tooLong),
});

// ---- Responses ----

/** A sync as the seller follows it: the bots' stage while it runs, then how it ended. */
export interface SyncView {
  id: string;
  accountId: string;
  nickname: string;
  state: 'active' | 'finished' | 'failed' | 'expired' | 'cancelled';
  /** searching_bot (waiting in line), checking_friendship (checking the session), bot_enabling (entering the game), trading (reading), done. */
  stage: string;
  /** The spec's sync step: created, pending_start, started, in_progress. */
  step: string;
  delayed: boolean;
  /** 500-508 (spec trading-core 8), 3 when the account stayed busy, or null. */
  code: string | null;
  reason: string | null;
  /** A finished sync: how many items it loaded and why fewer, if so. */
  loaded: number | null;
  notes: SyncNote[];
  cancellable: boolean;
  createdAt: string;
  endedAt: string | null;
}

/** A linked account on the seller's pages. */
export interface AccountView {
  id: string;
  game: GameKey;
  nickname: string;
  /** The settled status, or loading / sync while a sync waits or runs. */
  status: AccountStatus;
  frozen: boolean;
  itemCount: number;
  onSale: number;
  syncedAt: string | null;
  lastSyncCode: string | null;
  lastSyncNotes: SyncNote[];
  /** When the next sync may start (20 minutes after the last one started), if later than now. */
  nextSyncAt: string | null;
  sync: SyncView | null;
}

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
