// Dispatch of socket notifications into state (spec accounts-platform 4.10). Pure: effects are injected.
import { PURCHASE_CHANGED } from '../../../../modules/orders/orders.vocabulary.schemas';
import { type GameKey, isGameKey } from '../../../../kernel';

export interface Notification {
  payloadType: string;
  payload: unknown;
}

export interface NotificationEffects {
  setDevStatus(status: string | null): void;
  reloadPage(): void;
  refreshStatus(game: GameKey | null, services: unknown): void;
  /** A purchase or sale of this user changed: balances, purchased items and histories are stale. */
  purchaseChanged(): void;
}

export { PURCHASE_CHANGED };
/** BALANCE_CHANGED of modules/wallet/wallet.schemas.ts: a top-up was credited or a cash-out changed. */
export const BALANCE_CHANGED = 'BALANCE_CHANGED';

/** Returns true when the payload type is one this client handles. */
export function dispatchNotification(message: unknown, effects: NotificationEffects): boolean {
  if (!message || typeof message !== 'object') return false;
  const { payloadType, payload } = message as Partial<Notification>;
  switch (payloadType) {
    case 'DEV_STATUS_CHANGE':
      effects.setDevStatus(devStatusOf(payload));
      return true;
    case 'REFRESH_PAGE':
      effects.reloadPage();
      return true;
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
    default:
      return false;
  }
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
