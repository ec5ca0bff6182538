// SWR keys of the server data that more than one part of the app reads or refreshes, each built here
// only, and the one rule of what a purchase, sale or payment makes stale. A feature's own keys live in
// its api.ts. In the first bundle (the header balance, the realtime effect): type imports only (no yup).
import { GAME_KEYS, type Currency, type GameKey } from '../../../../kernel';

export const PROFILE_KEY = '/api/user/profile';
/** The maintenance state of a game's services (spec accounts-platform 4.11). */
export const statusKey = (game: GameKey) => `/api/${game}/status`;
/** The season operators switched on (spec accounts-platform 3 "Theme"): the shell's look and the bonus game. */
export const SEASON_KEY = '/api/season';

// Money: the balance, top-ups and cash-outs (modules/wallet), purchase and sale history (modules/orders).
export const BALANCE_KEY = '/api/wallet/balance';
export const TOPUP_METHODS_KEY = '/api/wallet/topup-methods';
export const topupKey = (id: string) => `/api/wallet/topups/${encodeURIComponent(id)}`;

export type HistoryKind = 'purchases' | 'sales' | 'deposits' | 'withdrawals' | 'topups' | 'cashouts' | 'rbx';
const HISTORY_URL: Record<HistoryKind, string> = {
  purchases: '/api/history/purchases',
  sales: '/api/history/sales',
  deposits: '/api/history/deposits',
  withdrawals: '/api/history/withdrawals',
  topups: '/api/wallet/topups',
  cashouts: '/api/wallet/cashouts',
  rbx: '/api/history/rbx',
};

/** A page of one history list (the history page's tabs, the cash-out page's list). */
export function historyKey(kind: HistoryKind, page: number, status: string | null): string {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  return `${HISTORY_URL[kind]}?${query}`;
}

/** A role's statistics per month (spec trading-core 3), amounts in `currency`, the latest `months` months. */
export const statisticsKey = (role: 'buyer' | 'seller', currency: Currency, months: number) =>
  `/api/statistics/${role}?currency=${currency}&months=${months}`;

/**
 * Everything a purchase, a sale, a cancellation or a payment may change: balances, the profile (it carries
 * the balance too), purchased items, histories, statistics, and the seller's inventory and accounts.
 */
export const MONEY_KEY = new RegExp(
  `^/api/(wallet/|history/|statistics/|user/profile$|(${GAME_KEYS.join('|')})/(purchases|inventory|accounts)\\b)`,
);
export const isMoneyKey = (key: unknown): boolean =>
  typeof key === 'string' && MONEY_KEY.test(key) && key !== TOPUP_METHODS_KEY;

/** The seller's linked accounts in a game (modules/inventory-sync): the seller pages and quick sale read them. */
export const accountsKey = (game: GameKey) => `/api/${game}/accounts`;

/**
 * What a sync of a game's linked account changes: that game's accounts and syncs and, once its result is
 * applied (`applied`), the inventory and the market (items gone from the game leave it).
 */
export function isSyncKey(game: GameKey | null, applied: boolean): (key: unknown) => boolean {
  const games = game ? game : GAME_KEYS.join('|');
  const parts = applied ? 'accounts|syncs|inventory|market' : 'accounts|syncs';
  const pattern = new RegExp(`^/api/(${games})/(${parts})\\b`);
  return (key) => typeof key === 'string' && pattern.test(key);
}

/**
 * The buyer's withdrawal trades in a game and the nickname they collected to last time (modules/withdrawals):
 * the purchased items page reads the nickname, the withdrawal page follows the trades.
 */
export const withdrawalsKey = (game: GameKey) => `/api/${game}/withdrawals`;

/**
 * What a withdrawal trade's progress or ending changes: the game's trades and purchased items (waiting,
 * delivering, completed or refunded), the withdrawals history, and the deals to review (a delivery completes
 * one). Every game when the event names none.
 */
export function isWithdrawalKey(game: GameKey | null): (key: unknown) => boolean {
  const games = game ? game : GAME_KEYS.join('|');
  const pattern = new RegExp(
    `^/api/((${games})/(withdrawals|purchases)\\b|history/withdrawals\\b|reviews/reviewable$)`,
  );
  return (key) => typeof key === 'string' && pattern.test(key);
}

/**
 * What a quick sale's progress or ending changes (modules/quick-sale). While it runs (a stage, a wait, the game's
 * ending): the game's quick sales and linked accounts (one shows fastSell). Once its ending is applied
 * (`applied`, QUICK_SALE_CHANGED: the seller paid, or the items back): also the offer, the inventory, the
 * market, the deposits history and the balance. Every game when the event names none.
 */
export function isQuickSaleKey(game: GameKey | null, applied: boolean): (key: unknown) => boolean {
  const games = game ? game : GAME_KEYS.join('|');
  const pattern = applied
    ? new RegExp(`^/api/((${games})/(quick-sales|accounts|inventory|market)\\b|history/deposits\\b|wallet/balance$)`)
    : new RegExp(`^/api/(${games})/(quick-sales$|accounts\\b)`);
  return (key) => typeof key === 'string' && pattern.test(key);
}

