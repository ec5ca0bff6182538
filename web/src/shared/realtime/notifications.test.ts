import { expect } from 'chai';
import { PURCHASE_CHANGED as SERVER_PURCHASE_CHANGED } from '../../../../modules/orders/orders.schemas';
import { INVENTORY_CHANGED as SERVER_INVENTORY_CHANGED } from '../../../../modules/inventory-sync/inventory.schemas';
import { BALANCE_CHANGED as SERVER_BALANCE_CHANGED } from '../../../../modules/wallet/wallet.schemas';
import { WITHDRAWAL_CHANGED as SERVER_WITHDRAWAL_CHANGED } from '../../../../modules/withdrawals/withdrawals.schemas';
import { QUICK_SALE_CHANGED as SERVER_QUICK_SALE_CHANGED } from '../../../../modules/quick-sale/quick-sale.schemas';
import { EXCHANGE_CHANGED as SERVER_EXCHANGE_CHANGED } from '../../../../modules/exchange/exchange.schemas';
import { RATING_CHANGED as SERVER_RATING_CHANGED } from '../../../../modules/ratings/ratings.schemas';
import { AUTOPURCHASE_CHANGED as SERVER_AUTOPURCHASE_CHANGED } from '../../../../modules/autopurchases/autopurchases.schemas';
import { QUESTION_CHANGED as SERVER_QUESTION_CHANGED } from '../../../../modules/support/questions.schemas';
import {
  FLAGS_CHANGE as SERVER_FLAGS_CHANGE,
  SEASON_CHANGE as SERVER_SEASON_CHANGE,
} from '../../../../modules/operations/operations.schemas';
import { RBX_ORDER_CHANGED as SERVER_RBX_ORDER_CHANGED } from '../../../../modules/rbx/rbx.schemas';
import {
  NOTIFICATION_ADDED as SERVER_NOTIFICATION_ADDED,
  NOTIFICATIONS_CHANGED as SERVER_NOTIFICATIONS_CHANGED,
} from '../../../../modules/notifications/notifications.schemas';
import {
  AUTOPURCHASE_CHANGED,
  BALANCE_CHANGED,
  dispatchNotification,
  EXCHANGE_CHANGED,
  INVENTORY_CHANGED,
  PURCHASE_CHANGED,
  QUICK_SALE_CHANGED,
  RATING_CHANGED,
  RBX_ORDER_CHANGED,
  WITHDRAWAL_CHANGED,
  type NotificationEffects,
  catchUp,
} from './notifications';

function recorder() {
  const calls: unknown[][] = [];
  const effects: NotificationEffects = {
    setDevStatus: (s) => void calls.push(['dev', s]),
    reloadPage: (buildId) => void calls.push(buildId === null ? ['reload'] : ['reload', buildId]),
    checkBuild: () => void calls.push(['checkBuild']),
    refreshStatus: (g, s) => void calls.push(['status', g, s]),
    purchaseChanged: () => void calls.push(['purchase']),
    syncChanged: (g, applied) => void calls.push(['sync', g, applied]),
    withdrawalChanged: (g) => void calls.push(['withdrawal', g]),
    quickSaleChanged: (g, applied) => void calls.push(['quickSale', g, applied]),
    exchangeChanged: (g, applied) => void calls.push(['exchange', g, applied]),
    rbxChanged: (g) => void calls.push(['rbx', g]),
    ratingChanged: () => void calls.push(['rating']),
    autopurchaseChanged: (filled) => void calls.push(['autopurchase', filled]),
    questionChanged: () => void calls.push(['question']),
    seasonChanged: (season) => void calls.push(['season', season]),
    inboxChanged: (added) => void calls.push(['inbox', added]),
    flagsChanged: (flags) => void calls.push(['flags', flags]),
  };
  return { calls, effects };
}

