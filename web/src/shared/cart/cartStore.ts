// The cart (spec trading-core 2, accounts-platform 3): one list of lines per game, kept in browser storage
// under the spec's per-game keys for guests and users alike, plus which cart dialog is open. This file is
// in the first bundle (the header shows the count), so it holds state only: the rules that change a cart
// are in cartRules.ts and the lazy chunks that use them.
import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import type { Variant } from '../../../../modules/catalog/catalog.schemas';
import { CART_STORAGE, readLocal, writeLocal } from '../state/storage';
import { store } from '../state/store';
import { toastActions } from '../state/toasts';
import { GAME_KEYS, type GameKey, type Money } from '../../../../kernel';

/** One line: a market card (the cheapest `quantity` of a variant) or one chosen offer. */
export interface CartLine {
  /** `card:<cardId>` or `offer:<offerId>`. */
  key: string;
  cardId?: number;
  offerId?: string;
  itemId: number;
  slug: string;
  type: string;
  name: string;
  art: string;
  variant: Variant;
  /** The unit price the buyer saw, in minor units of the currency it was seen in. */
  price: Money;
  /** Always 1 for an offer. */
  quantity: number;
  /** How many were on offer when last seen (the most a card line can ask for). */
  available: number;
  sellerName?: string;
}

export interface CartState {
  lines: Record<GameKey, CartLine[]>;
  drawerOpen: boolean;
  /** The line of the fast-buy dialog, or null when it is closed. */
  fastBuy: CartLine | null;
}

const isLine = (value: unknown): value is CartLine => {
  const line = value as CartLine | null;
  return (
    !!line &&
    typeof line === 'object' &&
    typeof line.key === 'string' &&
    typeof line.name === 'string' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    !!line.price &&
    Number.isInteger(line.price.amount) &&
    typeof line.price.currency === 'string' &&
    !!line.variant &&
    (typeof line.cardId === 'number' || typeof line.offerId === 'string')
  );
};

/** A stored cart; anything unreadable counts as empty (storage is user-editable). */
export function readCart(game: GameKey): CartLine[] {
  try {
    const value: unknown = JSON.parse(readLocal(CART_STORAGE[game]) ?? '[]');
    return Array.isArray(value) ? value.filter(isLine) : [];
  } catch {
    return [];
  }
}

export const cart = proxy<CartState>({
  lines: { adopt: readCart('adopt'), mm2: readCart('mm2') },
  drawerOpen: false,
  fastBuy: null,
});

/** Replaces a game's cart and stores it. */
export function setCartLines(game: GameKey, lines: CartLine[]): void {
  cart.lines[game] = lines;
  writeLocal(CART_STORAGE[game], lines.length ? JSON.stringify(lines) : null);
}

/** Items in a cart: a card line counts its quantity. */
export const cartCount = (lines: readonly Pick<CartLine, 'quantity'>[]): number =>
  lines.reduce((n, line) => n + line.quantity, 0);

export function openCart(): void {
  cart.fastBuy = null;
  cart.drawerOpen = true;
  // "Added to the cart" has served its purpose once the cart is open.
  if (store.toasts.some((t) => t.buttonAction === 'openCart'))
    store.toasts = store.toasts.filter((t) => t.buttonAction !== 'openCart');
}

export function closeCart(): void {
  cart.drawerOpen = false;
}

export function openFastBuy(line: CartLine): void {
  cart.drawerOpen = false;
  cart.fastBuy = line;
}

export function closeFastBuy(): void {
  cart.fastBuy = null;
}

toastActions.openCart = openCart;

function reloadCarts(): void {
  for (const game of GAME_KEYS) cart.lines[game] = readCart(game);
}

// Logout removes the stored carts (spec accounts-platform 4.1); another tab may change them too.
subscribeKey(store, 'isAuth', (isAuth) => {
  if (!isAuth) reloadCarts();
});
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(CART_STORAGE) as string[]).includes(event.key)) reloadCarts();
  });
}
