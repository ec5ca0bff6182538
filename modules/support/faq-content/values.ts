import type { AppConfig } from '../../../config';
import { MIN_SELLING_PRICE, QUICK_SALE_SHARE } from '../../catalog';
import { EXCHANGE_CHANGE_SHARE, EXCHANGE_MAX_ITEMS } from '../../exchange';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../identity';
import {
  ITEM_ACTION_PAUSE_SECONDS,
  MAX_LINKED_ACCOUNTS,
  SYNC_INTERVAL_MINUTES,
  SYNC_MAX_ITEMS,
} from '../../inventory-sync';
import { SALES_FEE_PERCENT, sellerReceives } from '../../market';
import { CART_MAX_ITEMS, COLLECT_MINUTES } from '../../orders';
import { QUICK_SALE_HOLDS_MINUTES, QUICK_SALE_MAX_ITEMS } from '../../quick-sale';
import { RATING_BOUNDS, RATING_POINTS, RATING_START } from '../../ratings';
import { AUTOPURCHASE_DAYS, AUTOPURCHASE_QUANTITY_MAX, AUTOPURCHASES_ACTIVE_MAX } from '../../autopurchases';
import { GAME_PASS_FEE_PERCENT, GAME_PASS_PENDING_DAYS, passPriceFor, RBX_MAX, RBX_MIN } from '../../rbx';
import { TOPUP_CASHOUT_HOLD_DAYS } from '../../wallet';
import { FOOD_ITEMS, MM2_TRADE_LEVEL, TRADE_LIMITS } from '../../withdrawals';
import type { FaqValue } from '../faq.markup';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;
const number = (value: number): FaqValue => ({ kind: 'number', value });
const signed = (value: number): FaqValue => ({ kind: 'signed', value });
const percent = (value: number): FaqValue => ({ kind: 'percent', value });
const seconds = (value: number): FaqValue => ({ kind: 'duration', seconds: value });
const usd = (amount: number): FaqValue => ({ kind: 'money', money: { amount, currency: 'usd' } });
/** One dollar listed: what a seller receives of it (spec trading-core 9: "listing 1 dollar yields 0.8"). */
const FEE_EXAMPLE_CENTS = 100;
/** An R$ order the FAQ works through: 1000 R$ need a game pass of 1429 R$ (the game keeps 30 %). */
const RBX_EXAMPLE = 1000;

/**
 * Every value an article may name, from the constants and settings the code enforces: an article's numbers are
 * these, so they change with the code and never disagree with it.
 */
export function faqValues(config: AppConfig): Record<string, FaqValue> {
  return {
    // Buying and collecting (orders, withdrawals)
    cartMaxItems: number(CART_MAX_ITEMS),
    collectTime: seconds(COLLECT_MINUTES * MINUTE),
    tradeMaxItems: number(TRADE_LIMITS.maxItems),
    tradeMaxPerSlot: number(TRADE_LIMITS.maxPerSlot),
    foodItems: { kind: 'choice', items: FOOD_ITEMS },
    mm2TradeLevel: number(MM2_TRADE_LEVEL),
    withdrawalMaxActiveTrades: number(config.withdrawals.maxActiveTradesPerUser),
    dailyTradeLimit: number(config.bots.dailyTradeLimit),
    // Selling (market, catalog, inventory-sync)
    feeRub: percent(SALES_FEE_PERCENT.rub),
    feeUsd: percent(SALES_FEE_PERCENT.usd),
    feeEur: percent(SALES_FEE_PERCENT.eur),
    feeExamplePrice: usd(FEE_EXAMPLE_CENTS),
    feeExampleReceives: usd(sellerReceives(FEE_EXAMPLE_CENTS, 'usd')),
    minPriceUsd: usd(MIN_SELLING_PRICE.usd),
    minPriceEur: { kind: 'money', money: { amount: MIN_SELLING_PRICE.eur, currency: 'eur' } },
    minPriceRub: { kind: 'money', money: { amount: MIN_SELLING_PRICE.rub, currency: 'rub' } },
    itemPause: seconds(ITEM_ACTION_PAUSE_SECONDS),
    maxLinkedAccounts: number(MAX_LINKED_ACCOUNTS),
    syncInterval: seconds(SYNC_INTERVAL_MINUTES * MINUTE),
    syncMaxItems: number(SYNC_MAX_ITEMS),
    // Quick sale and the exchange
    quickSaleShare: percent(Math.round(QUICK_SALE_SHARE * 100)),
    quickSaleMaxItems: number(QUICK_SALE_MAX_ITEMS),
    quickSaleHold: seconds(QUICK_SALE_HOLDS_MINUTES * MINUTE),
    exchangeMaxItems: number(EXCHANGE_MAX_ITEMS),
    exchangeChangeShare: percent(Math.round(EXCHANGE_CHANGE_SHARE * 100)),
    // Ratings (the ladders and the points per event are generated tables: faq-content/blocks.ts)
    buyerStart: number(RATING_START.buyer),
    sellerStart: number(RATING_START.seller),
    sellerMax: number(RATING_BOUNDS.seller.max),
    buyerCollectPoints: signed(RATING_POINTS.buyer.item_collected),
    buyerCancelPoints: signed(RATING_POINTS.buyer.purchase_cancelled),
    buyerTradeFailedPoints: signed(RATING_POINTS.buyer.trade_failed),
    buyerDeclinedPoints: signed(RATING_POINTS.buyer.offer_cancelled),
    sellerSalePoints: signed(RATING_POINTS.seller.sale_completed),
    sellerMissingPoints: signed(RATING_POINTS.seller.items_missing),
    // Autopurchases
    autopurchaseQuantityMax: number(AUTOPURCHASE_QUANTITY_MAX),
    autopurchasesActiveMax: number(AUTOPURCHASES_ACTIVE_MAX),
    autopurchaseLife: seconds(AUTOPURCHASE_DAYS * DAY),
    // Money (the limits and the cash-out fees are generated tables)
    topupHold: seconds(TOPUP_CASHOUT_HOLD_DAYS * DAY),
    // R$ (modules/rbx): the range, the game's share of a pass, the pending days, an example, the prices of 1000 R$
    rbxMin: number(RBX_MIN),
    rbxMax: number(RBX_MAX),
    gamePassDays: { kind: 'dayRange', min: GAME_PASS_PENDING_DAYS.min, max: GAME_PASS_PENDING_DAYS.max },
    gamePassFee: percent(GAME_PASS_FEE_PERCENT),
    rbxExampleAmount: number(RBX_EXAMPLE),
    rbxExamplePassPrice: number(passPriceFor(RBX_EXAMPLE)),
    rbxFastPass1000: usd(Math.round(1000 * config.rbx.usdCentsPerRbx.fast_pass)),
    rbxGamePass1000: usd(Math.round(1000 * config.rbx.usdCentsPerRbx.game_pass)),
    // Security (identity)
    passwordMin: number(PASSWORD_MIN),
    passwordMax: number(PASSWORD_MAX),
    accessTokenLife: seconds(config.identity.accessTokenTtlSeconds),
    refreshTokenLife: seconds(config.identity.refreshTokenTtlDays * DAY),
  };
}
