// The user's items of one account to tick for a trade with the site (quick sale, exchange): a search, "select all"
// (up to the most the trade takes), the rows, and "Show more" past the first page. The page holds the selection;
// it gives this a new key when the account changes (the search and the paging start again).
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Money } from '../../../../kernel';
import { ItemSearch } from './ItemSearch';
import { allSelected, clearShown, fillSelection, searchItems, type Selection, type ValueChange } from './selection';
import { ShowMore, usePaging } from './ShowMore';
import { TickItem, type TickItemData } from './TickItem';
import './tradeOffer.css';

/** Items drawn at once; "Show more" adds as many. */
const PAGE = 60;

interface ItemTickerProps<T extends TickItemData> {
  /** The account's items, in the order shown. */
  items: readonly T[];
  /** What an item counts for in the trade. */
  money: (item: T) => Money;
  changes: ReadonlyMap<string, ValueChange>;
  selection: Selection;
  /** The most items ticked at once. */
  max: number;
  busy: boolean;
  onToggle: (id: string) => void;
  /** "Select all" (or its undoing) changed the selection. */
  onSelection: (next: Selection) => void;
  /** The ids: `${idPrefix}-items`, `${idPrefix}-select-all`, `${idPrefix}-more`. */
  idPrefix: string;
  /** The list's accessible name. */
  label: string;
}

export function ItemTicker<T extends TickItemData>(props: ItemTickerProps<T>) {
  const { items, money, changes, selection, max, busy, onToggle, onSelection, idPrefix, label } = props;
  const [query, setQuery] = useState('');
  const paging = usePaging(PAGE);
  const visible = useMemo(() => searchItems(items, query), [items, query]);
  const full = selection.size >= max;
  const everything = allSelected(selection, visible, max);
  const some = visible.some((i) => selection.has(i.id));
  return (
    <>
      <div className="trade-toolbar">
        <ItemSearch
          value={query}
          label="tradeOffer.search"
          onChange={(text) => {
            setQuery(text);
            paging.reset();
          }}
        />
        <label className="checkbox trade-toolbar__all">
          <input
            type="checkbox"
            className="checkbox__input"
            id={`${idPrefix}-select-all`}
            checked={everything}
            disabled={busy || visible.length === 0 || (full && !everything && !some)}
            ref={(el) => {
              if (el) el.indeterminate = !everything && some;
            }}
            onChange={() =>
              onSelection(everything ? clearShown(selection, visible) : fillSelection(selection, visible, max))
            }
          />
          <span className="checkbox__label">
            <FormattedMessage
              id="tradeOffer.selectAll"
              values={{ count: Math.min(visible.length, max), limited: visible.length > max ? 'yes' : 'no' }}
            />
          </span>
        </label>
      </div>

      {visible.length === 0 ? (
        <p className="trade-toolbar__nothing">
          <FormattedMessage id="tradeOffer.search.nothing" />
        </p>
      ) : (
        <ul className="qs-items" id={`${idPrefix}-items`} aria-label={label}>
          {visible.slice(0, paging.shown).map((item) => (
            <TickItem
              key={item.id}
              item={item}
              money={money(item)}
              change={changes.get(item.id)}
              selected={selection.has(item.id)}
              disabled={busy || (full && !selection.has(item.id))}
              onToggle={() => onToggle(item.id)}
            />
          ))}
        </ul>
      )}
      <ShowMore paging={paging} total={visible.length} id={`${idPrefix}-more`} />
    </>
  );
}