describe('real-time notifications', () => {
  it('spec accounts-platform 6: FLAGS_CHANGE (staff switched a flag) applies the flags; junk reads them again', () => {
    const { calls, effects } = recorder();
    const flags = { fastSale: false, reviews: true };
    expect(dispatchNotification({ payloadType: SERVER_FLAGS_CHANGE, payload: { flags } }, effects)).to.equal(true);
    dispatchNotification({ payloadType: SERVER_FLAGS_CHANGE, payload: { flags: 'off' } }, effects);
    dispatchNotification({ payloadType: SERVER_FLAGS_CHANGE, payload: null }, effects);
    expect(calls).to.deep.equal([
      ['flags', flags],
      ['flags', null],
      ['flags', null],
    ]);
  });

  it('spec accounts-platform 4.10: DEV_STATUS_CHANGE sets the dev status', () => {
    const { calls, effects } = recorder();
    dispatchNotification({ payloadType: 'DEV_STATUS_CHANGE', payload: 'maintenance' }, effects);
    dispatchNotification({ payloadType: 'DEV_STATUS_CHANGE', payload: { status: 'ok' } }, effects);
    expect(calls).to.deep.equal([
      ['dev', 'maintenance'],
      ['dev', 'ok'],
    ]);
  });

  it('spec accounts-platform 4.10: REFRESH_PAGE reloads the page', () => {
    const { calls, effects } = recorder();
    expect(dispatchNotification({ payloadType: 'REFRESH_PAGE', payload: null }, effects)).to.equal(true);
    expect(calls).to.deep.equal([['reload']]);
  });

  it('spec accounts-platform 4.10, 4.13: REFRESH_PAGE passes on the build it announces', () => {
    const { calls, effects } = recorder();
    expect(dispatchNotification({ payloadType: 'REFRESH_PAGE', payload: { buildId: 'b2' } }, effects)).to.equal(true);
    expect(calls).to.deep.equal([['reload', 'b2']]);
  });

  it('spec accounts-platform 4.11: TECH_WORKS_CHANGE refreshes the status of the game', () => {
    const { calls, effects } = recorder();
    const services = { sales: { status: false } };
    dispatchNotification({ payloadType: 'TECH_WORKS_CHANGE', payload: { game: 'mm2', services } }, effects);
    dispatchNotification({ payloadType: 'TECH_WORKS_CHANGE', payload: { game: 'nope' } }, effects);
    expect(calls).to.deep.equal([
      ['status', 'mm2', services],
      ['status', null, undefined],
    ]);
  });

  it('spec trading-core 4: PURCHASE_CHANGED refreshes balances and purchases (the server sends the same name)', () => {
    const { calls, effects } = recorder();
    expect(PURCHASE_CHANGED).to.equal(SERVER_PURCHASE_CHANGED);
    expect(dispatchNotification({ payloadType: 'PURCHASE_CHANGED', payload: { role: 'buyer' } }, effects)).to.equal(
      true,
    );
    expect(calls).to.deep.equal([['purchase']]);
  });

  it('BALANCE_CHANGED (a credited top-up, a cash-out) refreshes balances too (the server sends the same name)', () => {
    const { calls, effects } = recorder();
    expect(BALANCE_CHANGED).to.equal(SERVER_BALANCE_CHANGED);
    expect(dispatchNotification({ payloadType: 'BALANCE_CHANGED', payload: {} }, effects)).to.equal(true);
    expect(calls).to.deep.equal([['purchase']]);
  });

  it("spec trading-core 4: a sync's stages and ending refresh the game's accounts; INVENTORY_CHANGED (the server's name) its inventory too", () => {
    const { calls, effects } = recorder();
    expect(INVENTORY_CHANGED).to.equal(SERVER_INVENTORY_CHANGED);
    const flow = { flowId: 'f1', kind: 'sync', game: 'mm2' };
    expect(
      dispatchNotification({ payloadType: 'TradeProgress', payload: { ...flow, stage: 'trading' } }, effects),
    ).to.equal(true);
    expect(dispatchNotification({ payloadType: 'StartDelayedInventorySync', payload: flow }, effects)).to.equal(true);
    expect(
      dispatchNotification({ payloadType: 'FailedInventorySync', payload: { ...flow, code: '505' } }, effects),
    ).to.equal(true);
    expect(dispatchNotification({ payloadType: 'CancelTrade', payload: { ...flow, game: 'adopt' } }, effects)).to.equal(
      true,
    );
    expect(
      dispatchNotification({ payloadType: INVENTORY_CHANGED, payload: { game: 'adopt', accountId: 'a1' } }, effects),
    ).to.equal(true);
    // Another flow kind's events are not a sync's.
    expect(
      dispatchNotification({ payloadType: 'FailedInventorySync', payload: { ...flow, kind: 'withdrawal' } }, effects),
    ).to.equal(false);
    expect(calls).to.deep.equal([
      ['sync', 'mm2', false],
      ['sync', 'mm2', false],
      ['sync', 'mm2', false],
      ['sync', 'adopt', false],
      ['sync', 'adopt', true],
    ]);
  });

  it("spec trading-core 7: a withdrawal's stages, wait and ending (the spec's event names) and WITHDRAWAL_CHANGED (the server's name) refresh the buyer's trades", () => {
    const { calls, effects } = recorder();
    expect(WITHDRAWAL_CHANGED).to.equal(SERVER_WITHDRAWAL_CHANGED);
    const flow = { flowId: 'f2', kind: 'withdrawal', game: 'adopt' };
    const events = [
      { payloadType: 'TradeProgress', payload: { ...flow, stage: 'adding_friend' } },
      { payloadType: 'StartDelayedInventoryTrade', payload: flow },
      { payloadType: 'FinishedInventoryTrade', payload: { ...flow, state: 'finished' } },
      { payloadType: 'FailedInventoryTrade', payload: { ...flow, code: 'NO_FOOD_ITEM' } },
      { payloadType: 'ExpiredInventoryTrade', payload: { ...flow, code: '5' } },
      { payloadType: 'FailedTradeFriendship', payload: { ...flow, code: 'FRIEND_DECLINED' } },
      { payloadType: 'TimeoutTradeFriendship', payload: { ...flow, game: 'mm2' } },
      { payloadType: 'CancelTrade', payload: flow },
      { payloadType: WITHDRAWAL_CHANGED, payload: { game: 'adopt', tradeId: 't1' } },
      { payloadType: WITHDRAWAL_CHANGED, payload: {} },
    ];
    for (const event of events) expect(dispatchNotification(event, effects), event.payloadType).to.equal(true);
    // A sync's ending is not a withdrawal's.
    expect(
      dispatchNotification({ payloadType: 'FinishedInventoryTrade', payload: { ...flow, kind: 'sync' } }, effects),
    ).to.equal(false);
    expect(calls).to.deep.equal([
      ['withdrawal', 'adopt'],
      ['withdrawal', 'adopt'],
      ['withdrawal', 'adopt'],
      ['withdrawal', 'adopt'],
      ['withdrawal', 'adopt'],
      ['withdrawal', 'adopt'],
      ['withdrawal', 'mm2'],
      ['withdrawal', 'adopt'],
      ['withdrawal', 'adopt'],
      ['withdrawal', null],
    ]);
  });

  it("spec trading-core 7: a quick sale's stages, wait and ending (the spec's deposit trade events) refresh the seller's quick sales; QUICK_SALE_CHANGED (the server's name) the offer, inventory and balance too", () => {
    const { calls, effects } = recorder();
    expect(QUICK_SALE_CHANGED).to.equal(SERVER_QUICK_SALE_CHANGED);
    const flow = { flowId: 'f3', kind: 'quick_sale', game: 'mm2' };
    const events = [
      { payloadType: 'TradeProgress', payload: { ...flow, stage: 'pending_ready', step: 'pending_friend' } },
      { payloadType: 'StartDelayedDepositTrade', payload: { ...flow, bot: 'Bot1' } },
      { payloadType: 'FinishedDepositTrade', payload: { ...flow, state: 'finished' } },
      { payloadType: 'FailedDepositTrade', payload: { ...flow, code: '305' } },
      { payloadType: 'ExpiredDepositTrade', payload: { ...flow, code: '307' } },
      { payloadType: 'FailedTradeFriendship', payload: { ...flow, code: 'CLIENT_FRIEND_LIMIT' } },
      { payloadType: 'TimeoutTradeFriendship', payload: { ...flow, code: 'FRIEND_TIMEOUT' } },
      { payloadType: 'CancelTrade', payload: { ...flow, game: 'adopt' } },
      { payloadType: QUICK_SALE_CHANGED, payload: { game: 'mm2', quickSaleId: 'q1' } },
      { payloadType: QUICK_SALE_CHANGED, payload: {} },
    ];
    for (const event of events) expect(dispatchNotification(event, effects), event.payloadType).to.equal(true);
    // A withdrawal's ending is not a quick sale's, nor a quick sale's a withdrawal's.
    expect(
      dispatchNotification({ payloadType: 'FinishedDepositTrade', payload: { ...flow, kind: 'withdrawal' } }, effects),
    ).to.equal(false);
    expect(calls).to.deep.equal([
      ['quickSale', 'mm2', false],
      ['quickSale', 'mm2', false],
      ['quickSale', 'mm2', false],
      ['quickSale', 'mm2', false],
      ['quickSale', 'mm2', false],
      ['quickSale', 'mm2', false],
      ['quickSale', 'mm2', false],
      ['quickSale', 'adopt', false],
      ['quickSale', 'mm2', true],
      ['quickSale', null, true],
    ]);
  });

  it("an exchange's stages, wait and ending (the deposit trade's event names, kind exchange) refresh the user's exchanges; EXCHANGE_CHANGED (the server's name) the board, inventory and balance too", () => {
    const { calls, effects } = recorder();
    expect(EXCHANGE_CHANGED).to.equal(SERVER_EXCHANGE_CHANGED);
    const flow = { flowId: 'f4', kind: 'exchange', game: 'adopt' };
    const events = [
      { payloadType: 'TradeProgress', payload: { ...flow, stage: 'adding_friend', step: 'pending_friend' } },
      { payloadType: 'StartDelayedDepositTrade', payload: flow },
      { payloadType: 'FinishedDepositTrade', payload: { ...flow, state: 'finished' } },
      { payloadType: 'FailedDepositTrade', payload: { ...flow, code: '304' } },
      { payloadType: 'FailedTradeFriendship', payload: { ...flow, code: 'FRIEND_DECLINED' } },
      { payloadType: 'CancelTrade', payload: { ...flow, game: 'mm2' } },
      { payloadType: EXCHANGE_CHANGED, payload: { game: 'adopt', exchangeId: 'e1' } },
      { payloadType: EXCHANGE_CHANGED, payload: {} },
    ];
    for (const event of events) expect(dispatchNotification(event, effects), event.payloadType).to.equal(true);
    // A quick sale's events are not an exchange's.
    expect(
      dispatchNotification({ payloadType: 'TradeProgress', payload: { ...flow, kind: 'quick_sale' } }, effects),
    ).to.equal(true);
    expect(calls).to.deep.equal([
      ['exchange', 'adopt', false],
      ['exchange', 'adopt', false],
      ['exchange', 'adopt', false],
      ['exchange', 'adopt', false],
      ['exchange', 'adopt', false],
      ['exchange', 'mm2', false],
      ['exchange', 'adopt', true],
      ['exchange', null, true],
      ['quickSale', 'adopt', false],
    ]);
  });

  it('spec trading-core 1, 7: an R$ order (RBX_ORDER_CHANGED, the server sends the same name) and its game pass flow events refresh the R$ orders', () => {
    const { calls, effects } = recorder();
    expect(RBX_ORDER_CHANGED).to.equal(SERVER_RBX_ORDER_CHANGED);
    const flow = { flowId: 'f1', kind: 'game_pass', game: 'adopt' };
    const events = [
      { payloadType: 'TradeProgress', payload: { ...flow, stage: 'buying_pass', step: 'in_progress' } },
      { payloadType: 'FailedGamePassPurchase', payload: { ...flow, code: 'NOT_FOUND' } },
      { payloadType: RBX_ORDER_CHANGED, payload: { game: 'mm2', orderId: 'o1' } },
    ];
    for (const event of events) expect(dispatchNotification(event, effects), event.payloadType).to.equal(true);
    expect(calls).to.deep.equal([
      ['rbx', 'adopt'],
      ['rbx', 'adopt'],
      ['rbx', 'mm2'],
    ]);
  });

  it('spec trading-core 4: RATING_CHANGED (a rating moved, a block ended; the server sends the same name) refreshes the ratings', () => {
    const { calls, effects } = recorder();
    expect(RATING_CHANGED).to.equal(SERVER_RATING_CHANGED);
    expect(dispatchNotification({ payloadType: 'RATING_CHANGED', payload: {} }, effects)).to.equal(true);
    expect(calls).to.deep.equal([['rating']]);
  });

  it('spec trading-core 1 set autopurchases: AUTOPURCHASE_CHANGED (the server sends the same name) refreshes the autopurchases; a fill names the one that bought', () => {
    const { calls, effects } = recorder();
    expect(AUTOPURCHASE_CHANGED).to.equal(SERVER_AUTOPURCHASE_CHANGED);
    const id = '0b6c1f7e-2a57-4c4e-9a61-3f0e8d2c5b11';
    const events = [
      { payloadType: AUTOPURCHASE_CHANGED, payload: { id, filled: true } },
      { payloadType: AUTOPURCHASE_CHANGED, payload: { id } },
      { payloadType: AUTOPURCHASE_CHANGED, payload: { id, filled: 'yes' } },
      { payloadType: AUTOPURCHASE_CHANGED, payload: null },
    ];
    for (const event of events) expect(dispatchNotification(event, effects)).to.equal(true);
    expect(calls).to.deep.equal([
      ['autopurchase', id],
      ['autopurchase', null],
      ['autopurchase', null],
      ['autopurchase', null],
    ]);
  });

  it('a (re)connected socket catches up: everything an event could have made stale is read again, the ratings and autopurchases too, and the build manifest is polled (spec accounts-platform 4.13)', () => {
    const { calls, effects } = recorder();
    catchUp(effects);
    expect(calls).to.deep.equal([
      ['status', null, undefined],
      ['purchase'],
      ['sync', null, true],
      ['withdrawal', null],
      ['quickSale', null, true],
      ['exchange', null, true],
      ['rbx', null],
      ['rating'],
      ['autopurchase', null],
      ['question'],
      ['season', null],
      ['inbox', null],
      ['flags', null],
      ['checkBuild'],
    ]);
  });

  it('spec trading-core 4, 6: QUESTION_CHANGED (support answered or changed a question) re-reads the user’s questions', () => {
    const { calls, effects } = recorder();
    const message = { payloadType: SERVER_QUESTION_CHANGED, payload: { id: 'q1' } };
    expect(dispatchNotification(message, effects)).to.equal(true);
    expect(calls).to.deep.equal([['question']]);
  });

  it('spec accounts-platform 4.9 header notifications: NOTIFICATION_ADDED hands the new one to the bell; NOTIFICATIONS_CHANGED reads the bell again (the server sends the same names)', () => {
    const { calls, effects } = recorder();
    expect(SERVER_NOTIFICATION_ADDED).to.equal('NOTIFICATION_ADDED');
    const view = { id: '7', kind: 'sale', params: { num: 1 }, createdAt: '2026-01-01T00:00:00.000Z', isRead: false };
    expect(dispatchNotification({ payloadType: SERVER_NOTIFICATION_ADDED, payload: view }, effects)).to.equal(true);
    expect(
      dispatchNotification({ payloadType: SERVER_NOTIFICATIONS_CHANGED, payload: { unread: 0 } }, effects),
    ).to.equal(true);
    expect(calls).to.deep.equal([
      ['inbox', view],
      ['inbox', null],
    ]);
  });

  it('spec accounts-platform 4.9: SEASON_CHANGE (operators switched the season) shows it; a junk season reads it again', () => {
    const { calls, effects } = recorder();
    expect(
      dispatchNotification({ payloadType: SERVER_SEASON_CHANGE, payload: { season: 'NEW_YEAR_2024' } }, effects),
    ).to.equal(true);
    dispatchNotification({ payloadType: SERVER_SEASON_CHANGE, payload: { season: 'EASTER' } }, effects);
    dispatchNotification({ payloadType: SERVER_SEASON_CHANGE, payload: null }, effects);
    expect(calls).to.deep.equal([
      ['season', 'NEW_YEAR_2024'],
      ['season', null],
      ['season', null],
    ]);
  });

  it('spec accounts-platform 4.10: other payload types and junk are ignored', () => {
    const { calls, effects } = recorder();
    expect(dispatchNotification({ payloadType: 'SOMETHING', payload: 1 }, effects)).to.equal(false);
    expect(dispatchNotification(null, effects)).to.equal(false);
    expect(dispatchNotification('text', effects)).to.equal(false);
    expect(calls).to.deep.equal([]);
  });
});
