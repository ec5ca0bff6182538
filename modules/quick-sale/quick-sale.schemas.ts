import * as yup from 'yup';
import { CURRENCIES, MESSAGE as MSG, type GameKey, type Money } from '../../kernel';
import { seenPriceSchema, type Variant } from '../catalog/catalog.schemas';
import type { InventoryItemView } from '../inventory-sync/inventory.schemas';
import type { HistoryStatus, TradeState } from '../wallet/wallet.schemas';

/** A quick sale's states are a bot trade's. */
export type QuickSaleState = TradeState;

/** At most 40 items in one trade (spec trading-core 5). */
export const QUICK_SALE_MAX_ITEMS = 40;
/** The offer holds for the trade once it starts; the site buys within about 10 minutes (spec trading-core 9). */
export const QUICK_SALE_HOLDS_MINUTES = 10;
/** Socket notification after a quick sale's ending is applied (the seller was paid, or got the items back). */
export const QUICK_SALE_CHANGED = 'QUICK_SALE_CHANGED';

export const offerQuerySchema = yup.object({
  currency: yup.string().oneOf(CURRENCIES, MSG.invalidValue).default('usd'),
});

/** StartDepositTrade: the account the items are in, and each item with the price the seller was offered. */
export const startQuickSaleSchema = yup.object({
  accountId: yup.string().required(MSG.required).uuid(MSG.invalidValue),
  currency: yup.string().required(MSG.required).oneOf(CURRENCIES, MSG.invalidValue),
  items: yup
    .array(
      yup.object({
        id: yup.string().required(MSG.required).uuid(MSG.invalidValue),
        price: seenPriceSchema,
      }),
    )
    .required(MSG.required)
    .min(1, MSG.tooShort)
    .max(QUICK_SALE_MAX_ITEMS, MSG.tooLong)
    .test(
      'distinct',
      MSG.invalidValue,
      (items) => new Set((items ?? []).map((i) => i.id)).size === (items ?? []).length,
    ),
});
export type StartQuickSaleInput = yup.InferType<typeof startQuickSaleSchema>;

/** An item the site would buy now, and for how much (the inventory's view of it, with the offer). */
export type QuickSaleOfferItem = Pick<
  InventoryItemView,
  'id' | 'accountId' | 'itemId' | 'slug' | 'name' | 'type' | 'rarity' | 'variant' | 'status' | 'art' | 'recommended'
> & { price: Money };

export interface QuickSaleOffer {
  items: QuickSaleOfferItem[];
  holdsMinutes: number;
  maxItems: number;
}

export interface QuickSaleItemView {
  id: string;
  itemId: number;
  slug: string;
  name: string;
  variant: Variant;
  art: string;
  price: Money;
  /** Whether the trade moved it to the site (null while it runs). */
  moved: boolean | null;
}

/** A quick sale as its seller follows it on /profile/trade/fast-sell. */
export interface QuickSaleView {
  id: string;
  game: GameKey;
  state: QuickSaleState;
  stage: string;
  step: string;
  delayed: boolean;
  cancellable: boolean;
  /** The bot is the seller's friend: it waits for Ready (spec: pending_friend). */
  needsReady: boolean;
  /** The fleet bot the seller adds as a friend, once one is assigned. */
  botNickname: string | null;
  /** The seller's game account the items leave. */
  nickname: string;
  accountId: string;
  items: QuickSaleItemView[];
  total: Money;
  paid: Money | null;
  code: string | null;
  reason: string | null;
  timeline: Array<{ stage: string; at: string }>;
  createdAt: string;
  endedAt: string | null;
}

/** A row of the deposits table of /profile/history (spec trading-core 3): one quick sale. */
export interface DepositHistoryRow {
  id: string;
  game: string;
  account: string;
  /** The items the trade moved when it finished, else the items it carried. */
  items: number;
  /** What the site paid when it finished, else what it offered. */
  sum: Money;
  status: HistoryStatus;
  code: string | null;
  createdAt: string;
}
