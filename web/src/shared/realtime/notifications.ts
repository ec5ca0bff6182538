// Dispatch of socket notifications into state (spec accounts-platform 4.10). Pure: effects are injected.
import { PURCHASE_CHANGED } from '../../../../modules/orders/orders.vocabulary.schemas';
import { type GameKey, isGameKey } from '../../../../kernel';
import { INVENTORY_CHANGED } from '../../../../modules/inventory-sync/inventory.vocabulary.schemas';
import { BALANCE_CHANGED } from '../../../../modules/wallet/wallet.vocabulary.schemas';
import { RATING_CHANGED } from '../../../../modules/ratings/ratings.schemas';
import { WITHDRAWAL_CHANGED } from '../../../../modules/withdrawals/withdrawals.vocabulary.schemas';
import { AUTOPURCHASE_CHANGED } from '../../../../modules/autopurchases/autopurchases.vocabulary.schemas';
import { QUESTION_CHANGED } from '../../../../modules/support/questions.vocabulary.schemas';
import { isSeason, SEASON_CHANGE, type Season } from '../../../../modules/operations/season.vocabulary.schemas';
import {
  NOTIFICATION_ADDED,
  NOTIFICATIONS_CHANGED,
} from '../../../../modules/notifications/notifications.vocabulary.schemas';
import { FLAGS_CHANGE } from '../../../../modules/operations/flags.vocabulary.schemas';

export interface Notification {
  payloadType: string;
  payload: unknown;
}

export interface NotificationEffects {
  setDevStatus(status: string | null): void;
  /** REFRESH_PAGE: a new build is out (`buildId` names it; null when sent without one): reload at a safe moment. */
  reloadPage(buildId: string | null): void;
  /** The server may have restarted with a new build while the socket was away: poll the build manifest. */
  checkBuild(): void;
  refreshStatus(game: GameKey | null, services: unknown): void;
  /** A purchase or sale of this user changed: balances, purchased items and histories are stale. */
  purchaseChanged(): void;
  /**
   * A sync of one of the user's linked accounts moved (a stage, a wait, its end): the accounts and syncs of
   * the game are stale; `applied` once its result reached the inventory (INVENTORY_CHANGED), then the
   * inventory and the market are stale too.
   */
  syncChanged(game: GameKey | null, applied: boolean): void;
  /**
   * A withdrawal trade of this buyer moved (a stage, a wait, its end) or was settled (WITHDRAWAL_CHANGED): the
   * game's trades, purchased items and the withdrawals history are stale.
   */
  withdrawalChanged(game: GameKey | null): void;
  /**
   * A quick sale of this seller moved (a stage, a wait, the game's ending) or its ending was applied
   * (QUICK_SALE_CHANGED, `applied`: paid, or the items back): the game's quick sales and accounts are stale;
   * once applied, the offer, the inventory, the deposits history and the balance too.
   */
  quickSaleChanged(game: GameKey | null, applied: boolean): void;
  /**
   * An exchange of this user moved (a stage, a wait, the game's ending) or its ending was applied (EXCHANGE_CHANGED,
   * `applied`: the items and the money moved, or everything went back): the game's exchanges and accounts are
   * stale; once applied, the /trade board, the inventory, the market, the histories and the balance too.
   */
  exchangeChanged(game: GameKey | null, applied: boolean): void;
  /**
   * An R$ order of this user moved (the bot's stage, the pass bought) or its ending was applied (RBX_ORDER_CHANGED):
   * the game's R$ orders and the R$ history are stale.
   */
  rbxChanged(game: GameKey | null): void;
  /** A rating moved or a block ended (RATING_CHANGED): the ratings, notices and history are stale. */
  ratingChanged(): void;
  /**
   * An autopurchase of this buyer was set, edited, ended or bought a piece (AUTOPURCHASE_CHANGED): the autopurchases,
   * the order books and the balance are stale; `filled` names the one that bought a piece (the buyer is told), null
   * when none did (catching up).
   */
  autopurchaseChanged(filled: string | null): void;
  /** A support question of this user changed (QUESTION_CHANGED: an answer, its status): their questions are stale. */
  questionChanged(): void;
  /** Operators switched the season (SEASON_CHANGE): the shell shows it; null when it must be read again. */
  seasonChanged(season: Season | null): void;
  /**
   * The bell (spec accounts-platform 4.9): NOTIFICATION_ADDED brings a new one (its view, to add at the top); null when
   * the list must be read again (NOTIFICATIONS_CHANGED: read or hidden in another tab; catching up).
   */
  inboxChanged(added: unknown): void;
  /** Staff switched a flag (FLAGS_CHANGE, every flag's value): applied at once; null when they must be read again. */
  flagsChanged(flags: Record<string, unknown> | null): void;
}

