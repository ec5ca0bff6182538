// The header's cart button: the item count of the current game's cart; opens the cart drawer.
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { cart, cartCount, openCart } from '../../shared/cart/cartStore';
import { store } from '../../shared/state/store';
import { Icon } from '../../shared/ui/Icon';

export function CartButton() {
  const intl = useIntl();
  const { game } = useSnapshot(store);
  const { lines, drawerOpen } = useSnapshot(cart);
  const count = cartCount(lines[game]);
  const label = intl.formatMessage({ id: 'cart.button' }, { count });
  return (
    <button
      type="button"
      id="cart-button"
      className="header-cart"
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      aria-expanded={drawerOpen}
      onClick={openCart}
    >
      <Icon name="cart" size={20} />
      {count > 0 && (
        <span className="header-cart__count" aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
