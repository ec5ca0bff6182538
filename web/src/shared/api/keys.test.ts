import { expect } from 'chai';
import {
  accountsKey,
  autopurchasesKey,
  BALANCE_KEY,
  isAutopurchaseKey,
  isOrderBookKey,
  orderBookKey,
  exchangesKey,
  historyKey,
  isExchangeKey,
  isMoneyKey,
  isQuickSaleKey,
  isRatingsKey,
  isSyncKey,
  isWithdrawalKey,
  RATINGS_HISTORY_KEY,
  RATINGS_KEY,
  REVIEWABLE_KEY,
  sellerReviewsKey,
  SITE_REVIEW_MINE_KEY,
  siteReviewsKey,
  statisticsKey,
  withdrawalsKey,
} from './keys';

describe('SWR key rules', () => {
  it("spec trading-core 4: a sync that moves makes its game's accounts and syncs stale; once applied, its inventory and market too", () => {
    const moving = isSyncKey('mm2', false);
    expect(['/api/mm2/accounts', '/api/mm2/syncs'].every(moving)).to.equal(true);
    expect(
      ['/api/mm2/inventory?currency=usd', '/api/adopt/accounts', '/api/mm2/accountsX', '/api/wallet/balance'].some(
        moving,
      ),
    ).to.equal(false);
    const applied = isSyncKey('mm2', true);
    expect(
      ['/api/mm2/accounts', '/api/mm2/inventory?currency=eur', '/api/mm2/market?seller=1'].every(applied),
    ).to.equal(true);
    expect(applied('/api/adopt/inventory?currency=eur')).to.equal(false);
    // No game named: every game's.
    expect(['/api/adopt/syncs', '/api/mm2/accounts'].every(isSyncKey(null, false))).to.equal(true);
    expect(isSyncKey(null, false)(42)).to.equal(false);
  });

  it("a purchase or payment makes the seller's accounts and inventory stale, never the market", () => {
    expect(isMoneyKey('/api/adopt/accounts')).to.equal(true);
    expect(isMoneyKey('/api/adopt/market')).to.equal(false);
    // Spec trading-core 3: a sale or purchase moves the month's statistics.
    expect(isMoneyKey(statisticsKey('seller', 'eur', 12))).to.equal(true);
  });

  it("spec trading-core 4 withdrawal trade ends: a withdrawal that moves makes its game's trades, purchased items, the withdrawals history and the deals to review stale", () => {
    const moving = isWithdrawalKey('adopt');
    expect(
      [
        withdrawalsKey('adopt'),
        '/api/adopt/purchases?state=active',
        '/api/adopt/purchases?state=old',
        historyKey('withdrawals', 2, 'failed'),
        REVIEWABLE_KEY,
      ].every(moving),
    ).to.equal(true);
    expect(
      [
        withdrawalsKey('mm2'),
        '/api/adopt/withdrawalsX',
        '/api/adopt/inventory?currency=usd',
        historyKey('deposits', 1, null),
        '/api/wallet/balance',
        SITE_REVIEW_MINE_KEY,
        sellerReviewsKey('u1', 1),
      ].some(moving),
    ).to.equal(false);
    expect([withdrawalsKey('adopt'), withdrawalsKey('mm2')].every(isWithdrawalKey(null))).to.equal(true);
    expect(isWithdrawalKey(null)(undefined)).to.equal(false);
  });

  it("spec trading-core 7: a quick sale that moves makes its game's quick sales and accounts stale; once applied, the offer, inventory, market, deposits history and balance too", () => {
    const moving = isQuickSaleKey('adopt', false);
    expect(['/api/adopt/quick-sales', accountsKey('adopt')].every(moving)).to.equal(true);
    expect(
      [
        '/api/adopt/quick-sales/offer?currency=usd',
        '/api/mm2/quick-sales',
        '/api/adopt/inventory?currency=usd',
        '/api/wallet/balance',
        historyKey('deposits', 1, null),
      ].some(moving),
    ).to.equal(false);
    const applied = isQuickSaleKey('adopt', true);
    expect(
      [
        '/api/adopt/quick-sales',
        '/api/adopt/quick-sales/offer?currency=eur',
        accountsKey('adopt'),
        '/api/adopt/inventory?currency=usd',
        '/api/adopt/market?seller=1',
        historyKey('deposits', 2, 'paid'),
        '/api/wallet/balance',
      ].every(applied),
    ).to.equal(true);
    expect(
      [
        '/api/mm2/quick-sales',
        historyKey('withdrawals', 1, null),
        '/api/wallet/topups?page=1',
        '/api/adopt/purchases',
      ].some(applied),
    ).to.equal(false);
    // No game named: every game's.
    expect(['/api/adopt/quick-sales', '/api/mm2/quick-sales'].every(isQuickSaleKey(null, false))).to.equal(true);
    expect(isQuickSaleKey(null, true)(null)).to.equal(false);
  });

  it("an exchange that moves makes its game's exchanges and accounts stale; once applied, the /trade board and stock, inventory, market, histories and balance too", () => {
    const moving = isExchangeKey('adopt', false);
    expect([exchangesKey('adopt'), accountsKey('adopt')].every(moving)).to.equal(true);
    expect(
      [
        '/api/adopt/exchange/board?currency=usd',
        exchangesKey('mm2'),
        '/api/adopt/quick-sales',
        '/api/adopt/inventory?currency=usd',
        '/api/wallet/balance',
      ].some(moving),
    ).to.equal(false);
    const applied = isExchangeKey('adopt', true);
    expect(
      [
        exchangesKey('adopt'),
        '/api/adopt/exchange/board?currency=eur',
        '/api/adopt/exchange/stock?currency=usd',
        accountsKey('adopt'),
        '/api/adopt/inventory?currency=usd',
        '/api/adopt/market?seller=1',
        historyKey('deposits', 2, 'paid'),
        historyKey('purchases', 1, null),
        '/api/wallet/balance',
      ].every(applied),
    ).to.equal(true);
    expect(
      ['/api/mm2/exchanges', '/api/wallet/topups?page=1', '/api/adopt/purchases', '/api/adopt/quick-sales'].some(
        applied,
      ),
    ).to.equal(false);
    expect([exchangesKey('adopt'), exchangesKey('mm2')].every(isExchangeKey(null, false))).to.equal(true);
    expect(isExchangeKey(null, true)(undefined)).to.equal(false);
  });

  it('spec trading-core 2 history tables: deposits and withdrawals have their own lists', () => {
    expect(historyKey('deposits', 1, null)).to.equal('/api/history/deposits?page=1');
    expect(historyKey('withdrawals', 3, 'paid')).to.equal('/api/history/withdrawals?page=3&status=paid');
  });

  it('spec trading-core 4: RATING_CHANGED makes the ratings, their notices and history stale, and nothing of the money', () => {
    expect([RATINGS_KEY, RATINGS_HISTORY_KEY, '/api/ratings/history'].every(isRatingsKey)).to.equal(true);
    expect(['/api/wallet/balance', '/api/ratingsX', '/api/ratings/notices/read', 42].some(isRatingsKey)).to.equal(
      false,
    );
    expect(isMoneyKey(RATINGS_KEY)).to.equal(false);
  });

  it("spec trading-core 2 reviews: pages of a seller's and of the site's reviews, numbered from 1", () => {
    expect(sellerReviewsKey('5b0c6f1e-1d2e-4c3b-9a8f-0e1d2c3b4a59', 2)).to.equal(
      '/api/sellers/5b0c6f1e-1d2e-4c3b-9a8f-0e1d2c3b4a59/reviews?page=2',
    );
    expect(siteReviewsKey(1)).to.equal('/api/reviews/site?page=1');
  });

  it('spec trading-core 1 set autopurchases: a fill, an edit or an end makes the autopurchases of every game, the order books and the balance stale', () => {
    expect(autopurchasesKey('adopt', 'ended')).to.equal('/api/adopt/autopurchases?status=ended');
    expect(orderBookKey('mm2', 42, 'eur')).to.equal('/api/mm2/cards/42/book?currency=eur');
    expect(
      [
        autopurchasesKey('adopt', 'active'),
        autopurchasesKey('mm2', 'ended'),
        orderBookKey('adopt', 7, 'usd'),
        BALANCE_KEY,
      ].every(isAutopurchaseKey),
    ).to.equal(true);
    expect(
      ['/api/adopt/purchases?state=active', '/api/adopt/items/shadow-dragon?currency=usd', '/api/adopt/cards'].some(
        isAutopurchaseKey,
      ),
    ).to.equal(false);
    // Any purchase may take an ask off a book: the books alone.
    expect(isOrderBookKey(orderBookKey('mm2', 3, 'rub'))).to.equal(true);
    expect([autopurchasesKey('adopt', 'active'), BALANCE_KEY, 42].some(isOrderBookKey)).to.equal(false);
    expect(isMoneyKey(autopurchasesKey('adopt', 'active'))).to.equal(false);
  });
});
