// The items of a bot trade (quick sale, exchange): art, name, variant, what each counts for and, once it ended,
// whether the trade moved it (`movedIds`: the words for moved and kept).
import { FormattedMessage, useIntl } from 'react-intl';
import type { Variant } from '../../../../modules/catalog/catalog.vocabulary.schemas';
import type { Money } from '../../../../kernel';
import { VariantChips } from '../items/ItemBadges';
import { Price } from '../ui/Price';
import { StatusBadge } from '../ui/StatusBadge';
import './tradeCard.css';

interface TradeItem {
  id: string;
  name: string;
  art: string;
  variant: Variant;
  moved: boolean | null;
}

interface TradeItemListProps<T extends TradeItem> {
  items: readonly T[];
  money: (item: T) => Money;
  running: boolean;
  label: string;
  movedIds: { moved: string; kept: string };
  className?: string;
}

export function TradeItemList<T extends TradeItem>({
  items,
  money,
  running,
  label,
  movedIds,
  className,
}: TradeItemListProps<T>) {
  const intl = useIntl();
  return (
    <ul className={`qs-sale__items${className ? ` ${className}` : ''}`} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="qs-sale-item" data-item-id={item.id} data-moved={String(item.moved)}>
          <img className="qs-sale-item__art" src={item.art} alt="" width={40} height={40} loading="lazy" />
          <span className="qs-sale-item__text">
            <span className="qs-sale-item__name">{item.name}</span>
            <VariantChips variant={item.variant} emptyText={intl.formatMessage({ id: 'item.variant.plain' })} />
          </span>
          <span className="qs-sale-item__side">
            <Price money={money(item)} className="qs-sale-item__price" />
            {item.moved !== null && !running && (
              <StatusBadge tone={item.moved ? 'success' : 'neutral'} status={item.moved ? 'moved' : 'kept'}>
                <FormattedMessage id={item.moved ? movedIds.moved : movedIds.kept} />
              </StatusBadge>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
