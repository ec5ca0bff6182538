// An item of the site's stock on /trade: its art, name, rarity, how many the user can take and from what price; a
// pet's age to choose among the ages in stock (required before it can be taken); then its variants in stock (neon or
// mega, fly, ride as chips), each with its price, how many, the units the user sold to the site (not theirs to take
// back) and how many the exchange takes. A visitor sees the same without the steppers.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Age } from '../../../../modules/catalog/catalog.vocabulary.schemas';
import { RarityBadge, VariantChips, variantName } from '../../shared/items/ItemBadges';
import { Button } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { Price } from '../../shared/ui/Price';
import type { Money } from '../../../../kernel';
import type { StockItem, StockVariant } from './api';
import { agesOf, available, quantityOf, rowKey, rowsOf, stockSummary, type Take } from './pick';
import { Stepper } from './Stepper';
import '../../shared/form/form.css';

export interface StockCardProps {
  item: StockItem;
  age: Age | null;
  onAge: (item: StockItem, age: Age) => void;
  /** Null for a visitor: nothing to take. */
  picking: {
    take: Take;
    /** Picked while its age is not chosen (a pet opened by its address). */
    pending: boolean;
    /** The prices a PRICES_HAVE_CHANGED moved: what they were, by row. */
    was: ReadonlyMap<string, Money>;
    /** How many more units the trade takes. */
    room: number;
    max: number;
    busy: boolean;
    onRow: (item: StockItem, row: StockVariant, quantity: number) => void;
    onDrop: (item: StockItem) => void;
  } | null;
  /** The item the page was opened for. */
  target: boolean;
}

export function StockCard({ item, age: chosen, onAge, picking, target }: StockCardProps) {
  const intl = useIntl();
  const ageId = useId();
  const summary = stockSummary(item);
  const ages = item.ageRequired ? agesOf(item) : [];
  // A pet in one age only: that age, nothing to choose.
  const age = chosen ?? (ages.length === 1 ? ages[0]! : null);
  const rows = rowsOf(item, age);
  const taken = picking ? rows.reduce((sum, row) => sum + quantityOf(picking.take, item, row), 0) : 0;
  const anyTaken = picking ? [...picking.take.values()].some((l) => l.itemId === item.itemId) : false;
  const pending = picking?.pending ?? false;
  const classes = ['ex-stock', anyTaken && 'is-picked', pending && 'is-pending', target && 'is-target'];
  return (
    <li
      className={classes.filter(Boolean).join(' ')}
      id={`exchange-stock-${item.itemId}`}
      data-item-id={item.itemId}
      data-taken={taken}
    >
      <div className="ex-stock__head">
        <img className="ex-stock__art" src={item.art} alt="" width={56} height={56} loading="lazy" decoding="async" />
        <span className="ex-stock__text">
          <span className="ex-stock__name">{item.name}</span>
          <span className="ex-stock__tags">
            <RarityBadge rarity={item.rarity} />
            <span className="ex-stock__count">
              <FormattedMessage id="exchange.take.inStock" values={{ count: summary.count }} />
            </span>
          </span>
        </span>
        {summary.from && (
          <span className="ex-stock__from">
            <FormattedMessage
              id="exchange.take.from"
              values={{ amount: <Price money={summary.from} className="ex-stock__from-price" /> }}
            />
          </span>
        )}
      </div>

      {item.ageRequired && ages.length > 0 && (
        <div className={`field ex-stock__age${pending && !age ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={ageId}>
            <FormattedMessage id="exchange.take.age" />
          </label>
          <span className="field__control">
            <select
              id={ageId}
              className="field__input field__select ex-stock__age-select"
              required
              value={age ?? ''}
              aria-invalid={pending && !age ? true : undefined}
              aria-describedby={pending && !age ? `${ageId}-hint` : undefined}
              onChange={(event) => onAge(item, event.target.value as Age)}
            >
              <option value="" disabled>
                {intl.formatMessage({ id: 'exchange.take.agePlaceholder' })}
              </option>
              {ages.map((a) => (
                <option key={a} value={a}>
                  {intl.formatMessage({ id: `market.age.${a}` })}
                </option>
              ))}
            </select>
            <Icon name="chevronDown" size={18} className="field__select-icon" />
          </span>
          {pending && !age && (
            <p className="field__error ex-stock__age-hint" id={`${ageId}-hint`}>
              <FormattedMessage id="exchange.take.ageRequired" />
            </p>
          )}
        </div>
      )}

      {rows.length > 0 && (
        <ul
          className="ex-stock__rows"
          aria-label={intl.formatMessage({ id: 'exchange.take.rows' }, { name: item.name })}
        >
          {rows.map((row) => (
            <StockRow key={rowKey(item, row)} item={item} row={row} picking={picking} />
          ))}
        </ul>
      )}

      {picking && (anyTaken || pending) && (
        <Button
          variant="ghost"
          size="sm"
          className="ex-stock__drop"
          disabled={picking.busy}
          onClick={() => picking.onDrop(item)}
        >
          <Icon name="close" size={16} />
          <FormattedMessage id="exchange.take.remove" />
        </Button>
      )}
    </li>
  );
}

function StockRow({ item, row, picking }: { item: StockItem; row: StockVariant; picking: StockCardProps['picking'] }) {
  const intl = useIntl();
  const free = available(row);
  const quantity = picking ? quantityOf(picking.take, item, row) : 0;
  const was = picking?.was.get(rowKey(item, row));
  // The age is chosen above: the row names the rest of the variant.
  const variant = { ...row.variant, age: null };
  const name = [item.name, variantName(row.variant, intl.formatMessage)].filter(Boolean).join(', ');
  return (
    <li
      className={`ex-row${free === 0 ? ' is-own' : ''}${quantity > 0 ? ' is-taken' : ''}${was ? ' is-changed' : ''}`}
      data-price={row.price.amount}
    >
      <span className="ex-row__variant">
        <VariantChips variant={variant} emptyText={intl.formatMessage({ id: 'item.variant.plain' })} />
      </span>
      <span className="ex-row__sums">
        <Price money={row.price} className="ex-row__price" />
        {was && (
          <s className="ex-row__was">
            <FormattedMessage id="tradeOffer.item.was" values={{ amount: <Price money={was} /> }} />
          </s>
        )}
        <span className="ex-row__count">
          <FormattedMessage id="exchange.take.available" values={{ count: free }} />
        </span>
      </span>
      {row.own > 0 && (
        <span className="ex-row__own">
          <Icon name="info" size={14} />
          <FormattedMessage id="exchange.take.own" values={{ count: row.own }} />
        </span>
      )}
      {picking && free > 0 && (
        <span className="ex-row__step">
          <Stepper
            quantity={quantity}
            name={name}
            canAdd={quantity < free && picking.room > 0}
            addTitle={intl.formatMessage(
              { id: quantity < free ? 'exchange.take.full' : 'exchange.take.allTaken' },
              { max: picking.max },
            )}
            disabled={picking.busy}
            onChange={(next) => picking.onRow(item, row, next)}
          />
        </span>
      )}
    </li>
  );
}
