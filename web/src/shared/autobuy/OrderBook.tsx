// A card's order book (spec trading-core 1 "set autopurchases"): two columns, the listings on sale (asks) and the
// autopurchases (bids), price and pieces, best first, each row over a bar of the depth up to it. On the item page it
// sits next to the price history; on the add page the asks a price would buy at once are marked and a price can be
// picked from a row. An unknown card (no variant chosen, or one nobody ever listed) shows both sides empty.
import { type CSSProperties, type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BookLevel } from '../../../../modules/autopurchases/autopurchases.schemas';
import { formatMoney } from '../format/money';
import { Icon } from '../ui/Icon';
import { Price } from '../ui/Price';
import { bookDepth, type DepthRow } from './bookDepth';
import { useOrderBook } from './useOrderBook';
import type { Currency, GameKey, Money } from '../../../../kernel';
import '../ui/skeleton.css';
import './orderBook.css';

interface OrderBookProps {
  game: GameKey;
  cardId: number | null;
  currency: Currency;
  /** The frame's look (the page's section or card class). */
  className?: string;
  /** What the title names: the variant whose book this is. */
  subtitle?: ReactNode;
  /** An autopurchase's price in minor units: the asks it would buy at once are marked. */
  yourPrice?: number | null;
  /** Rows become buttons that pick their price. */
  onPickPrice?: (price: Money) => void;
  /** Said instead of the two sides while no variant is chosen (message id). */
  noVariant?: string;
}

const EMPTY: { asks: BookLevel[]; bids: BookLevel[] } = { asks: [], bids: [] };

export function OrderBook({
  game,
  cardId,
  currency,
  className,
  subtitle,
  yourPrice,
  onPickPrice,
  noVariant,
}: OrderBookProps) {
  const titleId = useId();
  const { data, error, isLoading, stale, mutate } = useOrderBook(game, cardId, currency);
  const depth = bookDepth(cardId === null ? EMPTY : (data ?? EMPTY));
  const loading = cardId !== null && !data && isLoading;
  return (
    <section
      className={`order-book ${className ?? ''}`}
      id="order-book"
      aria-labelledby={titleId}
      aria-busy={loading || stale || undefined}
      data-card-id={cardId ?? undefined}
    >
      <div className="order-book__head">
        <h2 className="order-book__title" id={titleId}>
          <FormattedMessage id="autobuy.book.title" />
        </h2>
        {subtitle && <span className="order-book__subtitle">{subtitle}</span>}
      </div>
      {noVariant ? (
        <p className="order-book__empty order-book__empty--wide">
          <FormattedMessage id={noVariant} />
        </p>
      ) : error && !data ? (
        <p className="order-book__error" role="alert">
          <FormattedMessage id="autobuy.book.error" />{' '}
          <button type="button" className="link-button" onClick={() => void mutate()}>
            <FormattedMessage id="market.error.retry" />
          </button>
        </p>
      ) : (
        <div className={`order-book__sides${stale ? ' is-stale' : ''}`}>
          <BookSide
            side="asks"
            rows={depth.asks}
            loading={loading}
            yourPrice={yourPrice ?? null}
            onPickPrice={onPickPrice}
          />
          <BookSide side="bids" rows={depth.bids} loading={loading} yourPrice={null} onPickPrice={onPickPrice} />
        </div>
      )}
      {yourPrice != null && depth.asks.some((r) => r.price.amount <= yourPrice) && (
        <p className="order-book__legend">
          <span className="order-book__legend-mark" aria-hidden="true" />
          <FormattedMessage id="autobuy.book.crossedLegend" />
        </p>
      )}
    </section>
  );
}

interface SideProps {
  side: 'asks' | 'bids';
  rows: DepthRow[];
  loading: boolean;
  yourPrice: number | null;
  onPickPrice?: (price: Money) => void;
}

function BookSide({ side, rows, loading, yourPrice, onPickPrice }: SideProps) {
  const intl = useIntl();
  const headId = useId();
  return (
    <div className={`order-book__side order-book__side--${side}`}>
      <h3 className="order-book__side-title" id={headId}>
        <Icon name={side === 'asks' ? 'tag' : 'repeat'} size={16} />
        <FormattedMessage id={`autobuy.book.${side}`} />
      </h3>
      {loading ? (
        <div className="order-book__loading" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <span key={i} className="skeleton skeleton--line" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className="order-book__empty" data-side={side}>
          <FormattedMessage id={`autobuy.book.${side}Empty`} />
        </p>
      ) : (
        <table className="order-book__table" aria-labelledby={headId}>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="autobuy.book.price" />
              </th>
              <th scope="col" className="order-book__qty-head">
                <FormattedMessage id="autobuy.book.quantity" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const crossed = yourPrice !== null && row.price.amount <= yourPrice;
              return (
                <tr
                  key={row.price.amount}
                  className={`order-book__row${crossed ? ' is-crossed' : ''}`}
                  data-side={side === 'asks' ? 'ask' : 'bid'}
                  data-price={row.price.amount}
                  data-quantity={row.quantity}
                  style={{ '--depth': row.share } as CSSProperties}
                >
                  <td className="order-book__price">
                    {onPickPrice ? (
                      <button
                        type="button"
                        className="order-book__pick"
                        aria-label={intl.formatMessage(
                          { id: 'autobuy.book.pick' },
                          { price: formatMoney(intl, row.price) },
                        )}
                        onClick={() => onPickPrice(row.price)}
                      >
                        <Price money={row.price} />
                      </button>
                    ) : (
                      <Price money={row.price} />
                    )}
                  </td>
                  <td className="order-book__qty">{intl.formatNumber(row.quantity)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
