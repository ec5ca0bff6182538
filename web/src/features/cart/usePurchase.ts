// Buying from the cart drawer or the fast-buy dialog: one call, then either the purchased-items page or a
// clear account of what went wrong, with the lines corrected (new prices, sold items removed, stock cut).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import type { BuyResult } from '../../../../modules/orders/orders.schemas';
import { COLLECT_MINUTES } from '../../../../modules/orders/orders.vocabulary.schemas';
import { HttpError } from '../../shared/api/HttpError';
import { BALANCE_KEY } from '../../shared/api/keys';
import { useRefreshMoney } from '../../shared/api/queries';
import { applyPriceChanges, applyStock, lineOf, repriceLines } from '../../shared/cart/cartRules';
import { closeCart, closeFastBuy, type CartLine } from '../../shared/cart/cartStore';
import { openAuth, rememberRedirect } from '../../shared/session/session';
import { pushToast } from '../../shared/state/actions';
import type { ToastInput } from '../../shared/state/toasts';
import { buyCall, readBuyFailure, useItemPages, useRefreshMarket, type BuyFailure } from './api';
import type { Currency, GameKey, Money } from '../../../../kernel';

export interface BuyAlert {
  id: string;
  values?: Record<string, string | number>;
  tone: 'error' | 'warning' | 'info';
  /** INVALID_USER_BALANCE: a link to top up the missing amount. */
  topUp?: boolean;
}

export interface FailureOutcome {
  lines: CartLine[];
  alert: BuyAlert | null;
  toasts: ToastInput[];
  /** Lines whose price went up, with the price they had. */
  previous: Record<string, Money>;
  signIn: boolean;
}

/** What a buy failure does to the lines and what the buyer is told (spec trading-core 8). Pure. */
export function failureOutcome(lines: readonly CartLine[], failure: BuyFailure): FailureOutcome {
  const outcome: FailureOutcome = { lines: [...lines], alert: null, toasts: [], previous: {}, signIn: false };
  const drop = (line: CartLine | undefined, messageId: string, unknownId: string) => {
    if (!line) {
      outcome.alert = { id: unknownId, tone: 'error' };
      return;
    }
    outcome.lines = outcome.lines.filter((l) => l.key !== line.key);
    outcome.toasts.push({ type: 'warning', message: { id: messageId, values: { name: line.name } } });
  };
  switch (failure.kind) {
    case 'signIn':
      outcome.signIn = true;
      break;
    case 'balance':
      outcome.alert = { id: 'buy.error.balance', tone: 'error', topUp: true };
      break;
    case 'prices': {
      const { lines: next, previous } = applyPriceChanges(lines, failure.changes);
      outcome.lines = next;
      outcome.previous = previous;
      outcome.alert = { id: 'buy.error.prices', tone: 'warning' };
      break;
    }
    case 'own':
      drop(lineOf(lines, failure.ref), 'buy.error.own', 'buy.error.ownUnknown');
      break;
    case 'gone':
      drop(lineOf(lines, failure.ref), 'buy.error.gone', 'buy.error.goneUnknown');
      break;
    case 'stock': {
      const line = lineOf(lines, { cardId: failure.cardId });
      if (failure.available === 0 || !line) {
        drop(line, 'buy.error.gone', 'buy.error.goneUnknown');
      } else {
        outcome.lines = applyStock(lines, failure.cardId, failure.available);
        outcome.alert = {
          id: 'buy.error.stock',
          tone: 'warning',
          values: { name: line.name, available: failure.available },
        };
      }
      break;
    }
    case 'techWorks':
      outcome.alert = { id: 'buy.error.techWorks', tone: 'error' };
      break;
    case 'blocked':
      outcome.alert = { ...failure.message, tone: 'error' };
      break;
    case 'invalid':
      outcome.alert = { id: 'buy.error.invalid', tone: 'error' };
      break;
    case 'network':
      outcome.alert = { id: 'errors.network', tone: 'error' };
      break;
    default:
      outcome.alert = { id: 'buy.error.generic', tone: 'error' };
  }
  return outcome;
}

