// Cart changes with their notifications (spec trading-core 8 "Cart notifications": already in cart, the
// 40-item limit). Used by the lazy market, item and cart chunks.
import { pushToast } from '../state/actions';
import { store } from '../state/store';
import { addLine, CART_MAX_ITEMS, type AddResult } from './cartRules';
import { cart, setCartLines, type CartLine } from './cartStore';
import type { GameKey } from '../../../../kernel';

export function addToCart(game: GameKey, line: CartLine): AddResult {
  const { lines, result } = addLine(cart.lines[game], line);
  // One cart notification at a time: the newest says all there is to say.
  store.toasts = store.toasts.filter((t) => t.buttonAction !== 'openCart');
  if (result === 'added') {
    setCartLines(game, lines);
    pushToast({
      type: 'success',
      message: { id: 'cart.toast.added', values: { name: line.name } },
      buttonText: { id: 'cart.toast.open' },
      buttonAction: 'openCart',
      showTime: 4000,
    });
  } else if (result === 'already') {
    pushToast({
      type: 'info',
      message: { id: 'cart.toast.already', values: { name: line.name } },
      buttonText: { id: 'cart.toast.open' },
      buttonAction: 'openCart',
    });
  } else {
    pushToast({ type: 'warning', message: { id: 'cart.toast.full', values: { amount: CART_MAX_ITEMS } } });
  }
  return result;
}

export function removeFromCart(game: GameKey, keys: readonly string[]): void {
  setCartLines(
    game,
    cart.lines[game].filter((l) => !keys.includes(l.key)),
  );
}
