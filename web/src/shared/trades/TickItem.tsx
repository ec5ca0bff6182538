// One of the user's items a trade with the site can take (quick sale, exchange): a row to tick, with its art, name,
// rarity and variant, what it counts for (and what it was, when that moved since the user saw it), and the price the
// market recommends for it.
import { FormattedMessage } from 'react-intl';
import type { Variant } from '../../../../modules/catalog/catalog.vocabulary.schemas';
import type { Money } from '../../../../kernel';
import { RarityBadge, VariantChips } from '../items/ItemBadges';
import { Price } from '../ui/Price';
import { StatusBadge } from '../ui/StatusBadge';
import type { ValueChange } from './selection';
import './tradeOffer.css';

export interface TickItemData {
  id: string;
  name: string;
  art: string;
  rarity: string;
  variant: Variant;
  status: string;
  recommended: Money;
}

interface TickItemProps {
  item: TickItemData;
  money: Money;
  change: ValueChange | undefined;
  selected: boolean;
  disabled: boolean;
  onToggle: () => void;
}

export function TickItem({ item, money, change, selected, disabled, onToggle }: TickItemProps) {
  const moved = change?.before && change.after && change.before.amount !== change.after.amount;
  return (
    <li
      className={`qs-item${selected ? ' is-selected' : ''}${moved ? ' is-changed' : ''}${disabled && !selected ? ' is-disabled' : ''}`}
      data-item-id={item.id}
      data-status={item.status}
    >
      <label className="qs-item__label">
        <input
          type="checkbox"
          className="checkbox__input qs-item__check"
          checked={selected}
          disabled={disabled}
          onChange={onToggle}
        />
        <img className="qs-item__art" src={item.art} alt="" width={56} height={56} loading="lazy" decoding="async" />
        <span className="qs-item__body">
          <span className="qs-item__name">{item.name}</span>
          <span className="qs-item__tags">
            <RarityBadge rarity={item.rarity} />
            <VariantChips variant={item.variant} />
            {item.status === 'on_sale' && (
              <StatusBadge tone="success" status={item.status}>
                <FormattedMessage id="itemStatus.on_sale" />
              </StatusBadge>
            )}
          </span>
        </span>
        <span className="qs-item__prices">
          <Price money={money} className="qs-item__price" />
          {moved && change?.before && (
            <s className="qs-item__was">
              <FormattedMessage id="tradeOffer.item.was" values={{ amount: <Price money={change.before} /> }} />
            </s>
          )}
          <span className="qs-item__recommended">
            <FormattedMessage
              id="tradeOffer.item.recommended"
              values={{ amount: <Price money={item.recommended} /> }}
            />
          </span>
        </span>
      </label>
    </li>
  );
}