/**
 * The socket (re)connected: whatever was sent before reached nobody (the page loads before its socket connects, a
 * network drop), so everything an event could have made stale is read again, as if each event had come.
 */
export function catchUp(effects: NotificationEffects): void {
  effects.refreshStatus(null, undefined);
  effects.purchaseChanged();
  effects.syncChanged(null, true);
  effects.withdrawalChanged(null);
  effects.quickSaleChanged(null, true);
  effects.exchangeChanged(null, true);
  effects.rbxChanged(null);
  effects.ratingChanged();
  effects.autopurchaseChanged(null);
  effects.questionChanged();
  effects.seasonChanged(null);
  effects.inboxChanged(null);
  effects.flagsChanged(null);
  effects.checkBuild();
}

export { PURCHASE_CHANGED };
export { AUTOPURCHASE_CHANGED, BALANCE_CHANGED, INVENTORY_CHANGED, RATING_CHANGED, WITHDRAWAL_CHANGED };
/** The bots' events of a sync (bots/orchestrator/events.ts): each stage, then its wait or its end. */
export const TRADE_PROGRESS = 'TradeProgress';
export const SYNC_EVENTS: readonly string[] = [
  'StartDelayedInventorySync',
  'FinishedInventorySync',
  'FailedInventorySync',
  'ExpiredInventorySync',
  'CancelTrade',
];

/** The bots' events of a withdrawal trade (spec trading-core 7): its wait, its end, a friendship failure. */
export const WITHDRAWAL_EVENTS: readonly string[] = [
  'StartDelayedInventoryTrade',
  'FinishedInventoryTrade',
  'FailedInventoryTrade',
  'ExpiredInventoryTrade',
  'FailedTradeFriendship',
  'TimeoutTradeFriendship',
  'CancelTrade',
];

/**
 * After a quick sale's ending is applied (modules/quick-sale/quick-sale.schemas.ts QUICK_SALE_CHANGED, payload
 * { game, quickSaleId }). Spelled here: that file brings yup, and this one is in the first bundle.
 */
export const QUICK_SALE_CHANGED = 'QUICK_SALE_CHANGED';

/** The bots' events of a quick sale (spec trading-core 7, the deposit trade): its wait, its end, a friendship failure. */
export const QUICK_SALE_EVENTS: readonly string[] = [
  'StartDelayedDepositTrade',
  'FinishedDepositTrade',
  'FailedDepositTrade',
  'ExpiredDepositTrade',
  'FailedTradeFriendship',
  'TimeoutTradeFriendship',
  'CancelTrade',
];

/**
 * After an exchange's ending is applied (modules/exchange/exchange.schemas.ts EXCHANGE_CHANGED, payload
 * { game, exchangeId }). Spelled here: that file brings yup, and this one is in the first bundle.
 */
export const EXCHANGE_CHANGED = 'EXCHANGE_CHANGED';

/**
 * After an R$ order moved (modules/rbx/rbx.vocabulary.schemas.ts RBX_ORDER_CHANGED, payload { game, orderId }), and the
 * bots' events of its game pass purchase (bots/orchestrator/events.ts, kind game_pass).
 */
export const RBX_ORDER_CHANGED = 'RBX_ORDER_CHANGED';
export const GAME_PASS_EVENTS: readonly string[] = [
  'StartDelayedGamePassPurchase',
  'FinishedGamePassPurchase',
  'FailedGamePassPurchase',
  'ExpiredGamePassPurchase',
];

