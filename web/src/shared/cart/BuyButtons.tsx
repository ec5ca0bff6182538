// "Add to cart" and "Buy now" for a market card or an item-page offer (spec trading-core 2: cart and
// fast-buy dialog). A line already in the cart shows it; adding it again says so.
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { store } from '../state/store';
import { Icon } from '../ui/Icon';
import { addToCart } from './cartActions';
import { cart, openFastBuy, type CartLine } from './cartStore';
import './buyButtons.css';

interface BuyButtonsProps {
  /** Built on click: the line as the buyer sees it now. */
  line: () => CartLine;
  lineKey: string;
  name: string;
  className?: string;
  /** Text on the cart button too (wide rows); icon-only otherwise. */
  wide?: boolean;
}

export function BuyButtons({ line, lineKey, name, className, wide }: BuyButtonsProps) {
  const intl = useIntl();
  const { game } = useSnapshot(store);
  const { lines } = useSnapshot(cart);
  const inCart = lines[game].some((l) => l.key === lineKey);
  const addLabel = intl.formatMessage({ id: inCart ? 'cart.inCartLabel' : 'cart.addLabel' }, { name });
  return (
    <div className={`buy-buttons ${className ?? ''}`}>
      <button
        type="button"
        className={`btn btn--secondary btn--sm buy-buttons__cart${inCart ? ' is-in-cart' : ''}${wide ? ' buy-buttons__cart--wide' : ''}`}
        aria-label={wide ? undefined : addLabel}
        title={addLabel}
        data-in-cart={inCart || undefined}
        onClick={() => addToCart(game, line())}
      >
        <Icon name={inCart ? 'check' : 'cartAdd'} size={18} />
        {wide && <FormattedMessage id={inCart ? 'cart.inCart' : 'cart.add'} />}
      </button>
      <button
        type="button"
        className="btn btn--primary btn--sm buy-buttons__now"
        aria-label={intl.formatMessage({ id: 'fastBuy.openLabel' }, { name })}
        aria-haspopup="dialog"
        onClick={() => openFastBuy(line())}
      >
        <FormattedMessage id="fastBuy.open" />
      </button>
    </div>
  );
}
