// The cart drawer (spec trading-core 2 "cart", 5 "Cart", 8 "Buy"): the current game's lines with art,
// name, variant, unit price and quantity, the total against the balance, and Buy. Every buy failure is
// explained and corrects the cart: new prices wait for a second confirmation, sold items leave it, a line
// shrinks to the stock left. A purchase clears the bought lines and opens the purchased items.
import { useCallback, useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { RESERVATION_MINUTES } from '../../../../modules/orders/orders.vocabulary.schemas';
import { useBalance } from '../../shared/api/queries';
import { CART_MAX_ITEMS, linesTotal, maxQuantity, setQuantity } from '../../shared/cart/cartRules';
import { cart, cartCount, closeCart, setCartLines, type CartLine } from '../../shared/cart/cartStore';
import { store } from '../../shared/state/store';
import { ButtonLink } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { Modal } from '../../shared/ui/Modal';
import { Price } from '../../shared/ui/Price';
import { BuySummary } from './BuySummary';
import { CartLineView, QuantityStepper } from './CartLineView';
import { usePurchase, useRepricing } from './usePurchase';
import './cart.css';

export default function CartDrawer() {
  const intl = useIntl();
  const titleId = useId();
  const { drawerOpen, lines: allLines } = useSnapshot(cart);
  const { game, currency, isAuth, flags } = useSnapshot(store);
  const lines = allLines[game] as CartLine[];
  const count = cartCount(lines);

  const setLines = useCallback((next: CartLine[]) => setCartLines(game, next), [game]);
  const onBought = useCallback(
    (_result: unknown, bought: readonly CartLine[]) => {
      const keys = new Set(bought.map((l) => l.key));
      setCartLines(
        game,
        cart.lines[game].filter((l) => !keys.has(l.key)),
      );
      closeCart();
    },
    [game],
  );
  const purchase = usePurchase({ game: game, currency, setLines, onBought });
  const repricing = useRepricing(game, currency, lines, drawerOpen, setLines);
  const available = useBalance().data?.available[currency];
  const mismatch = lines.some((l) => l.price.currency !== currency);
  const total = useMemo(() => linesTotal(lines, currency), [lines, currency]);

  const remove = (key: string) => {
    purchase.reset();
    setLines(lines.filter((l) => l.key !== key));
  };

  return (
    <Modal open={drawerOpen} onClose={closeCart} titleId={titleId} size="sm" className="cart-drawer">
      <header className="cart-drawer__head">
        <h2 id={titleId} className="cart-drawer__title">
          <FormattedMessage id="cart.title" />
        </h2>
        <p className="cart-drawer__meta" aria-live="polite">
          <FormattedMessage id="cart.count" values={{ count, max: CART_MAX_ITEMS }} />
        </p>
      </header>
      {lines.length === 0 ? (
        <div className="cart-drawer__empty" id="cart-empty">
          <Icon name="cart" size={48} />
          <p className="cart-drawer__empty-title">
            <FormattedMessage id="cart.empty.title" />
          </p>
          <p>
            <FormattedMessage id="cart.empty.text" />
          </p>
          <ButtonLink href="/" onClick={closeCart}>
            <FormattedMessage id="cart.empty.button" />
          </ButtonLink>
        </div>
      ) : (
        <>
          {(repricing || mismatch) && (
            <p className="buy-note cart-drawer__repricing" role="status">
              <Icon name="info" size={16} />
              <span>
                <FormattedMessage id="cart.repricing" values={{ currency: currency.toUpperCase() }} />
              </span>
            </p>
          )}
          <ul className="cart-drawer__lines" aria-label={intl.formatMessage({ id: 'cart.lines' })}>
            {lines.map((line) => (
              <CartLineView key={line.key} line={line} previous={purchase.previous[line.key]} onNavigate={closeCart}>
                {line.offerId ? (
                  <span className="stepper__note">
                    <FormattedMessage id="cart.line.offer" />
                  </span>
                ) : (
                  <QuantityStepper
                    value={line.quantity}
                    max={maxQuantity(lines, line.key)}
                    name={line.name}
                    disabled={purchase.busy}
                    onChange={(quantity) => {
                      purchase.reset();
                      setLines(setQuantity(lines, line.key, quantity));
                    }}
                  />
                )}
                <span className="cart-line__end">
                  <Price
                    money={{ amount: line.price.amount * line.quantity, currency: line.price.currency }}
                    className="cart-line__sum"
                  />
                  <button
                    type="button"
                    className="icon-button cart-line__remove"
                    aria-label={intl.formatMessage({ id: 'cart.remove' }, { name: line.name })}
                    title={intl.formatMessage({ id: 'cart.remove' }, { name: line.name })}
                    disabled={purchase.busy}
                    onClick={() => remove(line.key)}
                  >
                    <Icon name="trash" size={18} />
                  </button>
                </span>
              </CartLineView>
            ))}
          </ul>
          <BuySummary
            total={total}
            available={available}
            isAuth={isAuth}
            alert={purchase.alert}
            busy={purchase.busy}
            disabled={repricing || mismatch}
            confirmAgain={Object.keys(purchase.previous).length > 0}
            submitId="cart-buy"
            onBuy={() => void purchase.buy(lines)}
            onLeave={closeCart}
          />
          {flags.cartReservation && isAuth && (
            <Link href="/cart-reservation" className="cart-drawer__reserve" onClick={closeCart}>
              <FormattedMessage id="reservation.fromCart" values={{ minutes: RESERVATION_MINUTES }} />
            </Link>
          )}
        </>
      )}
    </Modal>
  );
}
