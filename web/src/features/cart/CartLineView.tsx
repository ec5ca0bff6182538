// One line of a purchase: art, name (to the item page), variant, seller for an offer, unit price (the old
// one struck through after a price change), and the quantity stepper of a card line.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { CartLine } from '../../shared/cart/cartStore';
import { VariantChips } from '../../shared/items/ItemBadges';
import { itemPath } from '../../shared/items/itemPaths';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import type { Money } from '../../../../kernel';

interface CartLineViewProps {
  line: CartLine;
  previous?: Money;
  onNavigate?: () => void;
  /** Stepper, remove button, line sum... */
  children?: ReactNode;
  as?: 'li' | 'div';
}

export function CartLineView({ line, previous, onNavigate, children, as: Tag = 'li' }: CartLineViewProps) {
  const intl = useIntl();
  return (
    <Tag className={`cart-line${previous ? ' is-changed' : ''}`} data-line={line.key}>
      <img className="cart-line__art" src={line.art} alt="" width={64} height={64} />
      <div className="cart-line__main">
        <p className="cart-line__name">
          <Link
            href={itemPath({ type: line.type, slug: line.slug, id: line.itemId }, line.cardId)}
            onClick={onNavigate}
          >
            {line.name}
          </Link>
        </p>
        <VariantChips variant={line.variant} emptyText={intl.formatMessage({ id: 'item.variant.plain' })} />
        {line.offerId && (
          <p className="cart-line__seller">
            <FormattedMessage
              id="cart.line.seller"
              values={{ seller: line.sellerName || intl.formatMessage({ id: 'item.offers.unknownSeller' }) }}
            />
          </p>
        )}
        <p className="cart-line__prices">
          {previous && (
            <s className="cart-line__old">
              <span className="visually-hidden">{intl.formatMessage({ id: 'cart.line.oldPrice' })} </span>
              <Price money={previous} />
            </s>
          )}
          <Price money={line.price} className="cart-line__price" />
          {!line.offerId && <FormattedMessage id="cart.line.each" />}
        </p>
      </div>
      {children && <div className="cart-line__controls">{children}</div>}
    </Tag>
  );
}

interface StepperProps {
  value: number;
  max: number;
  name: string;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** "Maximum N" once the stepper stops (off where the stock is said already). */
  showMax?: boolean;
}

/** Quantity of a card line: 1 up to the stock and the 40-item limit. */
export function QuantityStepper({ value, max, name, onChange, disabled, showMax = true }: StepperProps) {
  const intl = useIntl();
  return (
    <div className="stepper-wrap">
      <fieldset className="stepper" aria-label={intl.formatMessage({ id: 'cart.quantity.label' }, { name })}>
        <button
          type="button"
          className="stepper__button stepper__minus"
          aria-label={intl.formatMessage({ id: 'cart.quantity.less' })}
          disabled={disabled || value <= 1}
          onClick={() => onChange(value - 1)}
        >
          <Icon name="minus" size={16} />
        </button>
        <output className="stepper__value" aria-live="polite">
          {value}
        </output>
        <button
          type="button"
          className="stepper__button stepper__plus"
          aria-label={intl.formatMessage({ id: 'cart.quantity.more' })}
          disabled={disabled || value >= max}
          onClick={() => onChange(value + 1)}
        >
          <Icon name="plus" size={16} />
        </button>
      </fieldset>
      {showMax && value >= max && max > 1 && (
        <span className="stepper__note">
          <FormattedMessage id="cart.quantity.max" values={{ max }} />
        </span>
      )}
    </div>
  );
}