/** The user's exchanges in a game (modules/exchange): the /trade page follows them. */
export const exchangesKey = (game: GameKey) => `/api/${game}/exchanges`;

/**
 * What an exchange's progress or ending changes (modules/exchange). While it runs (a stage, a wait, the game's
 * ending): the game's exchanges and linked accounts. Once its ending is applied (`applied`, EXCHANGE_CHANGED: the
 * items and the money moved, or everything went back): also the /trade board and stock, the inventory, the market,
 * the histories and the balance. Every game when the event names none.
 */
export function isExchangeKey(game: GameKey | null, applied: boolean): (key: unknown) => boolean {
  const games = game ? game : GAME_KEYS.join('|');
  const pattern = applied
    ? new RegExp(`^/api/((${games})/(exchanges|exchange|accounts|inventory|market)\\b|history/|wallet/balance$)`)
    : new RegExp(`^/api/(${games})/(exchanges$|accounts\\b)`);
  return (key) => typeof key === 'string' && pattern.test(key);
}

/** The user's R$ orders in a game (modules/rbx): the /rbx page follows them. */
export const rbxOrdersKey = (game: GameKey) => `/api/${game}/rbx/orders`;

/**
 * What an R$ order's progress or ending changes (modules/rbx): the game's orders and the R$ history (the balance
 * hears its own BALANCE_CHANGED). Every game when the event names none.
 */
export function isRbxKey(game: GameKey | null): (key: unknown) => boolean {
  const games = game ? game : GAME_KEYS.join('|');
  const pattern = new RegExp(`^/api/((${games})/rbx/orders\\b|history/rbx\\b)`);
  return (key) => typeof key === 'string' && pattern.test(key);
}

/** An item page in a currency (the item page, and the cart when it reprices its lines). */
export const itemKey = (game: GameKey, slug: string, currency: Currency) =>
  `/api/${game}/items/${encodeURIComponent(slug)}?currency=${currency}`;

// Ratings (modules/ratings): the profile's ratings tab, the user menu's unread count, the toast of a new notice.
export const RATINGS_KEY = '/api/ratings';
export const RATINGS_HISTORY_KEY = '/api/ratings/history';

/** What RATING_CHANGED (a rating moved, a block ended) makes stale: the ratings, their notices and history. */
export const isRatingsKey = (key: unknown): boolean => key === RATINGS_KEY || key === RATINGS_HISTORY_KEY;

// Reviews (modules/reviews): the profile's reviews tab, the purchased items' reminder, the seller page and /reviews.
/** The buyer's completed deals they can still review. */
export const REVIEWABLE_KEY = '/api/reviews/reviewable';
/** Whether the signed-in user may review the site, and their review of it. */
export const SITE_REVIEW_MINE_KEY = '/api/reviews/site/mine';
/** A page (from 1) of a seller's reviews, newest first: the seller page and the profile's own reviews. */
export const sellerReviewsKey = (sellerId: string, page: number) =>
  `/api/sellers/${encodeURIComponent(sellerId)}/reviews?page=${page}`;
/** A page (from 1) of the site's reviews, newest first (/reviews). */
export const siteReviewsKey = (page: number) => `/api/reviews/site?page=${page}`;

// Autopurchases (modules/autopurchases): the buyer's standing orders (the profile's autopurchases tab) and a card's
// order book (the item page, the add page).
/** The buyer's autopurchases in a game: the active ones, or those that ended. */
export const autopurchasesKey = (game: GameKey, status: 'active' | 'ended') =>
  `/api/${game}/autopurchases?status=${status}`;
/** A card's order book in a currency: the cheapest asks and the best autopurchases. */
export const orderBookKey = (game: GameKey, cardId: number, currency: Currency) =>
  `/api/${game}/cards/${cardId}/book?currency=${currency}`;

const ORDER_BOOK_KEY = new RegExp(`^/api/(${GAME_KEYS.join('|')})/cards/\\d+/book\\b`);
/** What any purchase (PURCHASE_CHANGED) may move on the market's side: the order books on screen. */
export const isOrderBookKey = (key: unknown): boolean => typeof key === 'string' && ORDER_BOOK_KEY.test(key);

const AUTOPURCHASES_KEY = new RegExp(`^/api/(${GAME_KEYS.join('|')})/autopurchases\\b`);
/**
 * What AUTOPURCHASE_CHANGED (a fill, an edit, an end) makes stale: the buyer's autopurchases of every game, the order
 * books (their bids) and the balance (the hold moved; the profile carries it too).
 */
export const isAutopurchaseKey = (key: unknown): boolean =>
  typeof key === 'string' &&
  (AUTOPURCHASES_KEY.test(key) || ORDER_BOOK_KEY.test(key) || key === BALANCE_KEY || key === PROFILE_KEY);