interface PurchaseOptions {
  game: GameKey;
  currency: Currency;
  /** Puts corrected lines where they live (the cart store, or the dialog's own state). */
  setLines: (lines: CartLine[]) => void;
  /** After a purchase, before going to the purchased items. */
  onBought: (result: BuyResult, lines: readonly CartLine[]) => void;
}

export function usePurchase({ game, currency, setLines, onBought }: PurchaseOptions) {
  const { mutate } = useSWRConfig();
  const refreshMoney = useRefreshMoney();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<BuyAlert | null>(null);
  const [previous, setPrevious] = useState<Record<string, Money>>({});

  // What the market shows of the items (stock, lowest prices) may have changed either way.
  const refreshMarket = useRefreshMarket(game);

  const buy = useCallback(
    async (lines: readonly CartLine[]) => {
      setBusy(true);
      setAlert(null);
      try {
        const result = await buyCall(game, currency, lines);
        setPrevious({});
        onBought(result, lines);
        void refreshMoney();
        void refreshMarket();
        pushToast({
          type: 'success',
          message: { id: 'buy.success', values: { count: result.items.length, minutes: COLLECT_MINUTES } },
        });
        navigate('/profile/purchased');
      } catch (error) {
        const outcome = failureOutcome(lines, readBuyFailure(error));
        if (outcome.signIn) {
          rememberRedirect(window.location.pathname + window.location.search);
          closeCart();
          closeFastBuy();
          openAuth('login');
          return;
        }
        setLines(outcome.lines);
        setPrevious(outcome.previous);
        setAlert(outcome.alert);
        for (const toast of outcome.toasts) pushToast(toast);
        if (
          outcome.toasts.length ||
          outcome.alert?.id === 'buy.error.prices' ||
          outcome.alert?.id === 'buy.error.stock'
        )
          void refreshMarket();
        if (!(error instanceof HttpError)) console.error('Buy failed', error);
        // The balance may have moved (another tab bought, a top-up landed).
        if (outcome.alert?.topUp) void mutate(BALANCE_KEY);
      } finally {
        setBusy(false);
      }
    },
    [game, currency, setLines, onBought, mutate, refreshMoney, navigate, refreshMarket],
  );

  const reset = useCallback(() => {
    setAlert(null);
    setPrevious({});
  }, []);

  return { buy, busy, alert, previous, reset };
}

/**
 * Lines priced in another currency than the chosen one get the current price in the chosen one (from the
 * item pages); those no longer offered are dropped with a notification. True while prices are loading.
 */
export function useRepricing(
  game: GameKey,
  currency: Currency,
  lines: readonly CartLine[],
  active: boolean,
  setLines: (lines: CartLine[]) => void,
): boolean {
  const slugs = useMemo(
    () => [...new Set(lines.filter((l) => l.price.currency !== currency).map((l) => l.slug))].sort(),
    [lines, currency],
  );
  const { data, error, asked } = useItemPages(game, currency, slugs, active);
  // Applies the pages when they arrive, to the lines and currency of that render. The pages' key is made of
  // the game, the currency and the lines' slugs, so a change that matters brings new `data`; running on
  // `lines` as well would reprice on every render of FastBuyDialog (a new array each time).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the pages arrive; lines, currency and setLines are read, not watched (see above)
  useEffect(() => {
    if (!data) return;
    const { lines: next, gone } = repriceLines(lines, currency, data);
    if (next.every((l, i) => l === lines[i]) && next.length === lines.length) return;
    setLines(next);
    for (const line of gone)
      pushToast({ type: 'warning', message: { id: 'buy.error.gone', values: { name: line.name } } });
  }, [data]);
  return asked && !data && !error;
}