/** Returns true when the payload type is one this client handles. */
export function dispatchNotification(message: unknown, effects: NotificationEffects): boolean {
  if (!message || typeof message !== 'object') return false;
  const { payloadType, payload } = message as Partial<Notification>;
  switch (payloadType) {
    case 'DEV_STATUS_CHANGE':
      effects.setDevStatus(devStatusOf(payload));
      return true;
    case 'REFRESH_PAGE': {
      const buildId = (payload as { buildId?: unknown } | null)?.buildId;
      effects.reloadPage(typeof buildId === 'string' ? buildId : null);
      return true;
    }
    case 'TECH_WORKS_CHANGE': {
      const body = (payload ?? {}) as { game?: unknown; services?: unknown };
      const game = typeof body.game === 'string' && isGameKey(body.game) ? body.game : null;
      effects.refreshStatus(game, body.services);
      return true;
    }
    case PURCHASE_CHANGED:
    case BALANCE_CHANGED:
      effects.purchaseChanged();
      return true;
    case INVENTORY_CHANGED:
      effects.syncChanged(gameOf(payload), true);
      return true;
    case WITHDRAWAL_CHANGED:
      effects.withdrawalChanged(gameOf(payload));
      return true;
    case QUICK_SALE_CHANGED:
      effects.quickSaleChanged(gameOf(payload), true);
      return true;
    case EXCHANGE_CHANGED:
      effects.exchangeChanged(gameOf(payload), true);
      return true;
    case RBX_ORDER_CHANGED:
      effects.rbxChanged(gameOf(payload));
      return true;
    case RATING_CHANGED:
      effects.ratingChanged();
      return true;
    case AUTOPURCHASE_CHANGED: {
      // { id, filled? }: `filled` when the change is a piece bought for it.
      const body = (payload ?? {}) as { id?: unknown; filled?: unknown };
      effects.autopurchaseChanged(body.filled === true && typeof body.id === 'string' ? body.id : null);
      return true;
    }
    case QUESTION_CHANGED:
      effects.questionChanged();
      return true;
    case FLAGS_CHANGE: {
      const flags = (payload as { flags?: unknown } | null)?.flags;
      effects.flagsChanged(flags && typeof flags === 'object' ? (flags as Record<string, unknown>) : null);
      return true;
    }
    case NOTIFICATION_ADDED:
      effects.inboxChanged(payload ?? null);
      return true;
    case NOTIFICATIONS_CHANGED:
      effects.inboxChanged(null);
      return true;
    case SEASON_CHANGE: {
      const season = (payload as { season?: unknown } | null)?.season;
      effects.seasonChanged(isSeason(season) ? season : null);
      return true;
    }
    default: {
      // Flow events name their kind: a sync's and a quick sale's concern the seller's pages, a withdrawal's the buyer's,
      // an exchange's the /trade page.
      const type = typeof payloadType === 'string' ? payloadType : '';
      const kind = kindOf(payload);
      if (kind === 'sync' && (type === TRADE_PROGRESS || SYNC_EVENTS.includes(type))) {
        effects.syncChanged(gameOf(payload), false);
        return true;
      }
      if (kind === 'withdrawal' && (type === TRADE_PROGRESS || WITHDRAWAL_EVENTS.includes(type))) {
        effects.withdrawalChanged(gameOf(payload));
        return true;
      }
      if (kind === 'quick_sale' && (type === TRADE_PROGRESS || QUICK_SALE_EVENTS.includes(type))) {
        effects.quickSaleChanged(gameOf(payload), false);
        return true;
      }
      // An exchange is a deposit trade in which the bot gives too: the same event names, its own kind.
      if (kind === 'exchange' && (type === TRADE_PROGRESS || QUICK_SALE_EVENTS.includes(type))) {
        effects.exchangeChanged(gameOf(payload), false);
        return true;
      }
      // An R$ order's bot: its stage (searching, buying the pass), its wait, the purchase's end.
      if (kind === 'game_pass' && (type === TRADE_PROGRESS || GAME_PASS_EVENTS.includes(type))) {
        effects.rbxChanged(gameOf(payload));
        return true;
      }
      return false;
    }
  }
}

function gameOf(payload: unknown): GameKey | null {
  const game = payload && typeof payload === 'object' ? (payload as { game?: unknown }).game : undefined;
  return typeof game === 'string' && isGameKey(game) ? game : null;
}

function kindOf(payload: unknown): unknown {
  return payload && typeof payload === 'object' ? (payload as { kind?: unknown }).kind : undefined;
}

/** The dev status arrives as a string or as { status }. */
function devStatusOf(payload: unknown): string | null {
  if (typeof payload === 'string') return payload;
  if (payload && typeof payload === 'object' && 'status' in payload) {
    const status = (payload as { status: unknown }).status;
    return status === null || status === undefined ? null : String(status);
  }
  return null;
}
