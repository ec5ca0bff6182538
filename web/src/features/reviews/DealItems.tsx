// What a deal bought, as small chips: each item once with its count, the first few and "+N more" for the rest.
import { FormattedMessage, useIntl } from 'react-intl';
import { itemGroups } from './reviewWindow';

const SHOWN = 3;

export function DealItems({ items }: { items: readonly string[] }) {
  const intl = useIntl();
  const groups = itemGroups(items);
  const rest = groups.slice(SHOWN);
  return (
    <ul className="deal-items" aria-label={intl.formatMessage({ id: 'reviews.deal.items' }, { count: items.length })}>
      {groups.slice(0, SHOWN).map((g) => (
        <li key={g.name} className="deal-items__item">
          <span className="deal-items__name">{g.name}</span>
          {g.count > 1 && <span className="deal-items__count">×{g.count}</span>}
        </li>
      ))}
      {rest.length > 0 && (
        <li className="deal-items__item deal-items__item--more" title={rest.map((g) => g.name).join(', ')}>
          <FormattedMessage id="reviews.deal.moreItems" values={{ count: rest.length }} />
        </li>
      )}
    </ul>
  );
}
