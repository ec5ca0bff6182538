import * as yup from 'yup';
import { CURRENCIES, MESSAGE as MSG, type GameKey, type Money } from '../../kernel';
import { seenPriceSchema, variantInputSchema, type Variant } from '../catalog/catalog.schemas';
import type { InventoryItemView } from '../inventory-sync/inventory.schemas';
import type { TradeState } from '../wallet/wallet.schemas';
import { EXCHANGE_MAX_ITEMS } from './exchange.vocabulary.schemas';

export * from './exchange.vocabulary.schemas';

/** An exchange's states are a bot trade's. */
export type ExchangeState = TradeState;

/** Socket notification after an exchange's ending is applied (items and money moved, or everything went back). */
export const EXCHANGE_CHANGED = 'EXCHANGE_CHANGED';

export const exchangeQuerySchema = yup.object({
  currency: yup.string().oneOf(CURRENCIES, MSG.invalidValue).default('usd'),
});

const sameTake = (t: { itemId: number; variant: object; price: number }) =>
  `${t.itemId}|${JSON.stringify(t.variant)}|${t.price}`;

/**
 * Start an exchange: the user's items from one linked account, each with the value they saw, and the site's items
 * they want, by item, variant (a pet's age chosen) and the price they saw, with how many of each.
 */
export const startExchangeSchema = yup
  .object({
    accountId: yup.string().required(MSG.required).uuid(MSG.invalidValue),
    currency: yup.string().required(MSG.required).oneOf(CURRENCIES, MSG.invalidValue),
    give: yup
      .array(yup.object({ id: yup.string().required(MSG.required).uuid(MSG.invalidValue), value: seenPriceSchema }))
      .required(MSG.required)
      .min(1, MSG.tooShort)
      .max(EXCHANGE_MAX_ITEMS, MSG.tooLong)
      .test(
        'distinct',
        MSG.invalidValue,
        (give) => new Set((give ?? []).map((g) => g.id)).size === (give ?? []).length,
      ),
    take: yup
      .array(
        yup.object({
          itemId: yup
            .number()
            .typeError(MSG.invalidValue)
            .required(MSG.required)
            .integer(MSG.invalidValue)
            .min(1, MSG.invalidValue)
            // A catalog id is a Postgres integer: a larger one is bad input, not a database error.
            .max(2_147_483_647, MSG.invalidValue),
          variant: variantInputSchema.required(MSG.required),
          price: seenPriceSchema,
          quantity: yup
            .number()
            .typeError(MSG.invalidValue)
            .required(MSG.required)
            .integer(MSG.invalidValue)
            .min(1, MSG.invalidValue)
            .max(EXCHANGE_MAX_ITEMS, MSG.invalidValue),
        }),
      )
      .required(MSG.required)
      .min(1, MSG.tooShort)
      .max(EXCHANGE_MAX_ITEMS, MSG.tooLong)
      .test('distinct', MSG.invalidValue, (take) => new Set((take ?? []).map(sameTake)).size === (take ?? []).length),
  })
  .test('trade-size', MSG.tooLong, (body) => {
    const taken = (body.take ?? []).reduce((sum, t) => sum + (t.quantity ?? 0), 0);
    return (body.give ?? []).length + taken <= EXCHANGE_MAX_ITEMS;
  });
export type StartExchangeInput = yup.InferType<typeof startExchangeSchema>;

/** One variant of a site item in stock at one price: how many, and how many of them came from the viewer. */
export interface StockVariant {
  variant: Variant;
  price: Money;
  count: number;
  /** The viewer sold these to the site: they cannot be taken back (spec trading-core 5). */
  own: number;
}

/** An item of the site's stock, with its variants in stock (a pet's age must be chosen among them). */
export interface StockItem {
  itemId: number;
  slug: string;
  name: string;
  type: string;
  rarity: string;
  art: string;
  /** An adopt pet: the exchange needs its age chosen. */
  ageRequired: boolean;
  variants: StockVariant[];
}

/** A user's item an exchange can take, and what it counts for. */
export type GiveItem = Pick<
  InventoryItemView,
  'id' | 'accountId' | 'itemId' | 'slug' | 'name' | 'type' | 'rarity' | 'variant' | 'status' | 'art' | 'recommended'
> & { value: Money };

/** The /trade page's data: the site's stock, and the viewer's items when signed in (null for a visitor). */
export interface ExchangeBoard {
  stock: StockItem[];
  give: GiveItem[] | null;
  maxItems: number;
  /** The share of the site side's value the site pays back as change at most (EXCHANGE_CHANGE_TOO_LARGE beyond). */
  changeShare: number;
}

export interface ExchangeItemView {
  id: string;
  itemId: number;
  slug: string;
  name: string;
  variant: Variant;
  art: string;
  value: Money;
  /** Whether the trade moved it (null while it runs). */
  moved: boolean | null;
}

/** An exchange as its user follows it on /trade. */
export interface ExchangeView {
  id: string;
  game: GameKey;
  state: ExchangeState;
  stage: string;
  step: string;
  delayed: boolean;
  cancellable: boolean;
  /** The bot is the user's friend: it waits for Ready (spec: pending_friend). */
  needsReady: boolean;
  botNickname: string | null;
  /** The user's game account the trade runs with. */
  nickname: string;
  accountId: string;
  give: ExchangeItemView[];
  take: ExchangeItemView[];
  userValue: Money;
  siteValue: Money;
  /** What the user adds from the balance (held while the trade runs). */
  balance: Money;
  /** What the site pays back (the user's items were worth more). */
  change: Money;
  code: string | null;
  reason: string | null;
  timeline: Array<{ stage: string; at: string }>;
  createdAt: string;
  endedAt: string | null;
}
