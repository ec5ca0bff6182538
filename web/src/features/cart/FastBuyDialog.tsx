// The fast-buy dialog (spec trading-core 1, 2): one market card (with a quantity up to its stock) or one
// offer, the total, the balance after the purchase, and Confirm. Failures are handled as in the cart; a
// purchase opens the purchased items.
import { useCallback, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useBalance } from '../../shared/api/queries';
import { CART_MAX_ITEMS, linesTotal } from '../../shared/cart/cartRules';
import { cart, closeFastBuy, setCartLines, type CartLine } from '../../shared/cart/cartStore';
import { store } from '../../shared/state/store';
import { Modal } from '../../shared/ui/Modal';
import { BuySummary } from './BuySummary';
import { CartLineView, QuantityStepper } from './CartLineView';
import { usePurchase, useRepricing } from './usePurchase';
import './cart.css';

export default function FastBuyDialog() {
  const titleId = useId();
  const { fastBuy } = useSnapshot(cart);
  // The last line stays drawn while the dialog animates out; every opening starts afresh.
  const last = useRef<CartLine | null>(null);
  const session = useRef(0);
  const wasOpen = useRef(false);
  if (fastBuy && !wasOpen.current) session.current += 1;
  wasOpen.current = fastBuy !== null;
  if (fastBuy) last.current = fastBuy as CartLine;
  const line = last.current;
  return (
    <Modal open={fastBuy !== null} onClose={closeFastBuy} titleId={titleId} size="ms" className="fast-buy">
      {line && <FastBuy key={session.current} titleId={titleId} initial={line} />}
    </Modal>
  );
}

function FastBuy({ titleId, initial }: { titleId: string; initial: CartLine }) {
  const { game, currency, isAuth } = useSnapshot(store);
  const { fastBuy } = useSnapshot(cart);
  const [line, setLine] = useState<CartLine | null>(initial);

  const setLines = useCallback((next: CartLine[]) => {
    const [only] = next;
    setLine(only ?? null);
    // A sold item leaves the dialog; a line that is gone cannot be bought.
    if (!only) closeFastBuy();
  }, []);
  const onBought = useCallback(
    (_result: unknown, bought: readonly CartLine[]) => {
      // A bought offer is sold: it cannot stay in the cart either.
      const offers = new Set(bought.flatMap((l) => (l.offerId ? [l.key] : [])));
      if (offers.size)
        setCartLines(
          game,
          cart.lines[game].filter((l) => !offers.has(l.key)),
        );
      closeFastBuy();
    },
    [game],
  );
  const purchase = usePurchase({ game: game, currency, setLines, onBought });
  const lines = line ? [line] : [];
  const repricing = useRepricing(game, currency, lines, fastBuy !== null, setLines);
  const available = useBalance().data?.available[currency];

  if (!line) return null;
  const mismatch = line.price.currency !== currency;
  const max = line.offerId ? 1 : Math.max(1, Math.min(line.available, CART_MAX_ITEMS));
  return (
    <div className="fast-buy__body">
      <h2 id={titleId} className="fast-buy__title">
        <FormattedMessage id="fastBuy.title" />
      </h2>
      <CartLineView line={line} previous={purchase.previous[line.key]} onNavigate={closeFastBuy} as="div">
        {line.offerId ? (
          <span className="stepper__note">
            <FormattedMessage id="cart.line.offer" />
          </span>
        ) : (
          <QuantityStepper
            value={line.quantity}
            max={max}
            name={line.name}
            disabled={purchase.busy}
            showMax={false}
            onChange={(quantity) => {
              purchase.reset();
              setLine({ ...line, quantity: Math.min(max, Math.max(1, quantity)) });
            }}
          />
        )}
        {!line.offerId && (
          <span className="stepper__note">
            <FormattedMessage id="fastBuy.inStock" values={{ count: line.available }} />
          </span>
        )}
      </CartLineView>
      <BuySummary
        total={linesTotal(lines, currency)}
        available={available}
        isAuth={isAuth}
        alert={purchase.alert}
        busy={purchase.busy}
        disabled={repricing || mismatch}
        confirmAgain={Object.keys(purchase.previous).length > 0}
        submitId="fast-buy-confirm"
        submitText="fastBuy.confirm"
        onBuy={() => void purchase.buy(lines)}
        onLeave={closeFastBuy}
      />
    </div>
  );
}
